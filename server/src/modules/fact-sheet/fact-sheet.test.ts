import { beforeAll, describe, expect, it } from 'vitest';
import type { FactSheet, FactSheetListRow, PublicFactSheet } from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

type Gender = 'male' | 'female' | 'other';
const GENDERS: Gender[] = ['male', 'female', 'other'];

interface Campus {
  id: number;
  universityId: number;
  campusName: string;
}

/** What was seeded at a campus, as the test knows it, to count the expected figures here. */
interface Seeded {
  programs: { id: number; program: string; level: string; faculty: string }[];
  /** Students and graduates of the active fiscal year that count, by program id. */
  enrolled: { programId: number; gender: Gender }[];
  graduated: { programId: number; gender: Gender }[];
  teaching: { position: string; gender: Gender }[];
  nonTeaching: { position: string; gender: Gender }[];
  names: string[];
}

/** The principal's and the focal person's own contacts: never on the public sheet. */
const PERSONAL = {
  principalName: 'PRINCIPAL HARI PRASAD',
  principalEmail: 'hari.personal@example.com',
  principalPhoneNo: '9841000001',
  principalPhoneNo1: '9851000002',
  contactName: 'FOCAL SITA KUMARI',
  contactEmail: 'sita.personal@example.com',
  contactPhoneNo: '9861000003',
  contactNo2: '014111222',
};
const OFFICIAL = { phoneNo: '014000000', email: 'office@campus-a.edu.np', url: 'https://campus-a.edu.np' };

let activeYear: { id: number; yearNepali: string };
let otherYear: { id: number };
let universityA: number;
let universityB: number;
let campusA: Campus;
let campusA2: Campus;
let campusB: Campus;
let seeded: Map<number, Seeded>;
let users: Record<
  'campusAdmin' | 'otherCampusAdmin' | 'uniAdmin' | 'grantsBody' | 'admin' | 'student' | 'withoutModule',
  TestUser
>;

const UNCOUNTED = ['unverified', 'droppedOut', 'otherYear'] as const;

async function seedCampus(campus: Campus, size: number): Promise<Seeded> {
  const prisma = test.app.prisma;
  const seed: Seeded = { programs: [], enrolled: [], graduated: [], teaching: [], nonTeaching: [], names: [] };
  let uncounted = 0;
  for (let p = 0; p < 2; p += 1) {
    const program = await make.createProgram({
      universityId: campus.universityId,
      runByCampusId: campus.id,
      programType: p === 0 ? 'annual' : 'semester',
    });
    seed.programs.push({
      id: program.id,
      program: program.programName,
      level: program.level.levelName,
      faculty: program.faculty.facultyName,
    });
    for (let n = 0; n < size + p; n += 1) {
      const gender = GENDERS[(n + p) % 3]!;
      const firstName = uniqueName('PUPIL');
      seed.names.push(firstName.toUpperCase());
      // Every fourth student does not count: unverified, dropped out, or of another fiscal year, in turn.
      const kind = n % 4 === 3 ? UNCOUNTED[uncounted++ % UNCOUNTED.length]! : 'counted';
      const student = await make.createStudent({
        campusId: campus.id,
        programId: program.id,
        gender,
        firstName,
        isVerified: kind !== 'unverified',
        status: kind === 'droppedOut' ? 'droppedOut' : 'active',
      });
      if (kind === 'otherYear') {
        await prisma.student.update({ where: { id: student.id }, data: { fiscalYearId: otherYear.id } });
      }
      if (kind === 'counted') seed.enrolled.push({ programId: program.id, gender });
    }
    for (let n = 0; n < size - 1; n += 1) {
      const gender = GENDERS[(n + 2 * p) % 3]!;
      // A pending application and one of another year are no graduates of this year.
      const status = n === 1 ? 'pending' : 'graduated';
      const fiscalYearId = n === 2 ? otherYear.id : activeYear.id;
      const graduate = await make.createGraduation({ campus, programId: program.id, fiscalYearId, status, gender });
      seed.names.push(graduate.applicantNameEng);
      if (status === 'graduated' && fiscalYearId === activeYear.id)
        seed.graduated.push({ programId: program.id, gender });
    }
  }
  const [teachingPost, nonTeachingPost] = await Promise.all(
    (['Teaching', 'Nonteaching'] as const).map((category) =>
      prisma.employeePosition.findFirstOrThrow({ where: { category }, orderBy: { id: 'asc' } }),
    ),
  );
  for (let n = 0; n < size; n += 1) {
    const gender = GENDERS[n % 3]!;
    const firstName = uniqueName('TEACHER');
    seed.names.push(firstName);
    await make.createEmployee({ campusId: campus.id, gender, firstName, employeePositionId: teachingPost!.id });
    seed.teaching.push({ position: teachingPost!.postName, gender });
  }
  for (let n = 0; n < size - 2; n += 1) {
    const gender = GENDERS[(n + 1) % 3]!;
    const firstName = uniqueName('CLERK');
    seed.names.push(firstName);
    await make.createEmployee({
      campusId: campus.id,
      employeeType: 'Administrative',
      gender,
      firstName,
      employeePositionId: nonTeachingPost!.id,
    });
    seed.nonTeaching.push({ position: nonTeachingPost!.postName, gender });
  }
  // One who left: no longer counted.
  const left = await make.createEmployee({ campusId: campus.id, employeePositionId: teachingPost!.id });
  await prisma.employee.update({ where: { id: left.id }, data: { employeeStatus: false } });
  return seed;
}

