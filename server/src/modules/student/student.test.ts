import fs from 'node:fs';
import path from 'node:path';
import type supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES, STUDENT_RECORD_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n% a scanned certificate\n');

const { test, make } = useTestApp();
let batchId: number;
let activeFiscalYearId: number;
beforeAll(async () => {
  batchId = (await test.app.prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' } })).id;
  activeFiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

type Program = Awaited<ReturnType<typeof campusWithProgram>>['program'];

/** The registration stepper's form, as the client sends it (multipart, strings, blanks as ""). */
function registration(program: Program, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    campusId: '',
    universityId: '',
    nepaliName: 'राम बहादुर थापा',
    firstName: 'RAM',
    middleName: 'BAHADUR',
    lastName: uniqueName('THAPA').toUpperCase(),
    phoneNumber: '9841234567',
    email: `${uniqueName('student')}@mail.test`,
    doBBS: '2060-01-15T00:00:00',
    doBAD: '2003-04-28',
    gender: 'male',
    ethnicity: 'janajati',
    nationality: 'nepali',
    religion: 'Hindu',
    disabilityStatus: 'false',
    disabilityType: '',
    edg: 'false',
    isMuktaKamaiya: 'false',
    isFromMartyrFamily: 'false',
    citizenshipNo: '27-01-75-12345',
    citizenIssueDist: 'Kathmandu',
    nidNo: 'NID-998877',
    pProvince: 'Bagmati',
    pDistrict: 'Kathmandu',
    pLocalLevel: 'Kathmandu',
    pWardNo: '5',
    pBlockNo: '0',
    pHouseNo: '12',
    pLocality: 'Baneshwor',
    isSameAsPermanent: 'true',
    tProvince: '',
    tDistrict: '',
    tLocalLevel: '',
    tWardNo: '',
    tBlockNo: '0',
    tHouseNo: '',
    tLocality: '',
    fatherName: 'HARI THAPA',
    fOccupation: 'Farmer',
    fatherPhoneNo: '9801234567',
    fatherEmail: '',
    motherName: 'GITA THAPA',
    mOccupation: '',
    motherPhoneNo: '',
    motherEmail: '',
    guardianName: '',
    gOccupation: '',
    guardianPhone: '',
    gAddress: '',
    gEmail: '',
    levelId: String(program.levelId),
    facultyId: String(program.facultyId),
    programId: String(program.id),
    majorSubjectId: '',
    admissionYearId: String(batchId),
    complitionYear: '2085',
    dateOfEnrollment: '2024-08-01',
    programFee: '50000',
    paidAmount: '10000',
    hasScolorship: 'false',
    entranceScore: '65.5',
    fiscalYearId: '',
    rollNoManual: '',
    universityRegdNo: '',
    isRollNoManual: 'true',
    isRegNoManual: 'true',
    ...overrides,
  };
}

type Files = Record<string, [Buffer, string]>;

function multipart(request: supertest.Test, fields: Record<string, string | string[]>, files: Files = {}) {
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value].flat()) request.field(key, item);
  }
  for (const [key, [bytes, name]] of Object.entries(files)) request.attach(key, bytes, name);
  return request;
}

function register(user: { id: number }, fields: Record<string, string | string[]>, files: Files = {}) {
  return multipart(asUser(test, user).post('/api/Student/Create'), fields, files);
}

/** Every file kept in the private folder. */
function privateFiles(): string[] {
  const root = path.join(test.config.uploadDir, 'private');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile());
}

