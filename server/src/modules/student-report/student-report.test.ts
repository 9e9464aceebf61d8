import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDG_ETHNIC_GROUPS,
  REPORT_ETHNIC_GROUPS,
  STUDENT_RECORD_MESSAGES,
  TOTAL_ROW_LABEL,
  UNKNOWN_DISTRICT,
  type StudentByDistrictRow,
} from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { outdateKeptCounts, useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

type CampusKey = 'A' | 'B' | 'C';
type ProgramKey = 'P' | 'Q' | 'R';
type Gender = 'male' | 'female' | 'other';

/** A student of the fixture, and whether the reports count them. */
interface Planned {
  campus: CampusKey;
  program: ProgramKey;
  gender: Gender;
  ethnicity: string | null;
  district: string | null;
  major?: 'M1' | 'M2';
  olderBatch?: boolean;
  pending?: boolean;
  status?: 'droppedOut' | 'transferredOut' | 'graduated';
  id?: number;
  firstName?: string;
}

/**
 * Campuses A and B of one university, and C of another. A runs programs P (majors M1, M2)
 * and Q, B runs P, C runs R. The reports count active, verified students only.
 */
const PLAN: Planned[] = [
  { campus: 'A', program: 'P', gender: 'female', ethnicity: 'Brahman', district: 'Kathmandu', major: 'M1' },
  { campus: 'A', program: 'P', gender: 'male', ethnicity: 'Janajati', district: 'Kathmandu', major: 'M1' },
  { campus: 'A', program: 'P', gender: 'female', ethnicity: 'Dalit', district: 'Kaski', major: 'M2' },
  { campus: 'A', program: 'P', gender: 'other', ethnicity: 'Muslim', district: 'Kaski' },
  { campus: 'A', program: 'P', gender: 'female', ethnicity: null, district: null },
  { campus: 'A', program: 'P', gender: 'male', ethnicity: 'Tharu', district: 'Morang', olderBatch: true },
  { campus: 'A', program: 'P', gender: 'female', ethnicity: 'Madhesi', district: 'Kathmandu', pending: true },
  { campus: 'A', program: 'P', gender: 'male', ethnicity: 'Chhetri', district: 'Kathmandu', status: 'droppedOut' },
  { campus: 'A', program: 'Q', gender: 'female', ethnicity: 'Chhetri', district: 'Kaski' },
  { campus: 'B', program: 'P', gender: 'male', ethnicity: 'Brahman', district: 'Kathmandu' },
  { campus: 'B', program: 'P', gender: 'female', ethnicity: 'Janajati', district: 'Jhapa', major: undefined },
  { campus: 'C', program: 'R', gender: 'female', ethnicity: 'Brahman', district: 'Kathmandu', firstName: 'OUTSIDER' },
];

const fixture = {} as {
  campus: Record<CampusKey, { id: number; campusName: string; universityId: number }>;
  program: Record<ProgramKey, { id: number; programName: string; levelName: string; facultyName: string }>;
  major: Record<'M1' | 'M2', { id: number; majorSubjectName: string }>;
  newestBatch: number;
  olderBatch: number;
  users: Record<'collegeAdminA' | 'collegeUserA' | 'uniAdmin' | 'grantsBody' | 'student', TestUser>;
};

async function addHome(studentId: number, district: string) {
  const localLevel = await test.app.prisma.localLevel.findFirstOrThrow({
    where: { district: { name: district } },
    include: { district: true },
    orderBy: { id: 'asc' },
  });
  await test.app.prisma.studentAddress.create({
    data: {
      studentId,
      kind: 'permanent',
      provinceId: localLevel.district.provinceId,
      districtId: localLevel.districtId,
      localLevelId: localLevel.id,
      wardNo: 3,
    },
  });
}

beforeAll(async () => {
  const prisma = test.app.prisma;
  const university = await make.createUniversity();
  const A = await make.createCampus({ universityId: university.id, campusName: uniqueName('Alpha') });
  const B = await make.createCampus({ universityId: university.id, campusName: uniqueName('Beta') });
  const C = await make.createCampus();
  const P = await make.createProgram({ universityId: university.id, runByCampusId: A.id });
  await prisma.campusProgram.create({ data: { campusId: B.id, programId: P.id } });
  const Q = await make.createProgram({ universityId: university.id, runByCampusId: A.id, programType: 'annual' });
  const R = await make.createProgram({ universityId: C.universityId, runByCampusId: C.id });
  const M1 = await make.createMajorSubject({ programId: P.id, campusId: A.id, majorSubjectName: 'Finance' });
  const M2 = await make.createMajorSubject({ programId: P.id, campusId: A.id, majorSubjectName: 'Marketing' });
  const [newest, older] = await prisma.batch.findMany({ orderBy: { batchNepali: 'desc' }, take: 2 });
  const programRow = (program: typeof P) => ({
    id: program.id,
    programName: program.programName,
    levelName: program.level.levelName,
    facultyName: program.faculty.facultyName,
  });
  Object.assign(fixture, {
    campus: { A, B, C },
    program: { P: programRow(P), Q: programRow(Q), R: programRow(R) },
    major: { M1, M2 },
    newestBatch: newest!.id,
    olderBatch: older!.id,
    users: {
      collegeAdminA: await make.createUser({ role: 'CollegeAdmin', campusId: A.id }),
      collegeUserA: await make.createUser({ role: 'CollegeUser', campusId: A.id }),
      uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: university.id }),
      grantsBody: await make.createUser({ role: 'UgcAdmin' }),
      student: await make.createUser({ role: 'Student', campusId: A.id }),
    },
  });
  for (const planned of PLAN) {
    const student = await make.createStudent({
      campusId: fixture.campus[planned.campus].id,
      programId: fixture.program[planned.program].id,
      gender: planned.gender,
      ethnicity: planned.ethnicity ?? undefined,
      majorSubjectId: planned.major ? fixture.major[planned.major].id : undefined,
      admissionYearId: planned.olderBatch ? fixture.olderBatch : fixture.newestBatch,
      isVerified: !planned.pending,
      status: planned.status ?? 'active',
      firstName: planned.firstName,
    });
    planned.id = student.id;
    if (planned.district) await addHome(student.id, planned.district);
  }
});

