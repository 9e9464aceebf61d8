/**
 * Whether a student's references exist and fit together (issue: students, "The record"):
 * the program is of the campus's university and run (or created) by the campus; the level
 * and faculty are the program's; the major is of that program at that campus; the batch
 * and fiscal year exist (the active fiscal year when none is named); the ethnicity is an
 * ethnic group; addresses come from the address tree with a ward the local level has.
 * Every problem is collected, so one 400 names each wrong field once.
 *
 * What comes out is the record as the database keeps it.
 */
import { STUDENT_RECORD_MESSAGES as M } from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CampusOwner } from '../../lib/ownership.ts';
import {
  FormIssues as Issues,
  resolveAddress,
  resolveEthnicity,
  type ResolvedAddress,
} from '../../lib/form-references.ts';
import { GUARDIAN_RELATIONS, type StudentFields } from './student-fields.ts';
import { searchNameOf } from './student-record.ts';

export type { ResolvedAddress };

export interface ResolvedGuardian {
  relation: (typeof GUARDIAN_RELATIONS)[number];
  name: string;
  occupation: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

/** The student's own columns, without its campus (the caller's) and bookkeeping. */
export type StudentColumns = Omit<
  Prisma.StudentUncheckedCreateInput,
  'id' | 'campusId' | 'universityId' | 'createdAt' | 'updatedAt' | 'addresses' | 'guardians' | 'files'
>;

export interface ResolvedStudent {
  columns: StudentColumns & {
    firstName: string;
    lastName: string;
    programId: number;
    admissionYearId: number;
    doBBS: string | null;
    rollNoManual: string | null;
    symbolNo: string | null;
    universityRegdNo: string | null;
  };
  addresses: ResolvedAddress[];
  guardians: ResolvedGuardian[];
}

/**
 * The program, level, faculty, major, batch, fiscal year and period of the student. A
 * student keeps the program it was registered in even when the campus stops running it;
 * a new or changed program must be one the campus runs.
 */
async function resolvePlacement(
  db: Db,
  issues: Issues,
  campus: CampusOwner,
  fields: StudentFields,
  currentProgramId: number | undefined,
) {
  const runByCampus =
    fields.programId === currentProgramId
      ? {}
      : { OR: [{ campuses: { some: { campusId: campus.campusId } } }, { campusId: campus.campusId }] };
  const program = await db.program.findFirst({
    where: { id: fields.programId, universityId: campus.universityId, ...runByCampus },
    select: { levelId: true, facultyId: true, programType: true },
  });
  if (!program) issues.add('programId', M.programNotOfCampus);
  else {
    if (program.levelId !== fields.levelId) issues.add('levelId', M.levelNotOfProgram);
    if (program.facultyId !== fields.facultyId) issues.add('facultyId', M.facultyNotOfProgram);
  }
  if (fields.majorSubjectId !== null) {
    const major = await db.majorSubject.findFirst({
      where: { id: fields.majorSubjectId, programId: fields.programId, campusId: campus.campusId },
      select: { id: true },
    });
    if (!major) issues.add('majorSubjectId', M.majorSubjectNotOfProgram);
  }
  const batch = await db.batch.findUnique({ where: { id: fields.admissionYearId }, select: { id: true } });
  if (!batch) issues.add('admissionYearId', M.admissionYearUnknown);
  const fiscalYear = await db.fiscalYear.findFirst({
    where: fields.fiscalYearId === null ? { activeFiscalYear: true } : { id: fields.fiscalYearId },
    select: { id: true },
  });
  if (!fiscalYear) issues.add('fiscalYearId', fields.fiscalYearId === null ? M.fiscalYearMissing : M.fiscalYearUnknown);

  // A semester program keeps a semester, an annual one a year; a new student starts in the first.
  const semester = program?.programType === 'semester' ? (fields.semester ?? 'First') : null;
  const year = program?.programType === 'annual' ? (fields.year ?? 'First') : null;
  return { fiscalYearId: fiscalYear?.id ?? 0, semester, year };
}

function guardianRows(fields: StudentFields): ResolvedGuardian[] {
  return GUARDIAN_RELATIONS.flatMap((relation) => {
    const guardian = fields.guardians[relation];
    if (Object.values(guardian).every((value) => value === null)) return [];
    return [{ relation, ...guardian, name: guardian.name ?? '' }];
  });
}

const dateOf = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

/**
 * The student as the database keeps it, or a 400 naming every field that does not fit.
 * `currentProgramId` is the stored record's program, for edits.
 */
export async function resolveStudent(
  db: Db,
  campus: CampusOwner,
  fields: StudentFields,
  currentProgramId?: number,
): Promise<ResolvedStudent> {
  const issues = new Issues();
  const placement = await resolvePlacement(db, issues, campus, fields, currentProgramId);
  const ethnicity = await resolveEthnicity(db, issues, fields.ethnicity);
  const permanent = await resolveAddress(db, issues, 'p', 'permanent', fields.permanent);
  // "Same as permanent" copies the permanent address; the temporary fields sent are ignored.
  const temporary = fields.isSameAsPermanent
    ? permanent && { ...permanent, kind: 'temporary' as const }
    : await resolveAddress(db, issues, 't', 'temporary', fields.temporary);
  if (issues.list.length > 0) throw AppError.validation(issues.list);

  return {
    columns: {
      nepaliName: fields.nepaliName,
      firstName: fields.firstName,
      middleName: fields.middleName,
      lastName: fields.lastName,
      searchName: searchNameOf(fields),
      phoneNumber: fields.phoneNumber,
      email: fields.email,
      doBBS: fields.dateOfBirth?.bs ?? null,
      doBAD: dateOf(fields.dateOfBirth?.ad),
      gender: fields.gender,
      ethnicity,
      nationality: fields.nationality,
      religion: fields.religion,
      disabilityStatus: fields.disabilityStatus,
      disabilityType: fields.disabilityType,
      edg: fields.edg,
      isMuktaKamaiya: fields.isMuktaKamaiya,
      isFromMartyrFamily: fields.isFromMartyrFamily,
      citizenshipNo: fields.citizenshipNo,
      citizenIssueDist: fields.citizenIssueDist,
      nidNo: fields.nidNo,
      isSameAsPermanent: fields.isSameAsPermanent,
      levelId: fields.levelId,
      facultyId: fields.facultyId,
      programId: fields.programId,
      majorSubjectId: fields.majorSubjectId,
      admissionYearId: fields.admissionYearId,
      fiscalYearId: placement.fiscalYearId,
      completionYear: fields.completionYear,
      dateOfEnrollment: dateOf(fields.dateOfEnrollment),
      semester: placement.semester,
      year: placement.year,
      rollNoManual: fields.rollNoManual,
      universityRegdNo: fields.universityRegdNo,
      symbolNo: fields.symbolNo,
      isRollNoManual: fields.isRollNoManual,
      isRegNoManual: fields.isRegNoManual,
      entranceScore: fields.entranceScore,
      entranceSymbol: fields.entranceSymbol,
      programFee: fields.programFee,
      paidAmount: fields.paidAmount,
      hasScholarship: fields.hasScholarship,
      scholarshipAmount: fields.scholarshipAmount,
      isTransferredIn: fields.isTransferredIn,
      transferredFrom: fields.transferredFrom,
      transferredDate: fields.transferredDate?.bs ?? null,
      transferredDateAd: dateOf(fields.transferredDate?.ad),
    },
    addresses: [permanent, temporary].filter((address): address is ResolvedAddress => address !== null),
    guardians: guardianRows(fields),
  };
}