describe('POST /Student/Create', () => {
  it('registers a student of the admin’s campus with files, addresses and guardians, and audits it without personal data', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const other = await make.createCampus({ universityId: campus.universityId });
    const form = registration(program, { campusId: String(other.id), lastName: 'thapa' + uniqueName('x') });
    const created = await register(
      admin,
      { ...form, entranceSymbol: ['E-17', '5000'] },
      { ppSizePhotoFile: [PNG_BYTES, 'me.png'], citizenshipFrontFile: [PDF_BYTES, 'front.pdf'] },
    ).expect(201);
    expect(Object.keys(created.body)).toEqual(['id']);

    const record = (await asUser(test, admin).get(`/api/Student/${created.body.id}`).expect(200)).body;
    expect(record).toMatchObject({
      id: created.body.id,
      campusId: campus.id,
      universityId: campus.universityId,
      status: 'active',
      firstName: 'RAM',
      middleName: 'BAHADUR',
      lastName: form.lastName!.toUpperCase(),
      nepaliName: 'राम बहादुर थापा',
      doBBS: '2060-01-15',
      doBAD: '2003-04-28',
      ethnicity: 'Janajati',
      citizenshipNo: '27-01-75-12345',
      pProvince: 'Bagmati',
      pDistrict: 'Kathmandu',
      pLocalLevel: 'Kathmandu',
      pWardNo: 5,
      isSameAsPermanent: true,
      tProvince: 'Bagmati',
      tDistrict: 'Kathmandu',
      tLocalLevel: 'Kathmandu',
      tWardNo: 5,
      tLocality: 'Baneshwor',
      fatherName: 'HARI THAPA',
      fatherPhoneNo: '9801234567',
      motherName: 'GITA THAPA',
      guardianName: null,
      programId: program.id,
      programName: program.programName,
      levelName: program.level.levelName,
      programType: 'semester',
      semester: 'First',
      year: null,
      fiscalYearId: activeFiscalYearId,
      dateOfEnrollment: '2024-08-01',
      entranceScore: 65.5,
      entranceSymbol: 'E-17',
      rollNoManual: null,
      universityRegdNo: null,
      isVerified: false,
      isTransferredIn: false,
      ppSizePhoto: `/api/Student/${created.body.id}/file/ppSizePhoto`,
      citizenshipFront: `/api/Student/${created.body.id}/file/citizenshipFront`,
      citizenshipBack: null,
      collegeName: campus.campusName,
    });

    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id: created.body.id } });
    // Names as typed; the search name lower-cased, English and Nepali.
    expect(stored.lastName).toBe(form.lastName);
    expect(stored.searchName).toBe(`ram bahadur ${form.lastName!.toLowerCase()} राम बहादुर थापा`);
    expect(stored.createdById).toBe(admin.id);

    const [entry] = await auditEntriesFor(test.app.prisma, 'Student', created.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
    const changes = entry!.changes as Record<string, unknown>;
    expect(changes).toMatchObject({
      citizenshipNo: '[personal]',
      nidNo: '[personal]',
      phoneNumber: '[personal]',
      fatherPhoneNo: '[personal]',
      motherPhoneNo: null,
      ppSizePhoto: '[personal]',
      firstName: 'RAM',
    });
    const logged = JSON.stringify(changes);
    for (const secret of ['27-01-75-12345', 'NID-998877', '9841234567', '9801234567', 'students/']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('makes a university admin name a campus of its own university: 400 without, 404 for another university’s', async () => {
    const { campus, program } = await campusWithProgram(make);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const missing = await register(uniAdmin, registration(program)).expect(400);
    expect(missing.body.issues).toMatchObject([{ field: 'body.campusId', message: 'Campus is required' }]);
    const foreign = await make.createCampus();
    await register(uniAdmin, registration(program, { campusId: String(foreign.id) })).expect(404);
    const created = await register(uniAdmin, registration(program, { campusId: String(campus.id) })).expect(201);
    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.campusId).toBe(campus.id);
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    await register(superAdmin, registration(program)).expect(400);
    await register(superAdmin, registration(program, { campusId: String(campus.id) })).expect(201);
  });

  it('refuses the grants body’s readers and students (403)', async () => {
    const { program } = await campusWithProgram(make);
    for (const role of ['Admin', 'UgcAdmin', 'Student'] as const) {
      await register(await make.createUser({ role }), registration(program)).expect(403);
    }
  });

  it('answers 400 with a message per field and writes nothing, leaving no file behind', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const foreignProgram = await make.createProgram({ universityId: campus.universityId });
    const filesBefore = privateFiles().length;
    const lastName = uniqueName('NOBODY');

    const unparsed = await register(
      admin,
      registration(program, { lastName, firstName: ' ', phoneNumber: '12345', gender: 'x', pWardNo: 'five' }),
      { ppSizePhotoFile: [PNG_BYTES, 'me.png'] },
    ).expect(400);
    expect(unparsed.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.firstName', message: VALIDATION_MESSAGES.firstNameRequired }),
        expect.objectContaining({ field: 'body.phoneNumber', message: STUDENT_MESSAGES.phoneInvalid }),
        expect.objectContaining({ field: 'body.gender', message: VALIDATION_MESSAGES.genderRequired }),
        expect.objectContaining({ field: 'body.pWardNo', message: STUDENT_MESSAGES.wardInvalid }),
      ]),
    );

    const misfit = await register(
      admin,
      registration(foreignProgram, {
        lastName,
        ethnicity: 'Martian',
        pDistrict: 'Kaski',
        isSameAsPermanent: 'false',
        tProvince: 'Bagmati',
        tDistrict: 'Kathmandu',
        tLocalLevel: 'Kathmandu',
        tWardNo: '33',
      }),
      { ppSizePhotoFile: [PNG_BYTES, 'me.png'] },
    ).expect(400);
    expect(misfit.body.issues).toMatchObject([
      { field: 'body.programId', message: STUDENT_RECORD_MESSAGES.programNotOfCampus },
      { field: 'body.ethnicity', message: STUDENT_RECORD_MESSAGES.ethnicityUnknown },
      { field: 'body.pDistrict', message: STUDENT_RECORD_MESSAGES.districtUnknown },
      { field: 'body.tWardNo', message: STUDENT_RECORD_MESSAGES.wardOutOfRange },
    ]);

    const otherLevel = await make.createLevel({ universityId: campus.universityId });
    const wrongLevel = await register(
      admin,
      registration(program, { lastName, levelId: String(otherLevel.id), admissionYearId: '999999' }),
    ).expect(400);
    expect(wrongLevel.body.issues).toMatchObject([
      { field: 'body.levelId', message: STUDENT_RECORD_MESSAGES.levelNotOfProgram },
      { field: 'body.admissionYearId', message: STUDENT_RECORD_MESSAGES.admissionYearUnknown },
    ]);

    expect(await test.app.prisma.student.count({ where: { lastName } })).toBe(0);
    expect(privateFiles()).toHaveLength(filesBefore);
  });

  it('refuses a file that is not what its name says (415), keeping no row and no file', async () => {
    const { program, admin } = await campusWithProgram(make);
    const filesBefore = privateFiles().length;
    const lastName = uniqueName('SCRIPT');
    const refused = await register(admin, registration(program, { lastName }), {
      ppSizePhotoFile: [PNG_BYTES, 'me.png'],
      citizenshipFrontFile: [NOT_AN_IMAGE, 'front.png'],
    }).expect(415);
    expect(refused.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A photo must be an image: a PDF is refused too.
    await register(admin, registration(program, { lastName }), { ppSizePhotoFile: [PDF_BYTES, 'me.pdf'] }).expect(415);
    expect(await test.app.prisma.student.count({ where: { lastName } })).toBe(0);
    expect(privateFiles()).toHaveLength(filesBefore);
  });

  it('keeps roll, symbol and registration numbers unique within campus and university (409), and blanks as none', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const sister = await campusWithProgram(make, { universityId: campus.universityId });
    const roll = uniqueName('R');
    const regd = uniqueName('REG');
    await register(admin, registration(program, { rollNoManual: roll, universityRegdNo: regd })).expect(201);

    const sameRoll = await register(admin, registration(program, { rollNoManual: roll })).expect(409);
    expect(sameRoll.body.message).toBe(STUDENT_MESSAGES.rollNoExists);
    const sameRegd = await register(sister.admin, registration(sister.program, { universityRegdNo: regd })).expect(409);
    expect(sameRegd.body.message).toBe(STUDENT_MESSAGES.regdNoExists);
    // The same roll number at another campus is another student's.
    await register(sister.admin, registration(sister.program, { rollNoManual: roll })).expect(201);
    // Blank identifiers are none: any number of students may have none.
    const blank = await register(admin, registration(program, { rollNoManual: ' ' })).expect(201);
    await register(admin, registration(program, { rollNoManual: '' })).expect(201);
    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id: blank.body.id } });
    expect(stored).toMatchObject({ rollNoManual: null, symbolNo: null, universityRegdNo: null });
  });

  it('answers 409 "Student already exists!" for the same person twice in a program and batch', async () => {
    const { program, admin } = await campusWithProgram(make);
    const form = registration(program);
    await register(admin, form).expect(201);
    const twice = await register(admin, { ...form, firstName: 'ram', email: '' }).expect(409);
    expect(twice.body.message).toBe(STUDENT_MESSAGES.studentExists);
    await register(admin, { ...form, doBBS: '2061-01-15T00:00:00' }).expect(201);
  });

  it('keeps a year for an annual program', async () => {
    const { program, admin } = await campusWithProgram(make, { programType: 'annual' });
    // An empty file input arrives as a file of no bytes: no file, not a refused one.
    const created = await register(admin, registration(program, { semester: 'Third' }), {
      citizenshipBackFile: [Buffer.alloc(0), ''],
    }).expect(201);
    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored).toMatchObject({ year: 'First', semester: null });
    expect(await test.app.prisma.studentFile.count({ where: { studentId: stored.id } })).toBe(0);
  });
});

