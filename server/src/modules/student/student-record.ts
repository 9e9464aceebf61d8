/**
 * A student's rows as the clients read them (api-contract 5.5): the whole record of
 * GET Student/{id} and the row of the enrolment lists. Names are answered upper-case, as
 * the clients expect, whatever case they were typed in; files answer the URL of the
 * authenticated file endpoint, never where they are kept.
 */
import {
  STUDENT_REGISTRATION_FILES,
  studentFileUrl,
  type Gender,
  type Nationality,
  type StudentListItem,
  type StudentRecord,
} from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { addressFields, ADDRESS_PLACE_NAMES } from '../../lib/person-address.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

/** A stored AD date as the clients read it (YYYY-MM-DD). */
export function dayOf(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

const upper = (name: string) => name.toUpperCase();
const upperOrNull = (name: string | null) => (name ? name.toUpperCase() : null);
const numberOrNull = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

/** "FIRST MIDDLE LAST", as the lists show it. */
export function fullNameOf(student: { firstName: string; middleName: string | null; lastName: string }): string {
  return [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ').toUpperCase();
}

/** What `searchName` keeps: the English and Nepali full name, lower-cased, for the trigram search. */
export function searchNameOf(student: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  nepaliName?: string | null;
}): string {
  return [student.firstName, student.middleName, student.lastName, student.nepaliName]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The names of where a student is placed, which the list row and the whole record both answer. */
const PLACEMENT_NAMES = {
  campus: { select: { campusName: true } },
  level: { select: { levelName: true } },
  faculty: { select: { facultyName: true } },
  program: { select: { programName: true, shortName: true, programType: true } },
  majorSubject: { select: { majorSubjectName: true } },
  admissionYear: { select: { batchNepali: true } },
  section: { select: { sectionSymbol: true } },
} as const satisfies Prisma.StudentSelect;

/** Where a student is placed, by id and name (the list row and the whole record read the same). */
function placementOf(
  row: Pick<
    StudentListRow,
    'levelId' | 'level' | 'facultyId' | 'faculty' | 'programId' | 'program' | 'majorSubjectId' | 'majorSubject'
  >,
) {
  return {
    levelId: row.levelId,
    levelName: row.level.levelName,
    facultyId: row.facultyId,
    facultyName: row.faculty.facultyName,
    programId: row.programId,
    programName: row.program.programName,
    programShortName: row.program.shortName,
    majorSubjectId: row.majorSubjectId,
    majorSubjectName: row.majorSubject?.majorSubjectName ?? null,
  };
}

/**
 * What a list of records about students (dropouts, scholarships) shows of each student: the
 * name, gender, birth date, roll number and period, and the names of the batch, level and program.
 */
export const STUDENT_SUMMARY_SELECT = {
  ...NAME_SELECT,
  gender: true,
  doBBS: true,
  rollNoManual: true,
  year: true,
  semester: true,
  admissionYear: { select: { batchNepali: true } },
  level: { select: { levelName: true } },
  program: { select: { programName: true } },
} as const satisfies Prisma.StudentSelect;

export const STUDENT_LIST_SELECT = {
  id: true,
  campusId: true,
  ...NAME_SELECT,
  gender: true,
  doBBS: true,
  ethnicity: true,
  admissionYearId: true,
  fiscalYearId: true,
  year: true,
  semester: true,
  rollNoManual: true,
  universityRegdNo: true,
  symbolNo: true,
  phoneNumber: true,
  email: true,
  levelId: true,
  facultyId: true,
  programId: true,
  majorSubjectId: true,
  sectionId: true,
  isVerified: true,
  isTransferredIn: true,
  transferredFrom: true,
  transferredDate: true,
  ...PLACEMENT_NAMES,
  fiscalYear: { select: { yearNepali: true } },
} as const satisfies Prisma.StudentSelect;
export type StudentListRow = Prisma.StudentGetPayload<{ select: typeof STUDENT_LIST_SELECT }>;

export function toStudentListItem(row: StudentListRow): StudentListItem {
  return {
    id: row.id,
    firstName: upper(row.firstName),
    middleName: upperOrNull(row.middleName),
    lastName: upper(row.lastName),
    fullName: fullNameOf(row),
    gender: row.gender,
    doBBS: row.doBBS,
    ethnicity: row.ethnicity,
    admissionYearId: row.admissionYearId,
    admissionYear: row.admissionYear.batchNepali,
    batchNameNepali: row.admissionYear.batchNepali,
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear.yearNepali,
    year: row.year,
    semester: row.semester,
    programType: row.program.programType,
    rollNoManual: row.rollNoManual,
    universityRegdNo: row.universityRegdNo,
    symbolNo: row.symbolNo,
    phoneNumber: row.phoneNumber,
    email: row.email,
    ...placementOf(row),
    section: row.section?.sectionSymbol ?? null,
    sectionId: row.sectionId,
    isVerified: row.isVerified,
    isTransferredIn: row.isTransferredIn,
    transferredFrom: row.transferredFrom,
    transferredDate: row.transferredDate,
    campusId: row.campusId,
    collegeName: row.campus.campusName,
  };
}

/** A student's personal facts: the same names in the forms, the record and the table. */
export interface StudentPersonalFacts {
  gender: Gender;
  ethnicity: string | null;
  nationality: Nationality;
  religion: string | null;
  disabilityStatus: boolean;
  disabilityType: string | null;
  edg: boolean;
  isMuktaKamaiya: boolean;
  isFromMartyrFamily: boolean;
  citizenshipNo: string | null;
  citizenIssueDist: string | null;
  nidNo: string | null;
}

/** The personal facts of a stored student, as the record and the edit form start from them. */
export function personalFactsOf(row: StudentPersonalFacts): StudentPersonalFacts {
  return {
    gender: row.gender,
    ethnicity: row.ethnicity,
    nationality: row.nationality,
    religion: row.religion,
    disabilityStatus: row.disabilityStatus,
    disabilityType: row.disabilityType,
    edg: row.edg,
    isMuktaKamaiya: row.isMuktaKamaiya,
    isFromMartyrFamily: row.isFromMartyrFamily,
    citizenshipNo: row.citizenshipNo,
    citizenIssueDist: row.citizenIssueDist,
    nidNo: row.nidNo,
  };
}

export const STUDENT_RECORD_INCLUDE = {
  ...PLACEMENT_NAMES,
  university: { select: { name: true } },
  addresses: { include: ADDRESS_PLACE_NAMES },
  guardians: true,
  files: { select: { kind: true, storageKey: true } },
} as const satisfies Prisma.StudentInclude;
export type StudentRecordRow = Prisma.StudentGetPayload<{ include: typeof STUDENT_RECORD_INCLUDE }>;

type GuardianRow = StudentRecordRow['guardians'][number];

/** A guardian's name, or null: a row may hold only a phone number. */
const nameOf = (guardian: GuardianRow | undefined) => (guardian?.name ? guardian.name : null);

/** Where the record's file fields point: the staff endpoint, or the student's own. */
export type FileUrl = (studentId: number, kind: string) => string;

/** The file fields of the record: the registration's files (and the document set's photo). */
function fileFields(row: StudentRecordRow, fileUrl: FileUrl) {
  const kinds = new Set(row.files.map((file) => file.kind));
  const url = (kind: string) => (kinds.has(kind) ? fileUrl(row.id, kind) : null);
  return Object.fromEntries(Object.values(STUDENT_REGISTRATION_FILES).map((kind) => [kind, url(kind)])) as Record<
    (typeof STUDENT_REGISTRATION_FILES)[keyof typeof STUDENT_REGISTRATION_FILES],
    string | null
  >;
}

export function toStudentRecord(row: StudentRecordRow, fileUrl: FileUrl = studentFileUrl): StudentRecord {
  const address = (kind: 'permanent' | 'temporary') => row.addresses.find((entry) => entry.kind === kind);
  const guardian = (relation: 'father' | 'mother' | 'guardian') =>
    row.guardians.find((entry) => entry.relation === relation);
  const father = guardian('father');
  const mother = guardian('mother');
  const other = guardian('guardian');
  return {
    id: row.id,
    campusId: row.campusId,
    universityId: row.universityId,
    status: row.status,
    nepaliName: row.nepaliName,
    firstName: upper(row.firstName),
    middleName: upperOrNull(row.middleName),
    lastName: upper(row.lastName),
    phoneNumber: row.phoneNumber,
    email: row.email,
    doBBS: row.doBBS,
    doBAD: dayOf(row.doBAD),
    ...personalFactsOf(row),
    ...fileFields(row, fileUrl),
    ...addressFields('p', address('permanent'), 'Locality'),
    isSameAsPermanent: row.isSameAsPermanent,
    ...addressFields('t', address('temporary'), 'Locality'),
    fatherName: nameOf(father),
    fOccupation: father?.occupation ?? null,
    fatherPhoneNo: father?.phone ?? null,
    fatherEmail: father?.email ?? null,
    motherName: nameOf(mother),
    mOccupation: mother?.occupation ?? null,
    motherPhoneNo: mother?.phone ?? null,
    motherEmail: mother?.email ?? null,
    guardianName: nameOf(other),
    gOccupation: other?.occupation ?? null,
    guardianOccupation: other?.occupation ?? null,
    guardianPhone: other?.phone ?? null,
    gAddress: other?.address ?? null,
    gEmail: other?.email ?? null,
    ...placementOf(row),
    programType: row.program.programType,
    admissionYearId: row.admissionYearId,
    admissionYear: row.admissionYear.batchNepali,
    batchNameNepali: row.admissionYear.batchNepali,
    complitionYear: row.completionYear,
    fiscalYearId: row.fiscalYearId,
    dateOfEnrollment: dayOf(row.dateOfEnrollment),
    rollNoManual: row.rollNoManual,
    rollNo: row.rollNoManual,
    universityRegdNo: row.universityRegdNo,
    symbolNo: row.symbolNo,
    year: row.year,
    semester: row.semester,
    section: row.section?.sectionSymbol ?? null,
    sectionForStudentId: row.sectionId,
    sectionId: row.sectionId,
    entranceScore: numberOrNull(row.entranceScore),
    entranceSymbol: row.entranceSymbol,
    programFee: numberOrNull(row.programFee),
    paidAmount: numberOrNull(row.paidAmount),
    hasScolorship: row.hasScholarship,
    scholarshipAmount: numberOrNull(row.scholarshipAmount),
    isRollNoManual: row.isRollNoManual,
    isRegNoManual: row.isRegNoManual,
    isRegdNoManual: row.isRegNoManual,
    isVerified: row.isVerified,
    isTransferredIn: row.isTransferredIn,
    transferStatus: row.isTransferredIn,
    transferredFrom: row.transferredFrom,
    transferredDate: row.transferredDate,
    validDateNep: row.validDateNep,
    validDate: dayOf(row.validDate),
    uniName: row.university.name,
    collegeName: row.campus.campusName,
  };
}
