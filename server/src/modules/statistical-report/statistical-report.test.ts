import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMIC_YEARS,
  SEMESTERS,
  STATISTICAL_REPORT_MESSAGES as M,
  STATISTICAL_REPORT_SECTIONS,
  printedRupees,
  readableArea,
  type EnrollmentSystem,
  type GenderCounts,
} from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfCopiedText, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import {
  expectedFinance,
  expectedInfrastructure,
  expectedResearch,
  summaryRecordsFor,
} from '../../../../tests/support/summary-records.ts';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;

type Gender = 'male' | 'female' | 'other';

interface Program {
  id: number;
  system: EnrollmentSystem;
  campusId: number;
  universityId: number;
  level: string;
  faculty: string;
  program: string;
}

/** A seeded student, as the test knows it; `counted` when active and verified. */
interface Seeded {
  program: Program;
  gender: Gender;
  period: string | null;
  fiscalYearId: number;
  counted: boolean;
}

let seeded: Seeded[];
let programs: Program[];
let years: { id: number; yearNepali: string }[];
let place: { universityA: number; universityB: number; campusA: number; campusA2: number; campusB: number };
let users: {
  campusAdmin: TestUser;
  otherCampusAdmin: TestUser;
  uniAdmin: TestUser;
  grantsBody: TestUser;
  student: TestUser;
  withoutReports: TestUser;
};
let staff: { post: string; teachersAtA: number };

const GENDERS: Gender[] = ['male', 'female', 'other'];