/** The fixture's students a report counts: active, verified, in the campuses given, filtered. */
function counted(campuses: CampusKey[], filter: { program?: ProgramKey; newestBatchOnly?: boolean } = {}) {
  return PLAN.filter(
    (planned) =>
      campuses.includes(planned.campus) &&
      !planned.pending &&
      !planned.status &&
      (!filter.program || planned.program === filter.program) &&
      (!filter.newestBatchOnly || !planned.olderBatch),
  );
}

/** The district report's rows for the students given, tallied here rather than in SQL. */
function expectedByDistrict(students: Planned[]): StudentByDistrictRow[] {
  const tally = (group: Planned[], district: string): StudentByDistrictRow => ({
    district,
    male: group.filter((s) => s.gender === 'male').length,
    female: group.filter((s) => s.gender === 'female').length,
    other: group.filter((s) => s.gender === 'other').length,
    totalGender: group.length,
    edj: group.filter((s) => (EDG_ETHNIC_GROUPS as readonly (string | null)[]).includes(s.ethnicity)).length,
    ethnicGroup: REPORT_ETHNIC_GROUPS.map((name) => ({
      name,
      count: group.filter((s) => s.ethnicity === name).length,
    })),
  });
  const districts = [...new Set(students.flatMap((s) => (s.district ? [s.district] : [])))].sort();
  return [
    ...districts.map((district) =>
      tally(
        students.filter((s) => s.district === district),
        district,
      ),
    ),
    ...(students.some((s) => !s.district)
      ? [
          tally(
            students.filter((s) => !s.district),
            UNKNOWN_DISTRICT,
          ),
        ]
      : []),
    tally(students, TOTAL_ROW_LABEL),
  ];
}

const get = (user: TestUser, path: string, query: Record<string, unknown> = {}) =>
  asUser(test, user).get(`/api/${path}`).query(query);

