import { beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES as A, GRADUATION_MESSAGES as G } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { JPEG_BYTES, auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { resetLinkIn } from '../../../../tests/support/smtp.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { outdateKeptCounts, useTestAppWithSmtp } from '../../../../tests/support/suite.ts';

const PASSWORD = 'Alumni2024x';

const { test, make, smtp } = useTestAppWithSmtp();
let fiscalYearId: number;
beforeAll(async () => {
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ select: { id: true } })).id;
});

/** The public form as the portal sends it: PascalCase, multipart. */
function submission(campusId: number, programId: number, fields: Record<string, string> = {}) {
  return {
    FiscalYearID: String(fiscalYearId),
    CampusId: String(campusId),
    ProgramMgmtId: String(programId),
    ApplicantNameEng: 'Sita Karki',
    ApplicantNameNep: 'सीता कार्की',
    DoBEng: '1995-04-02',
    Email: `${uniqueName('alumna').toLowerCase()}@mail.test`,
    Gender: 'Female',
    Ethinicity: 'Brahmin',
    StudentAddress: 'Dharan-4, Sunsari',
    CampusRollNo: '42',
    EnrolledYear: '2012',
    PassedYear: '2016',
    Division: 'First',
    GPA: '72.5',
    ContactNo: '9841000042',
    Remarks: '',
    Status: 'true',
    ...fields,
  };
}

function submit(fields: Record<string, string>) {
  const request = test.api.post('/api/Graduation/AlumniSubmitGraduationApplication');
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

/** A verified alumnus with their password set through the emailed link, signed in. */
async function verifiedAlumnus() {
  const setup = await campusWithProgram(make);
  const fields = submission(setup.campus.id, setup.program.id);
  await submit(fields).attach('UploadPPSizePhoto', JPEG_BYTES, 'photo.jpg').expect(201);
  const pending = await test.app.prisma.graduationApplication.findFirstOrThrow({ where: { email: fields.Email } });
  await asUser(test, setup.admin).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(200);
  const link = resetLinkIn((await smtp.nextMessageTo(fields.Email)).raw, 'alumni-admin/password-change');
  await test.api
    .post('/api/User/ResetPassword')
    .send({ email: link.email, newPassword: PASSWORD, resetToken: link.token })
    .expect(201);
  const login = await test.api
    .post('/api/User/AlumniLogin')
    .send({ email: fields.Email, password: PASSWORD, campusId: setup.campus.id, uniId: 0, isUgc: true })
    .expect(200);
  const alumnus = { id: login.body.id as number };
  return { ...setup, fields, graduationId: pending.id, login: login.body, alumnus };
}

describe('the public alumni registration', () => {
  it('takes a PascalCase submission as pending, with its files, until the campus verifies it', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const fields = submission(campus.id, program.id);
    const sent = await submit(fields).attach('UploadTranscript', Buffer.from('%PDF-1.4\n%t\n'), 't.pdf').expect(201);
    expect(sent.body).toEqual({ message: A.submitted });
    const pending = await asUser(test, admin).get('/api/Graduation/GraduationApplications/Pending').expect(200);
    expect(pending.body).toEqual([
      expect.objectContaining({
        applicantNameEng: 'SITA KARKI',
        campusRolNo: '42',
        ethinicity: 'Brahmin',
        gender: 'female',
        gpa: 72.5,
        status: 'pending',
        studentType: 'old',
        uploadTranscript: expect.stringContaining('/file/uploadTranscript'),
      }),
    ]);
    // Not a graduate yet: the graduate lists leave it out.
    expect((await asUser(test, admin).get('/api/Graduation').expect(200)).body).toEqual([]);
    await submit(fields).expect(409);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const { campus, program } = await campusWithProgram(make);
    const other = await campusWithProgram(make);
    const before = await test.app.prisma.graduationApplication.count();
    const refused = await submit(
      submission(campus.id, program.id, { Email: 'not-an-email', PassedYear: '2010', ApplicantNameEng: '' }),
    ).expect(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.email', message: A.emailRequired }),
        expect.objectContaining({ field: 'body.applicantNameEng', message: G.nameRequired }),
      ]),
    );
    const foreignProgram = await submit(submission(campus.id, other.program.id)).expect(400);
    expect(foreignProgram.body.issues).toMatchObject([{ field: 'body.programMgmtId', message: G.programNotOfCampus }]);
    expect(await test.app.prisma.graduationApplication.count()).toBe(before);
  });

  it('answers a multipart field sent as a JSON object with 400 naming the field, not 500, and writes nothing', async () => {
    const { campus, program } = await campusWithProgram(make);
    const before = await test.app.prisma.graduationApplication.count();
    const objectField = JSON.stringify({ toString: 1 });
    const multipart = await submit(submission(campus.id, program.id))
      .field('clearFiles', objectField, { contentType: 'application/json' } as never)
      .expect(400);
    const json = await test.api
      .post('/api/Graduation/AlumniSubmitGraduationApplication')
      .send({ ...submission(campus.id, program.id), clearFiles: [[{ toString: 1 }]] })
      .expect(400);
    for (const response of [multipart, json]) {
      expect(response.body.issues).toMatchObject([
        expect.objectContaining({ field: expect.stringMatching(/^body\.clearFiles/) }),
      ]);
    }
    expect(await test.app.prisma.graduationApplication.count()).toBe(before);
  });

  it('lists campuses and their programs without a session', async () => {
    const { campus, program } = await campusWithProgram(make);
    const campuses = await test.api.get('/api/Alumni/Campuses').query({ search: campus.campusName }).expect(200);
    expect(campuses.body).toEqual([expect.objectContaining({ id: campus.id, campusName: campus.campusName })]);
    const programs = await test.api.get(`/api/Alumni/Campuses/${campus.id}/Programs`).expect(200);
    expect(programs.body).toEqual([expect.objectContaining({ id: program.id, programName: program.programName })]);
    await test.api.get('/api/FiscalYear').expect(200);
    await test.api.get('/api/EthinicGroup').expect(200);
  });
});