/** Registers of campus A: what counts, and one archived record of each that does not. */
async function seedRegisters(campusId: number) {
  const prisma = test.app.prisma;
  const archived = { archivedAt: new Date('2026-01-01T00:00:00Z'), archiveReason: 'Sold' };
  await prisma.land.createMany({
    data: [
      { campusId, totalArea: '1-0-0-0', unit: 'ropani', areaInSquareMetres: '508.7369' },
      { campusId, totalArea: '0-8-0-0', unit: 'ropani', areaInSquareMetres: '254.36845' },
      { campusId, totalArea: '5-0-0-0', unit: 'ropani', areaInSquareMetres: '2543.6845', ...archived },
    ],
  });
  const block = await prisma.building.create({ data: { campusId, houseName: 'Block A', noOfClassrooms: 12 } });
  await prisma.building.create({ data: { campusId, houseName: 'Block B', noOfClassrooms: 5 } });
  await prisma.building.create({ data: { campusId, houseName: 'Old block', noOfClassrooms: 9, ...archived } });
  const buildingId = block.id;
  await prisma.lab.createMany({
    data: [
      { campusId, buildingId, labName: 'Physics', labType: 'Science' },
      { campusId, buildingId, labName: 'Computer', labType: 'ICT' },
      { campusId, buildingId, labName: 'Old', labType: 'ICT', ...archived },
    ],
  });
  await prisma.hostel.createMany({
    data: [
      { campusId, buildingId, hostelType: 'girls', noOfSeats: 40 },
      { campusId, buildingId, hostelType: 'boys', noOfSeats: 35 },
      { campusId, buildingId, hostelType: 'boys', noOfSeats: 100, ...archived },
    ],
  });
  await prisma.library.createMany({
    data: [
      { campusId, buildingId, libraryName: 'Central', noOfBooks: 12000 },
      { campusId, buildingId, libraryName: 'Old', noOfBooks: 900, ...archived },
    ],
  });
}

beforeAll(async () => {
  const prisma = test.app.prisma;
  activeYear = await prisma.fiscalYear.findFirstOrThrow({
    where: { activeFiscalYear: true },
    select: { id: true, yearNepali: true },
  });
  otherYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: false }, select: { id: true } });
  universityA = (await make.createUniversity()).id;
  universityB = (await make.createUniversity()).id;
  campusA = await make.createCampus({ universityId: universityA, campusName: uniqueName('Alpha Campus') });
  campusA2 = await make.createCampus({ universityId: universityA, campusName: uniqueName('Beta Campus') });
  campusB = await make.createCampus({ universityId: universityB, campusName: uniqueName('Gamma Campus') });
  await prisma.campus.update({
    where: { id: campusA.id },
    data: { ...PERSONAL, ...OFFICIAL, locality: 'Kirtipur', wardNo: 3, yearOfEstd: 2030 },
  });
  seeded = new Map([
    [campusA.id, await seedCampus(campusA, 7)],
    [campusA2.id, await seedCampus(campusA2, 3)],
    [campusB.id, await seedCampus(campusB, 5)],
  ]);
  await seedRegisters(campusA.id);
  users = {
    campusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    otherCampusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: universityA }),
    grantsBody: await make.createUser({ role: 'UgcAdmin' }),
    admin: await make.createUser({ role: 'Admin' }),
    student: await make.createUser({ role: 'Student' }),
    withoutModule: await make.createUser({ role: 'CollegeUser', campusId: campusA.id, modules: ['dashboard'] }),
  };
});

function countsOf(people: { gender: Gender }[]) {
  const count = (gender: Gender) => people.filter((person) => person.gender === gender).length;
  return { male: count('male'), female: count('female'), other: count('other'), total: people.length };
}

