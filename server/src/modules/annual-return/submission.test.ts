import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_HEADER,
  BATCH_MESSAGES,
  RETURN_MESSAGES,
  SEMESTERS,
  type BatchIssue,
  type BatchReport,
} from '@hemis/contracts';
import { openReturn, type TestAnnualReturn } from '../../../../tests/support/annual-return.ts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { BATCHES_PER_MINUTE } from './submission.service.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });

let annualReturn: TestAnnualReturn;
let uniAdmin: TestUser;
let key: string;
let otherCampusId: number;

interface BatchCampus {
  id: number;
  universityId: number;
  program: { id: number; code: string; facultyId: number; levelId: number };
}

/** A campus of the key's university running one program. */
async function newCampus(): Promise<BatchCampus> {
  const campus = await make.createCampus({ universityId: uniAdmin.universityId! });
  const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
  return {
    id: campus.id,
    universityId: campus.universityId,
    program: { id: program.id, code: program.code!, facultyId: program.facultyId, levelId: program.levelId },
  };
}

async function newKey(user: TestUser = uniAdmin): Promise<string> {
  const response = await asUser(test, user)
    .post('/api/UniversityApiKey')
    .send({ name: uniqueName('System') });
  expect(response.status).toBe(201);
  return response.body.key as string;
}

/** A batch the return's rules find nothing in: three students of the program and two qualified staff. */
function cleanBatch(campus: BatchCampus, batchKey = uniqueName('batch')) {
  return {
    batchKey,
    students: [
      {
        externalRef: 'S-1',
        name: 'Sita Sharma',
        registrationNo: uniqueName('REG'),
        citizenshipNo: uniqueName('CTZ'),
        programId: campus.program.id,
        gender: 'female',
        period: '1',
      },
      {
        externalRef: 'S-2',
        name: 'Ram Thapa',
        registrationNo: uniqueName('REG'),
        citizenshipNo: uniqueName('CTZ'),
        programCode: campus.program.code,
        gender: 'Male',
        period: '1',
      },
      {
        externalRef: 'S-3',
        name: 'Gita Rai',
        registrationNo: uniqueName('REG'),
        citizenshipNo: uniqueName('CTZ'),
        programId: campus.program.id,
        programCode: campus.program.code.toLowerCase(),
        gender: 'female',
        period: '3',
      },
    ],
    staff: [
      {
        externalRef: 'E-1',
        name: 'Hari Adhikari',
        employeeType: 'Teaching',
        position: 'Lecturer',
        joiningType: 'permanent',
        gender: 'male',
        facultyId: campus.program.facultyId,
        qualifications: 2,
      },
      {
        externalRef: 'E-2',
        name: 'Maya Gurung',
        employeeType: 'administrative',
        joiningType: 'contract',
        gender: 'female',
        qualifications: 1,
      },
    ],
  };
}

type Batch = ReturnType<typeof cleanBatch>;

function send(campusId: number, body: object | string, apiKey: string | null = key, fiscalYearId?: number) {
  const request = test.api.post(
    `/api/Submission/AnnualReturn/${fiscalYearId ?? annualReturn.fiscalYearId}/Campus/${campusId}`,
  );
  if (apiKey !== null) request.set(API_KEY_HEADER, apiKey);
  if (typeof body === 'string') request.set('content-type', 'application/json');
  return request.send(body);
}

function campusReturnOf(campusId: number) {
  return test.app.prisma.campusReturn.findUnique({
    where: { annualReturnId_campusId: { annualReturnId: annualReturn.id, campusId } },
  });
}

async function listsOf(campusId: number) {
  const campusReturn = await campusReturnOf(campusId);
  if (!campusReturn) return { students: [], staff: [] };
  const where = { campusReturnId: campusReturn.id };
  return {
    students: await test.app.prisma.returnStudent.findMany({ where, orderBy: { rowNo: 'asc' } }),
    staff: await test.app.prisma.returnStaff.findMany({ where, orderBy: { rowNo: 'asc' } }),
  };
}