describe('verification by the campus', () => {
  it('makes the submission a graduation, opens a Student account and emails a set-password link', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const fields = submission(campus.id, program.id);
    await submit(fields).expect(201);
    const pending = await test.app.prisma.graduationApplication.findFirstOrThrow({ where: { email: fields.Email } });
    const verified = await asUser(test, admin).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(200);
    expect(verified.headers['content-type']).toMatch(/^text\/plain/);
    expect(verified.text).toBe('Alumni verified and login created!');
    const account = await test.app.prisma.user.findUniqueOrThrow({ where: { email: fields.Email } });
    expect(account).toMatchObject({ role: 'Student', campusId: campus.id, mustChangePassword: true });
    const graduation = await test.app.prisma.graduationApplication.findUniqueOrThrow({ where: { id: pending.id } });
    expect(graduation).toMatchObject({ status: 'graduated', userId: account.id, verifiedById: admin.id });
    const mail = await smtp.nextMessageTo(fields.Email);
    expect(resetLinkIn(mail.raw, 'alumni-admin/password-change').email).toBe(fields.Email);
    expect((await auditEntriesFor(test.app.prisma, 'GraduationApplication', pending.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
    ]);
    const again = await asUser(test, admin).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(409);
    expect(again.body.message).toBe(A.notPending);
  });

  it('hides another campus’s submissions (404) and refuses roles that do not verify (403)', async () => {
    const { campus, program } = await campusWithProgram(make);
    const fields = submission(campus.id, program.id);
    await submit(fields).expect(201);
    const pending = await test.app.prisma.graduationApplication.findFirstOrThrow({ where: { email: fields.Email } });
    const other = await campusWithProgram(make);
    await asUser(test, other.admin).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(404);
    expect(
      (await asUser(test, other.admin).get('/api/Graduation/GraduationApplications/Pending').expect(200)).body,
    ).toEqual([]);
    const reader = await make.createUser({ role: 'UgcAdmin' });
    await asUser(test, reader).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(403);
    const student = await make.createUser({ role: 'Student', campusId: campus.id });
    await asUser(test, student).post(`/api/AlumniRegister/Verify/${pending.id}`).send({}).expect(403);
    expect((await test.app.prisma.graduationApplication.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe(
      'pending',
    );
  });
});

describe('the signed-in alumnus', () => {
  it('signs in with the portal’s fields and reads their own profile and photo', async () => {
    const { login, alumnus, program, campus, graduationId } = await verifiedAlumnus();
    expect(login).toMatchObject({
      tokenString: expect.any(String),
      role: 'Student',
      graduationApplicationId: graduationId,
      programId: program.id,
      programName: program.programName,
      campusId: campus.id,
      institutionId: campus.id,
      applicantNameEng: 'SITA KARKI',
      enrolledYear: 2012,
      passedYear: 2016,
      gpa: 72.5,
      uploadPPSizePhoto: '/api/Alumni/Me/file/uploadPPSizePhoto',
    });
    const me = await asUser(test, alumnus).get('/api/Alumni/Me').expect(200);
    expect(me.body.studentAddress).toBe('Dharan-4, Sunsari');
    const photo = await asUser(test, alumnus).get('/api/Alumni/Me/file/uploadPPSizePhoto').expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const changed = await asUser(test, alumnus)
      .put('/api/Alumni/Me')
      .field('contactNo', '9800000001')
      .field('studentAddress', 'Itahari-1, Sunsari')
      .expect(200);
    expect(changed.body).toMatchObject({ contactNo: '9800000001', studentAddress: 'Itahari-1, Sunsari' });
  });

  it('refuses the alumni sign-in to staff and to students who have not graduated, with the same 401', async () => {
    const staff = await make.createUser({ role: 'CollegeAdmin' });
    await test.api.post('/api/User/AlumniLogin').send({ email: staff.email, password: staff.password }).expect(401);
    const student = await make.createUser({ role: 'Student' });
    await test.api.post('/api/User/AlumniLogin').send({ email: student.email, password: student.password }).expect(401);
    await asUser(test, student).get('/api/Alumni/Me').expect(404);
  });

  it('keeps their own work entries, and reaches nobody else’s', async () => {
    const first = await verifiedAlumnus();
    const second = await verifiedAlumnus();
    const created = await asUser(test, first.alumnus)
      .post('/api/AlumniEmployee/Create')
      .send({
        organizationName: 'Nepal Telecom',
        designation: 'Engineer',
        employmentType: 'Full Time',
        startDate: '2017-01-15',
        isCurrent: true,
      })
      .expect(201);
    expect(created.body).toMatchObject({ graduationApplicationId: first.graduationId, isCurrent: true, endDate: null });
    const updated = await asUser(test, first.alumnus)
      .put(`/api/AlumniEmployee/Update/${created.body.id}`)
      .field('organizationName', 'Nepal Telecom')
      .field('designation', 'Senior Engineer')
      .field('startDate', '2017-01-15')
      .field('endDate', '2022-12-31')
      .field('isCurrent', 'false')
      .expect(200);
    expect(updated.body).toMatchObject({ designation: 'Senior Engineer', endDate: '2022-12-31', isCurrent: false });
    expect((await asUser(test, first.alumnus).get('/api/AlumniEmployee').expect(200)).body).toHaveLength(1);

    expect((await asUser(test, second.alumnus).get('/api/AlumniEmployee').expect(200)).body).toEqual([]);
    await asUser(test, second.alumnus).get(`/api/AlumniEmployee/${created.body.id}`).expect(404);
    await asUser(test, second.alumnus)
      .put(`/api/AlumniEmployee/Update/${created.body.id}`)
      .send({ organizationName: 'X', designation: 'Y', startDate: '2017-01-15' })
      .expect(404);
    await asUser(test, second.alumnus).delete(`/api/AlumniEmployee/Delete/${created.body.id}`).expect(404);
    const byOthers = await asUser(test, second.alumnus)
      .get('/api/AlumniEmployee/ByGraduationApplication')
      .query({ graduationApplicationId: first.graduationId })
      .expect(200);
    expect(byOthers.body).toEqual([]);

    // The campus reads its alumni's entries; another campus does not.
    const campusView = await asUser(test, first.admin)
      .get('/api/AlumniEmployee')
      .query({ programId: first.program.id })
      .expect(200);
    expect(campusView.body).toEqual([expect.objectContaining({ id: created.body.id })]);
    expect((await asUser(test, second.admin).get(`/api/AlumniEmployee/${created.body.id}`)).status).toBe(404);

    const refused = await asUser(test, first.alumnus)
      .post('/api/AlumniEmployee/Create')
      .send({ organizationName: '', designation: 'D', startDate: '2020-01-01', endDate: '2019-01-01' })
      .expect(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.organizationName', message: A.organizationRequired }),
      ]),
    );
    await asUser(test, first.alumnus).delete(`/api/AlumniEmployee/Delete/${created.body.id}`).expect(200);
    expect(await test.app.prisma.alumniWork.count({ where: { graduationId: first.graduationId } })).toBe(0);
    // Staff do not write an alumnus's entries.
    await asUser(test, first.admin)
      .post('/api/AlumniEmployee/Create')
      .send({ organizationName: 'X', designation: 'Y', startDate: '2017-01-15' })
      .expect(403);
  });

  it('sees their own batch whatever the query asks, names and programs only', async () => {
    const first = await verifiedAlumnus();
    const batchmate = await make.createGraduation({
      campus: first.campus,
      programId: first.program.id,
      fiscalYearId,
      status: 'graduated',
      applicantNameEng: 'BATCH MATE',
      contactNo: '9811111111',
      enrolledYear: 2012,
      passedYear: 2017,
    });
    const other = await verifiedAlumnus();
    const batch = await asUser(test, first.alumnus)
      .get('/api/Graduation/StudentsByBatch')
      .query({
        enrolledYear: 2012,
        campusId: other.campus.id,
        programId: other.program.id,
        pageNumber: 1,
        pageSize: 9999,
      })
      .expect(200);
    expect(batch.body.data.map((row: { id: number }) => row.id).sort()).toEqual(
      [first.graduationId, batchmate.id].sort(),
    );
    expect(JSON.stringify(batch.body)).not.toContain('9811111111');
  });
});