/** The tables the sheet should answer, counted here from what was seeded. */
function expectedFigures(campusId: number) {
  const seed = seeded.get(campusId)!;
  const byProgram = (people: { programId: number; gender: Gender }[]) =>
    seed.programs
      .map((program) => ({
        program: program.program,
        level: program.level,
        faculty: program.faculty,
        ...countsOf(people.filter((person) => person.programId === program.id)),
      }))
      .filter((row) => row.total > 0)
      .sort((a, b) => (a.program < b.program ? -1 : 1));
  const byPost = (people: { position: string; gender: Gender }[]) =>
    [...new Set(people.map((person) => person.position))].map((position) => ({
      position,
      ...countsOf(people.filter((person) => person.position === position)),
    }));
  return {
    enrolled: { rows: byProgram(seed.enrolled), total: countsOf(seed.enrolled) },
    graduated: { rows: byProgram(seed.graduated), total: countsOf(seed.graduated) },
    teachingStaff: { rows: byPost(seed.teaching), total: countsOf(seed.teaching) },
    nonTeachingStaff: { rows: byPost(seed.nonTeaching), total: countsOf(seed.nonTeaching) },
  };
}

const sortedTables = (sheet: FactSheet | PublicFactSheet) => {
  const byProgram = (a: { program: string }, b: { program: string }) => (a.program < b.program ? -1 : 1);
  return {
    enrolled: { ...sheet.enrolled, rows: [...sheet.enrolled.rows].sort(byProgram) },
    graduated: { ...sheet.graduated, rows: [...sheet.graduated.rows].sort(byProgram) },
    teachingStaff: sheet.teachingStaff,
    nonTeachingStaff: sheet.nonTeachingStaff,
  };
};

/** Campus A's registers in use, as seeded: the archived records left out. */
const EXPECTED_INFRASTRUCTURE_A = {
  land: expect.objectContaining({ plots: 2, squareMetres: '763.10535' }),
  buildings: expect.objectContaining({ count: 2, classrooms: 17 }),
  labs: expect.objectContaining({ count: 2 }),
  hostels: expect.objectContaining({ count: 2, seats: 75 }),
  libraries: expect.objectContaining({ count: 1, books: 12000 }),
};

const issuedDocuments = () => test.app.prisma.issuedDocument.count();

describe('a campus’s fact sheet', () => {
  it('gives a campus its own sheet: its details and its figures of the active fiscal year, counted as seeded', async () => {
    const response = await asUser(test, users.campusAdmin).get(`/api/FactSheet/${campusA.id}`).expect(200);
    const sheet = response.body as FactSheet;
    expect(sheet.fiscalYear).toMatchObject(activeYear);
    expect(sheet.campus).toMatchObject({
      id: campusA.id,
      campusName: campusA.campusName,
      locality: 'Kirtipur',
      wardNo: 3,
      ...PERSONAL,
      ...OFFICIAL,
    });
    expect(sheet.campus.universityName).toBeTruthy();
    expect(sheet.campus.district).toBeTruthy();
    expect(sheet.campus.province).toBeTruthy();
    expect(sortedTables(sheet)).toEqual(expectedFigures(campusA.id));
    expect(sheet.infrastructure).toMatchObject(EXPECTED_INFRASTRUCTURE_A);
  });

  it('reads the fiscal year asked for, and refuses an unknown one or a bad campus id with a message per field', async () => {
    const other = await asUser(test, users.campusAdmin)
      .get(`/api/FactSheet/${campusA.id}`)
      .query({ fiscalYearId: otherYear.id })
      .expect(200);
    const seed = seeded.get(campusA.id)!;
    expect(other.body.fiscalYear.id).toBe(otherYear.id);
    // Of campus A's three students who do not count this year, one is of the other year; so is one graduate a program.
    expect(other.body.enrolled.total.total).toBe(1);
    expect(other.body.graduated.total.total).toBe(seed.programs.length);

    const unknown = await asUser(test, users.campusAdmin)
      .get(`/api/FactSheet/${campusA.id}`)
      .query({ fiscalYearId: 999_999 })
      .expect(400);
    expect(unknown.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['querystring.fiscalYearId']);
    await asUser(test, users.campusAdmin).get('/api/FactSheet/abc').expect(400);
  });

  it('answers another campus 404 for a campus user, the university’s campuses only for its admin, any for the grants body', async () => {
    await asUser(test, users.campusAdmin).get(`/api/FactSheet/${campusB.id}`).expect(404);
    await asUser(test, users.campusAdmin).get(`/api/FactSheet/${campusA2.id}`).expect(404);
    await asUser(test, users.campusAdmin).get(`/api/FactSheet/${campusB.id}/pdf`).expect(404);
    await asUser(test, users.campusAdmin).get('/api/FactSheet/99999999').expect(404);

    const ofUniversity = await asUser(test, users.uniAdmin).get(`/api/FactSheet/${campusA2.id}`).expect(200);
    expect(sortedTables(ofUniversity.body)).toEqual(expectedFigures(campusA2.id));
    await asUser(test, users.uniAdmin).get(`/api/FactSheet/${campusB.id}`).expect(404);

    const anywhere = await asUser(test, users.grantsBody).get(`/api/FactSheet/${campusB.id}`).expect(200);
    expect(sortedTables(anywhere.body)).toEqual(expectedFigures(campusB.id));
    expect(anywhere.body.infrastructure).toMatchObject({
      land: { plots: 0, squareMetres: '0' },
      buildings: { count: 0 },
      libraries: { books: 0 },
    });
  });

  it('refuses students, staff without the fact sheet module and callers without a session', async () => {
    await asUser(test, users.student).get(`/api/FactSheet/${campusA.id}`).expect(403);
    await asUser(test, users.withoutModule).get(`/api/FactSheet/${campusA.id}`).expect(403);
    await asUser(test, users.withoutModule).get('/api/FactSheet').expect(403);
    await test.api.get(`/api/FactSheet/${campusA.id}`).expect(401);
    await test.api.get('/api/FactSheet').expect(401);
    await test.api.get(`/api/FactSheet/${campusA.id}/pdf`).expect(401);
  });
});

