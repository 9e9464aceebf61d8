import { beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { EMPLOYEE_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let teachingPositionId: number;
let nonTeachingPositionId: number;
beforeAll(async () => {
  const positions = await test.app.prisma.employeePosition.findMany({ orderBy: { id: 'asc' } });
  teachingPositionId = positions.find((position) => position.category === 'Teaching')!.id;
  nonTeachingPositionId = positions.find((position) => position.category === 'Nonteaching')!.id;
});

type Fields = Record<string, string>;
type Files = Record<string, [Buffer, string]>;

/** What the teaching registration stepper sends (api-contract 5.7, create names). */
function teacherForm(overrides: Fields = {}): Fields {
  return {
    campusId: '0',
    employeeType: 'Teaching',
    salutation: 'Dr.',
    CtzIssueDistrict: 'Kathmandu',
    firstName: 'Sita',
    middleName: '',
    lastName: 'Sharma',
    phoneNumber: '9841000001',
    email: 'sita.sharma@example.com',
    gender: 'female',
    ethnicity: 'Brahman',
    religion: 'Hinduism',
    citizenshipNo: '27-01-70-12345',
    maritalStatus: 'Married',
    dateOFBirth: '2040-05-10T00:00:00',
    dateOFBirthAd: '1983-08-26',
    bankName: 'Nepal Bank',
    bankAc: '0010001',
    bankBranch: 'Putalisadak',
    panNo: '300100200',
    nidNo: '',
    employeePositionId: String(teachingPositionId),
    graduatedfrom: 'Tribhuvan University',
    facultyName: 'Management',
    levelName: 'Master',
    programName: 'MBS',
    enrolledYear: '2062',
    PassedYear: '2064',
    fiscalYearId: '',
    departmentId: '',
    sectionId: '0',
    pProvince: 'Bagmati',
    pDistrict: 'Kathmandu',
    pLocalLevel: 'Kathmandu',
    pWardNo: '28',
    pBlockNo: '0',
    pHouseNo: '12',
    pTole: 'Putalisadak',
    isSameAsPermament: 'true',
    position: '',
    facultyId: '',
    joiningType: 'permanent',
    joiningDate: '2075-04-01T00:00:00',
    ...overrides,
  };
}

function multipart(request: supertest.Test, fields: Fields, files: Files = {}) {
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  for (const [key, [bytes, name]] of Object.entries(files)) request.attach(key, bytes, name);
  return request;
}

const register = (user: { id: number }, fields: Fields, files: Files = {}) =>
  multipart(asUser(test, user).post('/api/Employee'), fields, files);

describe('POST /Employee', () => {
  it('registers a teacher of the caller’s campus with address, qualification and photo, and audits personal fields as "[personal]"', async () => {
    const { campus, admin } = await campusAdmin(make);
    const response = await register(admin, teacherForm(), { pPhoto: [PNG_BYTES, 'me.png'] }).expect(201);
    expect(response.body).toMatchObject({
      campusId: campus.id,
      owner: 'campus',
      employeeType: 'Teaching',
      positionType: 'Teaching',
      fullName: 'Dr. Sita Sharma',
      dateOFBirth: '2040-05-10',
      dateOfBirth: '2040-05-10',
      dateOFBirthAd: '1983-08-26',
      joiningDate: '2075-04-01',
      pDistrict: 'Kathmandu',
      tDistrict: 'Kathmandu',
      pWardNo: 28,
      pBlockNo: null,
      isSameAsPermament: true,
      PassedYear: '2064',
      CtzIssueDistrict: 'Kathmandu',
      files: [expect.objectContaining({ kind: 'ppSizePhoto', contentType: 'image/png' })],
    });
    const photo = await asUser(test, admin).get(`/api/Employee/${response.body.id}/file/ppSizePhoto`).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const [entry] = await auditEntriesFor(test.app.prisma, 'Employee', response.body.id);
    expect(entry!.changes).toMatchObject({
      citizenshipNo: '[personal]',
      phoneNumber: '[personal]',
      bankAc: '[personal]',
    });
    expect(JSON.stringify(entry!.changes)).not.toContain('27-01-70-12345');
  });

  it('answers 409 "Employee already exists!" for the same citizenship number at the campus, but not at another campus', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    await register(mine.admin, teacherForm()).expect(201);
    const duplicate = await register(mine.admin, teacherForm({ email: 'other@example.com' })).expect(409);
    expect(duplicate.body.message).toBe(EMPLOYEE_MESSAGES.employeeExists);
    await register(theirs.admin, teacherForm()).expect(201);
  });

  it('answers 400 with a message per field and writes nothing (no file left behind either)', async () => {
    const { campus, admin } = await campusAdmin(make);
    const response = await register(
      admin,
      teacherForm({
        phoneNumber: '12345',
        bankName: '',
        gender: 'unknown',
        employeePositionId: String(nonTeachingPositionId),
        joiningType: '',
        pDistrict: 'Nowhere',
        PassedYear: '2060',
      }),
      { pPhoto: [PNG_BYTES, 'me.png'] },
    ).expect(400);
    const fields = response.body.issues.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['body.phoneNumber', 'body.bankName', 'body.gender']));
    const second = await register(
      admin,
      teacherForm({
        employeePositionId: String(nonTeachingPositionId),
        joiningType: '',
        pDistrict: 'Nowhere',
        PassedYear: '2060',
      }),
    ).expect(400);
    expect(second.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.employeePositionId',
          message: EMPLOYEE_MESSAGES.teachingPositionRequired,
        }),
        expect.objectContaining({ field: 'body.joiningType', message: EMPLOYEE_MESSAGES.joiningTypeRequired }),
        expect.objectContaining({ field: 'body.PassedYear', message: EMPLOYEE_MESSAGES.passedBeforeEnrolled }),
        expect.objectContaining({ field: 'body.pDistrict', message: expect.any(String) }),
      ]),
    );
    expect(await test.app.prisma.employee.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('refuses a file that is not an image by its content (415) and writes nothing', async () => {
    const { campus, admin } = await campusAdmin(make);
    await register(admin, teacherForm(), { pPhoto: [NOT_AN_IMAGE, 'photo.png'] }).expect(415);
    expect(await test.app.prisma.employee.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('registers a non-teaching employee with a section of the campus and a free-text post; another campus’s section is refused', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const section = await test.app.prisma.section.create({
      data: { campusId: mine.campus.id, sectionName: 'Accounts' },
    });
    const foreign = await test.app.prisma.section.create({
      data: { campusId: theirs.campus.id, sectionName: 'Accounts' },
    });
    const form = teacherForm({
      employeeType: 'Administrative',
      employeePositionId: '',
      position: 'Accountant',
      citizenshipNo: '11-22',
      email: 'acc@example.com',
    });
    const refused = await register(mine.admin, { ...form, sectionId: String(foreign.id) }).expect(400);
    expect(refused.body.issues).toMatchObject([{ field: 'body.sectionId', message: EMPLOYEE_MESSAGES.sectionUnknown }]);
    const created = await register(mine.admin, { ...form, sectionId: String(section.id) }).expect(201);
    expect(created.body).toMatchObject({
      employeeType: 'Administrative',
      positionType: 'Nonteaching',
      postName: 'Accountant',
      sectionName: 'Accounts',
    });
  });

  it('registers university staff for a UniAdmin and grants-body (UGC) staff for a SuperAdmin; Admin and Student are refused', async () => {
    const university = await make.createUniversity();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const ownStaff = await register(uniAdmin, teacherForm({ citizenshipNo: 'U-1', email: 'u1@example.com' })).expect(
      201,
    );
    expect(ownStaff.body).toMatchObject({ owner: 'university', campusId: null, universityId: university.id });
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const sectionOfficer = (email: string) =>
      teacherForm({
        employeeType: 'Administrative',
        employeePositionId: '',
        position: 'Section Officer',
        citizenshipNo: 'G-1',
        email,
      });
    const ugc = await register(superAdmin, sectionOfficer('g1@example.com')).expect(201);
    expect(ugc.body).toMatchObject({ owner: 'ugc', campusId: null, universityId: null });
    const again = await register(superAdmin, sectionOfficer('g2@example.com')).expect(409);
    expect(again.body.message).toBe(EMPLOYEE_MESSAGES.employeeExists);
    for (const role of ['Admin', 'UgcAdmin', 'Student'] as const) {
      await register(await make.createUser({ role }), teacherForm()).expect(403);
    }
  });

  it('lets a UniAdmin register for one of its campuses but not for another university’s campus', async () => {
    const { campus } = await campusAdmin(make);
    const other = await campusAdmin(make);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const created = await register(uniAdmin, teacherForm({ campusId: String(campus.id) })).expect(201);
    expect(created.body.campusId).toBe(campus.id);
    const refused = await register(uniAdmin, teacherForm({ campusId: String(other.campus.id) })).expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'body.campusId', message: EMPLOYEE_MESSAGES.campusNotInScope },
    ]);
  });
});

