import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHOLARSHIP_MESSAGES as M } from '@hemis/contracts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { NOT_AN_IMAGE, PNG_BYTES, auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let fiscalYearId: number;
beforeAll(async () => {
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

async function campusWithStudents(count: number) {
  const setup = await campusWithProgram(make);
  const students = [];
  for (let index = 0; index < count; index += 1) {
    students.push(
      await make.createStudent({
        campusId: setup.campus.id,
        programId: setup.program.id,
        firstName: `Scholar${index}`,
      }),
    );
  }
  return { ...setup, students };
}

/** The multipart form the assign dialog sends (api-contract 5.6). */
function scholarshipForm(fields: Record<string, string>) {
  return {
    campusId: '0',
    providedBy: 'Campus',
    scholarshipGivenTo: 'Student Account',
    scholarshipName: 'Merit',
    scholarshipType: 'Scholarship',
    fiscalYearId: String(fiscalYearId),
    dateOfEntry: '2082-04-15',
    remarks: '',
    amount: '15000',
    scholarshipPercentage: '0',
    isAmount: 'true',
    isScholarship: 'true',
    ...fields,
  };
}

function send(request: ReturnType<ReturnType<typeof asUser>['post']>, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(scholarshipForm(fields))) request.field(name, value);
  return request;
}

describe('scholarships and discounts', () => {
  it('gives a scholarship by amount with its application and a discount by percentage, lists and filters them', async () => {
    const { admin, program, students } = await campusWithStudents(2);
    const [first, second] = students;
    const given = await send(asUser(test, admin).post('/api/Scholarship'), { studentId: String(first!.id) })
      .attach('applicationFile', PNG_BYTES, 'application.png')
      .expect(201);
    expect(given.body).toMatchObject({
      studentId: first!.id,
      scholarshipType: 'Scholarship',
      isScholarship: true,
      isAmount: true,
      amount: 15000,
      scholarshipPercentage: null,
      dateOfEntry: '2082-04-15',
      programName: program.programName,
      applicationFile: `/api/Scholarship/${given.body.id}/application`,
    });
    await asUser(test, admin).get(given.body.applicationFile).expect(200).expect('content-type', 'image/png');
    await send(asUser(test, admin).post('/api/Scholarship'), {
      studentId: String(second!.id),
      scholarshipType: 'Discount',
      isScholarship: 'false',
      scholarshipName: 'Sibling discount',
      isAmount: 'false',
      amount: '0',
      scholarshipPercentage: '25',
    }).expect(201);

    const all = await asUser(test, admin)
      .get(`/api/Scholarship/filter?programId=${program.id}&page=1&pageSize=10`)
      .expect(200);
    expect(all.body.totalCount).toBe(2);
    const discounts = await asUser(test, admin)
      .get(`/api/Scholarship/filter?programId=${program.id}&scholarshipType=Discount`)
      .expect(200);
    expect(discounts.body.scholarships).toEqual([
      expect.objectContaining({ studentId: second!.id, isAmount: false, scholarshipPercentage: 25, amount: null }),
    ]);
  });

  it('exports the scholarship report as a spreadsheet with the amounts as numbers', async () => {
    const { admin, program, students } = await campusWithStudents(2);
    for (const [index, student] of students.entries()) {
      await send(asUser(test, admin).post('/api/Scholarship'), {
        studentId: String(student.id),
        amount: String(10000 + index * 2500.5),
      }).expect(201);
    }
    const file = await asBytes(
      asUser(test, admin).get(`/api/Scholarship/filter/xlsx?programId=${program.id}&scholarshipType=Scholarship`),
    ).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body);
    const sheet = workbook.getWorksheet('Scholarship Report')!;
    expect(sheet.getRow(1).getCell(10).value).toBe('Amount (Rs.)');
    const amounts = [sheet.getRow(2).getCell(10).value, sheet.getRow(3).getCell(10).value];
    expect(amounts.sort()).toEqual([10000, 12500.5]);
  });

  it('changes a scholarship to a percentage and replaces its application, auditing what changed', async () => {
    const { admin, students } = await campusWithStudents(1);
    const given = await send(asUser(test, admin).post('/api/Scholarship'), {
      studentId: String(students[0]!.id),
    }).expect(201);
    const changed = await send(asUser(test, admin).put(`/api/Scholarship/${given.body.id}`), {
      studentId: String(students[0]!.id),
      isAmount: 'false',
      scholarshipPercentage: '50',
    })
      .attach('applicationFile', PNG_BYTES, 'new.png')
      .expect(200);
    expect(changed.body).toMatchObject({ isAmount: false, scholarshipPercentage: 50, amount: null });
    const [, update] = await auditEntriesFor(test.app.prisma, 'Scholarship', given.body.id);
    expect(update?.changes).toMatchObject({
      isAmount: { from: 'true', to: 'false' },
      percentage: { from: '', to: '50' },
      application: { from: '', to: 'application.png' },
    });
  });

  it('refuses bad input with nothing written, other campuses (404), students not active (409) and readers (403)', async () => {
    const { admin, students } = await campusWithStudents(2);
    const [student, gone] = students;
    const noAmount = await send(asUser(test, admin).post('/api/Scholarship'), {
      studentId: String(student!.id),
      amount: '0',
    }).expect(400);
    expect(noAmount.body.issues).toContainEqual(
      expect.objectContaining({ field: 'body.amount', message: M.amountRequired }),
    );
    const tooMuch = await send(asUser(test, admin).post('/api/Scholarship'), {
      studentId: String(student!.id),
      isAmount: 'false',
      scholarshipPercentage: '120',
    }).expect(400);
    expect(tooMuch.body.issues).toContainEqual(
      expect.objectContaining({ field: 'body.scholarshipPercentage', message: M.percentageInvalid }),
    );
    await send(asUser(test, admin).post('/api/Scholarship'), {
      studentId: String(student!.id),
      scholarshipType: 'Gift',
      scholarshipGivenTo: 'Somebody',
      fiscalYearId: '999999',
    }).expect(400);
    await send(asUser(test, admin).post('/api/Scholarship'), { studentId: String(student!.id) })
      .attach('applicationFile', NOT_AN_IMAGE, 'application.png')
      .expect(415);
    expect(await test.app.prisma.scholarship.count({ where: { studentId: student!.id } })).toBe(0);

    await test.app.prisma.student.update({ where: { id: gone!.id }, data: { status: 'droppedOut' } });
    await send(asUser(test, admin).post('/api/Scholarship'), { studentId: String(gone!.id) }).expect(409);

    const given = await send(asUser(test, admin).post('/api/Scholarship'), { studentId: String(student!.id) }).expect(
      201,
    );
    const elsewhere = await campusWithStudents(0);
    await send(asUser(test, elsewhere.admin).post('/api/Scholarship'), { studentId: String(student!.id) }).expect(404);
    await send(asUser(test, elsewhere.admin).put(`/api/Scholarship/${given.body.id}`), {
      studentId: String(student!.id),
    }).expect(404);
    expect((await asUser(test, elsewhere.admin).get('/api/Scholarship/filter').expect(200)).body.totalCount).toBe(0);
    await asUser(test, elsewhere.admin).get(`/api/Scholarship/${given.body.id}/application`).expect(404);
    const reader = await make.createUser({ role: 'UgcAdmin' });
    await send(asUser(test, reader).post('/api/Scholarship'), { studentId: String(student!.id) }).expect(403);
    const clerk = await make.createUser({ role: 'CollegeUser', modules: ['student management'] });
    await asUser(test, clerk).get('/api/Scholarship/filter').expect(403);
  });
});