describe('POST /Student/EnrolledOfTransferred', () => {
  it('registers a student transferred in, with where from, when, the period and the transfer document', async () => {
    const { program, admin } = await campusWithProgram(make, { programType: 'annual' });
    const created = await multipart(
      asUser(test, admin).post('/api/Student/EnrolledOfTransferred'),
      registration(program, {
        year: 'Second',
        semester: '',
        programType: 'annual',
        isTransferredIn: 'true',
        transferredFrom: 'Another Campus, Pokhara',
        transferStatus: 'true',
        transferredDate: '2081-04-01T00:00:00',
      }),
      { transferDoc: [PDF_BYTES, 'transfer.pdf'] },
    ).expect(201);
    const record = (await asUser(test, admin).get(`/api/Student/${created.body.id}`).expect(200)).body;
    expect(record).toMatchObject({
      isTransferredIn: true,
      transferStatus: true,
      transferredFrom: 'Another Campus, Pokhara',
      transferredDate: '2081-04-01',
      year: 'Second',
      semester: null,
      transferDoc: `/api/Student/${created.body.id}/file/transferDoc`,
    });
    const transferredIn = await asUser(test, admin)
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, isVerified: false, isTransferredIn: true })
      .expect(200);
    expect(transferredIn.body.students.map((student: { id: number }) => student.id)).toEqual([created.body.id]);
  });

  it('asks where the student came from (400)', async () => {
    const { program, admin } = await campusWithProgram(make);
    const refused = await multipart(
      asUser(test, admin).post('/api/Student/EnrolledOfTransferred'),
      registration(program, { transferredFrom: '' }),
    ).expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'body.transferredFrom', message: STUDENT_RECORD_MESSAGES.transferredFromRequired },
    ]);
  });
});

