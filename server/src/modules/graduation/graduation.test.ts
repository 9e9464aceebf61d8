import { beforeAll, describe, expect, it } from 'vitest';
import { GRADUATION_MESSAGES as M } from '@hemis/contracts';
import { JPEG_BYTES, PNG_BYTES, auditEntriesFor } from '../../../../tests/support/records.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n%test transcript\n');

const { test, make } = useTestApp();
let years: { id: number; yearNepali: string }[];
beforeAll(async () => {
  years = await test.app.prisma.fiscalYear.findMany({
    where: { startDateAd: { lte: new Date() } },
    orderBy: { startDateAd: 'desc' },
    take: 6,
    select: { id: true, yearNepali: true },
  });
});

function degree(fields: Record<string, string> = {}) {
  return {
    fiscalYearID: String(years[1]!.id),
    universityName: 'Tribhuvan University',
    applicantNameNep: 'सीता शर्मा',
    doBNepali: '2058-02-10',
    doBEng: '2001-05-23',
    email: 'graduate@mail.test',
    universityIssueNo: 'TU-2082-1001',
    studentRegNo: '7-2-66-0101-2019',
    symbolNoUniversity: '7812345',
    campusRolNo: '101',
    enrolledYear: '2019',
    passedYear: '2023',
    division: 'First',
    gpa: '3.45',
    fatherName: 'Ram Sharma',
    motherName: 'Gita Sharma',
    contactNo: '9841000001',
    edj: '',
    remarks: '',
    issueDateEng: '2024-01-15',
    issueDateNep: '2080-10-01',
    studentType: 'regular',
    ...fields,
  };
}

function send(request: ReturnType<ReturnType<typeof asUser>['post']>, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

async function campusWithStudents(count: number) {
  const setup = await campusWithProgram(make);
  const students = [];
  for (let index = 0; index < count; index += 1) {
    students.push(
      await make.createStudent({ campusId: setup.campus.id, programId: setup.program.id, firstName: `Grad${index}` }),
    );
  }
  return { ...setup, students };
}

describe('graduation of enrolled students', () => {
  it('graduates a student once with files, takes them off the active lists, and answers the contract’s record', async () => {
    const { admin, program, students } = await campusWithStudents(1);
    const student = students[0]!;
    const created = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplicationForStudent'), {
      ...degree(),
      studentID: String(student.id),
    })
      .attach('uploadPPSizePhoto', JPEG_BYTES, 'photo.jpg')
      .attach('uploadTranscript', PDF_BYTES, 'transcript.pdf')
      .field('uploadReceipt', '')
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('graduated');

    const one = await asUser(test, admin).get(`/api/Graduation/${created.body.id}`).expect(200);
    expect(one.body).toMatchObject({
      studentID: student.id,
      studentId: student.id,
      fiscalYearID: years[1]!.id,
      fiscalYear: { yearNepali: years[1]!.yearNepali },
      programMgmtId: program.id,
      programName: program.programName,
      applicantNameEng: `${student.firstName} ${student.lastName}`.toUpperCase(),
      applicantNameNep: 'सीता शर्मा',
      campusRolNo: '101',
      enrolledYear: 2019,
      passedYear: 2023,
      gpa: 3.45,
      doBEng: '2001-05-23',
      studentType: 'regular',
      uploadPPSizePhoto: `/api/Graduation/${created.body.id}/file/uploadPPSizePhoto`,
      uploadTranscript: `/api/Graduation/${created.body.id}/file/uploadTranscript`,
      uploadReceipt: null,
    });
    await asUser(test, admin).get(one.body.uploadTranscript).expect(200).expect('content-type', 'application/pdf');
    const enrolled = await asUser(test, admin)
      .get(`/api/Graduation/GetGraduationApplicationsStudent?programId=${program.id}`)
      .expect(200);
    expect(enrolled.body.map((row: { id: number }) => row.id)).toEqual([created.body.id]);

    await test.app.prisma.student.update({ where: { id: student.id }, data: { status: 'active' } });
    const again = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplicationForStudent'), {
      ...degree(),
      studentID: String(student.id),
    }).expect(409);
    expect(again.body.message).toBe(M.alreadyGraduated);
  });

  it('refuses a passed year before the enrolled year, a GPA out of range and another campus’s student, writing nothing', async () => {
    const { admin, students } = await campusWithStudents(1);
    const student = students[0]!;
    const early = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplicationForStudent'), {
      ...degree({ enrolledYear: '2022', passedYear: '2020', gpa: '120' }),
      studentID: String(student.id),
    }).expect(400);
    expect(early.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.passedYear', message: M.passedBeforeEnrolled }),
        expect.objectContaining({ field: 'body.gpa', message: M.gpaInvalid }),
      ]),
    );
    const elsewhere = await campusWithStudents(0);
    await send(asUser(test, elsewhere.admin).post('/api/Graduation/GenerateGraduationApplicationForStudent'), {
      ...degree(),
      studentID: String(student.id),
    }).expect(404);
    expect(await test.app.prisma.graduationApplication.count({ where: { studentId: student.id } })).toBe(0);
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('active');
  });
});

