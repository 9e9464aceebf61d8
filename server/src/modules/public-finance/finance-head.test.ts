import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

/** A head code no other test takes: codes are unique across the country. */
const uniqueCode = () => randomInt(100_000, 2_000_000_000);

async function grantsBody() {
  const admin = await make.createUser({ role: 'UgcAdmin' });
  return { admin, api: asUser(test, admin) };
}

describe('FinanceHead', () => {
  it('adds, lists, reads and updates heads with the contract’s fields, audited', async () => {
    const { admin, api } = await grantsBody();
    const incomeCode = uniqueCode();
    const income = await api
      .post('/api/FinanceHead')
      .send({ headCode: incomeCode, headType: 'Income', expenditureType: null, headName: 'Tuition fees', remarks: '' })
      .expect(201);
    expect(income.body).toEqual({
      id: expect.any(Number),
      headCode: incomeCode,
      headType: 'Income',
      expenditureType: null,
      headName: 'Tuition fees',
      remarks: null,
    });
    const capital = await api
      .post('/api/FinanceHead')
      .send({
        headCode: String(uniqueCode()),
        headType: 'Expenditure',
        expenditureType: 'Capital Expenditure',
        headName: 'Buildings',
        remarks: 'New blocks',
      })
      .expect(201);
    expect(capital.body).toMatchObject({ headType: 'Expenditure', expenditureType: 'Capital Expenditure' });

    const list = (await api.get('/api/financehead').expect(200)).body as { id: number }[];
    expect(list).toContainEqual(income.body);
    expect(list).toContainEqual(capital.body);
    expect((await api.get(`/api/FinanceHead/${income.body.id}`).expect(200)).body).toEqual(income.body);

    // The edit form is multipart and sends the string "null" for a head that is not an expenditure.
    const updated = await api
      .put(`/api/FinanceHead/${income.body.id}`)
      .field('id', String(income.body.id))
      .field('headCode', String(incomeCode))
      .field('headType', 'Income')
      .field('expenditureType', 'null')
      .field('headName', 'Tuition and exam fees')
      .field('remarks', 'Renamed')
      .expect(200);
    expect(updated.body).toEqual({ ...income.body, headName: 'Tuition and exam fees', remarks: 'Renamed' });

    // Turned into an expenditure head, it names its kind.
    const turned = await api
      .put(`/api/FinanceHead/${income.body.id}`)
      .field('headCode', String(incomeCode))
      .field('headType', 'Expenditure')
      .field('expenditureType', 'Operating Expenditure')
      .field('headName', 'Salaries')
      .expect(200);
    expect(turned.body).toMatchObject({ headType: 'Expenditure', expenditureType: 'Operating Expenditure' });

    const entries = await auditEntriesFor(test.app.prisma, 'FinanceHead', income.body.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['update', admin.id],
    ]);
  });

  it('refuses a code another head has (409, with the message) and writes nothing', async () => {
    const { api } = await grantsBody();
    const headCode = uniqueCode();
    const first = await api
      .post('/api/FinanceHead')
      .send({ headCode, headType: 'Income', headName: uniqueName('Grant') })
      .expect(201);
    const duplicate = await api
      .post('/api/FinanceHead')
      .send({ headCode, headType: 'Income', headName: uniqueName('Grant') })
      .expect(409);
    expect(duplicate.body.message).toBe(FINANCE_MESSAGES.headCodeTaken);
    expect(await test.app.prisma.financeHead.count({ where: { headCode } })).toBe(1);

    const other = await api
      .post('/api/FinanceHead')
      .send({ headCode: uniqueCode(), headType: 'Income', headName: uniqueName('Grant') })
      .expect(201);
    const taken = await api
      .put(`/api/FinanceHead/${other.body.id}`)
      .field('headCode', String(headCode))
      .field('headType', 'Income')
      .field('expenditureType', 'null')
      .field('headName', 'Taken code')
      .expect(409);
    expect(taken.body.message).toBe(FINANCE_MESSAGES.headCodeTaken);
    expect((await api.get(`/api/FinanceHead/${first.body.id}`).expect(200)).body).toEqual(first.body);
  });

  it('requires an expenditure type for an expenditure head and refuses one for an income head (400 per field)', async () => {
    const { api } = await grantsBody();
    const expenditure = await api
      .post('/api/FinanceHead')
      .send({ headCode: uniqueCode(), headType: 'Expenditure', expenditureType: 'null', headName: 'Rent' })
      .expect(400);
    expect(expenditure.body.issues).toMatchObject([
      { field: 'body.expenditureType', message: FINANCE_MESSAGES.expenditureTypeRequired },
    ]);
    const income = await api
      .post('/api/FinanceHead')
      .send({ headCode: uniqueCode(), headType: 'Income', expenditureType: 'Capital Expenditure', headName: 'Fees' })
      .expect(400);
    expect(income.body.issues).toMatchObject([
      { field: 'body.expenditureType', message: FINANCE_MESSAGES.expenditureTypeNotForIncome },
    ]);
    const bad = await api
      .post('/api/FinanceHead')
      .send({ headCode: '12.5', headType: 'Asset', headName: ' ' })
      .expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.headCode',
      'body.headName',
      'body.headType',
    ]);
    await api.post('/api/FinanceHead').send({ headCode: 0, headType: 'Income', headName: 'Zero' }).expect(400);
    await api.post('/api/FinanceHead').send({ headCode: -4, headType: 'Income', headName: 'Negative' }).expect(400);
    expect(await test.app.prisma.financeHead.count({ where: { headName: { in: ['Rent', 'Zero', 'Negative'] } } })).toBe(
      0,
    );
  });

  it('lets every staff member read the heads and only the grants body write them (403)', async () => {
    const { api } = await grantsBody();
    const head = await api
      .post('/api/FinanceHead')
      .send({ headCode: uniqueCode(), headType: 'Income', headName: uniqueName('Donation') })
      .expect(201);
    await expectPostRefused(test, make, '/api/FinanceHead', ['UniAdmin', 'CollegeAdmin', 'CollegeUser', 'Student'], {
      headCode: uniqueCode(),
      headType: 'Income',
      headName: 'Refused',
    });
    const campus = await make.createCampus();
    const collegeUser = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: [] }));
    expect((await collegeUser.get(`/api/FinanceHead/${head.body.id}`).expect(200)).body).toEqual(head.body);
    await collegeUser.put(`/api/FinanceHead/${head.body.id}`).field('headName', 'Refused').expect(403);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/FinanceHead')
      .expect(403);
    for (const role of ['SuperAdmin', 'Admin'] as const) {
      await asUser(test, await make.createUser({ role }))
        .post('/api/FinanceHead')
        .send({ headCode: uniqueCode(), headType: 'Income', headName: uniqueName(role) })
        .expect(201);
    }
  });
});