beforeAll(async () => {
  test = await createTestApp();
  make = factoriesFor(test.app.prisma);
  const prisma = test.app.prisma;
  years = await prisma.fiscalYear.findMany({
    orderBy: { startDateAd: 'desc' },
    take: 2,
    select: { id: true, yearNepali: true },
  });
  const universityA = await make.createUniversity();
  const universityB = await make.createUniversity();
  const campusA = await make.createCampus({ universityId: universityA.id });
  const campusA2 = await make.createCampus({ universityId: universityA.id });
  const campusB = await make.createCampus({ universityId: universityB.id });
  place = {
    universityA: universityA.id,
    universityB: universityB.id,
    campusA: campusA.id,
    campusA2: campusA2.id,
    campusB: campusB.id,
  };

  const programAt = async (campus: { id: number; universityId: number }, system: EnrollmentSystem) => {
    const created = await make.createProgram({
      universityId: campus.universityId,
      runByCampusId: campus.id,
      programType: system,
    });
    return {
      id: created.id,
      system,
      campusId: campus.id,
      universityId: campus.universityId,
      level: created.level.levelName,
      faculty: created.faculty.facultyName,
      program: created.programName,
    };
  };
  programs = [
    await programAt(campusA, 'annual'),
    await programAt(campusA, 'semester'),
    await programAt(campusA2, 'annual'),
    await programAt(campusB, 'semester'),
    await programAt(campusB, 'annual'),
  ];

  seeded = [];
  for (const [index, program] of programs.entries()) {
    const periods: (string | null)[] = [...(program.system === 'annual' ? ACADEMIC_YEARS : SEMESTERS), null];
    for (let n = 0; n < 14 + index; n += 1) {
      const person: Seeded = {
        program,
        gender: GENDERS[(n + index) % 3]!,
        // Uneven on purpose: early periods hold more students than late ones.
        period: periods[(n * n + index) % periods.length]!,
        fiscalYearId: years[n % 5 === 4 ? 1 : 0]!.id,
        counted: n % 7 !== 6,
      };
      const student = await make.createStudent({
        campusId: program.campusId,
        programId: program.id,
        gender: person.gender,
        // Not counted: an unverified student, or a verified one who dropped out.
        isVerified: person.counted || n % 2 === 1,
        status: person.counted || n % 2 === 0 ? 'active' : 'droppedOut',
      });
      await prisma.student.update({
        where: { id: student.id },
        data: {
          fiscalYearId: person.fiscalYearId,
          year: program.system === 'annual' ? (person.period as never) : null,
          semester: program.system === 'semester' ? (person.period as never) : null,
        },
      });
      seeded.push(person);
    }
  }

  const position = await prisma.employeePosition.findFirstOrThrow({
    where: { category: 'Teaching' },
    orderBy: { id: 'asc' },
  });
  staff = { post: position.postName, teachersAtA: 3 };
  for (let n = 0; n < staff.teachersAtA; n += 1)
    await make.createEmployee({ campusId: campusA.id, gender: GENDERS[n % 3]!, employeePositionId: position.id });
  // Another campus's teachers never count at campus A.
  const elsewhere = await make.createEmployee({ campusId: campusB.id, employeePositionId: position.id });

  // Sections 5 to 7 of campus A: research of the year and the one before, its registers (an
  // archived record beside them), and its income and expenditure with a cancelled entry.
  // Campus A2 and university B record none of them.
  const records = summaryRecordsFor(prisma);
  // Led by campus B's teacher, so campus A's staff stay as counted above.
  const research = { campusId: campusA.id, employeeId: elsewhere.id };
  await records.addResearch({
    ...research,
    fiscalYearId: years[0]!.id,
    activityType: 'Research',
    fundedAmount: '150000.50',
    published: true,
  });
  await records.addResearch({
    ...research,
    fiscalYearId: years[0]!.id,
    activityType: 'Fellowship',
    fundedAmount: '80000',
  });
  await records.addResearch({
    ...research,
    fiscalYearId: years[1]!.id,
    activityType: 'Publication',
    fundedAmount: '777',
  });
  await records.addLand(campusA.id, { totalArea: '2-0-0-0', unit: 'ropani', squareMetres: '1017.47409408' });
  const block = await records.addBuilding(campusA.id, { built: '2500.50', classrooms: 12 });
  await records.addBuilding(campusA.id, { classrooms: 90, archived: true });
  await records.addLab(campusA.id, block.id, { labType: 'Physics', adequate: true });
  await records.addHostel(campusA.id, block.id, { hostelType: 'girls', seats: 30 });
  await records.addFacility(campusA.id, { facilityType: 'Drinking water', available: true, adequate: true });
  const income = await records.addFinanceHead({ headType: 'Income' });
  const capital = await records.addFinanceHead({ headType: 'Expenditure', expenditureType: 'Capital' });
  const entry = { campusId: campusA.id, fiscalYearId: years[0]!.id };
  await records.addFinanceEntry({ ...entry, financeHeadId: income.id, amount: '500000.50' });
  await records.addFinanceEntry({ ...entry, financeHeadId: income.id, amount: '250000' });
  await records.addFinanceEntry({ ...entry, financeHeadId: capital.id, amount: '1200000' });
  await records.addFinanceEntry({ ...entry, financeHeadId: capital.id, amount: '999999', cancelled: true });
  await records.addFinanceEntry({ ...entry, fiscalYearId: years[1]!.id, financeHeadId: income.id, amount: '7' });

  users = {
    campusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    otherCampusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: universityA.id }),
    grantsBody: await make.createUser({ role: 'UgcAdmin' }),
    student: await make.createUser({ role: 'Student' }),
    withoutReports: await make.createUser({
      role: 'CollegeUser',
      campusId: campusA.id,
      modules: ['dashboard', 'student management'],
    }),
  };
});
afterAll(() => test.close());

const NONE: GenderCounts = { male: 0, female: 0, other: 0, total: 0 };

function countsOf(people: Seeded[]): GenderCounts {
  const count = (gender: Gender) => people.filter((person) => person.gender === gender).length;
  return { male: count('male'), female: count('female'), other: count('other'), total: people.length };
}

/** The rows the report should answer, counted here from what was seeded. */
interface ExpectedRow extends GenderCounts {
  level: string;
  faculty: string;
  program: string;
  notRecorded: GenderCounts;
  years?: Record<string, GenderCounts>;
  semesters?: Record<string, GenderCounts>;
}

