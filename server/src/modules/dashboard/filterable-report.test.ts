import { beforeAll, describe, expect, it } from 'vitest';
import {
  ETHNIC_GROUPS,
  PROVINCE_KEYS,
  REPORT_PDF_MAX_ROWS,
  provinceIdOf,
  reportPdfTooLongMessage,
  type FilterableReportRow,
} from '@hemis/contracts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { programRowCells, reportCounts } from '../../../../tests/support/report-rows.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

interface Place {
  campusId: number;
  campus: string;
  campusType: 'community' | 'private';
  universityName: string;
  province: string;
  district: string;
  localLevel: string;
}

interface Program {
  id: number;
  programName: string;
  levelName: string;
  facultyName: string;
  facultyId: number;
}

/** A student as seeded, and whether the dashboard counts them (active and verified). */
interface Seeded {
  place: Place;
  program: Program;
  gender: 'male' | 'female' | 'other';
  ethnicity: string | null;
  fiscalYearId: number;
  counted: boolean;
}

let students: Seeded[];
let places: { a: Place; b: Place; c: Place };
let universityId: number;
let otherUniversityId: number;
let olderYear: number;
let users: { adminA: TestUser; uniAdmin: TestUser; ugc: TestUser; student: TestUser };

const URL = '/api/Dashboard/GetStudentsFilterableReport';

beforeAll(async () => {
  const prisma = test.app.prisma;
  olderYear = (
    await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: false }, orderBy: { id: 'desc' } })
  ).id;
  const university = await make.createUniversity();
  const otherUniversity = await make.createUniversity();
  universityId = university.id;
  otherUniversityId = otherUniversity.id;
  /** A campus in a local level of the province, of the type. */
  const placeOf = async (
    uni: { id: number; name: string },
    province: (typeof PROVINCE_KEYS)[number],
    type: Place['campusType'],
  ) => {
    const localLevel = await prisma.localLevel.findFirstOrThrow({
      where: { district: { province: { reportKey: province } } },
      include: { district: { include: { province: true } } },
      orderBy: { id: 'asc' },
    });
    const campus = await make.createCampus({ universityId: uni.id });
    await prisma.campus.update({ where: { id: campus.id }, data: { localLevelId: localLevel.id, campusType: type } });
    return {
      campusId: campus.id,
      campus: campus.campusName,
      campusType: type,
      universityName: uni.name,
      province: localLevel.district.province.name,
      district: localLevel.district.name,
      localLevel: localLevel.name,
    };
  };
  places = {
    a: await placeOf(university, 'koshi', 'community'),
    b: await placeOf(university, 'sudurpaschim', 'private'),
    c: await placeOf(otherUniversity, 'bagmati', 'community'),
  };
  const programOf = async (place: Place, uni: number): Promise<Program> => {
    const program = await make.createProgram({ universityId: uni, runByCampusId: place.campusId });
    return {
      id: program.id,
      programName: program.programName,
      levelName: program.level.levelName,
      facultyName: program.faculty.facultyName,
      facultyId: program.facultyId,
    };
  };
  const offerings = [
    { place: places.a, program: await programOf(places.a, university.id) },
    { place: places.a, program: await programOf(places.a, university.id) },
    { place: places.b, program: await programOf(places.b, university.id) },
    { place: places.c, program: await programOf(places.c, otherUniversity.id) },
  ];
  const genders = ['male', 'female', 'other'] as const;
  const ethnicities = [...ETHNIC_GROUPS, null, 'Sherpa'];
  students = [];
  for (let index = 0; index < 48; index += 1) {
    const { place, program } = offerings[index % offerings.length]!;
    // Every seventh has graduated and every eleventh is not verified: neither is counted.
    const status = index % 7 === 6 ? 'graduated' : 'active';
    const isVerified = index % 11 !== 10;
    const seeded: Seeded = {
      place,
      program,
      gender: genders[index % 3]!,
      ethnicity: ethnicities[index % ethnicities.length]!,
      fiscalYearId: olderYear,
      counted: status === 'active' && isVerified,
    };
    const student = await make.createStudent({
      campusId: place.campusId,
      programId: program.id,
      gender: seeded.gender,
      ethnicity: seeded.ethnicity ?? undefined,
      status,
      isVerified,
    });
    if (index % 2 === 0) await prisma.student.update({ where: { id: student.id }, data: { fiscalYearId: olderYear } });
    else seeded.fiscalYearId = student.fiscalYearId;
    students.push(seeded);
  }
  users = {
    adminA: await make.createUser({ role: 'CollegeAdmin', campusId: places.a.campusId }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: university.id }),
    ugc: await make.createUser({ role: 'UgcAdmin' }),
    student: await make.createUser({ role: 'Student' }),
  };
});

