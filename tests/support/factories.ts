/**
 * Test data with sensible defaults and overrides, named by role (ARCHITECTURE.md):
 * `createUser({ role: 'CollegeAdmin', campusId })`. Every email is unique, so tests share
 * a worker's database without stepping on each other.
 */
import argon2 from 'argon2';
import {
  DEFAULT_CAMPUS_ID,
  MODULE_KEYS,
  hasGrantedModules,
  isGrantsBodyRole,
  type ModuleKey,
  type Role,
  type UserType,
} from '@hemis/contracts';
import { ensureBuiltInModules } from '../../server/src/lib/module-access.ts';
import type { Prisma, PrismaClient } from '../../server/src/db/prisma.ts';

export const TEST_PASSWORD = 'Secret123';

let sequence = 0;
/** A name no other test of this run uses. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/** Cheap argon2id parameters: tests hash many passwords; the server verifies whatever parameters a hash carries. */
const hashes = new Map<string, Promise<string>>();
function testHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    hashes.set(password, hash);
  }
  return hash;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
  type: UserType;
  universityId: number | null;
  campusId: number | null;
}

export interface UserOverrides {
  role: Role;
  campusId?: number;
  universityId?: number;
  password?: string;
  mustChangePassword?: boolean;
  status?: 'active' | 'disabled';
  email?: string;
  /**
   * The modules granted to a user whose modules are granted one by one (a CollegeUser): every
   * module unless given, so a test about something else is not about modules.
   */
  modules?: readonly ModuleKey[];
}

const typeOfRole = (role: Role): UserType => (isGrantsBodyRole(role) ? 'Ugc' : role === 'UniAdmin' ? 'Uni' : 'college');

