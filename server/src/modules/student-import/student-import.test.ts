import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  batchNoOf,
  DEFAULT_CAMPUS_ID,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as M,
  STUDENT_MESSAGES,
  VALIDATION_MESSAGES,
} from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { importSteps } from '../../../../tests/support/student-import-steps.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const { BATCH, csvOf, xlsxOf, student, programOfCampus, upload, settled, uploaded, inserted, studentsOf } = importSteps(
  test,
  make,
);

function downloadBinary(request: supertest.Test) {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('GET /StudentInload/Template', () => {
  it('gives an .xlsx with a column per field and the accepted values, the program’s majors among them', async () => {
    const program = await programOfCampus();
    const major = await make.createMajorSubject({ programId: program.id, campusId: DEFAULT_CAMPUS_ID });
    const api = asUser(test, await make.createUser({ role: 'CollegeUser' }));
    const response = await downloadBinary(api.get(`/api/StudentInload/Template?programId=${program.id}`)).expect(200);
    expect(response.headers['content-disposition']).toContain('hemis-students-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body);
    const [students, accepted] = workbook.worksheets;
    expect((students!.getRow(1).values as unknown[]).slice(1)).toEqual([...STUDENT_IMPORT_COLUMNS]);
    expect(students!.rowCount).toBe(1);
    const columns = new Map<string, string[]>();
    accepted!.getRow(1).eachCell((cell, number) => {
      const values: string[] = [];
      accepted!.getColumn(number).eachCell((value, row) => {
        if (row > 1 && value.text) values.push(value.text);
      });
      columns.set(cell.text, values);
    });
    expect(columns.get('gender')).toEqual(['male', 'female', 'other']);
    expect(columns.get('batch')).toContain(BATCH);
    expect(columns.get('ethnicity')).toContain('Janajati');
    expect(columns.get(`majorSubject (${program.programName})`)).toEqual([major.majorSubjectName]);
    expect(columns.get('semester')).toContain('Eighth');
    expect(columns.get('nationality')).toEqual(['nepali', 'other']);
    expect([...columns.keys()].some((title) => title.startsWith('fiscalYear'))).toBe(true);
  });

  it('answers 404 for a program another campus runs, and 403 to a role that does not import', async () => {
    const otherCampus = await make.createCampus();
    const program = await programOfCampus(otherCampus.id);
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin' }));
    await api.get(`/api/StudentInload/Template?programId=${program.id}`).expect(404);
    const admin = asUser(test, await make.createUser({ role: 'Admin' }));
    await admin.get('/api/StudentInload/Template').expect(403);
  });
});

describe('POST /StudentInload/Inload and Insert', () => {
  it('checks every row without writing students, lists each bad row’s row, column and message, then inserts the good ones once', async () => {
    const program = await programOfCampus();
    const major = await make.createMajorSubject({ programId: program.id, campusId: DEFAULT_CAMPUS_ID });
    const taken = await make.createStudent({ rollNoManual: uniqueName('R') });
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const api = asUser(test, user);
    const suffix = uniqueName('s');
    const file = csvOf([
      student(1, { majorSubject: major.majorSubjectName.toUpperCase(), rollNoManual: `R1-${suffix}` }), // row 2: right
      student(2, { gender: 'unknown' }), // row 3
      student(3, { pDistrict: 'Kathmandoo' }), // row 4
      student(4, { batch: '1999', phoneNumber: '12345' }), // row 5: two problems
      student(5, { rollNoManual: `R1-${suffix}` }), // row 6: repeats row 2
      student(6, { rollNoManual: taken.rollNoManual! }), // row 7: registered already at the campus
      student(7, { pProvince: 'Gandaki', pDistrict: 'Kaski', pLocalLevel: 'Kirtipur' }), // row 8
      student(8, { semester: 'Third', edg: 'maybe' }), // row 9: right semester, bad yes/no
      student(9, { firstName: 'Imported1', doBBS: student(1).doBBS }), // row 10: the same person as row 2
      student(10, { semester: 'Second', guardianName: 'Guardian Ten', motherName: 'Mother Ten' }), // row 11: right
    ]);
    const batch = await uploaded(api, program.id, file);
    expect(batch).toMatchObject({
      state: 'validated',
      campusId: DEFAULT_CAMPUS_ID,
      programId: program.id,
      programName: program.programName,
      totalRows: 10,
      goodRows: 2,
      badRows: 8,
      insertedRows: 0,
      job: { status: 'succeeded', phase: 'done', processed: 10, total: 10 },
    });
    expect(batch.problems).toEqual([
      { row: 3, column: 'gender', message: VALIDATION_MESSAGES.genderRequired },
      { row: 4, column: 'pDistrict', message: M.districtUnknown },
      { row: 5, column: 'batch', message: M.batchUnknown },
      { row: 5, column: 'phoneNumber', message: STUDENT_MESSAGES.phoneInvalid },
      { row: 6, column: 'rollNoManual', message: M.rollNoRepeated },
      { row: 7, column: 'rollNoManual', message: STUDENT_MESSAGES.rollNoExists },
      { row: 8, column: 'pLocalLevel', message: M.localLevelUnknown },
      { row: 9, column: 'edg', message: M.booleanInvalid },
      { row: 10, column: 'firstName', message: M.personRepeated },
    ]);
    expect(batch.problemCount).toBe(9);
    expect(await studentsOf(program.id)).toBe(0);

    const done = await inserted(api, batch.batchNo);
    expect(done).toMatchObject({ state: 'inserted', goodRows: 2, insertedRows: 2, job: { status: 'succeeded' } });
    const students = await test.app.prisma.student.findMany({
      where: { programId: program.id },
      include: { addresses: { orderBy: { kind: 'asc' } }, guardians: { orderBy: { relation: 'asc' } } },
      orderBy: { id: 'asc' },
    });
    expect(students).toHaveLength(2);
    expect(students[0]).toMatchObject({
      campusId: DEFAULT_CAMPUS_ID,
      // Names are kept as typed; the API answers them upper-case.
      firstName: 'Imported1',
      lastName: 'Student',
      searchName: 'imported1 student',
      gender: 'female',
      ethnicity: 'Janajati',
      majorSubjectId: major.id,
      semester: 'First',
      rollNoManual: `R1-${suffix}`,
      isVerified: false,
      status: 'active',
      createdById: user.id,
    });
    expect(students[0]!.addresses.map((address) => [address.kind, address.wardNo])).toEqual([
      ['permanent', 2],
      ['temporary', 2],
    ]);
    expect(students[1]).toMatchObject({ firstName: 'Imported10', semester: 'Second' });
    expect(students[1]!.guardians.map((guardian) => guardian.relation)).toEqual(['father', 'mother', 'guardian']);
    const rows = await test.app.prisma.studentImportRow.findMany({
      where: { batchId: batch.batchNo, studentId: { not: null } },
      select: { rowNumber: true, studentId: true },
      orderBy: { rowNumber: 'asc' },
    });
    expect(rows).toEqual([
      { rowNumber: 2, studentId: students[0]!.id },
      { rowNumber: 11, studentId: students[1]!.id },
    ]);
    const audit = await test.app.prisma.auditLog.findMany({
      where: { entity: 'Student', entityId: { in: students.map((entry) => String(entry.id)) } },
    });
    expect(audit.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { importBatch: batch.batchNo, importRow: 2 },
        { importBatch: batch.batchNo, importRow: 11 },
      ]),
    );
    expect(
      await test.app.prisma.auditLog.count({
        where: { entity: 'StudentImportBatch', entityId: String(batch.batchNo) },
      }),
    ).toBe(2);

    // Again: nothing new.
    const again = await inserted(api, batch.batchNo);
    expect(again).toMatchObject({ state: 'inserted', insertedRows: 2 });
    expect(await studentsOf(program.id)).toBe(2);

    // The same file again: every row is now a student already registered, or bad as before.
    const second = await uploaded(api, program.id, file);
    expect(second.goodRows).toBe(0);
    expect(second.problems).toContainEqual({ row: 2, column: 'rollNoManual', message: STUDENT_MESSAGES.rollNoExists });
    expect(second.problems).toContainEqual({ row: 11, column: 'firstName', message: M.personExists });
  });

  it('reads .xlsx files, takes years for an annual program, and lets a university name the campus', async () => {
    const program = await programOfCampus(DEFAULT_CAMPUS_ID, 'annual');
    const api = asUser(test, await make.createUser({ role: 'UniAdmin' }));
    const file = await xlsxOf([student(21, { year: 'Second' }), student(22, { semester: 'First' })]);
    await upload(api, program.id, file, 'students.xlsx')
      .expect(400)
      .expect((response) => expect(response.body.message).toBe(M.campusRequired));
    const response = await upload(api, program.id, file, 'students.xlsx', {
      campusId: String(DEFAULT_CAMPUS_ID),
      fileName: 'students.xlsx',
    }).expect(200);
    const batch = await settled(api, batchNoOf(response.text)!);
    expect(batch).toMatchObject({ fileName: 'students.xlsx', goodRows: 1, badRows: 1 });
    expect(batch.problems).toEqual([{ row: 3, column: 'semester', message: M.semesterOfAnnualProgram }]);
    await inserted(api, batch.batchNo);
    expect(await test.app.prisma.student.findFirst({ where: { programId: program.id } })).toMatchObject({
      year: 'Second',
      semester: null,
    });
  });

  it('refuses old .xls files with 415, unreadable files, files without the required columns and empty files with 400', async () => {
    const program = await programOfCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeUser' }));
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const refused = await upload(api, program.id, xls, 'students.xls').expect(415);
    expect(refused.body.message).toBe(M.xlsUnsupported);
    const binary = await upload(api, program.id, Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), 'x.csv').expect(400);
    expect(binary.body.issues).toMatchObject([{ field: 'body.fileInLoad', message: M.fileUnreadable }]);
    const noBatch = await upload(
      api,
      program.id,
      csvOf([student(1)], ['firstName', 'lastName', 'gender']),
      'a.csv',
    ).expect(400);
    expect(noBatch.body.message).toBe(`${M.missingColumn}: batch`);
    await upload(api, program.id, csvOf([]), 'empty.csv')
      .expect(400)
      .expect((response) => expect(response.body.message).toBe(M.fileEmpty));
    const missing = await api.post('/api/StudentInload/Inload').field('programId', String(program.id)).expect(400);
    expect(missing.body.issues).toMatchObject([{ field: 'body.fileInLoad', message: M.fileRequired }]);
    expect(await test.app.prisma.studentImportBatch.count({ where: { programId: program.id } })).toBe(0);
  });

  it('answers 404 for another campus’s program and batch, and 403 to a read-only role', async () => {
    const otherCampus = await make.createCampus();
    const theirProgram = await programOfCampus(otherCampus.id);
    const ours = asUser(test, await make.createUser({ role: 'CollegeAdmin' }));
    await upload(ours, theirProgram.id, csvOf([student(31)]), 'a.csv').expect(404);
    await upload(ours, theirProgram.id, csvOf([student(31)]), 'a.csv', { campusId: String(otherCampus.id) }).expect(
      404,
    );

    const theirs = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id }));
    const batch = await uploaded(theirs, theirProgram.id, csvOf([student(32)]));
    await ours.get(`/api/StudentInload/Batch/${batch.batchNo}`).expect(404);
    await ours.post(`/api/StudentInload/Insert?BatchNo=${batch.batchNo}`).send({}).expect(404);
    const otherUniversity = asUser(test, await make.createUser({ role: 'UniAdmin' }));
    await otherUniversity.get(`/api/StudentInload/Batch/${batch.batchNo}`).expect(404);
    await asUser(test, await make.createUser({ role: 'SuperAdmin' }))
      .get(`/api/StudentInload/Batch/${batch.batchNo}`)
      .expect(200);

    const admin = asUser(test, await make.createUser({ role: 'Admin' }));
    await upload(admin, theirProgram.id, csvOf([student(33)]), 'a.csv').expect(403);
    await admin.get(`/api/StudentInload/Batch/${batch.batchNo}`).expect(403);
    await admin.post(`/api/StudentInload/Insert?BatchNo=${batch.batchNo}`).send({}).expect(403);
    const student_ = asUser(test, await make.createUser({ role: 'Student' }));
    await student_.get(`/api/StudentInload/Batch/${batch.batchNo}`).expect(403);
    expect(await studentsOf(theirProgram.id)).toBe(0);
  });
});
