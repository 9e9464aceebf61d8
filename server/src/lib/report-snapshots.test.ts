import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { testClock } from '../../../tests/support/clock.ts';
import { factoriesFor, type TestUser } from '../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../tests/support/pdf-text.ts';
import { asUser } from '../../../tests/support/session.ts';
import { SNAPSHOT_MAX_AGE_SECONDS } from './report-snapshots.ts';

const COUNTED_AT = '2026-03-01T06:00:00.000Z';
const clock = testClock(COUNTED_AT);

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;
let campus: { id: number; universityId: number };
let program: { id: number; programName: string };
let campusAdmin: TestUser;
let universityAdmin: TestUser;

const PROVINCES = '/api/Dashboard/college/GenerateStudentByProgramProvinceReport';

/** A verified student of the campus's program whose home is in the first district of Koshi. */
async function addStudentFromKoshi() {
  const prisma = test.app.prisma;
  const student = await make.createStudent({ campusId: campus.id, programId: program.id });
  const district = await prisma.district.findFirstOrThrow({
    where: { province: { reportKey: 'koshi' } },
    orderBy: { id: 'asc' },
  });
  const localLevel = await prisma.localLevel.findFirstOrThrow({ where: { districtId: district.id } });
  await prisma.studentAddress.create({
    data: {
      studentId: student.id,
      kind: 'permanent',
      provinceId: district.provinceId,
      districtId: district.id,
      localLevelId: localLevel.id,
    },
  });
}

async function koshiStudents(user: TestUser, query = '') {
  const response = await asUser(test, user).get(`${PROVINCES}${query}`).expect(200);
  const row = (response.body as { program: string; koshi: number }[]).find(
    (item) => item.program === program.programName,
  );
  return { koshi: row?.koshi ?? 0, asOf: response.headers['x-figures-as-of'] as string | undefined };
}

beforeAll(async () => {
  test = await createTestApp({ clock });
  make = factoriesFor(test.app.prisma);
  const university = await make.createUniversity();
  campus = await make.createCampus({ universityId: university.id });
  program = await make.createProgram({ universityId: university.id, runByCampusId: campus.id });
  campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  universityAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
  await addStudentFromKoshi();
});
afterAll(() => test.close());

describe('reports counted from students’ own rows', () => {
  it('serve a university the count of a few minutes ago, saying when it was counted, and count again once it is old', async () => {
    const first = await koshiStudents(universityAdmin);
    expect(first.koshi).toBe(1);
    expect(first.asOf).toBe(COUNTED_AT);

    await addStudentFromKoshi();
    const kept = await koshiStudents(universityAdmin);
    expect(kept).toEqual(first);
    // A snapshot is its reader's scope's: another university's reader never gets it.
    const stranger = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    expect((await koshiStudents(stranger)).koshi).toBe(0);

    clock.advance((SNAPSHOT_MAX_AGE_SECONDS - 1) * 1000);
    expect(await koshiStudents(universityAdmin)).toEqual(first);
    clock.advance(1000);
    const recounted = await koshiStudents(universityAdmin);
    expect(recounted).toEqual({
      koshi: 2,
      asOf: new Date(Date.parse(COUNTED_AT) + SNAPSHOT_MAX_AGE_SECONDS * 1000).toISOString(),
    });
  });

  it('count a campus live, whoever reads it', async () => {
    const before = await koshiStudents(campusAdmin);
    expect(before.asOf).toBeUndefined();
    const beforeNamed = await koshiStudents(universityAdmin, `?campusId=${campus.id}`);
    await addStudentFromKoshi();
    expect((await koshiStudents(campusAdmin)).koshi).toBe(before.koshi + 1);
    expect((await koshiStudents(universityAdmin, `?campusId=${campus.id}`)).koshi).toBe(beforeNamed.koshi + 1);
  });

  it('state the time of the count in a download', async () => {
    const response = await asBytes(asUser(test, universityAdmin).get(`${PROVINCES}?format=pdf`)).expect(200);
    const [page] = await pdfText(response.body as Buffer);
    expect(page).toMatch(/Figures as counted at 1 Mar 2026, \d{2}:\d{2} \(Nepal time\)/);
  });
});