describe('GET /Student/{id} and the private files', () => {
  it('keeps a student and its files from another campus (404) and from anonymous callers (401)', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const created = await register(admin, registration(program), {
      ppSizePhotoFile: [PNG_BYTES, 'me.png'],
      citizenshipFrontFile: [PDF_BYTES, 'front.pdf'],
    }).expect(201);
    const id = created.body.id as number;

    const photo = await asUser(test, admin).get(`/api/Student/${id}/file/ppSizePhoto`).expect(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(photo.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(photo.body as Buffer, PNG_BYTES)).toBe(0);
    const scan = await asUser(test, admin).get(`/api/Student/${id}/file/citizenshipFront`).expect(200);
    expect(scan.headers['content-type']).toBe('application/pdf');
    expect(scan.headers['content-disposition']).toMatch(/^attachment/);
    await asUser(test, admin).get(`/api/Student/${id}/file/nidPic`).expect(404);
    await asUser(test, admin).get(`/api/Student/${id}/file/passwords`).expect(400);

    const stranger = await make.createUser({ role: 'CollegeAdmin', campusId: (await make.createCampus()).id });
    await asUser(test, stranger).get(`/api/Student/${id}`).expect(404);
    await asUser(test, stranger).get(`/api/Student/${id}/file/ppSizePhoto`).expect(404);
    const otherUniversity = await make.createUser({
      role: 'UniAdmin',
      universityId: (await make.createUniversity()).id,
    });
    await asUser(test, otherUniversity).get(`/api/Student/${id}`).expect(404);
    await test.api.get(`/api/Student/${id}/file/ppSizePhoto`).expect(401);
    await test.api.get(`/api/Student/${id}`).expect(401);

    const ownUniversity = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    await asUser(test, ownUniversity).get(`/api/Student/${id}/file/ppSizePhoto`).expect(200);
    const grantsBody = asUser(test, await make.createUser({ role: 'Admin' }));
    expect((await grantsBody.get(`/api/Student/${id}`).expect(200)).body.id).toBe(id);
    await asUser(test, await make.createUser({ role: 'Student', campusId: campus.id }))
      .get(`/api/Student/${id}`)
      .expect(403);
  });
});