describe('the alumni summary', () => {
  it('counts graduates, accounts, those in work and pending submissions per program, independently checked', async () => {
    const first = await verifiedAlumnus();
    await asUser(test, first.alumnus)
      .post('/api/AlumniEmployee/Create')
      .send({ organizationName: 'Bank', designation: 'Officer', startDate: '2018-01-01', isCurrent: true })
      .expect(201);
    await submit(submission(first.campus.id, first.program.id)).expect(201);
    await make.createGraduation({
      campus: first.campus,
      programId: first.program.id,
      fiscalYearId,
      status: 'graduated',
      applicantNameEng: 'NO ACCOUNT',
    });
    const expected = {
      graduates: await test.app.prisma.graduationApplication.count({
        where: { campusId: first.campus.id, status: 'graduated' },
      }),
      pending: await test.app.prisma.graduationApplication.count({
        where: { campusId: first.campus.id, status: 'pending' },
      }),
    };
    const summary = await asUser(test, first.admin).get('/api/Alumni/Summary').expect(200);
    expect(summary.body).toEqual([
      {
        programId: first.program.id,
        programName: first.program.programName,
        graduates: expected.graduates,
        withAccount: 1,
        employed: 1,
        pending: expected.pending,
      },
    ]);
    expect(expected).toEqual({ graduates: 2, pending: 1 });
  });
  it('serves a university its summary as counted a few minutes ago, saying when, and a campus its own counted live', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const graduate = () => make.createGraduation({ campus, programId: program.id, fiscalYearId, status: 'graduated' });
    const read = (user: { id: number }) => asUser(test, user).get('/api/Alumni/Summary').expect(200);
    const graduatesOf = (rows: { graduates: number }[]) => rows.reduce((sum, row) => sum + row.graduates, 0);
    await graduate();
    const first = await read(uniAdmin);
    expect(graduatesOf(first.body)).toBe(1);
    expect(Date.now() - Date.parse(first.headers['x-figures-as-of']!)).toBeLessThan(60_000);
    expect((await read(admin)).headers['x-figures-as-of']).toBeUndefined();

    await graduate();
    const kept = await read(uniAdmin);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['x-figures-as-of']).toBe(first.headers['x-figures-as-of']);
    expect(graduatesOf((await read(admin)).body)).toBe(2);

    await outdateKeptCounts(test.app.prisma);
    expect(graduatesOf((await read(uniAdmin)).body)).toBe(2);
  });
});
