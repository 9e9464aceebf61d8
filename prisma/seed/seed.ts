/**
 * Demo data for a believable national HEMIS: Nepal's address tree, real universities and
 * campuses (the portal's own campus has id 66), faculties, levels, programs of both types
 * with subjects, fiscal years up to the current one, batches, the ethnic groups of national
 * reports, positions, fee items, age groups, one demo user per role, demo students and
 * employees, graduates of the last five fiscal years, the standard finance heads, and the portal
 * campus's infrastructure registers, research and income and expenditure (registers.ts).
 *
 * Every step only adds what is missing, so seeding twice changes nothing and an
 * administrator's later edits survive a re-seed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_GRADE_BANDS,
  EDG_ETHNIC_GROUPS,
  fiscalYearOf,
  fiscalYearStartingIn,
  formatCalendarDate,
  fromUtcDate,
  toUtcDate,
  bsToAd,
  parseBsDate,
  type ModuleKey,
} from '@hemis/contracts';
import { createPrismaClient, type PrismaClient } from '../../server/src/db/prisma.ts';
import type { FileStore } from '../../server/src/lib/file-store.ts';
import { ensureBuiltInModules } from '../../server/src/lib/module-access.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { importRegistry } from '../../server/src/modules/registry-import/registry-import.service.ts';
import { searchNameOf as graduationSearchName } from '../../server/src/modules/graduation/graduation.service.ts';
import { searchNameOf } from '../../server/src/modules/student/student-record.ts';
import type { LocalLevelType, Role, UserType } from '../../server/src/generated/prisma/client.ts';
import { seedRegistersAndFinance } from './registers.ts';
import { seedDemoQaa } from './qaa.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoAnnualReturn } from './annual-returns.ts';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

interface AddressData {
  provinces: {
    id: number;
    name: string;
    nameNepali: string;
    reportKey: string;
    districts: {
      name: string;
      ecologicalBelt: 'Mountain' | 'Hill' | 'Tarai';
      localLevels: { name: string; type: string; wards: number }[];
    }[];
  }[];
}

interface ReferenceData {
  universities: {
    code: string;
    name: string;
    nameNepali?: string;
    type: 'public' | 'private' | 'deemed';
    establishedYear?: number;
    district: string;
    localLevel: string;
    website?: string;
  }[];
  faculties: { name: string; shortName: string; type: 'general' | 'technical' }[];
  levels: { name: string; code: string }[];
  programs: {
    name: string;
    shortName: string;
    faculty: string;
    level: string;
    type: 'annual' | 'semester';
    durationYears: number;
    university: string;
    subjects: {
      name: string;
      code: string;
      shortName: string;
      year?: string;
      semester?: string;
      type: 'regular' | 'optional';
    }[];
  }[];
  campuses: {
    id: number;
    name: string;
    university: string;
    type: 'constituent' | 'community' | 'private';
    district: string;
    localLevel: string;
    ward?: number;
    tole?: string;
    yearOfEstd?: number;
    phone?: string;
    email?: string;
    programs: string[];
  }[];
  ethnicGroups: string[];
  employeePositions: {
    postName: string;
    category: 'Teaching' | 'Nonteaching';
    type: 'Administrative' | 'Technical' | 'Other' | null;
  }[];
  generalFeeTypes: { feeType: 'generalFee' | 'courseFee'; feeName: string; amount: number }[];
}

const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as T;

const LOCAL_LEVEL_TYPES: Record<string, LocalLevelType> = {
  'Metropolitan City': 'MetropolitanCity',
  'Sub-Metropolitan City': 'SubMetropolitanCity',
  Municipality: 'Municipality',
  'Rural Municipality': 'RuralMunicipality',
};

/** The portal's own campus (spec section 1: the header reads campus 66). */
export const PORTAL_CAMPUS_ID = 66;
export const DEFAULT_DEMO_PASSWORD = 'Demo@12345';