describe('GET /Student/Report/GetStudentByDistrict', () => {
  it('counts a campus’s active, verified students by home district, gender and ethnic group, totals last', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/Report/GetStudentByDistrict', {
      programId: fixture.program.P.id,
    }).expect(200);
    expect(response.body).toEqual(expectedByDistrict(counted(['A'], { program: 'P' })));
  });

  it('filters by batch (BatchId, as the clients send it)', async () => {
    const response = await get(fixture.users.collegeUserA, 'Student/Report/GetStudentByDistrict', {
      programid: fixture.program.P.id,
      BatchId: fixture.newestBatch,
    }).expect(200);
    expect(response.body).toEqual(expectedByDistrict(counted(['A'], { program: 'P', newestBatchOnly: true })));
  });

  it('counts every campus of the university for its UniAdmin, and never another university’s', async () => {
    const response = await get(fixture.users.uniAdmin, 'Student/Report/GetStudentByDistrict', {
      programId: fixture.program.P.id,
    }).expect(200);
    expect(response.body).toEqual(expectedByDistrict(counted(['A', 'B'], { program: 'P' })));
    const outside = await get(fixture.users.uniAdmin, 'Student/Report/GetStudentByDistrict', {
      programId: fixture.program.R.id,
    }).expect(200);
    expect(outside.body).toEqual([expect.objectContaining({ district: TOTAL_ROW_LABEL, totalGender: 0 })]);
  });

  it('counts the whole country for the grants body: its total is every active, verified student', async () => {
    const response = await get(fixture.users.grantsBody, 'Student/Report/GetStudentByDistrict').expect(200);
    const everyone = await test.app.prisma.student.count({ where: { status: 'active', isVerified: true } });
    expect(response.body.at(-1)).toMatchObject({ district: TOTAL_ROW_LABEL, totalGender: everyone });
    const districtsSum = response.body
      .slice(0, -1)
      .reduce((sum: number, row: StudentByDistrictRow) => sum + row.totalGender, 0);
    expect(districtsSum).toBe(everyone);
    const programR = await get(fixture.users.grantsBody, 'Student/Report/GetStudentByDistrict', {
      programId: fixture.program.R.id,
    }).expect(200);
    expect(programR.body).toEqual(expectedByDistrict(counted(['C'], { program: 'R' })));
  });

  it('shows a campus nothing of another campus, even when it names that campus', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/Report/GetStudentByDistrict', {
      campusId: fixture.campus.B.id,
    }).expect(200);
    expect(response.body).toEqual([expect.objectContaining({ district: TOTAL_ROW_LABEL, totalGender: 0 })]);
  });
});

describe('GET /Student/Report/GetStudentSummary', () => {
  it('counts by campus and program with the ethnic columns the clients read (muslim in lower case)', async () => {
    const response = await get(fixture.users.uniAdmin, 'Student/Report/GetStudentSummary').expect(200);
    const row = (campus: CampusKey, program: ProgramKey) => {
      const students = counted([campus], { program });
      const group = (name: string | null) => students.filter((s) => s.ethnicity === name).length;
      return {
        campus: fixture.campus[campus].campusName,
        level: fixture.program[program].levelName,
        faculty: fixture.program[program].facultyName,
        program: fixture.program[program].programName,
        male: students.filter((s) => s.gender === 'male').length,
        female: students.filter((s) => s.gender === 'female').length,
        other: students.filter((s) => s.gender === 'other').length,
        totalGender: students.length,
        Brahman: group('Brahman'),
        Chhetri: group('Chhetri'),
        Madhesi: group('Madhesi'),
        Dalit: group('Dalit'),
        Janajati: group('Janajati'),
        muslim: group('Muslim'),
        Tharu: group('Tharu'),
        Others: group('Others'),
        None: group(null),
      };
    };
    const expected = [row('A', 'P'), row('A', 'Q'), row('B', 'P')].sort(
      (x, y) => x.campus.localeCompare(y.campus) || x.program.localeCompare(y.program),
    );
    expect(response.body).toEqual(expected);
  });

  it('counts an empty ethnicity as no group, not as Others, as the dashboard tallies do', async () => {
    const campus = await make.createCampus();
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    for (const ethnicity of ['', 'Newar', 'Brahman']) {
      const student = await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: true });
      await test.app.prisma.student.update({ where: { id: student.id }, data: { ethnicity } });
    }
    const response = await get(admin, 'Student/Report/GetStudentSummary').expect(200);
    expect(response.body).toEqual([expect.objectContaining({ totalGender: 3, Brahman: 1, Others: 1, None: 1 })]);
  });

  it('gives a campus only its own rows', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/Report/GetStudentSummary').expect(200);
    expect(new Set(response.body.map((row: { campus: string }) => row.campus))).toEqual(
      new Set([fixture.campus.A.campusName]),
    );
  });
});