function expectedRows(system: EnrollmentSystem, where: (person: Seeded) => boolean): ExpectedRow[] {
  const people = seeded.filter((person) => person.counted && person.program.system === system && where(person));
  const periods = system === 'annual' ? ACADEMIC_YEARS : SEMESTERS;
  return programs
    .filter((program) => people.some((person) => person.program.id === program.id))
    .map((program) => {
      const of = people.filter((person) => person.program.id === program.id);
      return {
        level: program.level,
        faculty: program.faculty,
        program: program.program,
        ...countsOf(of),
        notRecorded: of.some((person) => person.period === null)
          ? countsOf(of.filter((person) => person.period === null))
          : NONE,
        [system === 'annual' ? 'years' : 'semesters']: Object.fromEntries(
          periods.map((period) => [period, countsOf(of.filter((person) => person.period === period))]),
        ),
      };
    })
    .sort(byName);
}

const byName = (a: { program: string }, b: { program: string }) => (a.program < b.program ? -1 : 1);
const ours = (rows: { program: string }[]) =>
  rows.filter((row) => programs.some((program) => program.program === row.program)).sort(byName);

const URLS = {
  annual: '/api/Dashboard/GetAnnualProgramReport',
  semester: '/api/Dashboard/GetSemesterProgramReport',
} as const;

const issuedDocuments = () => test.app.prisma.issuedDocument.count();

describe('program enrollment by year and by semester', () => {
  it('counts a campus’s, a university’s and the country’s students per program, period and gender, as seeded', async () => {
    const year = years[0]!.id;
    for (const system of ['annual', 'semester'] as const) {
      const campus = await asUser(test, users.campusAdmin).get(URLS[system]).query({ fiscalyearid: year }).expect(200);
      expect(campus.body.sort(byName), `campus ${system}`).toEqual(
        expectedRows(system, (person) => person.program.campusId === place.campusA && person.fiscalYearId === year),
      );

      const university = await asUser(test, users.uniAdmin).get(URLS[system]).expect(200);
      expect(university.body.sort(byName), `university ${system}`).toEqual(
        expectedRows(system, (person) => person.program.universityId === place.universityA),
      );

      const country = await asUser(test, users.grantsBody).get(URLS[system]).query({ fiscalYearId: year }).expect(200);
      // Read for more than one campus, the figures come from a recent count and say when it was.
      expect(Date.parse(country.headers['x-figures-as-of']!)).toBeLessThanOrEqual(Date.now());
      expect(ours(country.body), `country ${system}`).toEqual(
        expectedRows(system, (person) => person.fiscalYearId === year),
      );

      const chosen = await asUser(test, users.grantsBody)
        .get(URLS[system])
        .query({ universityId: place.universityB, campusType: '' })
        .expect(200);
      expect(chosen.body.sort(byName), `one university ${system}`).toEqual(
        expectedRows(system, (person) => person.program.universityId === place.universityB),
      );
    }
  });

  it('never shows another campus’s students, even when a campus names it', async () => {
    const named = await asUser(test, users.campusAdmin)
      .get(URLS.semester)
      .query({ campusId: place.campusB })
      .expect(200);
    expect(named.body).toEqual([]);
    const own = await asUser(test, users.otherCampusAdmin).get(URLS.annual).expect(200);
    expect(own.body.map((row: { program: string }) => row.program)).toEqual(
      programs
        .filter((program) => program.campusId === place.campusB && program.system === 'annual')
        .map((p) => p.program),
    );
  });

  it('refuses bad filters with a message per field, writing nothing, and refuses readers without the report module', async () => {
    const before = await issuedDocuments();
    const bad = await asUser(test, users.campusAdmin)
      .get(URLS.annual)
      .query({ fiscalyearid: 'abc', format: 'pdf' })
      .expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['querystring.fiscalYearId']);
    await asUser(test, users.campusAdmin).get(URLS.semester).query({ format: 'docx' }).expect(400);
    expect(await issuedDocuments()).toBe(before);

    await asUser(test, users.student).get(URLS.annual).expect(403);
    await asUser(test, users.withoutReports).get(URLS.semester).expect(403);
    await asUser(test, users.withoutReports).get('/api/StatisticalReport/pdf').query({ fiscalYearId: 1 }).expect(403);
  });

  it('downloads an enrollment table as CSV, one line per program and period and a total per program', async () => {
    const csv = await asBytes(
      asUser(test, users.campusAdmin).get(URLS.annual).query({ format: 'csv', fiscalYearId: years[0]!.id }),
    ).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="enrollment-in-annual-programs.csv"');
    const lines = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Level,Faculty,Program,Year,Male,Female,Other,Total');
    const [row] = expectedRows(
      'annual',
      (person) => person.program.campusId === place.campusA && person.fiscalYearId === years[0]!.id,
    );
    const prefix = `${row!.level},${row!.faculty},${row!.program}`;
    const first = row!.years!.First!;
    expect(lines).toContain(`${prefix},First year,${first.male},${first.female},${first.other},${first.total}`);
    expect(lines).toContain(`${prefix},All years,${row!.male},${row!.female},${row!.other},${row!.total}`);
  });
});