describe('PATCH /Student/{id}', () => {
  it('edits the record: changed fields replace, blanks clear, a new photo replaces the old file; audited with personal values marked', async () => {
    const { program, admin } = await campusWithProgram(make);
    const created = await register(admin, registration(program, { rollNoManual: uniqueName('R') }), {
      ppSizePhotoFile: [PNG_BYTES, 'me.png'],
    }).expect(201);
    const id = created.body.id as number;
    const filesBefore = privateFiles();

    const response = await multipart(
      asUser(test, admin).patch(`/api/Student/${id}`),
      {
        id: String(id),
        firstName: 'Shyam',
        phoneNumber: '9812345678',
        rollNoManual: '',
        isSameAsPermanent: 'false',
        tProvince: 'Gandaki',
        tDistrict: 'Kaski',
        tLocalLevel: 'Pokhara',
        tWardNo: '8',
        guardianOccupation: 'Teacher',
        guardianName: 'UNCLE',
      },
      { ppSizePhoto: [PNG_BYTES, 'new.png'] },
    ).expect(200);
    expect(response.body).toMatchObject({
      id,
      firstName: 'SHYAM',
      middleName: 'BAHADUR',
      phoneNumber: '9812345678',
      rollNoManual: null,
      pDistrict: 'Kathmandu',
      tDistrict: 'Kaski',
      tLocalLevel: 'Pokhara',
      tWardNo: 8,
      guardianName: 'UNCLE',
      gOccupation: 'Teacher',
      ppSizePhoto: `/api/Student/${id}/file/ppSizePhoto`,
    });
    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id } });
    expect(stored.searchName.startsWith('shyam bahadur')).toBe(true);
    // The old photo is gone, the new one kept: as many files as before.
    const filesAfter = privateFiles();
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect(filesAfter).not.toEqual(filesBefore);

    const entries = await auditEntriesFor(test.app.prisma, 'Student', id);
    const update = entries.find((entry) => entry.action === 'update')!;
    expect(update.changes).toMatchObject({
      firstName: { from: 'RAM', to: 'SHYAM' },
      phoneNumber: { from: '[personal]', to: '[personal]' },
      ppSizePhoto: { from: '[personal]', to: '[personal]' },
      rollNoManual: { to: null },
    });
    expect(JSON.stringify(update.changes)).not.toContain('9812345678');
  });

  it('answers 404 for another campus’s student and changes nothing', async () => {
    const { campus, program } = await campusWithProgram(make);
    const student = await make.createStudent({ programId: program.id, campusId: campus.id });
    const stranger = await campusWithProgram(make);
    await multipart(asUser(test, stranger.admin).patch(`/api/Student/${student.id}`), { firstName: 'TAKEN' }).expect(
      404,
    );
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).firstName).toBe(
      student.firstName,
    );
    await multipart(asUser(test, await make.createUser({ role: 'Admin' })).patch(`/api/Student/${student.id}`), {
      firstName: 'TAKEN',
    }).expect(403);
  });

  it('answers 409 for a roll number another student of the campus has, and 400 for a program the campus does not run', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const holder = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      rollNoManual: uniqueName('R'),
    });
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const api = asUser(test, admin);
    const taken = await multipart(api.patch(`/api/Student/${student.id}`), {
      rollNoManual: holder.rollNoManual!,
    }).expect(409);
    expect(taken.body.message).toBe(STUDENT_MESSAGES.rollNoExists);
    const foreign = await make.createProgram({ universityId: campus.universityId });
    const refused = await multipart(api.patch(`/api/Student/${student.id}`), {
      programId: String(foreign.id),
      levelId: String(foreign.levelId),
      facultyId: String(foreign.facultyId),
    }).expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'body.programId', message: STUDENT_RECORD_MESSAGES.programNotOfCampus },
    ]);
    const unchanged = await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(unchanged).toMatchObject({ rollNoManual: null, programId: program.id });
  });

  it('keeps the student’s program when the campus has stopped running it, but refuses to move a student into it', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const other = await make.createStudent({ campusId: campus.id });
    await test.app.prisma.campusProgram.delete({
      where: { campusId_programId: { campusId: campus.id, programId: program.id } },
    });
    const api = asUser(test, admin);
    await multipart(api.patch(`/api/Student/${student.id}`), { religion: 'Buddhist' }).expect(200);
    await multipart(api.patch(`/api/Student/${other.id}`), {
      programId: String(program.id),
      levelId: String(program.levelId),
      facultyId: String(program.facultyId),
    }).expect(400);
  });

  it('keeps a transferred-in student transferred in through UpdateTransferredStudent', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const response = await multipart(asUser(test, admin).patch(`/api/Student/UpdateTransferredStudent/${student.id}`), {
      transferredFrom: 'Old Campus',
      transferredDate: '2024-07-20',
      semester: 'Third',
    }).expect(200);
    expect(response.body).toMatchObject({
      isTransferredIn: true,
      transferredFrom: 'Old Campus',
      transferredDate: '2081-04-05',
      semester: 'Third',
    });
  });
});