describe('GET /Student/GetStudentCountByProgramMajor', () => {
  it('counts by program and major subject, students without a major in their own row', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/GetStudentCountByProgramMajor', {
      programId: fixture.program.P.id,
      batchId: fixture.newestBatch,
    }).expect(200);
    const students = counted(['A'], { program: 'P', newestBatchOnly: true });
    const row = (major: 'M1' | 'M2' | undefined) => {
      const group = students.filter((s) => s.major === major);
      return {
        programName: fixture.program.P.programName,
        majorSubjectName: major ? fixture.major[major].majorSubjectName : null,
        male: group.filter((s) => s.gender === 'male').length,
        female: group.filter((s) => s.gender === 'female').length,
        others: group.filter((s) => s.gender === 'other').length,
        total: group.length,
      };
    };
    expect(response.body).toEqual([row('M1'), row('M2'), row(undefined)]);
  });
});

describe('GET /Student/GetStudentByFilter', () => {
  it('pages the campus’s enrolled students with their home address, batch, program, major and section', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', {
      programId: fixture.program.P.id,
      page: 1,
      pageSize: 25,
    }).expect(200);
    const expected = counted(['A'], { program: 'P' });
    expect(response.body).toMatchObject({ totalRecords: expected.length, totalCount: expected.length, page: 1 });
    expect(response.body.data.map((row: { id: number }) => row.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const first = PLAN[0]!;
    expect(response.body.data.find((row: { id: number }) => row.id === first.id)).toMatchObject({
      ethnicity: 'Brahman',
      province: 'Bagmati',
      district: 'Kathmandu',
      municipality: expect.any(String),
      wardNo: 3,
      programName: fixture.program.P.programName,
      majorSubjectName: fixture.major.M1.majorSubjectName,
      levelName: fixture.program.P.levelName,
      facultyName: fixture.program.P.facultyName,
      batchYear: expect.stringMatching(/^\d{4}$/),
      section: null,
    });
  });

  it('finds no student for a district number beyond any id, and refuses a batch id beyond any id', async () => {
    const none = await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', {
      district: '9'.repeat(30),
      page: 1,
    }).expect(200);
    expect(none.body.data).toEqual([]);
    await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', { batchId: 3_000_000_000 }).expect(400);
  });

  it('filters by home province and district, by name or id, in any case', async () => {
    const kaski = await get(fixture.users.uniAdmin, 'Student/GetStudentByFilter', {
      district: 'kaski',
      campusId: fixture.campus.A.id,
    }).expect(200);
    const expected = counted(['A']).filter((s) => s.district === 'Kaski');
    expect(kaski.body.map((row: { id: number }) => row.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const province = await test.app.prisma.province.findUniqueOrThrow({ where: { name: 'Koshi' } });
    const koshi = await get(fixture.users.uniAdmin, 'Student/GetStudentByFilter', {
      province: String(province.id),
      page: 1,
    }).expect(200);
    const koshiDistricts = ['Jhapa', 'Morang'];
    expect(koshi.body.data.map((row: { id: number }) => row.id).sort()).toEqual(
      counted(['A', 'B'])
        .filter((s) => koshiDistricts.includes(s.district ?? ''))
        .map((s) => s.id)
        .sort(),
    );
  });

  it('never lists another campus’s students, whatever is asked', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', {
      name: 'outsider',
      page: 1,
    }).expect(200);
    expect(response.body.totalRecords).toBe(0);
    const named = await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', {
      campusId: fixture.campus.C.id,
    }).expect(200);
    expect(named.body).toEqual([]);
    const grants = await get(fixture.users.grantsBody, 'Student/GetStudentByFilter', {
      name: 'outsider',
      page: 1,
    }).expect(200);
    expect(grants.body.data.map((row: { id: number }) => row.id)).toContain(PLAN.at(-1)!.id);
  });

  it('asks a caller above a campus to choose one for the whole list (400), and pages without one', async () => {
    const response = await get(fixture.users.grantsBody, 'Student/GetStudentByFilter').expect(400);
    expect(JSON.stringify(response.body)).toContain(STUDENT_RECORD_MESSAGES.campusRequiredForList);
  });
});