describe('staff by post for the statistical report', () => {
  it('reads one university of the grants body’s scope, and nothing of a university outside a reader’s', async () => {
    const ofUniversity = await asUser(test, users.grantsBody)
      .get('/api/Employee/Report/GetTeachingStaffByPostSummary')
      .query({ universityId: place.universityA })
      .expect(200);
    expect(ofUniversity.body).toEqual([
      expect.objectContaining({ position: staff.post, grandTotal: staff.teachersAtA }),
    ]);
    const elsewhere = await asUser(test, users.uniAdmin)
      .get('/api/Employee/Report/GetTeachingStaffByPostSummary')
      .query({ universityId: place.universityB })
      .expect(200);
    expect(elsewhere.body).toEqual([]);
  });
});

/** A page's text without spaces or line breaks: a table's cells read in order whatever their wrapping. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The lines a PDF's sections 5 to 7 print for a place's totals, worked out from its records. */
async function summaryLines(where: { universityId?: number }, fiscalYearId: number) {
  const prisma = test.app.prisma;
  const [research, infrastructure, finance] = await Promise.all([
    expectedResearch(prisma, where, fiscalYearId),
    expectedInfrastructure(prisma, where),
    expectedFinance(prisma, where, fiscalYearId),
  ]);
  const { total } = research;
  return [
    `All activities${total.count}${total.published}${printedRupees(total.fundedAmount)}`,
    `Classrooms${infrastructure.totals.buildings.classrooms.toLocaleString('en-IN')}`,
    `Land area (m²)${readableArea(infrastructure.totals.land.squareMetres)}`,
    ...finance.kinds.map(
      (kind) => `Total ${kind.label.toLowerCase()}${kind.entries.toLocaleString('en-IN')}${printedRupees(kind.total)}`,
    ),
  ];
}