export const DEMO_USERS: {
  email: string;
  role: Role;
  type: UserType;
  firstName: string;
  lastName: string;
  institution: 'none' | 'university' | 'campus';
  /** The modules a demo staff user (CollegeUser) was granted. */
  modules?: ModuleKey[];
}[] = [
  {
    email: 'superadmin@hemis.local',
    role: 'SuperAdmin',
    type: 'Ugc',
    firstName: 'Sita',
    lastName: 'Sharma',
    institution: 'none',
  },
  {
    email: 'admin@hemis.local',
    role: 'Admin',
    type: 'Ugc',
    firstName: 'Ram',
    lastName: 'Adhikari',
    institution: 'none',
  },
  {
    email: 'ugcadmin@hemis.local',
    role: 'UgcAdmin',
    type: 'Ugc',
    firstName: 'Gita',
    lastName: 'Karki',
    institution: 'none',
  },
  {
    email: 'uniadmin@hemis.local',
    role: 'UniAdmin',
    type: 'Uni',
    firstName: 'Hari',
    lastName: 'Bhattarai',
    institution: 'university',
  },
  {
    email: 'collegeadmin@hemis.local',
    role: 'CollegeAdmin',
    type: 'college',
    firstName: 'Maya',
    lastName: 'Gurung',
    institution: 'campus',
  },
  {
    email: 'collegeuser@hemis.local',
    role: 'CollegeUser',
    type: 'college',
    firstName: 'Bikash',
    lastName: 'Thapa',
    institution: 'campus',
    modules: ['dashboard', 'student management', 'employee management', 'hemis report', 'account management'],
  },
  {
    // The campus's accountant: receipts and the books, whose vouchers three people sign.
    email: 'accountant@hemis.local',
    role: 'CollegeUser',
    type: 'college',
    firstName: 'Sita',
    lastName: 'Shrestha',
    institution: 'campus',
    modules: ['dashboard', 'receipt management', 'account management'],
  },
  {
    email: 'student@hemis.local',
    role: 'Student',
    type: 'college',
    firstName: 'Anita',
    lastName: 'Rai',
    institution: 'campus',
  },
];

/** Age bands of the enrolment-by-age reports (api-contract 5.16). */
const AGE_GROUPS = [
  { ageIndex: 1, ageFrom: 0, ageTo: 17, remarks: 'Below 18' },
  { ageIndex: 2, ageFrom: 18, ageTo: 22, remarks: '18-22' },
  { ageIndex: 3, ageFrom: 23, ageTo: 27, remarks: '23-27' },
  { ageIndex: 4, ageFrom: 28, ageTo: 32, remarks: '28-32' },
  { ageIndex: 5, ageFrom: 33, ageTo: 150, remarks: 'Above 32' },
];

/** The first fiscal year national reports go back to. */
const FIRST_FISCAL_YEAR_BS = 2076;

export interface SeedOptions {
  log?: (line: string) => void;
  demoPassword?: string;
  /** The day "current" fiscal year and batches are computed for. */
  today?: Date;
  /** Where uploaded files live; the portal campus's logo is placed there. */
  uploadDir?: string;
  /** Also load the national registry (data/nepal-campuses.csv) through the bulk import. */
  national?: boolean;
}

/** Some 340 campuses of every type under the real universities, in the import's own format. */
export const NATIONAL_REGISTRY_FILE = path.join(dataDir, 'nepal-campuses.csv');

/**
 * Loads the national registry through the same import the administrators use: every row
 * checked first, all written in one transaction, and campuses already there left alone.
 */
export async function seedNationalRegistry(prisma: PrismaClient): Promise<{ created: number; unchanged: number }> {
  const outcome = await importRegistry(prisma, fs.readFileSync(NATIONAL_REGISTRY_FILE), {
    userId: null,
    email: null,
    role: 'seed',
    universityId: null,
  });
  if (outcome.status !== 'succeeded') {
    const problems = outcome.result.errors.map((error) => `row ${error.row}, ${error.column}: ${error.message}`);
    throw new Error(`${path.basename(NATIONAL_REGISTRY_FILE)} was not loaded:\n${problems.join('\n')}`);
  }
  return outcome.result.campuses;
}

const PORTAL_CAMPUS_LOGO = 'campus-66-logo.png';

/** Puts the portal campus's logo in the upload folder when it is missing there (idempotent). */
export function placePortalLogo(uploadDir: string) {
  const target = path.join(uploadDir, PORTAL_CAMPUS_LOGO);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(uploadDir, { recursive: true });
  fs.copyFileSync(path.join(path.dirname(dataDir), 'assets', PORTAL_CAMPUS_LOGO), target);
}

/** Puts the portal campus's logo in a file store (a bucket) when it is missing there (idempotent). */
export async function placePortalLogoIn(store: FileStore) {
  if (await store.stat(PORTAL_CAMPUS_LOGO)) return;
  const bytes = fs.readFileSync(path.join(path.dirname(dataDir), 'assets', PORTAL_CAMPUS_LOGO));
  await store.put(PORTAL_CAMPUS_LOGO, bytes, 'image/png');
}