describe('graduation of old students', () => {
  it('records an old student for a program the campus runs, changes it with a new file, and keeps others', async () => {
    const { admin, program } = await campusWithProgram(make);
    const created = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplication'), {
      ...degree({ studentType: 'old' }),
      campusId: '0',
      programMgmtId: String(program.id),
      applicantNameEng: 'Hari Prasad Koirala',
      gender: 'Male',
      ethinicity: 'Brahman',
      studentAddress: 'Biratnagar-5',
    })
      .attach('uploadPPSizePhoto', PNG_BYTES, 'photo.png')
      .attach('uploadTranscript', PDF_BYTES, 'transcript.pdf')
      .expect(201);
    const changed = await send(asUser(test, admin).put(`/api/Graduation/${created.body.id}`), {
      ...degree({ passedYear: '2024', studentType: 'old' }),
      programMgmtId: String(program.id),
      applicantNameEng: 'Hari Prasad Koirala',
    })
      .attach('uploadTranscript', PDF_BYTES, 'corrected.pdf')
      .expect(200);
    expect(changed.body).toMatchObject({
      applicantNameEng: 'HARI PRASAD KOIRALA',
      gender: 'male',
      ethinicity: 'Brahman',
      passedYear: 2024,
      studentType: 'old',
      studentId: null,
      uploadPPSizePhoto: expect.stringContaining('/file/uploadPPSizePhoto'),
    });
    const [, update] = await auditEntriesFor(test.app.prisma, 'GraduationApplication', created.body.id);
    expect(update?.changes).toMatchObject({
      passedYear: { from: '2023', to: '2024' },
      files: { to: 'uploadTranscript' },
    });
    const all = await asUser(test, admin).get(`/api/Graduation?programId=${program.id}&search=koirala`).expect(200);
    expect(all.body.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
    const formerOnly = await asUser(test, admin)
      .get(`/api/Graduation?programId=${program.id}&studentType=old`)
      .expect(200);
    expect(formerOnly.body.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
    // The enrolled students' list stays theirs whatever the query asks.
    const widened = await asUser(test, admin)
      .get(`/api/Graduation/GetGraduationApplicationsStudent?programId=${program.id}&studentType=old`)
      .expect(200);
    expect(widened.body).toEqual([]);

    const other = await make.createProgram({ universityId: program.universityId });
    const refused = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplication'), {
      ...degree(),
      programMgmtId: String(other.id),
      applicantNameEng: 'Not Here',
    }).expect(400);
    expect(refused.body.message).toBe(M.programNotOfCampus);
  });

  it('hides other campuses’ graduations (404) and refuses readers and staff without the module (403)', async () => {
    const { admin, program } = await campusWithProgram(make);
    const created = await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplication'), {
      ...degree(),
      programMgmtId: String(program.id),
      applicantNameEng: 'Private Person',
    })
      .attach('uploadTranscript', PDF_BYTES, 'transcript.pdf')
      .expect(201);
    const elsewhere = await campusWithProgram(make);
    await asUser(test, elsewhere.admin).get(`/api/Graduation/${created.body.id}`).expect(404);
    await asUser(test, elsewhere.admin).get(`/api/Graduation/${created.body.id}/file/uploadTranscript`).expect(404);
    await send(asUser(test, elsewhere.admin).put(`/api/Graduation/${created.body.id}`), {
      ...degree(),
      programMgmtId: String(program.id),
      applicantNameEng: 'Changed',
    }).expect(404);
    expect((await asUser(test, elsewhere.admin).get('/api/Graduation').expect(200)).body).toEqual([]);
    const reader = await make.createUser({ role: 'Admin' });
    await send(asUser(test, reader).post('/api/Graduation/GenerateGraduationApplication'), degree()).expect(403);
    const clerk = await make.createUser({ role: 'CollegeUser', modules: ['student management'] });
    await asUser(test, clerk).get('/api/Graduation').expect(403);
  });
});

describe('graduations of the last five fiscal years', () => {
  it('counts the graduations of each program by their fiscal year, old students included', async () => {
    const { admin, program, students } = await campusWithStudents(3);
    const chosen = [years[0]!, years[0]!, years[2]!, years[5]!];
    for (const [index, student] of students.entries()) {
      await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplicationForStudent'), {
        ...degree({ fiscalYearID: String(chosen[index]!.id) }),
        studentID: String(student.id),
      }).expect(201);
    }
    await send(asUser(test, admin).post('/api/Graduation/GenerateGraduationApplication'), {
      ...degree({ fiscalYearID: String(chosen[3]!.id) }),
      programMgmtId: String(program.id),
      applicantNameEng: 'Old Graduate',
    }).expect(201);
    const counts = await asUser(test, admin).get('/api/Graduation/GetGraduationOfFiscalYear').expect(200);
    expect(counts.body).toHaveLength(1);
    const shownYears = years.slice(0, 5).reverse();
    expect(counts.body[0]).toEqual({
      programName: program.programName,
      level: expect.any(String),
      faculty: expect.any(String),
      fiscalData: shownYears.map((year) => ({
        year: year.yearNepali,
        count: chosen.filter((picked) => picked.id === year.id).length,
      })),
    });

    // The summary report's filters narrow the table, and it downloads as a verifiable PDF.
    const of = (query: Record<string, string | number>) =>
      asUser(test, admin).get('/api/Graduation/GetGraduationOfFiscalYear').query(query);
    expect((await of({ programId: program.id }).expect(200)).body).toEqual(counts.body);
    expect((await of({ provinceId: 99 }).expect(200)).body).toEqual([]);
    const pdf = await asBytes(of({ format: 'pdf' })).expect(200);
    const [page] = await pdfText(pdf.body as Buffer);
    expect(page).toContain('Graduated in the last five fiscal years');
    expect(page).toContain(program.programName);
    for (const year of shownYears) expect(page).toContain(year.yearNepali);
    expect(page).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);
  });
});
