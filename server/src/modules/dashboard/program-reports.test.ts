import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETHNIC_GROUPS } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { programRowCells, reportCounts } from '../../../../tests/support/report-rows.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { SNAPSHOT_MAX_AGE_SECONDS } from '../../lib/report-snapshots.ts';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;

interface Counted {
  campusId: number;
  program: { id: number; programName: string; levelName: string; facultyName: string };
  gender: 'male' | 'female' | 'other';
  ethnicity: string | null;
  fiscalYearId: number;
}

let graduates: Counted[];
let dropouts: Counted[];
let campusA: { id: number };
let campusB: { id: number };
let years: number[];
let users: { adminA: TestUser; uniAdmin: TestUser; reader: TestUser; student: TestUser };

beforeAll(async () => {
  test = await createTestApp();
  make = factoriesFor(test.app.prisma);
  const prisma = test.app.prisma;
  years = (await prisma.fiscalYear.findMany({ orderBy: { startDateAd: 'desc' }, take: 3, select: { id: true } })).map(
    (year) => year.id,
  );
  const university = await make.createUniversity();
  campusA = await make.createCampus({ universityId: university.id });
  campusB = await make.createCampus({ universityId: university.id });
  const programOf = async (campusId: number) => {
    const program = await make.createProgram({ universityId: university.id, runByCampusId: campusId });
    return {
      campusId,
      program: {
        id: program.id,
        programName: program.programName,
        levelName: program.level.levelName,
        facultyName: program.faculty.facultyName,
      },
    };
  };
  const programs = [await programOf(campusA.id), await programOf(campusA.id), await programOf(campusB.id)];
  const genders = ['male', 'female', 'other'] as const;
  const ethnicities = [...ETHNIC_GROUPS, null, 'Sherpa'];
  graduates = [];
  dropouts = [];
  for (let index = 0; index < 36; index += 1) {
    const { campusId, program } = programs[index % 3]!;
    const person: Counted = {
      campusId,
      program,
      gender: genders[index % 3]!,
      ethnicity: ethnicities[index % ethnicities.length]!,
      fiscalYearId: years[index % years.length]!,
    };
    if (index % 2 === 0) {
      graduates.push(person);
      await prisma.graduationApplication.create({
        data: {
          campusId,
          universityId: university.id,
          programId: program.id,
          fiscalYearId: person.fiscalYearId,
          studentType: 'old',
          status: 'graduated',
          applicantNameEng: `GRADUATE ${index}`,
          gender: person.gender,
          ethnicity: person.ethnicity,
          enrolledYear: 2015,
          passedYear: 2019,
        },
      });
    } else {
      dropouts.push(person);
      const student = await make.createStudent({
        campusId,
        programId: program.id,
        gender: person.gender,
        ethnicity: person.ethnicity ?? undefined,
        status: 'droppedOut',
      });
      await prisma.dropout.create({
        data: {
          studentId: student.id,
          campusId,
          universityId: university.id,
          fiscalYearId: person.fiscalYearId,
          reason: 'Moved abroad',
          dateOfEntry: new Date('2024-01-01'),
          dateOfEntryBs: '2080-09-16',
        },
      });
    }
  }
  // A graduation still waiting for verification counts nowhere.
  await prisma.graduationApplication.create({
    data: {
      campusId: campusA.id,
      universityId: university.id,
      programId: programs[0]!.program.id,
      fiscalYearId: years[0]!,
      studentType: 'old',
      status: 'pending',
      applicantNameEng: 'PENDING',
      gender: 'male',
      enrolledYear: 2015,
      passedYear: 2019,
    },
  });
  users = {
    adminA: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: university.id }),
    reader: await make.createUser({ role: 'UgcAdmin' }),
    student: await make.createUser({ role: 'Student' }),
  };
});
afterAll(() => test.close());