async function seedAddressTree(prisma: PrismaClient) {
  const { provinces } = readJson<AddressData>('address.json');
  await prisma.province.createMany({
    data: provinces.map(({ id, name, nameNepali, reportKey }) => ({ id, name, nameNepali, reportKey })),
    skipDuplicates: true,
  });
  await prisma.district.createMany({
    data: provinces.flatMap((province) =>
      province.districts.map((district) => ({
        provinceId: province.id,
        name: district.name,
        ecologicalBelt: district.ecologicalBelt,
      })),
    ),
    skipDuplicates: true,
  });
  const districtIds = new Map(
    (await prisma.district.findMany({ select: { id: true, name: true } })).map((d) => [d.name, d.id]),
  );
  await prisma.localLevel.createMany({
    data: provinces.flatMap((province) =>
      province.districts.flatMap((district) =>
        district.localLevels.map((localLevel) => {
          const type = LOCAL_LEVEL_TYPES[localLevel.type];
          if (!type) throw new Error(`Unknown local level type ${localLevel.type}`);
          return {
            districtId: districtIds.get(district.name)!,
            name: localLevel.name,
            type,
            numberOfWards: localLevel.wards,
          };
        }),
      ),
    ),
    skipDuplicates: true,
  });
}

async function localLevelIdOf(prisma: PrismaClient, district: string, localLevel: string): Promise<number> {
  const found = await prisma.localLevel.findFirst({
    where: { name: localLevel, district: { name: district } },
    select: { id: true },
  });
  if (!found) throw new Error(`Seed data names an unknown local level: ${localLevel}, ${district}`);
  return found.id;
}

