import { beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const FEE_TYPE_FIELDS = [
  'amount',
  'batchId',
  'batchNepali',
  'campusId',
  'id',
  'isActive',
  'majorSubjectId',
  'majorSubjectName',
  'name',
  'programId',
  'programName',
];

const { test, make } = useTestApp();
let batchId: number;
let fiscalYearId: number;
beforeAll(async () => {
  batchId = (await test.app.prisma.batch.findFirstOrThrow({ select: { id: true } })).id;
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

/** Two campuses of one university, each with its admin, and a program both run. */
async function twoCampuses() {
  const campusA = await make.createCampus();
  const campusB = await make.createCampus({ universityId: campusA.universityId });
  const program = await make.createProgram({ universityId: campusA.universityId, runByCampusId: campusA.id });
  const adminA = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
  const adminB = await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id });
  return { campusA, campusB, program, adminA, adminB };
}

describe('FeeType (course-specific fees)', () => {
  it('adds a fee for a batch of a program and major of the admin’s campus, and audits it', async () => {
    const { campusA, campusB, program, adminA } = await twoCampuses();
    const major = await make.createMajorSubject({ programId: program.id, campusId: campusA.id });
    const response = await asUser(test, adminA)
      .post('/api/FeeType')
      .send({
        campusId: campusB.id,
        batchId,
        programId: program.id,
        name: ' Tuition ',
        majorSubjectId: major.id,
        amount: '45000.50',
        isActive: true,
      })
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(FEE_TYPE_FIELDS);
    expect(response.body).toMatchObject({
      campusId: campusA.id,
      programName: program.programName,
      majorSubjectName: major.majorSubjectName,
      name: 'Tuition',
      amount: 45000.5,
      isActive: true,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'FeeType', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: adminA.id });
  });

  it('answers 400 per field, 404 for another university’s program, 409 for a duplicate', async () => {
    const { program, adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    const invalid = await api.post('/api/FeeType').send({ majorSubjectId: '', amount: -5 }).expect(400);
    expect(invalid.body.issues).toMatchObject([
      { field: 'body.batchId', message: SETUP_MESSAGES.batchRequired },
      { field: 'body.programId', message: SETUP_MESSAGES.programRequired },
      { field: 'body.name', message: SETUP_MESSAGES.feeTypeNameRequired },
      { field: 'body.amount', message: SETUP_MESSAGES.amountInvalid },
    ]);
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    await api.post('/api/FeeType').send({ batchId, programId: foreign.id, name: 'X', amount: 1 }).expect(404);
    const body = { batchId, programId: program.id, name: uniqueName('Lab'), majorSubjectId: '', amount: 100 };
    await api.post('/api/FeeType').send(body).expect(201);
    const duplicate = await api.post('/api/FeeType').send(body).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.feeTypeExists);
  });

  it('pages the list with totals, and answers a plain array without paging parameters', async () => {
    const { program, adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    for (const name of ['Tuition', 'Library', 'Exam']) {
      await api.post('/api/FeeType').send({ batchId, programId: program.id, name, amount: 10 }).expect(201);
    }
    const page = await api.get('/api/FeeType?page=1&pageSize=2').expect(200);
    expect(page.body).toMatchObject({ totalCount: 3, totalRecords: 3, totalPages: 2 });
    expect(page.body.data).toHaveLength(2);
    const forReceipt = await api.get(`/api/FeeType?BatchId=${batchId}&ProgramId=${program.id}`).expect(200);
    expect(forReceipt.body.map((fee: { name: string }) => fee.name).sort()).toEqual(['Exam', 'Library', 'Tuition']);
  });

  it('keeps campus A’s admin from listing, reading or changing campus B’s fee types', async () => {
    const { campusB, program, adminA, adminB } = await twoCampuses();
    const created = await asUser(test, adminB)
      .post('/api/FeeType')
      .send({ batchId, programId: program.id, name: 'Campus B fee', amount: 500 })
      .expect(201);
    const api = asUser(test, adminA);
    expect((await api.get('/api/FeeType').expect(200)).body).toEqual([]);
    await api.get(`/api/FeeType/${created.body.id}`).expect(404);
    await api.put(`/api/FeeType/${created.body.id}`).send({ amount: 1 }).expect(404);
    const untouched = await test.app.prisma.feeType.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(Number(untouched.amount)).toBe(500);
    expect(untouched.campusId).toBe(campusB.id);
  });

  it('updates its own fee type with PUT, clearing the major with null, and records from and to', async () => {
    const { campusA, program, adminA } = await twoCampuses();
    const major = await make.createMajorSubject({ programId: program.id, campusId: campusA.id });
    const api = asUser(test, adminA);
    const created = await api
      .post('/api/FeeType')
      .send({ batchId, programId: program.id, name: 'Tuition', majorSubjectId: major.id, amount: 100 })
      .expect(201);
    const updated = await api
      .put(`/api/FeeType/${created.body.id}`)
      .send({
        id: created.body.id,
        batchId,
        programId: program.id,
        majorSubjectId: null,
        amount: 150,
        name: 'Tuition',
        isActive: false,
      })
      .expect(200);
    expect(updated.body).toMatchObject({ majorSubjectId: null, amount: 150, isActive: false });
    const entries = await auditEntriesFor(test.app.prisma, 'FeeType', created.body.id);
    expect(entries.at(-1)?.changes).toMatchObject({
      amount: { from: '100', to: '150' },
      isActive: { from: true, to: false },
    });
  });

  it('refuses campus staff who are not admins and university admins', async () => {
    await expectPostRefused(test, make, '/api/FeeType', ['CollegeUser', 'UniAdmin']);
  });
});

describe('GeneralFeeType (fee items)', () => {
  it('adds a general fee item and a course fee item (amount 0), and pages them with pageNumber', async () => {
    const { adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    const general = await api
      .post('/api/GeneralFeeType')
      .send({
        id: 0,
        campusId: 66,
        feeType: 'General Fee',
        feeName: 'Admission',
        amount: 2500,
        status: true,
        remarks: '',
      })
      .expect(201);
    expect(general.body).toEqual({
      id: expect.any(Number),
      campusId: expect.any(Number),
      feeType: 'generalFee',
      feeName: 'Admission',
      amount: 2500,
      status: true,
      remarks: null,
    });
    const course = await api
      .post('/api/GeneralFeeType')
      .send({ feeType: 'courseFee', feeName: 'Tuition', amount: 900 })
      .expect(201);
    expect(course.body.amount).toBe(0);
    const page = await api.get('/api/GeneralFeeType?pageNumber=1&pageSize=25').expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2 });
    expect(page.body.data.map((item: { feeName: string }) => item.feeName).sort()).toEqual(['Admission', 'Tuition']);
  });

  it('answers 400 per field and 409 for a duplicate name', async () => {
    const { adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    const invalid = await api.post('/api/GeneralFeeType').send({ feeType: 'donation' }).expect(400);
    expect(invalid.body.issues).toMatchObject([
      { field: 'body.feeType', message: SETUP_MESSAGES.feeKindRequired },
      { field: 'body.feeName', message: SETUP_MESSAGES.feeNameRequired },
    ]);
    await api.post('/api/GeneralFeeType').send({ feeType: 'generalFee', feeName: 'Library', amount: 1 }).expect(201);
    const duplicate = await api
      .post('/api/GeneralFeeType')
      .send({ feeType: 'generalFee', feeName: 'Library', amount: 2 })
      .expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.generalFeeTypeExists);
  });

  it('keeps another campus’s fee items out of reach', async () => {
    const { adminA, adminB } = await twoCampuses();
    const item = await asUser(test, adminB)
      .post('/api/GeneralFeeType')
      .send({ feeType: 'generalFee', feeName: 'B only', amount: 5 })
      .expect(201);
    const api = asUser(test, adminA);
    await api.get(`/api/GeneralFeeType/${item.body.id}`).expect(404);
    await api.put(`/api/GeneralFeeType/${item.body.id}`).send({ amount: 1 }).expect(404);
    expect((await api.get('/api/GeneralFeeType').expect(200)).body).toEqual([]);
    const updated = await asUser(test, adminB)
      .put(`/api/GeneralFeeType/${item.body.id}`)
      .send({ amount: 7 })
      .expect(200);
    expect(updated.body.amount).toBe(7);
  });
});

describe('FeeSetup', () => {
  it('sets a program fee for a batch and fiscal year from the legacy keys, lists it, and answers 409 for a repeat', async () => {
    const { program, adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    const feeType = await api
      .post('/api/FeeType')
      .send({ batchId, programId: program.id, name: 'Tuition', amount: 10 })
      .expect(201);
    const body = {
      programId: program.id,
      instituteId: 66,
      batchID: batchId,
      fiscalYearID: fiscalYearId,
      feeTypeId: feeType.body.id,
      amount: 12000,
    };
    const created = await api.post('/api/FeeSetup').send(body).expect(201);
    expect(created.body).toMatchObject({
      programId: program.id,
      shortName: program.shortName,
      duration: 4,
      faculty: { level: { levelName: program.level.levelName } },
      amount: 12000,
      status: true,
      feeTypeName: 'Tuition',
    });
    expect((await api.get('/api/FeeSetup').expect(200)).body).toEqual([created.body]);
    const duplicate = await api.post('/api/FeeSetup').send(body).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.feeSetupExists);
  });

  it('answers 400 for missing fields and 404 for another campus’s fee type', async () => {
    const { program, adminA, adminB } = await twoCampuses();
    const invalid = await asUser(test, adminA).post('/api/FeeSetup').send({ amount: 'a lot' }).expect(400);
    expect(invalid.body.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'body.programId',
      'body.batchId',
      'body.fiscalYearId',
      'body.feeTypeId',
      'body.amount',
    ]);
    const otherFee = await asUser(test, adminB)
      .post('/api/FeeType')
      .send({ batchId, programId: program.id, name: 'B', amount: 1 })
      .expect(201);
    await asUser(test, adminA)
      .post('/api/FeeSetup')
      .send({ programId: program.id, batchId, fiscalYearId, feeTypeId: otherFee.body.id, amount: 1 })
      .expect(404);
  });
});