/** The rows the report should answer for these students, counted here. */
function expectedRows(of: Seeded[]): FilterableReportRow[] {
  const counted = of.filter((student) => student.counted);
  const keys = [...new Set(counted.map((student) => `${student.place.campusId}:${student.program.id}`))];
  return keys.map((key) => {
    const group = counted.filter((student) => `${student.place.campusId}:${student.program.id}` === key);
    const { place, program } = group[0]!;
    return {
      campusId: place.campusId,
      programId: program.id,
      universityName: place.universityName,
      province: place.province,
      district: place.district,
      localLevel: place.localLevel,
      campus: place.campus,
      faculty: program.facultyName,
      level: program.levelName,
      program: program.programName,
      ...reportCounts(group),
      campusType: place.campusType,
      universityType: 'public',
    };
  });
}

const byKey = (rows: FilterableReportRow[]) =>
  [...rows].sort((a, b) => a.campusId - b.campusId || a.programId - b.programId);
const inPlaces = (...chosen: Place[]) => students.filter((student) => chosen.includes(student.place));
const ours = (rows: FilterableReportRow[]) =>
  rows.filter((row) => [places.a, places.b, places.c].some((place) => place.campusId === row.campusId));

describe('students by campus and program (Dashboard/GetStudentsFilterableReport)', () => {
  it('answers a campus its own programs, counted by gender and ethnic group as seeded, with its place and type', async () => {
    const response = await asUser(test, users.adminA).get(URL).expect(200);
    expect(byKey(response.body)).toEqual(byKey(expectedRows(inPlaces(places.a))));
  });

  it('agrees with the dashboard’s students by program', async () => {
    const report = await asUser(test, users.adminA).get(URL).expect(200);
    const dashboard = await asUser(test, users.adminA).get('/api/Student/GetStudentsByProgram').expect(200);
    const byProgram = (rows: { program?: string; title?: string; total: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.program ?? row.title, row.total]));
    expect(byProgram(report.body)).toEqual(byProgram(dashboard.body));
  });

  it('answers a university its campuses and no other university’s', async () => {
    const response = await asUser(test, users.uniAdmin).get(URL).expect(200);
    expect(byKey(ours(response.body))).toEqual(byKey(expectedRows(inPlaces(places.a, places.b))));
    expect(response.body.some((row: FilterableReportRow) => row.campusId === places.c.campusId)).toBe(false);
  });

  it('answers the grants body every campus, as many rows and students as the database holds', async () => {
    const response = await asUser(test, users.ugc).get(URL).expect(200);
    expect(byKey(ours(response.body))).toEqual(byKey(expectedRows(students)));
    const counted = { status: 'active', isVerified: true } as const;
    const offerings = await test.app.prisma.student.groupBy({ by: ['campusId', 'programId'], where: counted });
    expect(response.body).toHaveLength(offerings.length);
    const total = response.body.reduce((sum: number, row: FilterableReportRow) => sum + row.total, 0);
    expect(total).toBe(await test.app.prisma.student.count({ where: counted }));
  });

  it('narrows by university, campus type, province, fiscal year, faculty and program; each empty filter is skipped', async () => {
    const ask = async (query: Record<string, string | number>) =>
      byKey((await asUser(test, users.ugc).get(URL).query(query).expect(200)).body);
    expect(await ask({ universityId, campusType: '', provinceId: '', fiscalyearid: '' })).toEqual(
      byKey(expectedRows(inPlaces(places.a, places.b))),
    );
    expect(await ask({ uniId: universityId, campusType: 'Private' })).toEqual(byKey(expectedRows(inPlaces(places.b))));
    expect(await ask({ university: universityId, provinceId: provinceIdOf('sudurpaschim') })).toEqual(
      byKey(expectedRows(inPlaces(places.b))),
    );
    expect(await ask({ universityId, provinceId: provinceIdOf('koshi') })).toEqual(
      byKey(expectedRows(inPlaces(places.a))),
    );
    expect(await ask({ universityId, fiscalYearId: olderYear })).toEqual(
      byKey(expectedRows(inPlaces(places.a, places.b).filter((student) => student.fiscalYearId === olderYear))),
    );
    const program = students[0]!.program;
    expect(await ask({ facultyId: program.facultyId })).toEqual(
      byKey(expectedRows(students.filter((student) => student.program.id === program.id))),
    );
    expect(await ask({ programId: program.id, collegeId: places.a.campusId })).toEqual(
      byKey(expectedRows(students.filter((student) => student.program.id === program.id))),
    );
    // The province filter's ids are the provinces' constitutional numbers, in PROVINCE_KEYS's order.
    const provinces = await test.app.prisma.province.findMany({ orderBy: { id: 'asc' } });
    expect(provinces.map((province) => [province.id, province.reportKey])).toEqual(
      PROVINCE_KEYS.map((key) => [provinceIdOf(key), key]),
    );
  });

  it('answers a page with the number of rows in all, even past the end', async () => {
    const all = expectedRows(inPlaces(places.a, places.b));
    const first = await asUser(test, users.ugc).get(URL).query({ universityId, page: 1, pageSize: 2 }).expect(200);
    expect(first.body).toMatchObject({ totalRecords: all.length, totalCount: all.length, page: 1, pageSize: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await asUser(test, users.ugc)
      .get(URL)
      .query({ universityId, pageNumber: 2, pageSize: 2 })
      .expect(200);
    expect(byKey([...first.body.data, ...second.body.data])).toEqual(byKey(all));
    const past = await asUser(test, users.ugc).get(URL).query({ universityId, page: 9, pageSize: 2 }).expect(200);
    expect(past.body).toMatchObject({ data: [], totalRecords: all.length, totalPages: 2 });
  });

  it('serves a university the table counted a few minutes ago, with its time, as the bytes a live count sends', async () => {
    const first = await asUser(test, users.uniAdmin).get(URL).expect(200);
    expect(byKey(first.body)).toEqual(byKey(expectedRows(inPlaces(places.a, places.b))));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const countedAt = first.headers['x-figures-as-of'];
    expect(countedAt).toEqual(expect.any(String));
    const prisma = test.app.prisma;
    const added = await factoriesFor(prisma).createStudent({
      campusId: places.a.campusId,
      programId: students[0]!.program.id,
    });
    try {
      const kept = await asUser(test, users.uniAdmin).get(URL).expect(200);
      expect(kept.text).toBe(first.text);
      expect(kept.headers['x-figures-as-of']).toBe(countedAt);
      // The one campus of the university in Koshi: counted live for a campus, kept for the university.
      const live = await asUser(test, users.uniAdmin).get(URL).query({ campusId: places.a.campusId }).expect(200);
      expect(live.headers['x-figures-as-of']).toBeUndefined();
      const total = (rows: FilterableReportRow[]) => rows.reduce((sum, row) => sum + row.total, 0);
      expect(total(live.body)).toBe(total(expectedRows(inPlaces(places.a))) + 1);
      await prisma.$executeRaw`DELETE FROM "ReportSnapshot"`;
      const narrowed = await asUser(test, users.ugc)
        .get(URL)
        .query({ universityId, provinceId: provinceIdOf('koshi') })
        .expect(200);
      expect(narrowed.headers['x-figures-as-of']).toEqual(expect.any(String));
      expect(narrowed.text).toBe(live.text);
    } finally {
      await prisma.student.delete({ where: { id: added.id } });
    }
  });

  it('sends the kept table gzipped to a reader who accepts it, and as it is to one who does not', async () => {
    const plain = await asUser(test, users.uniAdmin).get(URL).set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accepted of ['gzip, deflate, br', 'br;q=1, *;q=0.5']) {
      const zipped = await asUser(test, users.uniAdmin).get(URL).set('accept-encoding', accepted).expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(zipped.text).toBe(plain.text);
    }
    const refused = await asUser(test, users.uniAdmin).get(URL).set('accept-encoding', 'gzip;q=0').expect(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers the count another server process kept since, not the text it made of its own', async () => {
    const first = await asUser(test, users.uniAdmin).get(URL).expect(200);
    expect(first.body.length).toBeGreaterThan(0);
    await test.app.prisma.$executeRaw`UPDATE "ReportSnapshot" SET body = '[]'::jsonb`;
    const after = await asUser(test, users.uniAdmin).get(URL).expect(200);
    expect(after.body).toEqual([]);
    expect(after.headers['x-figures-as-of']).toBe(first.headers['x-figures-as-of']);
  });

  it('downloads every row of a university even after a page of it was read', async () => {
    const page = await asUser(test, users.uniAdmin).get(URL).query({ page: 1, pageSize: 1 }).expect(200);
    expect(page.body.data).toHaveLength(1);
    const csv = await asBytes(
      asUser(test, users.uniAdmin).get(URL).query({ format: 'csv', page: 1, pageSize: 1 }),
    ).expect(200);
    const lines = (csv.body as Buffer).toString('utf-8').trim().split('\r\n');
    expect(lines).toHaveLength(expectedRows(inPlaces(places.a, places.b)).length + 1);
  });

  it('never shows a campus another campus’s or university’s figures: a filter outside the scope narrows to nothing', async () => {
    for (const query of [
      { campusId: places.b.campusId },
      { collegeId: places.c.campusId },
      { universityId: 0, uniId: otherUniversityId },
    ]) {
      const response = await asUser(test, users.adminA).get(URL).query(query).expect(200);
      expect(response.body, JSON.stringify(query)).toEqual([]);
    }
    const otherUniversity = await asUser(test, users.uniAdmin)
      .get(URL)
      .query({ campusId: places.c.campusId })
      .expect(200);
    expect(otherUniversity.body).toEqual([]);
  });

  it('refuses bad filters with a message per field, and refuses students', async () => {
    const response = await asUser(test, users.ugc)
      .get(URL)
      .query({ page: 0, pageSize: 500, campusType: 'public', provinceId: 'Koshi', format: 'docx' })
      .expect(400);
    expect(response.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.campusType',
      'querystring.format',
      'querystring.page',
      'querystring.pageSize',
      'querystring.provinceId',
    ]);
    await asUser(test, users.student).get(URL).expect(403);
    await test.api.get(URL).expect(401);
  });

  it('downloads every row of the scope as CSV and as a verifiable PDF', async () => {
    const expected = expectedRows(inPlaces(places.a));
    const csv = await asBytes(asUser(test, users.adminA).get(URL).query({ format: 'csv', pageSize: 1 })).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="students-by-campus-and-program.csv"');
    const [header, ...lines] = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(header).toBe(
      [
        'University',
        'University type',
        'Campus',
        'Campus type',
        'Province',
        'District',
        'Local level',
        'Level',
        'Faculty',
        'Program',
        'Male',
        'Female',
        'Others',
        'Total',
        ...ETHNIC_GROUPS,
      ].join(','),
    );
    expect(lines.sort()).toEqual(
      expected
        .map((row) =>
          [
            row.universityName,
            row.universityType,
            row.campus,
            row.campusType,
            row.province,
            row.district,
            row.localLevel,
            ...programRowCells(row),
          ].join(','),
        )
        .sort(),
    );
    const pdf = await asBytes(asUser(test, users.adminA).get(URL).query({ format: 'pdf' })).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Students by campus and program');
    expect(text).toContain(expected[0]!.program);
    // The campus's district and local level stay in the spreadsheet, out of the crowded page.
    expect(text).not.toContain('Local level');
    expect(text).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);
  });

  it('gives each printed report its own verification code, and a reader’s earlier reports keep verifying', async () => {
    const admin = await make.createUser({ role: 'Admin' });
    const codeOf = async () => {
      const pdf = await asBytes(asUser(test, admin).get(URL).query({ format: 'pdf' })).expect(200);
      const text = (await pdfText(pdf.body as Buffer)).join('\n');
      return /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(text)![1]!.replaceAll('-', '');
    };
    const first = await codeOf();
    const second = await codeOf();
    expect(second).not.toBe(first);
    for (const code of [first, second]) {
      const checked = await test.api.get(`/api/Verify/${code}`).expect(200);
      expect(checked.body.status).toBe('valid');
    }
  });

  it('refuses a PDF longer than a report prints, and names the spreadsheet instead', async () => {
    const prisma = test.app.prisma;
    const make = factoriesFor(prisma);
    const campus = await make.createCampus();
    const {
      facultyId,
      levelId,
      universityId: campusUniversity,
    } = await make.createProgram({
      universityId: campus.universityId,
    });
    const count = REPORT_PDF_MAX_ROWS + 1;
    const codes = Array.from({ length: count }, (_, index) => `WIDE-${campus.id}-${index}`);
    await prisma.program.createMany({
      data: codes.map((code) => ({
        universityId: campusUniversity,
        facultyId,
        levelId,
        programName: code,
        shortName: code.slice(0, 16),
        programType: 'semester' as const,
        duration: 4,
        code,
      })),
    });
    const programs = await prisma.program.findMany({ where: { code: { in: codes } }, select: { id: true } });
    const batch = await prisma.batch.findFirstOrThrow({ select: { id: true } });
    await prisma.student.createMany({
      data: programs.map((program) => ({
        campusId: campus.id,
        universityId: campusUniversity,
        firstName: 'WIDE',
        lastName: 'TABLE',
        gender: 'female' as const,
        levelId,
        facultyId,
        programId: program.id,
        admissionYearId: batch.id,
        fiscalYearId: olderYear,
        isVerified: true,
      })),
    });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const refused = await asUser(test, admin).get(URL).query({ format: 'pdf' }).expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'querystring.format', message: reportPdfTooLongMessage(count) },
    ]);
    const csv = await asBytes(asUser(test, admin).get(URL).query({ format: 'csv' })).expect(200);
    expect((csv.body as Buffer).toString('utf-8').trim().split('\r\n')).toHaveLength(count + 1);
  });
});