async function seedInstitutions(prisma: PrismaClient, reference: ReferenceData) {
  for (const university of reference.universities) {
    const localLevelId = await localLevelIdOf(prisma, university.district, university.localLevel);
    await prisma.university.upsert({
      where: { code: university.code },
      update: {},
      create: {
        code: university.code,
        name: university.name,
        nameNepali: university.nameNepali,
        type: university.type,
        establishedYear: university.establishedYear,
        website: university.website,
        localLevelId,
      },
    });
  }
  const universityIds = new Map(
    (await prisma.university.findMany({ select: { id: true, code: true } })).map((u) => [u.code, u.id]),
  );

  const universitiesWithPrograms = [...new Set(reference.programs.map((program) => program.university))];
  for (const universityCode of universitiesWithPrograms) {
    const universityId = universityIds.get(universityCode)!;
    const facultiesUsedElsewhere = new Set(
      reference.programs.filter((program) => program.university !== universityCode).map((program) => program.faculty),
    );
    const facultiesUsedHere = new Set(
      reference.programs.filter((program) => program.university === universityCode).map((program) => program.faculty),
    );
    // A university gets the faculties its programs use, and the main university also the unused ones.
    const faculties = reference.faculties.filter(
      (faculty) =>
        facultiesUsedHere.has(faculty.shortName) ||
        (universityCode === 'TU' && !facultiesUsedElsewhere.has(faculty.shortName)),
    );
    await prisma.faculty.createMany({
      data: faculties.map((faculty) => ({
        universityId,
        facultyName: faculty.name,
        facultyType: faculty.type,
        shortName: faculty.shortName,
        code: faculty.shortName.toUpperCase(),
      })),
      skipDuplicates: true,
    });
    await prisma.level.createMany({
      data: reference.levels.map((level) => ({
        universityId,
        levelName: level.name,
        shortName: level.name,
        code: level.code,
      })),
      skipDuplicates: true,
    });
  }

  for (const campus of reference.campuses) {
    const localLevelId = await localLevelIdOf(prisma, campus.district, campus.localLevel);
    const exists = await prisma.campus.findUnique({ where: { id: campus.id }, select: { id: true } });
    if (exists) continue;
    await prisma.campus.create({
      data: {
        id: campus.id,
        universityId: universityIds.get(campus.university)!,
        campusName: campus.name,
        campusType: campus.type,
        localLevelId,
        wardNo: campus.ward,
        tole: campus.tole,
        locality: campus.tole,
        yearOfEstd: campus.yearOfEstd,
        phoneNo: campus.phone,
        contactNo: campus.phone,
        email: campus.email,
        contactEmail: campus.email,
        logo: campus.id === PORTAL_CAMPUS_ID ? PORTAL_CAMPUS_LOGO : null,
      },
    });
  }
  // Campuses were inserted with explicit ids: move the sequence past them.
  await prisma.$executeRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('"Campus"', 'id'), GREATEST((SELECT MAX(id) FROM "Campus"), 1))`,
  );
}

async function seedPrograms(prisma: PrismaClient, reference: ReferenceData) {
  const universities = await prisma.university.findMany({ select: { id: true, code: true } });
  const universityIds = new Map(universities.map((u) => [u.code, u.id]));
  for (const program of reference.programs) {
    const universityId = universityIds.get(program.university)!;
    const faculty = await prisma.faculty.findFirstOrThrow({
      where: { universityId, shortName: program.faculty },
      select: { id: true },
    });
    const level = await prisma.level.findUniqueOrThrow({
      where: { universityId_code: { universityId, code: program.level } },
      select: { id: true },
    });
    const saved = await prisma.program.upsert({
      where: { universityId_programName: { universityId, programName: program.name } },
      update: {},
      create: {
        universityId,
        facultyId: faculty.id,
        levelId: level.id,
        programName: program.name,
        shortName: program.shortName,
        code: program.shortName.toUpperCase().replace(/\s+/g, '-'),
        programType: program.type,
        duration: program.durationYears,
      },
    });
    await prisma.subject.createMany({
      data: program.subjects.map((subject) => ({
        programId: saved.id,
        subjectName: subject.name,
        subjectType: subject.type,
        shortName: subject.shortName,
        code: subject.code,
        semester: program.type === 'semester' ? (subject.semester as never) : null,
        year: program.type === 'annual' ? (subject.year as never) : null,
      })),
      skipDuplicates: true,
    });
  }
  for (const campus of reference.campuses) {
    const programs = await prisma.program.findMany({
      where: { shortName: { in: campus.programs }, university: { code: campus.university } },
      select: { id: true },
    });
    await prisma.campusProgram.createMany({
      data: programs.map((program) => ({ campusId: campus.id, programId: program.id })),
      skipDuplicates: true,
    });
  }
}

async function seedLookups(prisma: PrismaClient, reference: ReferenceData, today: Date) {
  const current = fiscalYearOf(fromUtcDate(today));
  const currentStartYear = current.startBs.year;
  const fiscalYears = [];
  for (let year = FIRST_FISCAL_YEAR_BS; year <= currentStartYear; year += 1)
    fiscalYears.push(fiscalYearStartingIn(year));
  await prisma.fiscalYear.createMany({
    data: fiscalYears.map((fiscalYear, position) => ({
      yearNepali: fiscalYear.yearNepali,
      yearEnglish: fiscalYear.yearEnglish,
      startDateBs: formatCalendarDate(fiscalYear.startBs),
      startDateAd: toUtcDate(fiscalYear.startAd),
      endDateBs: formatCalendarDate(fiscalYear.endBs),
      endDateAd: toUtcDate(fiscalYear.endAd),
      index: position + 1,
      activeFiscalYear: false,
    })),
    skipDuplicates: true,
  });
  // Only on a fresh database does the seed choose the active year; afterwards administrators do.
  if ((await prisma.fiscalYear.count({ where: { activeFiscalYear: true } })) === 0) {
    await prisma.fiscalYear.update({ where: { yearNepali: current.yearNepali }, data: { activeFiscalYear: true } });
  }

  const batches = [];
  for (let year = FIRST_FISCAL_YEAR_BS; year <= currentStartYear; year += 1) {
    batches.push({ batchNepali: String(year), name: String(year - 57) });
  }
  await prisma.batch.createMany({ data: batches, skipDuplicates: true });
  await prisma.ethnicGroup.createMany({ data: reference.ethnicGroups.map((name) => ({ name })), skipDuplicates: true });
  await prisma.employeePosition.createMany({ data: reference.employeePositions, skipDuplicates: true });
  await prisma.ageGroup.createMany({ data: AGE_GROUPS, skipDuplicates: true });
  await prisma.generalFeeType.createMany({
    data: reference.campuses.flatMap((campus) =>
      reference.generalFeeTypes.map((fee) => ({
        campusId: campus.id,
        feeType: fee.feeType,
        feeName: fee.feeName,
        amount: fee.amount,
      })),
    ),
    skipDuplicates: true,
  });
}

async function seedDemoUsers(prisma: PrismaClient, password: string) {
  const portalCampus = await prisma.campus.findUniqueOrThrow({
    where: { id: PORTAL_CAMPUS_ID },
    select: { id: true, universityId: true },
  });
  const existing = new Set(
    (
      await prisma.user.findMany({ where: { email: { in: DEMO_USERS.map((u) => u.email) } }, select: { email: true } })
    ).map((u) => u.email),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password);
  await prisma.user.createMany({
    data: missing.map((user) => ({
      email: user.email,
      passwordHash,
      role: user.role,
      type: user.type,
      firstName: user.firstName,
      lastName: user.lastName,
      universityId: user.institution === 'none' ? null : portalCampus.universityId,
      campusId: user.institution === 'campus' ? portalCampus.id : null,
    })),
    skipDuplicates: true,
  });
  await ensureBuiltInModules(prisma);
  const modules = new Map(
    (await prisma.module.findMany({ select: { id: true, key: true } })).map((m) => [m.key, m.id]),
  );
  for (const demo of missing.filter((user) => user.modules)) {
    const user = await prisma.user.findUniqueOrThrow({ where: { email: demo.email }, select: { id: true } });
    await prisma.userModule.createMany({
      data: demo.modules!.map((key) => ({ userId: user.id, moduleId: modules.get(key)! })),
      skipDuplicates: true,
    });
  }
}

/** A demo student of data/demo-students.json: a person as the registration form holds them. */
interface DemoStudent {
  campusId: number;
  /** The program's short name, among those the campus runs. */
  program: string;
  /** How many batches before the newest one they joined (0: this year's intake). */
  yearsAgo: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nepaliName: string;
  gender: 'male' | 'female' | 'other';
  ethnicity: string | null;
  religion: string;
  doBBS: string;
  doBAD: string;
  phoneNumber: string;
  email: string;
  isVerified: boolean;
  rollNoManual: string | null;
  universityRegdNo: string | null;
  section: string | null;
  address: { district: string; localLevel: string; wardNo: number; locality: string };
  isSameAsPermanent: boolean;
  fatherName: string;
  fOccupation: string;
  fatherPhoneNo: string;
  motherName: string;
  mOccupation: string;
}

/** Every demo student's email ends so; a database holding other students has real or generated ones. */
export const DEMO_STUDENT_EMAIL_SUFFIX = 'hemis.local';
/** The student sections of the portal campus. */
export const DEMO_SECTIONS = ['A', 'B'];

const SEMESTERS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'] as const;
const YEARS = ['First', 'Second', 'Third', 'Fourth'] as const;

/**
 * Some 60 students, most on the portal campus in its programs, a few waiting for
 * verification, some with roll and registration numbers and a section; the demo Student
 * account reads the record that has its email. Added by email, so a re-seed adds nothing.
 */
async function seedDemoStudents(prisma: PrismaClient) {
  await prisma.sectionForStudent.createMany({
    data: DEMO_SECTIONS.map((sectionSymbol) => ({ campusId: PORTAL_CAMPUS_ID, sectionSymbol })),
    skipDuplicates: true,
  });
  const students = readJson<DemoStudent[]>('demo-students.json');
  const present = new Set(
    (
      await prisma.student.findMany({
        where: { email: { in: students.map((student) => student.email) } },
        select: { email: true },
      })
    ).map((student) => student.email),
  );
  const batches = await prisma.batch.findMany({ orderBy: { batchNepali: 'desc' } });
  const fiscalYears = await prisma.fiscalYear.findMany({ select: { id: true, yearNepali: true } });
  for (const student of students.filter((candidate) => !present.has(candidate.email))) {
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: student.campusId } });
    const program = await prisma.program.findFirstOrThrow({
      where: { shortName: student.program, campuses: { some: { campusId: campus.id } } },
    });
    const batch = batches[Math.min(student.yearsAgo, batches.length - 1)]!;
    const fiscalYear = fiscalYears.find((year) => year.yearNepali.startsWith(`${batch.batchNepali}/`));
    if (!fiscalYear) throw new Error(`Demo student ${student.email}: no fiscal year for batch ${batch.batchNepali}`);
    const localLevel = await prisma.localLevel.findFirstOrThrow({
      where: { name: student.address.localLevel, district: { name: student.address.district } },
      include: { district: true },
    });
    const section = student.section
      ? await prisma.sectionForStudent.findUniqueOrThrow({
          where: { campusId_sectionSymbol: { campusId: campus.id, sectionSymbol: student.section } },
        })
      : null;
    const studyYear = Math.min(student.yearsAgo, program.duration - 1);
    const home = {
      provinceId: localLevel.district.provinceId,
      districtId: localLevel.districtId,
      localLevelId: localLevel.id,
      wardNo: student.address.wardNo,
      locality: student.address.locality,
    };
    const portalLevel = campus.localLevelId
      ? await prisma.localLevel.findUniqueOrThrow({ where: { id: campus.localLevelId }, include: { district: true } })
      : localLevel;
    const stay = student.isSameAsPermanent
      ? home
      : {
          provinceId: portalLevel.district.provinceId,
          districtId: portalLevel.districtId,
          localLevelId: portalLevel.id,
          wardNo: campus.wardNo ?? 1,
          locality: campus.tole,
        };
    const enrolled = toUtcDate({ year: Number(batch.name), month: 9, day: 1 });
    await prisma.student.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        nepaliName: student.nepaliName,
        firstName: student.firstName,
        middleName: student.middleName,
        lastName: student.lastName,
        searchName: searchNameOf(student),
        phoneNumber: student.phoneNumber,
        email: student.email,
        doBBS: student.doBBS,
        doBAD: new Date(student.doBAD),
        gender: student.gender,
        ethnicity: student.ethnicity,
        religion: student.religion,
        edg: (EDG_ETHNIC_GROUPS as readonly (string | null)[]).includes(student.ethnicity),
        citizenIssueDist: localLevel.district.name,
        isSameAsPermanent: student.isSameAsPermanent,
        levelId: program.levelId,
        facultyId: program.facultyId,
        programId: program.id,
        admissionYearId: batch.id,
        fiscalYearId: fiscalYear.id,
        completionYear: String(Number(batch.batchNepali) + program.duration),
        dateOfEnrollment: enrolled,
        semester: program.programType === 'semester' ? SEMESTERS[Math.min(2 * studyYear, 7)] : null,
        year: program.programType === 'annual' ? YEARS[Math.min(studyYear, 3)] : null,
        sectionId: section?.id ?? null,
        rollNoManual: student.rollNoManual,
        universityRegdNo: student.universityRegdNo,
        isVerified: student.isVerified,
        verifiedAt: student.isVerified ? enrolled : null,
        createdAt: enrolled,
        addresses: {
          create: [
            { kind: 'permanent', ...home },
            { kind: 'temporary', ...stay },
          ],
        },
        guardians: {
          create: [
            {
              relation: 'father',
              name: student.fatherName,
              occupation: student.fOccupation,
              phone: student.fatherPhoneNo,
            },
            { relation: 'mother', name: student.motherName, occupation: student.mOccupation },
          ],
        },
      },
    });
  }
  // The demo Student account reads the record that carries its email.
  for (const user of DEMO_USERS.filter((demo) => demo.role === 'Student')) {
    const account = await prisma.user.findUnique({ where: { email: user.email }, include: { student: true } });
    if (!account || account.student) continue;
    await prisma.student.updateMany({ where: { email: user.email, userId: null }, data: { userId: account.id } });
  }
}

/**
 * A graduate of data/demo-graduates.json: someone who graduated `yearsAgo` fiscal years before
 * the seed's current one, recorded as the campus records an old student (never enrolled in
 * HEMIS), so the dashboard's graduates line and the five-year counts have a history.
 */
interface DemoGraduate {
  campusId: number;
  program: string;
  yearsAgo: number;
  firstName: string;
  lastName: string;
  nepaliName: string;
  gender: 'male' | 'female';
  ethnicity: string | null;
  /** Unique among the demo graduates: a graduate already there is left alone. */
  symbolNoUniversity: string;
  gpa: number;
  division: string;
}

async function seedDemoGraduates(prisma: PrismaClient, today: Date) {
  const graduates = readJson<DemoGraduate[]>('demo-graduates.json');
  const present = new Set(
    (
      await prisma.graduationApplication.findMany({
        where: { symbolNoUniversity: { in: graduates.map((graduate) => graduate.symbolNoUniversity) } },
        select: { symbolNoUniversity: true },
      })
    ).map((graduation) => graduation.symbolNoUniversity),
  );
  const currentStartYear = fiscalYearOf(fromUtcDate(today)).startBs.year;
  for (const graduate of graduates.filter((candidate) => !present.has(candidate.symbolNoUniversity))) {
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: graduate.campusId } });
    const program = await prisma.program.findFirstOrThrow({
      where: { shortName: graduate.program, campuses: { some: { campusId: campus.id } } },
    });
    const fiscalYear = await prisma.fiscalYear.findUniqueOrThrow({
      where: { yearNepali: fiscalYearStartingIn(currentStartYear - graduate.yearsAgo).yearNepali },
    });
    // Results come out after the fiscal year has begun; the degree took the program's length.
    const passedYear = fiscalYear.startDateAd.getUTCFullYear();
    const name = `${graduate.firstName} ${graduate.lastName}`;
    await prisma.graduationApplication.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        programId: program.id,
        fiscalYearId: fiscalYear.id,
        studentType: 'old',
        status: 'graduated',
        applicantNameEng: name,
        applicantNameNep: graduate.nepaliName,
        gender: graduate.gender,
        ethnicity: graduate.ethnicity,
        symbolNoUniversity: graduate.symbolNoUniversity,
        enrolledYear: passedYear - program.duration,
        passedYear,
        division: graduate.division,
        gpa: graduate.gpa,
        searchName: graduationSearchName(name, {
          studentRegNo: null,
          symbolNoUniversity: graduate.symbolNoUniversity,
          campusRollNo: null,
        }),
      },
    });
  }
}

/** The portal campus's departments and sections, and a staff that fills the staff screens. */
const DEMO_DEPARTMENTS = ['Management', 'Economics', 'English'];
const DEMO_STAFF_SECTIONS = ['Administration', 'Accounts', 'Library'];
const DEMO_EMPLOYEES: {
  salutation: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  ethnicity: string;
  employeeType: 'Teaching' | 'Administrative' | 'Technical';
  post: string;
  joiningType: 'permanent' | 'temporary' | 'contract' | 'partTime';
  joinedBs: string;
  bornBs: string;
  place: string;
}[] = [
  {
    salutation: 'Profesor Dr.',
    firstName: 'Keshab',
    lastName: 'Adhikari',
    gender: 'male',
    ethnicity: 'Brahman',
    employeeType: 'Teaching',
    post: 'Professor',
    joiningType: 'permanent',
    joinedBs: '2058-04-01',
    bornBs: '2025-02-11',
    place: 'Management',
  },
  {
    salutation: 'Dr.',
    firstName: 'Sabita',
    lastName: 'Shrestha',
    gender: 'female',
    ethnicity: 'Janajati',
    employeeType: 'Teaching',
    post: 'Associate Professor',
    joiningType: 'permanent',
    joinedBs: '2064-04-01',
    bornBs: '2035-07-21',
    place: 'Economics',
  },
  {
    salutation: 'Mr.',
    firstName: 'Ramesh',
    lastName: 'Yadav',
    gender: 'male',
    ethnicity: 'Madhesi',
    employeeType: 'Teaching',
    post: 'Lecturer',
    joiningType: 'contract',
    joinedBs: '2076-04-01',
    bornBs: '2045-01-09',
    place: 'English',
  },
  {
    salutation: 'Mrs.',
    firstName: 'Kamala',
    lastName: 'Bishwokarma',
    gender: 'female',
    ethnicity: 'Dalit',
    employeeType: 'Teaching',
    post: 'Lecturer',
    joiningType: 'partTime',
    joinedBs: '2079-10-01',
    bornBs: '2050-03-15',
    place: 'Management',
  },
  {
    salutation: 'Miss',
    firstName: 'Anjali',
    lastName: 'Tharu',
    gender: 'female',
    ethnicity: 'Tharu',
    employeeType: 'Teaching',
    post: 'Teaching Assistant',
    joiningType: 'temporary',
    joinedBs: '2080-04-01',
    bornBs: '2054-06-30',
    place: 'Economics',
  },
  {
    salutation: 'Mr.',
    firstName: 'Bikash',
    lastName: 'Karki',
    gender: 'male',
    ethnicity: 'Chhetri',
    employeeType: 'Administrative',
    post: 'Section Officer',
    joiningType: 'permanent',
    joinedBs: '2066-04-01',
    bornBs: '2038-11-02',
    place: 'Administration',
  },
  {
    salutation: 'Mrs.',
    firstName: 'Gita',
    lastName: 'Maharjan',
    gender: 'female',
    ethnicity: 'Janajati',
    employeeType: 'Administrative',
    post: 'Accountant',
    joiningType: 'permanent',
    joinedBs: '2070-04-01',
    bornBs: '2042-05-19',
    place: 'Accounts',
  },
  {
    salutation: 'Mr.',
    firstName: 'Salim',
    lastName: 'Ansari',
    gender: 'male',
    ethnicity: 'Muslim',
    employeeType: 'Technical',
    post: 'Computer Operator',
    joiningType: 'contract',
    joinedBs: '2078-04-01',
    bornBs: '2052-08-08',
    place: 'Library',
  },
];

/** The AD day of a BS date of the demo data (the data is checked, so it parses). */
function adOfBs(bs: string): Date {
  const date = parseBsDate(bs);
  if (!date) throw new Error(`Demo data: ${bs} is not a B.S. date`);
  return toUtcDate(bsToAd(date));
}

/** Added by citizenship number on the portal campus, so a re-seed adds nothing. */
async function seedDemoEmployees(prisma: PrismaClient) {
  const campus = await prisma.campus.findUniqueOrThrow({ where: { id: PORTAL_CAMPUS_ID } });
  await prisma.department.createMany({
    data: DEMO_DEPARTMENTS.map((departmentName) => ({ campusId: campus.id, departmentName })),
    skipDuplicates: true,
  });
  await prisma.section.createMany({
    data: DEMO_STAFF_SECTIONS.map((sectionName, index) => ({ campusId: campus.id, sectionName, index: index + 1 })),
    skipDuplicates: true,
  });
  const departments = await prisma.department.findMany({ where: { campusId: campus.id } });
  const sections = await prisma.section.findMany({ where: { campusId: campus.id } });
  const positions = await prisma.employeePosition.findMany();
  for (const [index, person] of DEMO_EMPLOYEES.entries()) {
    const citizenshipNo = `27-01-66-${String(index + 1).padStart(5, '0')}`;
    const exists = await prisma.employee.findFirst({
      where: { campusId: campus.id, citizenshipNo },
      select: { id: true },
    });
    if (exists) continue;
    const position = positions.find((post) => post.postName === person.post);
    const teaching = person.employeeType === 'Teaching';
    await prisma.employee.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        employeeType: person.employeeType,
        salutation: person.salutation,
        firstName: person.firstName,
        lastName: person.lastName,
        searchName: `${person.firstName} ${person.lastName}`.toLowerCase(),
        gender: person.gender,
        ethnicity: person.ethnicity,
        citizenshipNo,
        dateOfBirthBs: person.bornBs,
        dateOfBirthAd: adOfBs(person.bornBs),
        employeePositionId: position?.id ?? null,
        position: position ? null : person.post,
        joiningType: person.joiningType,
        joiningDateBs: person.joinedBs,
        joiningDateAd: adOfBs(person.joinedBs),
        departmentId: teaching ? (departments.find((row) => row.departmentName === person.place)?.id ?? null) : null,
        sectionId: teaching ? null : (sections.find((row) => row.sectionName === person.place)?.id ?? null),
        workEmail: `${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@sdc.edu.np`,
        bankName: 'Nepal Bank',
        bankAc: `00100${String(index + 1).padStart(5, '0')}`,
        bankBranch: 'Putalisadak',
        panNo: `30010${String(index + 1).padStart(4, '0')}`,
      },
    });
  }
}

/**
 * Every university without a grading scale gets the default one, Tribhuvan University's
 * letter grades (issue #26); a scale an administrator has set is left as it is.
 */
async function seedGradeBands(prisma: PrismaClient) {
  const universities = await prisma.university.findMany({ where: { gradeBands: { none: {} } }, select: { id: true } });
  await prisma.gradeBand.createMany({
    data: universities.flatMap((university) =>
      DEFAULT_GRADE_BANDS.map((band) => ({ universityId: university.id, ...band })),
    ),
  });
}

/** True when the database holds no HEMIS data yet (npm start seeds only then). */
export async function isDatabaseEmpty(databaseUrl: string): Promise<boolean> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    return (await prisma.province.count()) === 0 && (await prisma.user.count()) === 0;
  } finally {
    await prisma.$disconnect();
  }
}

export async function seedDatabase(databaseUrl: string, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  const reference = readJson<ReferenceData>('reference.json');
  const prisma = createPrismaClient(databaseUrl);
  try {
    await seedAddressTree(prisma);
    log('seeded the address tree');
    if (options.uploadDir) placePortalLogo(options.uploadDir);
    await seedInstitutions(prisma, reference);
    await seedPrograms(prisma, reference);
    log('seeded universities, campuses, faculties, levels, programs and subjects');
    const today = options.today ?? new Date();
    await seedLookups(prisma, reference, today);
    log('seeded fiscal years, batches, ethnic groups, positions, fee items and age groups');
    await seedDemoUsers(prisma, options.demoPassword ?? (process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD));
    log('seeded the demo users');
    await seedDemoStudents(prisma);
    log('seeded the demo students');
    await seedDemoGraduates(prisma, today);
    log('seeded the demo graduates of the last five fiscal years');
    await seedDemoEmployees(prisma);
    log('seeded the demo departments, sections and employees');
    await seedRegistersAndFinance(prisma, PORTAL_CAMPUS_ID, today);
    log('seeded the finance heads and the demo campus registers, research and income and expenditure');
    await seedDemoQaa(prisma, today);
    log('seeded the demo campuses in the QAA programme: accredited, re-accredited, expiring, expired and in progress');
    await seedDemoAccounts(prisma, PORTAL_CAMPUS_ID, today);
    log('seeded the demo campus’s books of the current fiscal year and the year’s budgets');
    await seedDemoAnnualReturn(prisma, today);
    log('opened the annual return of the current fiscal year');
    if (options.national) {
      const campuses = await seedNationalRegistry(prisma);
      log(`loaded the national registry: ${campuses.created} campuses added, ${campuses.unchanged} already there`);
    }
    await seedGradeBands(prisma);
    log('seeded the grading scale of every university');
  } finally {
    await prisma.$disconnect();
  }
}