describe('GET /Student/GetStudentByFilter/csv', () => {
  it('sends every matching row as UTF-8 CSV with a byte order mark, under the same filters', async () => {
    const response = await get(fixture.users.uniAdmin, 'Student/GetStudentByFilter/csv', {
      programId: fixture.program.P.id,
    })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'S.No.,Full Name,Email,Phone No.,Ethnicity,Province,District,Municipality,Ward No.,Batch Year,Faculty,Level,Program,Major subject,Section',
    );
    const expected = counted(['A', 'B'], { program: 'P' });
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[1]).toMatch(/^1,/);
    expect(lines.some((line) => line.includes('OUTSIDER'))).toBe(false);
  });

  it('streams more rows than one batch read, in any order the list offers', async () => {
    const campus = await make.createCampus();
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const batch = await test.app.prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' } });
    const fiscalYear = await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    await test.app.prisma.student.createMany({
      data: Array.from({ length: 1205 }, (_, index) => ({
        campusId: campus.id,
        universityId: campus.universityId,
        firstName: `BULK${index}`,
        lastName: 'STUDENT',
        searchName: `bulk${index} student`,
        gender: 'female' as const,
        levelId: program.levelId,
        facultyId: program.facultyId,
        programId: program.id,
        admissionYearId: batch.id,
        fiscalYearId: fiscalYear.id,
        isVerified: true,
      })),
    });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    for (const sortBy of [undefined, 'name', 'program']) {
      const response = await get(admin, 'Student/GetStudentByFilter/csv', sortBy ? { sortBy } : {}).expect(200);
      const lines = response.text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(1206);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(1205);
      expect(lines.at(-1)).toMatch(/^1205,/);
    }
  });
});

describe('who may read the student reports', () => {
  const paths = [
    'Student/GetStudentByFilter?page=1',
    'Student/GetStudentByFilter/csv',
    'Student/GetStudentCountByProgramMajor',
    'Student/Report/GetStudentByDistrict',
    'Student/Report/GetStudentSummary',
  ];

  it('refuses a student (403) on every report', async () => {
    for (const path of paths) await asUser(test, fixture.users.student).get(`/api/${path}`).expect(403);
  });

  it('refuses anonymous callers (401)', async () => {
    for (const path of paths) await test.api.get(`/api/${path}`).expect(401);
  });

  it('answers 400 with the field’s message for a bad filter', async () => {
    const response = await get(fixture.users.collegeAdminA, 'Student/Report/GetStudentByDistrict', {
      batchId: 'abc',
    }).expect(400);
    expect(JSON.stringify(response.body)).toMatch(/batchId/);
    const page = await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', { pageSize: 1000 }).expect(400);
    expect(JSON.stringify(page.body)).toMatch(/Page size/);
    await get(fixture.users.collegeAdminA, 'Student/GetStudentByFilter', { semYear: 'Tenth', page: 1 }).expect(400);
  });
});

describe('the count reports beyond a campus', () => {
  const reports: [string, (rows: { total?: number; totalGender?: number; district?: string }[]) => number][] = [
    ['Student/GetStudentCountByProgramMajor', (rows) => rows.reduce((sum, row) => sum + row.total!, 0)],
    [
      'Student/Report/GetStudentByDistrict',
      (rows) => rows.find((row) => row.district === TOTAL_ROW_LABEL)!.totalGender!,
    ],
    ['Student/Report/GetStudentSummary', (rows) => rows.reduce((sum, row) => sum + row.totalGender!, 0)],
  ];

  it('serves a university its counts as counted a few minutes ago, saying when, and a campus its own counted live', async () => {
    const campus = await make.createCampus();
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const enrol = () => make.createStudent({ campusId: campus.id, programId: program.id, isVerified: true });
    await enrol();
    const first = [];
    for (const [path, totalOf] of reports) {
      const counted = await get(uniAdmin, path).expect(200);
      expect(totalOf(counted.body), path).toBe(1);
      expect(Date.now() - Date.parse(counted.headers['x-figures-as-of']!), path).toBeLessThan(60_000);
      expect((await get(admin, path).expect(200)).headers['x-figures-as-of'], path).toBeUndefined();
      first.push(counted);
    }

    await enrol();
    for (const [index, [path, totalOf]] of reports.entries()) {
      const kept = await get(uniAdmin, path).expect(200);
      expect(kept.body, path).toEqual(first[index]!.body);
      expect(kept.headers['x-figures-as-of'], path).toBe(first[index]!.headers['x-figures-as-of']);
      expect(totalOf((await get(admin, path).expect(200)).body), path).toBe(2);
    }

    await outdateKeptCounts(test.app.prisma);
    for (const [path, totalOf] of reports) expect(totalOf((await get(uniAdmin, path).expect(200)).body), path).toBe(2);
  });
});