describe('GET and PATCH /Employee/{id}', () => {
  it('edits with the edit form’s names, keeps files sent as placeholders, and answers 404 to another campus', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const { body } = await register(mine.admin, teacherForm(), { ctzFr: [PNG_BYTES, 'front.png'] }).expect(201);
    const edited = await multipart(asUser(test, mine.admin).patch(`/api/Employee/${body.id}`), {
      id: String(body.id),
      firstName: 'Gita',
      dateOfBirth: '2041-01-15T00:00:00',
      isSameAsPermanent: 'false',
      tDistrict: 'Lalitpur',
      tProvince: 'Bagmati',
      citizenshipFront: 'citizenshipFrontValue',
      nidPic: 'nidPicValue',
      admissionYear: 'string',
      workEmail: 'gita@campus.edu.np',
    }).expect(200);
    expect(edited.body).toMatchObject({
      firstName: 'Gita',
      dateOfBirth: '2041-01-15',
      isSameAsPermanent: false,
      tDistrict: 'Lalitpur',
      pDistrict: 'Kathmandu',
      workEmail: 'gita@campus.edu.np',
      files: [expect.objectContaining({ kind: 'citizenshipFront' })],
    });
    await asUser(test, theirs.admin).get(`/api/Employee/${body.id}`).expect(404);
    await multipart(asUser(test, theirs.admin).patch(`/api/Employee/${body.id}`), { firstName: 'X' }).expect(404);
    await asUser(test, theirs.admin).get(`/api/Employee/${body.id}/file/citizenshipFront`).expect(404);
  });

  it('uploads, replaces and removes one document through the documents page’s routes', async () => {
    const { admin } = await campusAdmin(make);
    const employee = await make.createEmployee({
      campusId: (await test.app.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).campusId,
    });
    const put = await asUser(test, admin)
      .put(`/api/Employee/${employee.id}/file/joiningLetter`)
      .attach('file', PNG_BYTES, 'letter.png')
      .expect(200);
    expect(put.body).toEqual([
      expect.objectContaining({ kind: 'joiningLetter', url: `/api/Employee/${employee.id}/file/joiningLetter` }),
    ]);
    await asUser(test, admin)
      .put(`/api/Employee/${employee.id}/file/joiningLetter`)
      .attach('file', NOT_AN_IMAGE, 'letter.pdf')
      .expect(415);
    await asUser(test, admin)
      .put(`/api/Employee/${employee.id}/file/unknownKind`)
      .attach('file', PNG_BYTES, 'x.png')
      .expect(400);
    const removed = await asUser(test, admin).delete(`/api/Employee/${employee.id}/file/joiningLetter`).expect(200);
    expect(removed.body).toEqual([]);
    await asUser(test, admin).get(`/api/Employee/${employee.id}/file/joiningLetter`).expect(404);
  });
});