describe('the statistical report as one PDF', () => {
  it('prints sections 5 to 7 of a university and of the country from their records', async () => {
    const year = years[0]!;
    for (const where of [{ universityId: place.universityA }, {}]) {
      const response = await asBytes(
        asUser(test, users.grantsBody)
          .get('/api/StatisticalReport/pdf')
          .query({ fiscalYearId: year.id, ...where }),
      ).expect(200);
      const text = squeezed((await pdfText(response.body as Buffer)).join('\n'));
      for (const line of await summaryLines(where, year.id)) expect(text, line).toContain(squeezed(line));
    }
  });

  it('prints every section of a campus’s year: its figures, its staff, and what is not recorded yet', async () => {
    const year = years[0]!;
    const before = await issuedDocuments();
    const response = await asBytes(
      asUser(test, users.campusAdmin).get('/api/StatisticalReport/pdf').query({ fiscalyearid: year.id }),
    ).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statistical-report.pdf"');
    expect(await issuedDocuments()).toBe(before + 1);
    const pages = await pdfText(response.body as Buffer);
    const text = pages.join('\n');
    for (const page of pages) expect(page).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);
    const campus = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: place.campusA } });
    expect(text).toContain(campus.campusName);
    expect(text).toContain(`Fiscal year ${year.yearNepali} (B.S.)`);
    for (const section of STATISTICAL_REPORT_SECTIONS) expect(text).toContain(section.title);

    const inYear = (person: Seeded) => person.program.campusId === place.campusA && person.fiscalYearId === year.id;
    for (const system of ['annual', 'semester'] as const) {
      const [row] = expectedRows(system, inYear);
      const unit = system === 'annual' ? 'year' : 'semester';
      const byPeriod = row![system === 'annual' ? 'years' : 'semesters']!;
      const [period, counts] = Object.entries(byPeriod).find(([, entry]) => entry.total > 0)!;
      const cells = (label: string, figures: GenderCounts) =>
        squeezed(
          [
            row!.level,
            row!.faculty,
            row!.program,
            label,
            figures.male,
            figures.female,
            figures.other,
            figures.total,
          ].join(''),
        );
      expect(squeezed(text)).toContain(cells(`${period} ${unit}`, counts));
      expect(squeezed(text)).toContain(cells(`All ${unit}s`, row!));
    }
    expect(squeezed(text)).toContain(squeezed(`${staff.post}${staff.teachersAtA}`));
    expect(text).toContain(M.noStaff);

    // Section 5: the year's research (last year's publication left out), funded amounts exact.
    expect(squeezed(text)).toContain(squeezed('Research 1 1 1,50,000.50'));
    expect(squeezed(text)).toContain(squeezed('Fellowship1080,000.00'));
    expect(squeezed(text)).toContain(squeezed('Publication000.00'));
    expect(squeezed(text)).toContain(squeezed('All activities212,30,000.50'));
    // Section 6: the registers in use as they stand (the archived building's 90 classrooms left out).
    expect(squeezed(text)).toContain(squeezed(M.infrastructureAsRecorded));
    for (const line of [
      'Land area (m²)1,017.47',
      'Land area (ropani-aana-paisa-daam)2-0-0-0',
      'Buildings1',
      'Built area (sq ft)2,500.50',
      'Classrooms12',
      'Labs: Physics1',
      'Hostel seats: girls30',
      'Drinking water: adequate1',
    ])
      expect(squeezed(text)).toContain(squeezed(line));
    // Section 7: the year's entries by head (the cancelled one and last year's left out), and no bank details.
    expect(squeezed(text)).toContain(squeezed('Total income27,50,000.50'));
    expect(squeezed(text)).toContain(squeezed('Total capital expenditure112,00,000.00'));
    expect(squeezed(text)).toContain(squeezed('Total operating expenditure00.00'));
    expect(squeezed(text)).toContain(squeezed(M.noBankDetails));
    for (const nothing of [M.noResearch, M.noInfrastructure, M.noFinance])
      expect(squeezed(text)).not.toContain(squeezed(nothing));
    const elsewhere = programs
      .filter((program) => program.campusId !== place.campusA)
      .map((program) => program.program);
    for (const name of elsewhere) expect(text).not.toContain(name);
  });

  it('prints its headings in the language of the user who downloads it, figures in Devanagari digits in Nepali', async () => {
    const year = years[0]!;
    const nepaliReader = await make.createUser({ role: 'CollegeAdmin', campusId: place.campusA });
    await test.app.prisma.user.update({ where: { id: nepaliReader.id }, data: { language: 'ne' } });
    const download = async (user: TestUser) => {
      const response = await asBytes(
        asUser(test, user).get('/api/StatisticalReport/pdf').query({ fiscalYearId: year.id }),
      ).expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="statistical-report.pdf"');
      const bytes = response.body as Buffer;
      return { copied: await pdfCopiedText(bytes), glyphs: (await pdfText(bytes)).join('\n') };
    };

    const nepali = await download(nepaliReader);
    for (const heading of [
      'तथ्याङ्कीय प्रतिवेदन',
      '१. वार्षिक प्रणालीका कार्यक्रमहरूमा भर्ना',
      '४. पदअनुसार शिक्षक तथा शिक्षणेतर कर्मचारी',
      '७. आर्थिक विवरण',
      'शिक्षक कर्मचारी',
      'कार्यक्रम',
      'जम्मा',
      'छापिएको मिति',
    ])
      expect(nepali.copied, heading).toContain(heading);
    for (const section of STATISTICAL_REPORT_SECTIONS) expect(nepali.copied).not.toContain(section.title);
    expect(nepali.copied).not.toContain('Statistical Report');
    // The campus's teachers of the post, counted in Devanagari digits.
    expect(squeezed(nepali.glyphs)).toContain(squeezed(`${staff.post}३`));

    const english = await download(users.campusAdmin);
    expect(english.copied).toContain('Statistical Report');
    for (const section of STATISTICAL_REPORT_SECTIONS) expect(english.copied).toContain(section.title);
    expect(english.copied).toContain('Printed on');
    for (const heading of ['तथ्याङ्कीय प्रतिवेदन', '७. आर्थिक विवरण', 'छापिएको मिति'])
      expect(english.copied).not.toContain(heading);
  });

  it('prints one university or one campus for the grants body, and refuses one outside a campus’s scope', async () => {
    const year = years[0]!;
    const ofUniversity = await asBytes(
      asUser(test, users.grantsBody)
        .get('/api/StatisticalReport/pdf')
        .query({ fiscalYearId: year.id, universityId: place.universityB }),
    ).expect(200);
    const universityText = (await pdfText(ofUniversity.body as Buffer)).join('\n');
    const university = await test.app.prisma.university.findUniqueOrThrow({ where: { id: place.universityB } });
    expect(universityText).toContain(`University: ${university.name}`);
    // University B records no research, infrastructure or finance: each section says so.
    for (const nothing of [M.noResearch, M.infrastructureAsRecorded, M.noInfrastructure, M.noFinance, M.noBankDetails])
      expect(squeezed(universityText)).toContain(squeezed(nothing));
    for (const program of programs) {
      const expected =
        program.universityId === place.universityB &&
        seeded.some((person) => person.program.id === program.id && person.counted && person.fiscalYearId === year.id);
      expect(universityText.includes(program.program), program.program).toBe(expected);
    }

    const ofCampus = await asBytes(
      asUser(test, users.grantsBody)
        .get('/api/StatisticalReport/pdf')
        .query({ fiscalYearId: year.id, campusId: place.campusA2 }),
    ).expect(200);
    const campusA2 = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: place.campusA2 } });
    const campusText = (await pdfText(ofCampus.body as Buffer)).join('\n');
    expect(campusText).toContain(campusA2.campusName);
    for (const nothing of [M.noResearch, M.noInfrastructure, M.noFinance])
      expect(squeezed(campusText)).toContain(squeezed(nothing));

    const before = await issuedDocuments();
    await asUser(test, users.campusAdmin)
      .get('/api/StatisticalReport/pdf')
      .query({ fiscalYearId: year.id, campusId: place.campusB })
      .expect(404);
    await asUser(test, users.uniAdmin)
      .get('/api/StatisticalReport/pdf')
      .query({ fiscalYearId: year.id, universityId: place.universityB })
      .expect(404);
    const missing = await asUser(test, users.campusAdmin).get('/api/StatisticalReport/pdf').expect(400);
    expect(missing.body.issues).toMatchObject([{ field: 'querystring.fiscalYearId', message: M.fiscalYearRequired }]);
    const unknown = await asUser(test, users.campusAdmin)
      .get('/api/StatisticalReport/pdf')
      .query({ fiscalYearId: 999_999 })
      .expect(400);
    expect(unknown.body.issues).toMatchObject([{ field: 'querystring.fiscalYearId', message: M.fiscalYearUnknown }]);
    await asUser(test, users.campusAdmin).get('/api/StatisticalReport/pdf').query({ fiscalYearId: 'abc' }).expect(400);
    expect(await issuedDocuments()).toBe(before);
  });
});