describe('PATCH /Student/UpdateStudentIdentifiers', () => {
  it('sets the identifiers and the major, answering the list row; 409 for each taken identifier', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const major = await make.createMajorSubject({ programId: program.id, campusId: campus.id });
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const holder = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      rollNoManual: uniqueName('R'),
      symbolNo: uniqueName('S'),
      universityRegdNo: uniqueName('U'),
    });
    const api = asUser(test, admin);
    const body = { id: student.id, symbolNo: uniqueName('S'), rollNoManual: uniqueName('R'), universityRegdNo: '' };
    const response = await api
      .patch('/api/Student/UpdateStudentIdentifiers')
      .send({ ...body, majorSubjectId: major.id })
      .expect(200);
    expect(response.body).toMatchObject({
      id: student.id,
      symbolNo: body.symbolNo,
      rollNoManual: body.rollNoManual,
      universityRegdNo: null,
      majorSubjectId: major.id,
      majorSubjectName: major.majorSubjectName,
    });
    for (const [field, message] of [
      ['rollNoManual', STUDENT_MESSAGES.rollNoExists],
      ['symbolNo', STUDENT_MESSAGES.symbolNoExists],
      ['universityRegdNo', STUDENT_MESSAGES.regdNoExists],
    ] as const) {
      const conflict = await api
        .patch('/api/Student/UpdateStudentIdentifiers')
        .send({ id: student.id, [field]: holder[field] })
        .expect(409);
      expect(conflict.body.message).toBe(message);
    }
    const entries = await auditEntriesFor(test.app.prisma, 'Student', student.id);
    expect(entries.at(-1)!.changes).toMatchObject({ symbolNo: { from: null, to: body.symbolNo } });
  });

  it('answers 404 for another campus’s student, 400 for another program’s major, 403 for the grants body’s readers', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const stranger = await campusWithProgram(make);
    await asUser(test, stranger.admin)
      .patch('/api/Student/UpdateStudentIdentifiers')
      .send({ id: student.id, rollNoManual: 'X' })
      .expect(404);
    const otherMajor = await make.createMajorSubject({ programId: stranger.program.id, campusId: stranger.campus.id });
    const refused = await asUser(test, admin)
      .patch('/api/Student/UpdateStudentIdentifiers')
      .send({ id: student.id, majorSubjectId: otherMajor.id })
      .expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'body.majorSubjectId', message: STUDENT_RECORD_MESSAGES.majorSubjectNotOfProgram },
    ]);
    await asUser(test, await make.createUser({ role: 'UgcAdmin' }))
      .patch('/api/Student/UpdateStudentIdentifiers')
      .send({ id: student.id, rollNoManual: 'X' })
      .expect(403);
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).rollNoManual).toBeNull();
  });
});