/** A page's text without spaces or line breaks: a table's cells read in order whatever their wrapping. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('the fact sheet as PDF', () => {
  it('prints the campus’s header, its figures with total rows and the verification code on every page', async () => {
    const before = await issuedDocuments();
    const response = await asBytes(asUser(test, users.uniAdmin).get(`/api/FactSheet/${campusA.id}/pdf`)).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="campus-fact-sheet.pdf"');
    expect(await issuedDocuments()).toBe(before + 1);
    const pages = await pdfText(response.body as Buffer);
    for (const page of pages) expect(page).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);
    const text = squeezed(pages.join('\n'));
    expect(text).toContain(squeezed(campusA.campusName));
    expect(text).toContain(squeezed('Campus fact sheet'));
    expect(text).toContain(squeezed(`Fiscal year ${activeYear.yearNepali} (B.S.)`));
    expect(text).toContain(squeezed(PERSONAL.principalName));
    const expected = expectedFigures(campusA.id);
    const [program] = expected.enrolled.rows;
    expect(text).toContain(squeezed(`${program!.program}${program!.level}${program!.male}${program!.female}`));
    const total = expected.enrolled.total;
    expect(text).toContain(`Total${total.male}${total.female}${total.other}${total.total}`);
    expect(text).toContain(squeezed('Hostel seats75'));
    expect(text).toContain(squeezed('Books12,000'));
    expect(text).toContain(squeezed('Land area (m²)763.11'));
  });
});

describe('the list of the campuses’ fact sheets', () => {
  const list = (user: TestUser, query: Record<string, string | number> = {}) =>
    asUser(test, user).get('/api/FactSheet').query(query).expect(200);
  const headline = (campus: Campus) => {
    const figures = expectedFigures(campus.id);
    return {
      campusId: campus.id,
      campusName: campus.campusName,
      students: figures.enrolled.total.total,
      graduates: figures.graduated.total.total,
      teachingStaff: figures.teachingStaff.total.total,
      nonTeachingStaff: figures.nonTeachingStaff.total.total,
    };
  };

  it('lists a university’s campuses with their headline figures, and a campus only itself', async () => {
    const ofUniversity = await list(users.uniAdmin, { sortBy: 'campusName' });
    expect(ofUniversity.body.fiscalYear).toMatchObject(activeYear);
    expect(ofUniversity.body.totalRecords).toBe(2);
    expect(ofUniversity.body.data).toEqual([
      expect.objectContaining(headline(campusA)),
      expect.objectContaining(headline(campusA2)),
    ]);
    expect(ofUniversity.body.data[0].universityId).toBe(universityA);

    const own = await list(users.campusAdmin);
    expect(own.body.data).toEqual([expect.objectContaining(headline(campusA))]);
  });

  it('filters the grants body’s list by university, searches by name, sorts by a figure and pages', async () => {
    const ofB = await list(users.grantsBody, { universityId: universityB });
    expect(ofB.body.data).toEqual([expect.objectContaining(headline(campusB))]);

    const searched = await list(users.admin, { search: campusA2.campusName.toLowerCase() });
    expect(searched.body.data.map((row: FactSheetListRow) => row.campusId)).toContain(campusA2.id);
    expect(searched.body.data.map((row: FactSheetListRow) => row.campusId)).not.toContain(campusA.id);
    const percent = await list(users.grantsBody, { search: '%' });
    expect(percent.body.totalRecords).toBe(0);

    const byStudents = await list(users.grantsBody, {
      universityId: universityA,
      sortBy: 'students',
      sortOrder: 'desc',
    });
    expect(byStudents.body.data.map((row: FactSheetListRow) => row.campusId)).toEqual([campusA.id, campusA2.id]);

    const firstPage = await list(users.grantsBody, { pageSize: 1, page: 1, sortBy: 'campusName' });
    expect(firstPage.body.data).toHaveLength(1);
    expect(firstPage.body.totalPages).toBe(firstPage.body.totalRecords);
    const pastTheEnd = await list(users.grantsBody, { pageSize: 1, page: firstPage.body.totalRecords + 1 });
    expect(pastTheEnd.body).toMatchObject({ data: [], totalRecords: firstPage.body.totalRecords });

    await asUser(test, users.grantsBody).get('/api/FactSheet').query({ sortBy: 'password' }).expect(400);
    const outside = await list(users.uniAdmin, { universityId: universityB });
    expect(outside.body.data).toEqual([]);
  });
});

describe('the public fact sheet', () => {
  const personalValues = [...Object.values(PERSONAL)];

  it('shows anyone a campus’s official details and figures, without any person’s name, phone or email', async () => {
    const response = await test.api.get(`/api/public/FactSheet/${campusA.id}`).expect(200);
    const sheet = response.body as PublicFactSheet;
    expect(sheet.campus).toMatchObject({ id: campusA.id, campusName: campusA.campusName, ...OFFICIAL });
    for (const field of Object.keys(PERSONAL)) expect(sheet.campus).not.toHaveProperty(field);
    expect(sortedTables(sheet)).toEqual(expectedFigures(campusA.id));
    expect(sheet.infrastructure).toMatchObject(EXPECTED_INFRASTRUCTURE_A);
    const json = JSON.stringify(sheet).toLowerCase();
    for (const value of [...personalValues, ...seeded.get(campusA.id)!.names]) {
      expect(json).not.toContain(value.toLowerCase());
    }
  });

  it('prints the public sheet under the campus’s header with the day’s one verification code, without personal data', async () => {
    const before = await issuedDocuments();
    const publicPdf = () => asBytes(test.api.get(`/api/public/FactSheet/${campusA.id}/pdf`)).expect(200);
    const response = await publicPdf();
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(response.body as Buffer);
    const code = /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(pages[0]!)?.[1];
    for (const page of pages) expect(page).toContain(`Verification code: ${code}`);
    // Anonymous readers write one record a day: the next copy carries the same code.
    const again = await pdfText((await publicPdf()).body as Buffer);
    expect(again[0]).toContain(`Verification code: ${code}`);
    expect(await issuedDocuments()).toBe(before + 1);
    const verified = await test.api.get(`/api/Verify/${code}`).expect(200);
    expect(verified.body).toMatchObject({
      kind: 'public-fact-sheet',
      holderName: 'Campus fact sheet',
      campusName: campusA.campusName,
      particulars: `Fiscal year ${activeYear.yearNepali} (B.S.)`,
      status: 'valid',
    });
    const text = pages.join('\n');
    expect(squeezed(text)).toContain(squeezed(campusA.campusName));
    expect(squeezed(text)).toContain(squeezed(OFFICIAL.email));
    expect(squeezed(text)).toContain(squeezed('Public fact sheet'));
    for (const value of [...personalValues, ...seeded.get(campusA.id)!.names]) {
      expect(squeezed(text).toLowerCase()).not.toContain(squeezed(value).toLowerCase());
    }
  });

  it('answers a missing or inactive campus 404, and a bad id 400', async () => {
    await test.api.get('/api/public/FactSheet/99999999').expect(404);
    await test.api.get('/api/public/FactSheet/abc').expect(400);
    await test.app.prisma.campus.update({ where: { id: campusA2.id }, data: { status: false } });
    try {
      await test.api.get(`/api/public/FactSheet/${campusA2.id}`).expect(404);
      await test.api.get(`/api/public/FactSheet/${campusA2.id}/pdf`).expect(404);
    } finally {
      await test.app.prisma.campus.update({ where: { id: campusA2.id }, data: { status: true } });
    }
  });
});
