import { describe, expect, it } from 'vitest';
import { ACADEMIC_YEARS, SEMESTERS, SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const staff = () => make.createUser({ role: 'CollegeUser' });
const grantsBody = () => make.createUser({ role: 'UgcAdmin' });

describe('FiscalYear', () => {
  it('lists the seeded fiscal years sorted by index, with one active year', async () => {
    const api = asUser(test, await staff());
    for (const path of ['/api/FiscalYear', '/api/FiscalYear/GetFiscalYearsForSelection']) {
      const response = await api.get(path).expect(200);
      expect(response.body.length).toBeGreaterThan(3);
      expect(Object.keys(response.body[0]).sort()).toEqual(
        [
          'activeFiscalYear',
          'endDateAd',
          'endDateBs',
          'id',
          'index',
          'startDateAd',
          'startDateBs',
          'yearEnglish',
          'yearNepali',
        ].sort(),
      );
      const indexes = response.body.map((year: { index: number }) => year.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      expect(response.body.filter((year: { activeFiscalYear: boolean }) => year.activeFiscalYear)).toHaveLength(1);
      expect(response.body[0].yearNepali).toMatch(/^\d{4}\/\d{2}$/);
      expect(response.body[0].startDateAd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('makes another year the active one with PUT, ending the previous one’s turn, and records it', async () => {
    const admin = await grantsBody();
    const api = asUser(test, admin);
    const years = (await api.get('/api/FiscalYear').expect(200)).body as { id: number; activeFiscalYear: boolean }[];
    const active = years.find((year) => year.activeFiscalYear)!;
    const other = years.find((year) => !year.activeFiscalYear)!;
    try {
      const response = await api.put(`/api/FiscalYear/${other.id}`).send({ activeFiscalYear: true }).expect(200);
      expect(response.body).toMatchObject({ id: other.id, activeFiscalYear: true });
      expect((await api.get(`/api/FiscalYear/${active.id}`).expect(200)).body.activeFiscalYear).toBe(false);
      const entries = await auditEntriesFor(test.app.prisma, 'FiscalYear', other.id);
      expect(entries.at(-1)?.changes).toEqual({ activeFiscalYear: { from: false, to: true } });
    } finally {
      await api.put(`/api/FiscalYear/${active.id}`).send({ activeFiscalYear: true }).expect(200);
    }
  });

  it('refuses a malformed year, a duplicate, a college admin, and answers 404 for a missing year', async () => {
    const api = asUser(test, await grantsBody());
    const years = (await api.get('/api/FiscalYear').expect(200)).body as { id: number; yearNepali: string }[];
    const bad = await api.put(`/api/FiscalYear/${years[0]!.id}`).send({ yearNepali: '2081-82' }).expect(400);
    expect(bad.body.message).toBe(SETUP_MESSAGES.yearNepaliRequired);
    const duplicate = await api
      .put(`/api/FiscalYear/${years[0]!.id}`)
      .send({ yearNepali: years[1]!.yearNepali })
      .expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.fiscalYearExists);
    await api.get('/api/FiscalYear/999999').expect(404);
    await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .put(`/api/FiscalYear/${years[0]!.id}`)
      .send({ index: 3 })
      .expect(403);
  });
});

describe('Batch', () => {
  it('adds, reads and updates a batch, and lists it with id, batchNepali and name', async () => {
    const admin = await grantsBody();
    const api = asUser(test, admin);
    const created = await api.post('/api/Batch').send({ batchNepali: '2095', name: ' 2038 ' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), batchNepali: '2095', name: '2038', status: true });
    expect((await api.get(`/api/Batch/${created.body.id}%20`).expect(200)).body.batchNepali).toBe('2095');
    const updated = await api.put(`/api/Batch/${created.body.id}`).send({ status: false }).expect(200);
    expect(updated.body.status).toBe(false);
    const listed = await asUser(test, await staff())
      .get('/api/batch')
      .expect(200);
    expect(listed.body).toContainEqual(updated.body);
    expect((await auditEntriesFor(test.app.prisma, 'Batch', created.body.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('answers 400 for a malformed batch year, 409 for a duplicate, 403 for campus staff', async () => {
    const api = asUser(test, await grantsBody());
    const bad = await api.post('/api/Batch').send({ batchNepali: '81', name: '' }).expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'body.batchNepali', message: SETUP_MESSAGES.batchNepaliRequired },
      { field: 'body.name', message: SETUP_MESSAGES.batchNameRequired },
    ]);
    const duplicate = await api.post('/api/Batch').send({ batchNepali: '2081', name: '2024' }).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.batchExists);
    await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .post('/api/Batch')
      .send({ batchNepali: '2096', name: 'x' })
      .expect(403);
  });
});

describe('EthinicGroup', () => {
  it('lists the seeded groups and adds, reads and renames one', async () => {
    const api = asUser(test, await grantsBody());
    const listed = await api.get('/api/EthinicGroup').expect(200);
    expect(listed.body.map((group: { name: string }) => group.name)).toContain('Brahman');
    const name = uniqueName('Group');
    const created = await api.post('/api/EthinicGroup').send({ Name: name }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name });
    const renamed = await api
      .put(`/api/EthinicGroup/${created.body.id}`)
      .send({ name: `${name}-2` })
      .expect(200);
    expect(renamed.body.name).toBe(`${name}-2`);
    const duplicate = await api.post('/api/EthinicGroup').send({ name: 'Brahman' }).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.ethnicGroupExists);
    const blank = await api.post('/api/EthinicGroup').send({ name: ' ' }).expect(400);
    expect(blank.body.message).toBe(SETUP_MESSAGES.ethnicGroupNameRequired);
  });
});

describe('EmployeePositions', () => {
  it('adds a non-teaching post with its type and reads it back', async () => {
    const api = asUser(test, await grantsBody());
    const postName = uniqueName('Accountant');
    const created = await api
      .post('/api/EmployeePositions')
      .send({ postName, category: 'Nonteaching', type: 'administrative' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      postName,
      category: 'Nonteaching',
      type: 'Administrative',
      status: true,
    });
    expect((await api.get(`/api/EmployeePositions/${created.body.id}`).expect(200)).body.postName).toBe(postName);
    const invalid = await api
      .post('/api/EmployeePositions')
      .send({ postName: 'x', category: 'Janitorial' })
      .expect(400);
    expect(invalid.body.message).toBe(SETUP_MESSAGES.positionCategoryRequired);
    await api.post('/api/EmployeePositions').send({ postName, category: 'Teaching' }).expect(409);
  });

  it('refuses students', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/EmployeePositions')
      .expect(403);
  });
});

describe('StudentUpgrade options', () => {
  it('answers the semesters First to Eighth and the years First to Fourth', async () => {
    const api = asUser(test, await staff());
    expect((await api.get('/api/StudentUpgrade/Semesters').expect(200)).body).toEqual([...SEMESTERS]);
    expect((await api.get('/api/StudentUpgrade/Years').expect(200)).body).toEqual([...ACADEMIC_YEARS]);
  });
});

describe('AgeManagement', () => {
  it('lists the age bands without a token', async () => {
    const response = await test.api.get('/api/AgeManagement/GetAll').expect(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(Object.keys(response.body[0]).sort()).toEqual(['ageFrom', 'ageIndex', 'ageTo', 'id', 'remarks']);
  });

  it('adds a band from the client’s body (ageKey undefined: placed last), and one with ageKey as its index', async () => {
    const api = asUser(test, await grantsBody());
    const before = (await test.api.get('/api/AgeManagement/GetAll').expect(200)).body as { ageIndex: number }[];
    const lastIndex = Math.max(...before.map((band) => band.ageIndex));
    const placed = await api
      .post('/api/AgeManagement/Add')
      .send({ ageFrom: 60, ageTo: 64, remarks: 'Senior' })
      .expect(201);
    expect(placed.body).toMatchObject({ ageIndex: lastIndex + 1, ageFrom: 60, ageTo: 64, remarks: 'Senior' });
    const keyed = await api
      .post('/api/AgeManagement/Add')
      .send({ ageKey: 500, ageFrom: '65', ageTo: '70' })
      .expect(201);
    expect(keyed.body.ageIndex).toBe(500);
    const duplicate = await api
      .post('/api/AgeManagement/Add')
      .send({ ageIndex: 500, ageFrom: 1, ageTo: 2 })
      .expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.ageGroupExists);
  });

  it('answers 400 when a band ends before it starts, and refuses anonymous callers and campus staff', async () => {
    const api = asUser(test, await grantsBody());
    const response = await api
      .post('/api/AgeManagement/Add')
      .send({ ageIndex: 900, ageFrom: 30, ageTo: 20 })
      .expect(400);
    expect(response.body.issues).toMatchObject([{ field: 'body.ageTo', message: SETUP_MESSAGES.ageToBeforeFrom }]);
    await test.api.post('/api/AgeManagement/Add').send({ ageFrom: 1, ageTo: 2 }).expect(401);
    await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .post('/api/AgeManagement/Add')
      .send({ ageFrom: 1, ageTo: 2 })
      .expect(403);
  });
});