export function factoriesFor(prisma: PrismaClient) {
  async function createUniversity(overrides: { name?: string } = {}) {
    const name = overrides.name ?? uniqueName('University');
    return prisma.university.create({ data: { name, code: name } });
  }

  async function createCampus(overrides: { universityId?: number; campusName?: string; bankName?: string } = {}) {
    const universityId = overrides.universityId ?? (await createUniversity()).id;
    const localLevel = await prisma.localLevel.findFirstOrThrow({ select: { id: true } });
    return prisma.campus.create({
      data: {
        universityId,
        campusName: overrides.campusName ?? uniqueName('Campus'),
        campusType: 'community',
        localLevelId: localLevel.id,
        bankName: overrides.bankName ?? 'Test Bank',
        accountNo: '0011223344',
      },
    });
  }

  /**
   * A user of the role. College roles and students default to the portal campus, a
   * UniAdmin to that campus's university; grants-body roles have no institution.
   */
  async function createUser(overrides: UserOverrides): Promise<TestUser> {
    const { role } = overrides;
    const type = typeOfRole(role);
    const password = overrides.password ?? TEST_PASSWORD;
    let campusId: number | null = null;
    let universityId: number | null = null;
    if (type === 'college') {
      campusId = overrides.campusId ?? DEFAULT_CAMPUS_ID;
      const campus = await prisma.campus.findUniqueOrThrow({ where: { id: campusId }, select: { universityId: true } });
      universityId = campus.universityId;
    } else if (type === 'Uni') {
      universityId =
        overrides.universityId ??
        (await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID }, select: { universityId: true } }))
          .universityId;
    }
    const email = (overrides.email ?? `${uniqueName(role.toLowerCase())}@test.hemis`).toLowerCase();
    const user = await prisma.user.create({
      data: {
        email,
        passwordHash: await testHash(password),
        role,
        type,
        campusId,
        universityId,
        firstName: 'Test',
        lastName: role,
        mustChangePassword: overrides.mustChangePassword ?? false,
        status: overrides.status ?? 'active',
      },
    });
    if (hasGrantedModules(role)) await grantModules(user.id, overrides.modules ?? MODULE_KEYS);
    return { id: user.id, email, password, role, type, universityId, campusId };
  }

  /** Gives the user exactly these modules. */
  async function grantModules(userId: number, keys: readonly ModuleKey[]) {
    await ensureBuiltInModules(prisma);
    const modules = await prisma.module.findMany({ where: { key: { in: [...keys] } }, select: { id: true } });
    await prisma.userModule.deleteMany({ where: { userId } });
    await prisma.userModule.createMany({ data: modules.map((module) => ({ userId, moduleId: module.id })) });
  }

  async function createFaculty(overrides: { universityId: number; campusId?: number; facultyName?: string }) {
    const facultyName = overrides.facultyName ?? uniqueName('Faculty');
    return prisma.faculty.create({
      data: { ...overrides, facultyName, facultyType: 'general', shortName: facultyName.slice(0, 12) },
    });
  }

  async function createLevel(overrides: { universityId: number; campusId?: number; levelName?: string }) {
    const levelName = overrides.levelName ?? uniqueName('Level');
    return prisma.level.create({ data: { ...overrides, levelName, code: uniqueName('L') } });
  }

  /** A program with its own faculty and level; a campus given runs it (CampusProgram). */
  async function createProgram(
    overrides: {
      universityId: number;
      programType?: 'annual' | 'semester';
      runByCampusId?: number;
      campusId?: number;
    } & {
      programName?: string;
    },
  ) {
    const { universityId, runByCampusId, campusId } = overrides;
    const faculty = await createFaculty({ universityId });
    const level = await createLevel({ universityId });
    const programName = overrides.programName ?? uniqueName('Program');
    const program = await prisma.program.create({
      data: {
        universityId,
        campusId: campusId ?? null,
        facultyId: faculty.id,
        levelId: level.id,
        programName,
        shortName: programName.slice(0, 16),
        programType: overrides.programType ?? 'semester',
        duration: 4,
        code: uniqueName('P'),
      },
    });
    if (runByCampusId) await prisma.campusProgram.create({ data: { campusId: runByCampusId, programId: program.id } });
    return { ...program, faculty, level };
  }

  async function createMajorSubject(overrides: { programId: number; campusId: number; majorSubjectName?: string }) {
    return prisma.majorSubject.create({
      data: { ...overrides, majorSubjectName: overrides.majorSubjectName ?? uniqueName('Major') },
    });
  }

  /**
   * A graduation of a campus's program, as an old student's record (enrolled 2010, passed
   * 2014, a unique name unless given); `status` says whether the campus verified it.
   */
  async function createGraduation({
    campus,
    ...fields
  }: { campus: { id: number; universityId: number } } & Pick<
    Prisma.GraduationApplicationUncheckedCreateInput,
    'programId' | 'fiscalYearId' | 'status'
  > &
    Partial<Prisma.GraduationApplicationUncheckedCreateInput>) {
    return prisma.graduationApplication.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        studentType: 'old',
        applicantNameEng: uniqueName('GRADUATE'),
        enrolledYear: 2010,
        passedYear: 2014,
        ...fields,
      },
    });
  }

  /**
   * A student of a campus (the portal campus unless given) in a program that campus runs,
   * with the seeded batch and active fiscal year; enrolled and verified unless told.
   */
  async function createStudent(
    overrides: {
      campusId?: number;
      programId?: number;
      programType?: 'annual' | 'semester';
      firstName?: string;
      lastName?: string;
      gender?: 'male' | 'female' | 'other';
      isVerified?: boolean;
      status?: 'active' | 'transferredOut' | 'graduated' | 'droppedOut';
      admissionYearId?: number;
      majorSubjectId?: number;
      rollNoManual?: string;
      universityRegdNo?: string;
      symbolNo?: string;
      email?: string;
      userId?: number;
      ethnicity?: string;
    } = {},
  ) {
    const campusId = overrides.campusId ?? DEFAULT_CAMPUS_ID;
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: campusId }, select: { universityId: true } });
    const program = overrides.programId
      ? await prisma.program.findUniqueOrThrow({ where: { id: overrides.programId } })
      : await createProgram({
          universityId: campus.universityId,
          runByCampusId: campusId,
          programType: overrides.programType ?? 'semester',
        });
    const batch = overrides.admissionYearId
      ? { id: overrides.admissionYearId }
      : await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' }, select: { id: true } });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({
      where: { activeFiscalYear: true },
      select: { id: true },
    });
    const firstName = (overrides.firstName ?? uniqueName('First')).toUpperCase();
    const lastName = (overrides.lastName ?? 'STUDENT').toUpperCase();
    return prisma.student.create({
      data: {
        campusId,
        universityId: campus.universityId,
        userId: overrides.userId ?? null,
        status: overrides.status ?? 'active',
        firstName,
        lastName,
        searchName: `${firstName} ${lastName}`.toLowerCase(),
        gender: overrides.gender ?? 'female',
        email: overrides.email ?? null,
        ethnicity: overrides.ethnicity ?? null,
        doBBS: '2060-01-15',
        doBAD: new Date('2003-04-28'),
        levelId: program.levelId,
        facultyId: program.facultyId,
        programId: program.id,
        majorSubjectId: overrides.majorSubjectId ?? null,
        admissionYearId: batch.id,
        fiscalYearId: fiscalYear.id,
        semester: program.programType === 'semester' ? 'First' : null,
        year: program.programType === 'annual' ? 'First' : null,
        rollNoManual: overrides.rollNoManual ?? null,
        universityRegdNo: overrides.universityRegdNo ?? null,
        symbolNo: overrides.symbolNo ?? null,
        isVerified: overrides.isVerified ?? true,
      },
    });
  }

  /**
   * An employee of a campus (default the demo campus), of a university (`campusId: null`
   * with `universityId`) or of the grants body (both null). Teaching staff get a teaching
   * position of the national list unless one is given.
   */
  async function createEmployee(
    overrides: {
      campusId?: number | null;
      universityId?: number | null;
      employeeType?: 'Teaching' | 'Administrative' | 'Technical' | 'Other';
      firstName?: string;
      lastName?: string;
      gender?: 'male' | 'female' | 'other';
      ethnicity?: string;
      joiningType?: 'permanent' | 'temporary' | 'partTime' | 'contract';
      employeePositionId?: number | null;
      departmentId?: number;
      sectionId?: number;
      citizenshipNo?: string;
      email?: string;
    } = {},
  ) {
    const campusId = overrides.campusId === undefined ? DEFAULT_CAMPUS_ID : overrides.campusId;
    const universityId =
      overrides.universityId !== undefined
        ? overrides.universityId
        : campusId === null
          ? null
          : (await prisma.campus.findUniqueOrThrow({ where: { id: campusId }, select: { universityId: true } }))
              .universityId;
    const employeeType = overrides.employeeType ?? 'Teaching';
    const employeePositionId =
      overrides.employeePositionId !== undefined
        ? overrides.employeePositionId
        : ((
            await prisma.employeePosition.findFirst({
              where: { category: employeeType === 'Teaching' ? 'Teaching' : 'Nonteaching' },
              orderBy: { id: 'asc' },
              select: { id: true },
            })
          )?.id ?? null);
    const firstName = overrides.firstName ?? uniqueName('Emp');
    const lastName = overrides.lastName ?? 'Staff';
    return prisma.employee.create({
      data: {
        campusId,
        universityId,
        employeeType,
        salutation: 'Mr.',
        firstName,
        lastName,
        searchName: `${firstName} ${lastName}`.toLowerCase(),
        gender: overrides.gender ?? 'male',
        ethnicity: overrides.ethnicity ?? null,
        email: overrides.email ?? null,
        citizenshipNo: overrides.citizenshipNo ?? null,
        dateOfBirthBs: '2040-05-10',
        dateOfBirthAd: new Date('1983-08-26'),
        employeePositionId,
        joiningType: overrides.joiningType ?? 'permanent',
        joiningDateBs: '2075-04-01',
        joiningDateAd: new Date('2018-07-17'),
        departmentId: overrides.departmentId ?? null,
        sectionId: overrides.sectionId ?? null,
      },
    });
  }

  return {
    createStudent,
    createEmployee,
    createUniversity,
    createCampus,
    createUser,
    grantModules,
    createFaculty,
    createLevel,
    createProgram,
    createMajorSubject,
    createGraduation,
  };
}