describe('PATCH /Student/BulkUpdateSection', () => {
  async function section(campusId: number, sectionSymbol = uniqueName('A')) {
    return test.app.prisma.sectionForStudent.create({ data: { campusId, sectionSymbol } });
  }

  it('puts the students into the campus’s section of that symbol and audits each', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const a = await make.createStudent({ campusId: campus.id, programId: program.id });
    const b = await make.createStudent({ campusId: campus.id, programId: program.id });
    const target = await section(campus.id);
    const response = await asUser(test, admin)
      .patch('/api/Student/BulkUpdateSection')
      .send({ studentIds: [a.id, b.id], section: target.sectionSymbol })
      .expect(200);
    expect(response.body).toEqual({ updated: 2 });
    const list = await asUser(test, admin)
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, sectionId: target.id })
      .expect(200);
    expect(list.body.students.map((student: { section: string }) => student.section)).toEqual([
      target.sectionSymbol,
      target.sectionSymbol,
    ]);
    const [entry] = await auditEntriesFor(test.app.prisma, 'Student', a.id);
    expect(entry!.changes).toMatchObject({ sectionId: { from: null, to: target.id } });
  });

  it('writes nothing when one student is another campus’s (404) or the section is unknown (400)', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const own = await make.createStudent({ campusId: campus.id, programId: program.id });
    const stranger = await campusWithProgram(make);
    const foreign = await make.createStudent({ campusId: stranger.campus.id, programId: stranger.program.id });
    const target = await section(campus.id);
    const api = asUser(test, admin);
    await api
      .patch('/api/Student/BulkUpdateSection')
      .send({ studentIds: [own.id, foreign.id], section: target.sectionSymbol })
      .expect(404);
    const foreignSection = await section(stranger.campus.id);
    const unknown = await api
      .patch('/api/Student/BulkUpdateSection')
      .send({ studentIds: [own.id], section: foreignSection.sectionSymbol })
      .expect(400);
    expect(unknown.body.issues).toMatchObject([
      { field: 'body.section', message: STUDENT_RECORD_MESSAGES.sectionUnknown },
    ]);
    const empty = await api.patch('/api/Student/BulkUpdateSection').send({ studentIds: [], section: '' }).expect(400);
    expect(empty.body.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'body.studentIds',
      'body.section',
    ]);
    const students = await test.app.prisma.student.findMany({ where: { id: { in: [own.id, foreign.id] } } });
    expect(students.map((student) => student.sectionId)).toEqual([null, null]);
  });
});

describe('POST /Student/VerifyStudentSelf/{id}', () => {
  it('verifies a pending student of the campus once, audited; 404 for another campus’s; 403 for readers', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: false });
    const stranger = await campusWithProgram(make);
    await asUser(test, stranger.admin).post(`/api/Student/VerifyStudentSelf/${student.id}`).expect(404);
    await asUser(test, await make.createUser({ role: 'Admin' }))
      .post(`/api/Student/VerifyStudentSelf/${student.id}`)
      .expect(403);

    const clerk = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    const response = await asUser(test, clerk).post(`/api/Student/VerifyStudentSelf/${student.id}`).expect(200);
    expect(response.body).toEqual({ message: STUDENT_RECORD_MESSAGES.verified });
    await asUser(test, admin).post(`/api/Student/VerifyStudentSelf/${student.id}`).expect(200);
    const stored = await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(stored).toMatchObject({ isVerified: true, verifiedById: clerk.id });
    const entries = await auditEntriesFor(test.app.prisma, 'Student', student.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: clerk.id, changes: { isVerified: { from: false, to: true } } });
  });
});

describe('the student’s own record', () => {
  it('lets a student read its own record and files, and nobody else’s', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const created = await register(admin, registration(program), { ppSizePhotoFile: [PNG_BYTES, 'me.png'] }).expect(
      201,
    );
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    await test.app.prisma.student.update({ where: { id: created.body.id }, data: { userId: account.id } });
    const other = await make.createStudent({ campusId: campus.id, programId: program.id });

    const api = asUser(test, account);
    const own = await api.get('/api/Student/Me').expect(200);
    expect(own.body).toMatchObject({ id: created.body.id, ppSizePhoto: '/api/Student/Me/file/ppSizePhoto' });
    const photo = await api.get('/api/Student/Me/file/ppSizePhoto').expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    await api.get('/api/Student/Me/file/citizenshipFront').expect(404);
    await api.get(`/api/Student/${other.id}`).expect(403);
    await api.get(`/api/Student/${created.body.id}/file/ppSizePhoto`).expect(403);

    const unlinked = await make.createUser({ role: 'Student', campusId: campus.id });
    await asUser(test, unlinked).get('/api/Student/Me').expect(404);
    await asUser(test, admin).get('/api/Student/Me').expect(403);
  });
});

describe('posting without a body', () => {
  it('verifies with no body at all, as the verification page posts null', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: false });
    await asUser(test, admin).post(`/api/Student/VerifyStudentSelf/${student.id}`).expect(200);
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).isVerified).toBe(true);
  });
});