describe('GET /Employee/GetAllEmployeees', () => {
  it('answers the campus’s employees as an array, and one page with its total, filtered, searched and sorted', async () => {
    const { campus, admin } = await campusAdmin(make);
    await make.createEmployee({ campusId: campus.id, firstName: 'Anil', employeeType: 'Teaching' });
    await make.createEmployee({ campusId: campus.id, firstName: 'Bimala', employeeType: 'Technical' });
    await make.createEmployee({ campusId: campus.id, firstName: 'Chandra', employeeType: 'Administrative' });
    await make.createEmployee({ firstName: 'Elsewhere' });
    const all = await asUser(test, admin).get('/api/Employee/GetAllEmployeees').expect(200);
    expect(all.body.map((row: { firstName: string }) => row.firstName)).toEqual(['Anil', 'Bimala', 'Chandra']);
    expect(all.body[0]).toMatchObject({
      positionType: 'Teaching',
      campus: { campusName: campus.campusName },
      user: null,
    });
    const page = await asUser(test, admin)
      .get('/api/Employee/GetAllEmployeees?page=1&pageSize=1&positionType=Nonteaching&sortBy=name&sortOrder=desc')
      .expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, data: [expect.objectContaining({ firstName: 'Chandra' })] });
    const searched = await asUser(test, admin)
      .get('/api/Employee/GetAllEmployeees?page=1&pageSize=25&search=mal')
      .expect(200);
    expect(searched.body.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Bimala']);
  });

  it('shows a UniAdmin its university’s staff and campuses’ staff, never another university’s', async () => {
    const { campus } = await campusAdmin(make);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const atCampus = await make.createEmployee({ campusId: campus.id });
    const own = await make.createEmployee({ campusId: null, universityId: campus.universityId });
    const elsewhere = await make.createEmployee({ campusId: (await make.createCampus()).id });
    const list = await asUser(test, uniAdmin).get('/api/Employee/GetAllEmployeees').expect(200);
    const ids = list.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([atCampus.id, own.id]));
    expect(ids).not.toContain(elsewhere.id);
    const ownOnly = await asUser(test, uniAdmin).get('/api/Employee/GetAllEmployeees?owner=university').expect(200);
    expect(ownOnly.body.map((row: { id: number }) => row.id)).toEqual([own.id]);
    await asUser(test, uniAdmin).get(`/api/Employee/${elsewhere.id}`).expect(404);
  });

  it('asks the grants body for a campus or a page instead of the whole country at once (400)', async () => {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    await asUser(test, superAdmin).get('/api/Employee/GetAllEmployeees').expect(400);
    await asUser(test, superAdmin).get('/api/Employee/GetAllEmployeees?page=1&pageSize=10').expect(200);
    await asUser(test, superAdmin).get('/api/Employee/GetAllEmployeees?owner=ugc').expect(200);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Employee/GetAllEmployeees')
      .expect(403);
  });
});