function keptBatch(batchKey: string) {
  return test.app.prisma.returnBatch.findUnique({
    where: { universityId_batchKey: { universityId: uniAdmin.universityId!, batchKey } },
  });
}

const rulesOf = (issues: BatchIssue[]) => issues.map((found) => found.rule);

beforeAll(async () => {
  annualReturn = await openReturn(test.app.prisma);
  const university = await make.createUniversity();
  uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
  key = await newKey();
  otherCampusId = (await make.createCampus()).id;
});

describe('a batch sent through the submission API', () => {
  it('is applied when clean: its rows become the campus’s snapshot', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    const response = await send(campus.id, batch).expect(200);
    const report = response.body as BatchReport;
    expect(report).toMatchObject({
      batchKey: batch.batchKey,
      applied: true,
      campusId: campus.id,
      fiscalYearId: annualReturn.fiscalYearId,
      studentRows: 3,
      staffRows: 2,
      errors: [],
      replayed: false,
    });

    const campusReturn = await campusReturnOf(campus.id);
    expect(campusReturn).toMatchObject({ status: 'draft', listSource: 'batch', studentCount: 3, staffCount: 2 });
    const lists = await listsOf(campus.id);
    expect(lists.students.map((row) => [row.rowNo, row.externalRef, row.programId, row.levelId, row.gender])).toEqual([
      [1, 'S-1', campus.program.id, campus.program.levelId, 'female'],
      [2, 'S-2', campus.program.id, campus.program.levelId, 'male'],
      [3, 'S-3', campus.program.id, campus.program.levelId, 'female'],
    ]);
    expect(lists.staff.map((row) => [row.rowNo, row.employeeType, row.joiningType, row.qualifications])).toEqual([
      [1, 'Teaching', 'permanent', 2],
      [2, 'Administrative', 'contract', 1],
    ]);

    const kept = await keptBatch(batch.batchKey);
    expect(kept).toMatchObject({ applied: true, campusId: campus.id, studentRows: 3, staffRows: 2 });
    const audit = await test.app.prisma.auditLog.findFirstOrThrow({
      where: { entity: 'ReturnBatch', entityId: String(kept!.id) },
    });
    expect(audit).toMatchObject({ action: 'create', userId: uniAdmin.id });
    expect(audit.changes).toMatchObject({ applied: true, batchKey: batch.batchKey });
    const apiKey = await test.app.prisma.universityApiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 14) } });
    expect(apiKey.lastUsedAt?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
  });

  it('is applied with its warnings, each on the rows behind it', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    batch.staff[1]!.qualifications = 0;
    const report = (await send(campus.id, batch).expect(200)).body as BatchReport;
    expect(report.applied).toBe(true);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ list: 'staff', row: 2, severity: 'warning', rule: 'staff-without-qualification' }),
    );
    expect((await listsOf(campus.id)).staff).toHaveLength(2);
  });

  it('is refused whole when validation finds an error: nothing written but the batch and its report', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    batch.students[2]!.registrationNo = batch.students[0]!.registrationNo;
    const response = await send(campus.id, batch).expect(422);
    const report = response.body as BatchReport;
    expect(report).toMatchObject({ applied: false, replayed: false, studentRows: 3 });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ list: 'students', row: 1, rule: 'duplicate-registration-no', severity: 'error' }),
        expect.objectContaining({ list: 'students', row: 3, rule: 'duplicate-registration-no', severity: 'error' }),
      ]),
    );

    expect(await campusReturnOf(campus.id)).toBeNull();
    expect(await test.app.prisma.returnStudent.count({ where: { campusReturn: { campusId: campus.id } } })).toBe(0);
    expect(await keptBatch(batch.batchKey)).toMatchObject({ applied: false, campusId: campus.id });
  });

  it('names each row’s own problem (list, row, field) and writes no row', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    batch.students[0]!.programId = 999_999;
    batch.students[0]!.period = 'Ninth';
    batch.students[1]!.programCode = 'NO-SUCH-CODE';
    batch.students[2]!.gender = 'unknown';
    batch.staff[0]!.employeeType = 'Cook';
    batch.staff[1]!.joiningType = 'forever';
    const report = (await send(campus.id, batch).expect(422)).body as BatchReport;
    expect(report.errors.map(({ list, row, field, message }) => ({ list, row, field, message }))).toEqual([
      { list: 'students', row: 1, field: 'programId', message: BATCH_MESSAGES.unknownProgramId },
      { list: 'students', row: 1, field: 'period', message: BATCH_MESSAGES.periodInvalid(SEMESTERS) },
      { list: 'students', row: 2, field: 'programCode', message: BATCH_MESSAGES.unknownProgramCode },
      { list: 'students', row: 3, field: 'gender', message: BATCH_MESSAGES.genderInvalid },
      { list: 'staff', row: 1, field: 'employeeType', message: BATCH_MESSAGES.employeeTypeInvalid },
      { list: 'staff', row: 2, field: 'joiningType', message: BATCH_MESSAGES.joiningTypeInvalid },
    ]);
    expect(await campusReturnOf(campus.id)).toBeNull();
    expect(await keptBatch(batch.batchKey)).toMatchObject({ applied: false });
  });

  it('leaves an earlier snapshot exactly as it was when a later batch is refused', async () => {
    const campus = await newCampus();
    await send(campus.id, cleanBatch(campus)).expect(200);
    const before = await campusReturnOf(campus.id);
    const rowsBefore = await listsOf(campus.id);

    const refused = cleanBatch(campus);
    refused.students = [...refused.students, { ...refused.students[0]!, gender: '' }];
    refused.students[1]!.citizenshipNo = refused.students[0]!.citizenshipNo;
    const report = (await send(campus.id, refused).expect(422)).body as BatchReport;
    expect(rulesOf(report.errors)).toContain('duplicate-citizenship-no');

    expect(await campusReturnOf(campus.id)).toEqual(before);
    expect(await listsOf(campus.id)).toEqual(rowsBefore);
    const steps = await test.app.prisma.returnStep.count({ where: { campusReturnId: before!.id } });
    expect(steps).toBe(1);
  });

  it('may come as CSV files in a multipart form', async () => {
    const campus = await newCampus();
    const batchKey = uniqueName('csv');
    const students = [
      'ExternalRef,name,registrationNo,citizenshipNo,programCode,gender,period',
      `S-1,"Sharma, Sita",${uniqueName('REG')},${uniqueName('CTZ')},${campus.program.code},female,1`,
      '',
      `S-2,Ram Thapa,${uniqueName('REG')},${uniqueName('CTZ')},${campus.program.code},male,2`,
    ].join('\r\n');
    const staff = [
      'name,employeeType,joiningType,gender,facultyId,qualifications',
      `Hari Adhikari,Teaching,permanent,male,${campus.program.facultyId},2`,
      'Maya Gurung,Administrative,,female,,1',
    ].join('\n');
    const response = await test.api
      .post(`/api/Submission/AnnualReturn/${annualReturn.fiscalYearId}/Campus/${campus.id}`)
      .set(API_KEY_HEADER, key)
      .field('batchKey', batchKey)
      .attach('students', Buffer.from(`\uFEFF${students}`), 'students.csv')
      .attach('staff', Buffer.from(staff), 'staff.csv')
      .expect(200);
    expect(response.body).toMatchObject({ applied: true, studentRows: 2, staffRows: 2, errors: [] });
    const lists = await listsOf(campus.id);
    expect(lists.students.map((row) => [row.rowNo, row.name, row.programId, row.period])).toEqual([
      [1, 'Sharma, Sita', campus.program.id, 'First'],
      [2, 'Ram Thapa', campus.program.id, 'Second'],
    ]);
    expect(lists.staff.map((row) => [row.name, row.joiningType, row.facultyId])).toEqual([
      ['Hari Adhikari', 'permanent', campus.program.facultyId],
      ['Maya Gurung', null, null],
    ]);
  });

  it('refuses a CSV file whose header names an unknown column, naming the file', async () => {
    const campus = await newCampus();
    const response = await test.api
      .post(`/api/Submission/AnnualReturn/${annualReturn.fiscalYearId}/Campus/${campus.id}`)
      .set(API_KEY_HEADER, key)
      .field('batchKey', uniqueName('csv'))
      .attach('students', Buffer.from('name,shoeSize\nSita,5\n'), 'students.csv')
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.students', message: BATCH_MESSAGES.unknownColumn('shoeSize') },
    ]);
    expect(await campusReturnOf(campus.id)).toBeNull();
  });

  it('answers a resend of the same batch with the kept answer, writing nothing; other content under its key is refused', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    const first = (await send(campus.id, batch).expect(200)).body as BatchReport;
    const campusReturn = await campusReturnOf(campus.id);
    const steps = await test.app.prisma.returnStep.count({ where: { campusReturnId: campusReturn!.id } });

    const again = (await send(campus.id, batch).expect(200)).body as BatchReport;
    expect(again).toEqual({ ...first, replayed: true });
    expect(await campusReturnOf(campus.id)).toEqual(campusReturn);
    expect(await test.app.prisma.returnStep.count({ where: { campusReturnId: campusReturn!.id } })).toBe(steps);
    expect(
      await test.app.prisma.returnBatch.count({
        where: { universityId: uniAdmin.universityId!, batchKey: batch.batchKey },
      }),
    ).toBe(1);

    const other: Batch = { ...batch, students: batch.students.slice(0, 2) };
    const reused = await send(campus.id, other).expect(409);
    expect(reused.body.message).toBe(RETURN_MESSAGES.batchKeyReused);
    // The same rows for another campus are other content too.
    const elsewhere = await newCampus();
    await send(elsewhere.id, batch).expect(409);
    expect(await campusReturnOf(elsewhere.id)).toBeNull();
  });

  it('applies a batch sent twice at once only once: the second send waits and gets the first’s answer', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    const answers = (await Promise.all([send(campus.id, batch), send(campus.id, batch)])).map(
      (response) => response.body as BatchReport,
    );
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(answers.every((answer) => answer.applied)).toBe(true);
    const campusReturn = await campusReturnOf(campus.id);
    expect(await test.app.prisma.returnStep.count({ where: { campusReturnId: campusReturn!.id } })).toBe(1);
  });

  it('answers a resend of a refused batch with the same refusal', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    batch.students[0]!.gender = 'x';
    const first = (await send(campus.id, batch).expect(422)).body as BatchReport;
    const again = (await send(campus.id, batch).expect(422)).body as BatchReport;
    expect(again).toEqual({ ...first, replayed: true });
  });

  it('refuses another university’s campus as missing, keeping nothing', async () => {
    const batch = { batchKey: uniqueName('batch'), students: [{ name: 'Someone' }] };
    const response = await send(otherCampusId, batch).expect(404);
    expect(response.body.message).toBe(RETURN_MESSAGES.noSuchCampus);
    expect(await keptBatch(batch.batchKey)).toBeNull();
    expect(await campusReturnOf(otherCampusId)).toBeNull();
  });

  it('refuses a request without a key or with an unknown one', async () => {
    const campus = await newCampus();
    const batch = cleanBatch(campus);
    const missing = await send(campus.id, batch, null).expect(401);
    expect(missing.body.message).toBe(RETURN_MESSAGES.apiKeyMissing);
    const unknown = await send(campus.id, batch, `${key.slice(0, 15)}${'A'.repeat(43)}`).expect(401);
    expect(unknown.body.message).toBe(RETURN_MESSAGES.apiKeyInvalid);
    await send(campus.id, batch, 'not-a-key').expect(401);
    expect(await campusReturnOf(campus.id)).toBeNull();
  });

  it('refuses a batch when no return is open for the fiscal year, or the campus’s return is no longer with it', async () => {
    const campus = await newCampus();
    const notOpen = await send(campus.id, cleanBatch(campus), key, 999_999).expect(409);
    expect(notOpen.body.message).toBe(RETURN_MESSAGES.returnNotOpen);

    await send(campus.id, cleanBatch(campus)).expect(200);
    const campusReturn = await campusReturnOf(campus.id);
    await test.app.prisma.campusReturn.update({ where: { id: campusReturn!.id }, data: { status: 'submitted' } });
    const submitted = await send(campus.id, cleanBatch(campus)).expect(409);
    expect(submitted.body.message).toBe(RETURN_MESSAGES.notEditable);
    expect((await campusReturnOf(campus.id))!.version).toBe(campusReturn!.version);

    await test.app.prisma.campusReturn.update({ where: { id: campusReturn!.id }, data: { status: 'accepted' } });
    const accepted = await send(campus.id, cleanBatch(campus)).expect(409);
    expect(accepted.body.message).toBe(RETURN_MESSAGES.locked);
  });

  it('answers 400 with a message per field for a body that is no batch, never 500', async () => {
    const campus = await newCampus();
    const invalid = await send(campus.id, {
      batchKey: 'fields',
      students: [{ programId: 'abc' }],
      staff: [{ name: 'No type' }],
    }).expect(400);
    const fields = (invalid.body.issues as { field: string }[]).map((found) => found.field);
    expect(fields).toEqual(expect.arrayContaining(['body.students.0.programId', 'body.staff.0.employeeType']));

    const noKey = await send(campus.id, { students: [{ name: 'x' }] }).expect(400);
    expect(noKey.body.issues).toContainEqual(
      expect.objectContaining({ field: 'body.batchKey', message: RETURN_MESSAGES.batchKeyRequired }),
    );
    const empty = await send(campus.id, { batchKey: 'empty' }).expect(400);
    expect(empty.body.issues).toContainEqual(
      expect.objectContaining({ field: 'body.students', message: RETURN_MESSAGES.batchEmpty }),
    );
    await send(campus.id, '{"batchKey": "broken", "students": [').expect(400);
    await send(campus.id, { batchKey: 'list', students: 'not a list' }).expect(400);
    expect(await campusReturnOf(campus.id)).toBeNull();
  });

  it(`answers 429 beyond ${BATCHES_PER_MINUTE} batches a minute with one key, and still serves other keys`, async () => {
    const limited = await newKey();
    const batch = { batchKey: 'limit', students: [{ name: 'Someone' }] };
    for (let sent = 0; sent < BATCHES_PER_MINUTE; sent += 1) await send(otherCampusId, batch, limited).expect(404);
    const refused = await send(otherCampusId, batch, limited).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await send(otherCampusId, batch, key).expect(404);
  });

  it('is documented in the OpenAPI document with an example batch', async () => {
    const document = (await test.api.get('/api/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: { content: Record<string, unknown> } }>>;
    };
    const operation = document.paths['/api/Submission/AnnualReturn/{fiscalYearId}/Campus/{campusId}']!.post!;
    expect(operation.summary).toContain('X-Api-Key');
    const json = operation.requestBody!.content['application/json'] as {
      examples?: Record<string, { value: { batchKey: string; students: unknown[] } }>;
      schema: { properties: Record<string, unknown> };
    };
    expect(json.examples?.batch?.value.students.length).toBeGreaterThan(0);
    expect(Object.keys(json.schema.properties)).toEqual(['batchKey', 'students', 'staff']);
  });
});
