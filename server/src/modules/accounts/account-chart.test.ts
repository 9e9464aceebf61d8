import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
const M = ACCOUNT_MESSAGES;

/** A campus with an accountant of it, and the accountant's API. */
async function campusBooks() {
  const campus = await make.createCampus();
  const accountant = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
  return { campus, accountant, api: asUser(test, accountant) };
}

const standardLedger = (code: string) =>
  test.app.prisma.accountLedger.findFirstOrThrow({ where: { campusId: null, code } });

describe('the chart of accounts', () => {
  it('shows a campus the standard chart and its own additions, never another campus’s', async () => {
    const { campus, api } = await campusBooks();
    const other = await campusBooks();
    const added = await api
      .post('/api/AccountSubGroup')
      .send({ group: 'Income', code: '44', name: 'Hostel Income' })
      .expect(201);
    expect(added.body).toMatchObject({ campusId: campus.id, isStandard: false, group: 'Income', code: '44' });
    await other.api.post('/api/AccountSubGroup').send({ group: 'Income', code: '44', name: 'Canteen' }).expect(201);

    const groups = (await api.get('/api/AccountSubGroup').expect(200)).body as {
      code: string;
      campusId: number | null;
    }[];
    expect(groups.filter((group) => group.campusId === null).map((group) => group.code)).toEqual(
      expect.arrayContaining(['11', '12', '31', '41', '51']),
    );
    expect(groups.filter((group) => group.campusId !== null)).toEqual([
      expect.objectContaining({ campusId: campus.id, name: 'Hostel Income' }),
    ]);
    const page = await api.get('/api/AccountSubGroup?group=Income&pageSize=2&sortBy=name&sortOrder=desc').expect(200);
    expect(page.body).toMatchObject({ pageSize: 2, totalRecords: 4 });
    expect(page.body.data.map((group: { name: string }) => group.name)).toEqual(['Other Income', 'Hostel Income']);

    const ledger = await api
      .post('/api/AccountLedger')
      .send({ subGroupId: added.body.id, code: '4401', name: 'Hostel Fees' })
      .expect(201);
    expect(ledger.body).toMatchObject({ group: 'Income', subGroupName: 'Hostel Income', kind: 'General' });
    await api.get(`/api/AccountLedger/${ledger.body.id}`).expect(200);
    await other.api.get(`/api/AccountLedger/${ledger.body.id}`).expect(404);
    const cash = await standardLedger('1201');
    expect((await other.api.get(`/api/AccountLedger/${cash.id}`).expect(200)).body).toMatchObject({
      systemKey: 'cash',
      kind: 'Cash',
      isStandard: true,
    });
    const ledgers = (await other.api.get('/api/AccountLedger').expect(200)).body as { id: number }[];
    expect(ledgers.map((row) => row.id)).not.toContain(ledger.body.id);

    // A campus's sub-ledgers, under a standard ledger or its own.
    const staff = await api
      .post('/api/AccountSubLedger')
      .send({ ledgerId: (await standardLedger('2101')).id, code: 'S-1', name: 'Ram Thapa' })
      .expect(201);
    expect(staff.body).toMatchObject({ campusId: campus.id, ledgerName: 'Salary Payable' });
    expect((await api.get('/api/AccountSubLedger').expect(200)).body).toEqual([staff.body]);
    expect((await other.api.get('/api/AccountSubLedger').expect(200)).body).toEqual([]);
    await other.api.patch(`/api/AccountSubLedger/${staff.body.id}`).send({ name: 'X' }).expect(404);
    await other.api
      .post('/api/AccountSubLedger')
      .send({ ledgerId: ledger.body.id, code: 'S-1', name: 'X' })
      .expect(400);
    expect(await auditEntriesFor(test.app.prisma, 'AccountSubLedger', staff.body.id)).toHaveLength(1);
  });

  it('refuses a code already used in the campus’s chart or the standard chart (409), writing nothing', async () => {
    const { campus, api } = await campusBooks();
    const clash = await api
      .post('/api/AccountSubGroup')
      .send({ group: 'Assets', code: '12', name: 'Mine' })
      .expect(409);
    expect(clash.body.message).toBe(M.codeTaken);
    const fixedAssets = await test.app.prisma.accountSubGroup.findFirstOrThrow({
      where: { campusId: null, code: '11' },
    });
    await api
      .post('/api/AccountLedger')
      .send({ subGroupId: fixedAssets.id, code: '1201', name: 'Petty Cash' })
      .expect(409);
    await api
      .post('/api/AccountLedger')
      .send({ subGroupId: fixedAssets.id, code: 'PC-1', name: 'Petty Cash' })
      .expect(201);
    await api.post('/api/AccountLedger').send({ subGroupId: fixedAssets.id, code: 'PC-1', name: 'Again' }).expect(409);
    expect(await test.app.prisma.accountLedger.count({ where: { campusId: campus.id } })).toBe(1);
    expect(await test.app.prisma.accountSubGroup.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('deactivates a ledger instead of deleting it, and keeps the standard and system ledgers as the grants body set them', async () => {
    const { api } = await campusBooks();
    const fixedAssets = await test.app.prisma.accountSubGroup.findFirstOrThrow({
      where: { campusId: null, code: '11' },
    });
    const own = await api
      .post('/api/AccountLedger')
      .send({ subGroupId: fixedAssets.id, code: 'X-1', name: 'Solar' })
      .expect(201);
    const head = await test.app.prisma.financeHead.create({
      data: {
        headCode: 900_000 + Math.floor(Math.random() * 99_999),
        headType: 'Expenditure',
        expenditureType: 'Capital',
        headName: 'Capital works',
      },
    });
    const tied = await api
      .patch(`/api/AccountLedger/${own.body.id}`)
      .send({ financeHeadId: head.id, isActive: false })
      .expect(200);
    expect(tied.body).toMatchObject({ financeHeadId: head.id, financeHeadName: 'Capital works', isActive: false });
    expect((await api.get('/api/AccountLedger').expect(200)).body.map((row: { id: number }) => row.id)).not.toContain(
      own.body.id,
    );
    expect(
      (await api.get('/api/AccountLedger?includeInactive=true').expect(200)).body.map((row: { id: number }) => row.id),
    ).toContain(own.body.id);
    await api.patch(`/api/AccountLedger/${own.body.id}`).send({ financeHeadId: 999_999_999 }).expect(400);

    const land = await standardLedger('1101');
    const refused = await api.patch(`/api/AccountLedger/${land.id}`).send({ name: 'Our Land' }).expect(409);
    expect(refused.body.message).toBe(M.standardChartReadOnly);
    const admin = asUser(test, await make.createUser({ role: 'Admin' }));
    const cash = await standardLedger('1201');
    expect(
      (await admin.patch(`/api/AccountLedger/${cash.id}`).send({ isActive: false }).expect(409)).body.message,
    ).toBe(M.systemLedgerFixed);
    await admin.patch(`/api/AccountLedger/${land.id}`).send({ financeHeadId: head.id }).expect(200);
    await admin.patch(`/api/AccountLedger/${land.id}`).send({ financeHeadId: null }).expect(200);
    // The grants body keeps the standard chart, not a campus's.
    await admin.patch(`/api/AccountLedger/${own.body.id}`).send({ name: 'X' }).expect(409);
    await admin.post('/api/AccountSubGroup').send({ campusId: 1, group: 'Assets', code: 'Z9', name: 'X' }).expect(400);
    expect(await auditEntriesFor(test.app.prisma, 'AccountLedger', land.id)).toHaveLength(2);
  });

  it('lets a university and the grants body read a campus’s chart by naming it, and refuses others', async () => {
    const { campus, api } = await campusBooks();
    await api.post('/api/AccountSubGroup').send({ group: 'Equity', code: '39', name: 'Reserve' }).expect(201);
    const uni = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    const ofCampus = (await uni.get(`/api/AccountSubGroup?campusId=${campus.id}`).expect(200)).body as {
      code: string;
    }[];
    expect(ofCampus.map((group) => group.code)).toContain('39');
    const standard = (await uni.get('/api/AccountSubGroup').expect(200)).body as { campusId: number | null }[];
    expect(standard.every((group) => group.campusId === null)).toBe(true);
    const foreign = await make.createCampus();
    await uni.get(`/api/AccountSubGroup?campusId=${foreign.id}`).expect(404);
    await api.get(`/api/AccountLedger?campusId=${foreign.id}`).expect(404);
    await uni.post('/api/AccountSubGroup').send({ group: 'Equity', code: '38', name: 'X' }).expect(403);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/AccountLedger')
      .expect(403);
    const withoutModule = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['setup'] });
    await asUser(test, withoutModule).get('/api/AccountLedger').expect(403);
    await api.post('/api/AccountSubGroup').send({ group: 'Cash', code: '', name: '' }).expect(400);
    expect(await test.app.prisma.accountSubGroup.count({ where: { campusId: campus.id } })).toBe(1);
  });
});