/** The rows the reports should answer, counted here from what was seeded, ordered as they list them. */
function expectedRows(people: Counted[]) {
  const programs = [...new Map(people.map((person) => [person.program.id, person.program])).values()];
  return programs
    .map((program) => {
      const of = people.filter((person) => person.program.id === program.id);
      return {
        level: program.levelName,
        faculty: program.facultyName,
        program: program.programName,
        ...reportCounts(of),
      };
    })
    .sort((a, b) => (a.level + a.faculty + a.program < b.level + b.faculty + b.program ? -1 : 1));
}

const sorted = (rows: { level: string; faculty: string; program: string }[]) =>
  [...rows].sort((a, b) => (a.level + a.faculty + a.program < b.level + b.faculty + b.program ? -1 : 1));

describe('program reports', () => {
  it('counts a campus’s and a university’s graduates per program by gender and ethnic group, as seeded', async () => {
    for (const [who, user, people] of [
      ['a campus', users.adminA, graduates.filter((person) => person.campusId === campusA.id)],
      ['the university', users.uniAdmin, graduates],
    ] as const) {
      for (const url of [
        '/api/Dashboard/College/GetGraduationByGender',
        '/api/Dashboard/College/GetGraduationByEthnicity',
      ]) {
        const response = await asUser(test, user).get(url).expect(200);
        expect(sorted(response.body), `${who} ${url}`).toEqual(expectedRows(people));
      }
    }
  });

  it('narrows graduates by fiscal year and campus type, and dropouts by fiscal year and level', async () => {
    const year = years[1]!;
    const inYear = await asUser(test, users.uniAdmin)
      .get('/api/Dashboard/College/GetGraduationByGender')
      .query({ fiscalyearid: year, campustype: '', universityId: '' })
      .expect(200);
    expect(sorted(inYear.body)).toEqual(expectedRows(graduates.filter((person) => person.fiscalYearId === year)));

    const dropped = await asUser(test, users.uniAdmin).get('/api/Dashboard/GetStudentsDropOutReport').expect(200);
    expect(sorted(dropped.body)).toEqual(expectedRows(dropouts));
    const level = await test.app.prisma.program.findUniqueOrThrow({ where: { id: dropouts[0]!.program.id } });
    const ofLevel = await asUser(test, users.uniAdmin)
      .get('/api/Dashboard/GetStudentsDropOutReport')
      .query({ fiscalyearid: dropouts[0]!.fiscalYearId, LevelId: level.levelId, campusId: '', uniId: '' })
      .expect(200);
    expect(sorted(ofLevel.body)).toEqual(
      expectedRows(
        dropouts.filter(
          (person) =>
            person.program.id === dropouts[0]!.program.id && person.fiscalYearId === dropouts[0]!.fiscalYearId,
        ),
      ),
    );
  });

  it('never shows another campus’s figures, and refuses students', async () => {
    const ofCampus = await asUser(test, users.adminA)
      .get('/api/Dashboard/GetStudentsDropOutReport')
      .query({ campusId: campusB.id })
      .expect(200);
    expect(ofCampus.body).toEqual([]);
    const national = await asUser(test, users.reader)
      .get('/api/Dashboard/GetStudentsDropOutReport')
      .query({ uniId: 0 })
      .expect(200);
    expect(national.body.length).toBeGreaterThanOrEqual(3);
    await asUser(test, users.student).get('/api/Dashboard/GetStudentsDropOutReport').expect(403);
  });

  it('downloads the same rows as CSV with a byte-order mark, as a workbook of numbers, and as a verifiable PDF', async () => {
    const expected = expectedRows(dropouts.filter((person) => person.campusId === campusA.id));
    const csv = await asBytes(
      asUser(test, users.adminA).get('/api/Dashboard/GetStudentsDropOutReport').query({ format: 'csv' }),
    ).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="dropout-report.csv"');
    const text = (csv.body as Buffer).toString('utf-8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      ['Level', 'Faculty', 'Program', 'Male', 'Female', 'Others', 'Total', ...ETHNIC_GROUPS].join(','),
    );
    expect(lines.slice(1).sort()).toEqual(expected.map((row) => programRowCells(row).join(',')).sort());

    const xlsx = await asBytes(
      asUser(test, users.adminA).get('/api/Dashboard/GetStudentsDropOutReport').query({ format: 'xlsx' }),
    ).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(7).value).toBe('Total');
    const totals = [];
    for (let row = 2; row <= sheet.rowCount; row += 1) totals.push(sheet.getRow(row).getCell(7).value);
    expect(totals.sort()).toEqual(expected.map((row) => row.total).sort());
    expect(typeof totals[0]).toBe('number');

    const year = await test.app.prisma.fiscalYear.findUniqueOrThrow({ where: { id: years[0]! } });
    const pdf = await asBytes(
      asUser(test, users.adminA)
        .get('/api/Dashboard/GetStudentsDropOutReport')
        .query({ format: 'pdf', fiscalYearId: year.id }),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(pdf.body as Buffer);
    expect(page).toContain('Dropout report');
    expect(page).toContain(`Fiscal year ${year.yearNepali} (B.S.)`);
    const code = /((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(page!)![1]!.replaceAll('-', '');
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body).toMatchObject({
      kind: 'report',
      status: 'valid',
    });

    const refused = await asUser(test, users.adminA)
      .get('/api/Dashboard/GetStudentsDropOutReport')
      .query({ format: 'docx' })
      .expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'querystring.format', message: 'Format must be pdf, xlsx or csv' },
    ]);
  });

  it('serves a university its dropouts as counted a few minutes ago, saying when, and a campus its own counted live', async () => {
    const prisma = test.app.prisma;
    const counted = dropouts.find((person) => person.campusId === campusA.id)!;
    const { facultyId } = await prisma.program.findUniqueOrThrow({ where: { id: counted.program.id } });
    const read = (user: TestUser) =>
      asUser(test, user).get('/api/Dashboard/GetStudentsDropOutReport').query({ facultyId }).expect(200);
    const totalOf = (rows: { program: string; total: number }[]) =>
      rows.find((row) => row.program === counted.program.programName)?.total ?? 0;
    const first = await read(users.uniAdmin);
    expect(Date.now() - Date.parse(first.headers['x-figures-as-of']!)).toBeLessThan(60_000);
    const campusBefore = await read(users.adminA);
    expect(campusBefore.headers['x-figures-as-of']).toBeUndefined();

    const student = await make.createStudent({
      campusId: campusA.id,
      programId: counted.program.id,
      gender: 'male',
      status: 'droppedOut',
    });
    await prisma.dropout.create({
      data: {
        studentId: student.id,
        campusId: campusA.id,
        universityId: (await prisma.campus.findUniqueOrThrow({ where: { id: campusA.id } })).universityId,
        fiscalYearId: counted.fiscalYearId,
        reason: 'Moved abroad',
        dateOfEntry: new Date('2024-01-01'),
        dateOfEntryBs: '2080-09-16',
      },
    });
    dropouts.push({ ...counted, gender: 'male', ethnicity: null });

    const kept = await read(users.uniAdmin);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['x-figures-as-of']).toBe(first.headers['x-figures-as-of']);
    expect(totalOf((await read(users.adminA)).body)).toBe(totalOf(campusBefore.body) + 1);

    await prisma.$executeRaw`
      UPDATE "ReportSnapshot" SET "computedAt" = now() - make_interval(secs => ${SNAPSHOT_MAX_AGE_SECONDS + 1})`;
    const recounted = await read(users.uniAdmin);
    expect(totalOf(recounted.body)).toBe(totalOf(first.body) + 1);
    expect(Date.parse(recounted.headers['x-figures-as-of']!)).toBeGreaterThan(
      Date.parse(first.headers['x-figures-as-of']!),
    );
  });
});
