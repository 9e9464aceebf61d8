/**
 * A student's fields as one flat set, the way the registration and edit forms see them:
 * what a create starts from, what an edit starts from (the stored record), and how a form's
 * answer lands on them. Missing fields keep their value; blank ones clear it (api-contract
 * 4.2: multipart sends "" for an emptied field). The create and edit forms' different
 * names for one field (`gOccupation`/`guardianOccupation`, `isRegNoManual`/`isRegdNoManual`,
 * `ppSizePhotoFile`/`ppSizePhoto`) land on the same field.
 */
import type { AcademicYear, Semester, StudentFileKind, UpdateStudentBodyParsed, UploadedFile } from '@hemis/contracts';
import type { PrivateFileKind } from '../../lib/private-files.ts';
import type { AddressFields } from '../../lib/form-references.ts';
import { dayOf, personalFactsOf, type StudentPersonalFacts, type StudentRecordRow } from './student-record.ts';

export interface DatePair {
  bs: string;
  ad: string;
}

export type { AddressFields } from '../../lib/form-references.ts';

export interface GuardianFields {
  name: string | null;
  occupation: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

export const GUARDIAN_RELATIONS = ['father', 'mother', 'guardian'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

export interface StudentFields extends StudentPersonalFacts {
  nepaliName: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  phoneNumber: string | null;
  email: string | null;
  dateOfBirth: DatePair | null;
  permanent: AddressFields;
  isSameAsPermanent: boolean;
  temporary: AddressFields;
  guardians: Record<GuardianRelation, GuardianFields>;
  levelId: number;
  facultyId: number;
  programId: number;
  majorSubjectId: number | null;
  admissionYearId: number;
  /** Null: the active fiscal year. */
  fiscalYearId: number | null;
  completionYear: string | null;
  /** AD, YYYY-MM-DD. */
  dateOfEnrollment: string | null;
  semester: Semester | null;
  year: AcademicYear | null;
  rollNoManual: string | null;
  universityRegdNo: string | null;
  symbolNo: string | null;
  isRollNoManual: boolean;
  isRegNoManual: boolean;
  entranceScore: number | null;
  entranceSymbol: string | null;
  programFee: number | null;
  paidAmount: number | null;
  hasScholarship: boolean;
  scholarshipAmount: number | null;
  isTransferredIn: boolean;
  transferredFrom: string | null;
  transferredDate: DatePair | null;
}

const NO_ADDRESS: AddressFields = {
  province: null,
  district: null,
  localLevel: null,
  wardNo: null,
  blockNo: null,
  houseNo: null,
  locality: null,
};
const NO_GUARDIAN: GuardianFields = { name: null, occupation: null, phone: null, email: null, address: null };

/**
 * What a registration starts from. The required fields (names, gender, placement) are
 * always in a create's body, which the schema has checked.
 */
export function newStudentFields(today: string): StudentFields {
  return {
    nepaliName: null,
    firstName: '',
    middleName: null,
    lastName: '',
    phoneNumber: null,
    email: null,
    dateOfBirth: null,
    gender: 'other',
    ethnicity: null,
    nationality: 'nepali',
    religion: null,
    disabilityStatus: false,
    disabilityType: null,
    edg: false,
    isMuktaKamaiya: false,
    isFromMartyrFamily: false,
    citizenshipNo: null,
    citizenIssueDist: null,
    nidNo: null,
    permanent: NO_ADDRESS,
    isSameAsPermanent: false,
    temporary: NO_ADDRESS,
    guardians: { father: NO_GUARDIAN, mother: NO_GUARDIAN, guardian: NO_GUARDIAN },
    levelId: 0,
    facultyId: 0,
    programId: 0,
    majorSubjectId: null,
    admissionYearId: 0,
    fiscalYearId: null,
    completionYear: null,
    dateOfEnrollment: today,
    semester: null,
    year: null,
    rollNoManual: null,
    universityRegdNo: null,
    symbolNo: null,
    isRollNoManual: true,
    isRegNoManual: true,
    entranceScore: null,
    entranceSymbol: null,
    programFee: null,
    paidAmount: null,
    hasScholarship: false,
    scholarshipAmount: null,
    isTransferredIn: false,
    transferredFrom: null,
    transferredDate: null,
  };
}

const decimal = (value: { toString(): string } | null) => (value === null ? null : Number(value));

/** What an edit starts from: the stored record. */
export function storedStudentFields(row: StudentRecordRow): StudentFields {
  const address = (kind: 'permanent' | 'temporary'): AddressFields => {
    const stored = row.addresses.find((entry) => entry.kind === kind);
    if (!stored) return NO_ADDRESS;
    return {
      province: stored.provinceId,
      district: stored.districtId,
      localLevel: stored.localLevelId,
      wardNo: stored.wardNo,
      blockNo: stored.blockNo,
      houseNo: stored.houseNo,
      locality: stored.locality,
    };
  };
  const guardian = (relation: GuardianRelation): GuardianFields => {
    const stored = row.guardians.find((entry) => entry.relation === relation);
    if (!stored) return NO_GUARDIAN;
    return {
      name: stored.name || null,
      occupation: stored.occupation,
      phone: stored.phone,
      email: stored.email,
      address: stored.address,
    };
  };
  const doBAD = dayOf(row.doBAD);
  const transferredDateAd = dayOf(row.transferredDateAd);
  return {
    nepaliName: row.nepaliName,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    dateOfBirth: row.doBBS && doBAD ? { bs: row.doBBS, ad: doBAD } : null,
    ...personalFactsOf(row),
    permanent: address('permanent'),
    isSameAsPermanent: row.isSameAsPermanent,
    temporary: address('temporary'),
    guardians: { father: guardian('father'), mother: guardian('mother'), guardian: guardian('guardian') },
    levelId: row.levelId,
    facultyId: row.facultyId,
    programId: row.programId,
    majorSubjectId: row.majorSubjectId,
    admissionYearId: row.admissionYearId,
    fiscalYearId: row.fiscalYearId,
    completionYear: row.completionYear,
    dateOfEnrollment: dayOf(row.dateOfEnrollment),
    semester: row.semester,
    year: row.year,
    rollNoManual: row.rollNoManual,
    universityRegdNo: row.universityRegdNo,
    symbolNo: row.symbolNo,
    isRollNoManual: row.isRollNoManual,
    isRegNoManual: row.isRegNoManual,
    entranceScore: decimal(row.entranceScore),
    entranceSymbol: row.entranceSymbol,
    programFee: decimal(row.programFee),
    paidAmount: decimal(row.paidAmount),
    hasScholarship: row.hasScholarship,
    scholarshipAmount: decimal(row.scholarshipAmount),
    isTransferredIn: row.isTransferredIn,
    transferredFrom: row.transferredFrom,
    transferredDate:
      row.transferredDate && transferredDateAd ? { bs: row.transferredDate, ad: transferredDateAd } : null,
  };
}

/** The body's value when it sent one (null clears), the current one otherwise. */
function given<T>(sent: T | undefined, current: T): T {
  return sent === undefined ? current : sent;
}

/** The first of a field's names the body used. */
function eitherOf<T>(first: T | undefined, second: T | undefined): T | undefined {
  return first === undefined ? second : first;
}

type Body = UpdateStudentBodyParsed;

function addressFromBody(body: Body, prefix: 'p' | 't', current: AddressFields): AddressFields {
  return {
    province: given(body[`${prefix}Province`], current.province),
    district: given(body[`${prefix}District`], current.district),
    localLevel: given(body[`${prefix}LocalLevel`], current.localLevel),
    wardNo: given(body[`${prefix}WardNo`] as number | undefined, current.wardNo),
    blockNo: given(body[`${prefix}BlockNo`], current.blockNo),
    houseNo: given(body[`${prefix}HouseNo`], current.houseNo),
    locality: given(body[`${prefix}Locality`], current.locality),
  };
}

/** What a form sent about one guardian (undefined: not sent): each relation has its own field names. */
export type SentGuardian = { [Field in keyof GuardianFields]: GuardianFields[Field] | undefined };

const SENT_GUARDIAN: Record<GuardianRelation, (body: Body) => SentGuardian> = {
  father: (body) => ({
    name: body.fatherName,
    occupation: body.fOccupation,
    phone: body.fatherPhoneNo,
    email: body.fatherEmail,
    address: undefined,
  }),
  mother: (body) => ({
    name: body.motherName,
    occupation: body.mOccupation,
    phone: body.motherPhoneNo,
    email: body.motherEmail,
    address: undefined,
  }),
  guardian: (body) => ({
    name: body.guardianName,
    occupation: eitherOf(body.gOccupation, body.guardianOccupation),
    phone: body.guardianPhone,
    email: body.gEmail,
    address: body.gAddress,
  }),
};

export function sentGuardian(body: Body, relation: GuardianRelation): SentGuardian {
  return SENT_GUARDIAN[relation](body);
}

function guardiansFromBody(body: Body, current: StudentFields['guardians']): StudentFields['guardians'] {
  const guardian = (relation: GuardianRelation): GuardianFields => {
    const sent = sentGuardian(body, relation);
    const kept = current[relation];
    return {
      name: given(sent.name, kept.name),
      occupation: given(sent.occupation, kept.occupation),
      phone: given(sent.phone, kept.phone),
      email: given(sent.email, kept.email),
      address: given(sent.address, kept.address),
    };
  };
  return { father: guardian('father'), mother: guardian('mother'), guardian: guardian('guardian') };
}

/**
 * The fields after a form's answer. The transfer facts come along only where the form is
 * about a transfer (`transferFacts`); a plain registration is never a transfer-in.
 */
export function applyStudentBody(
  current: StudentFields,
  body: Body,
  options: { transferFacts: boolean; transferredIn?: boolean },
): StudentFields {
  const transferredIn = options.transferredIn ?? given(body.isTransferredIn, current.isTransferredIn);
  return {
    nepaliName: given(body.nepaliName, current.nepaliName),
    firstName: given(body.firstName, current.firstName),
    middleName: given(body.middleName, current.middleName),
    lastName: given(body.lastName, current.lastName),
    phoneNumber: given(body.phoneNumber, current.phoneNumber),
    email: given(body.email, current.email),
    // The BS date decides; the AD date counts only when no BS date came.
    dateOfBirth: body.doBBS ?? body.doBAD ?? current.dateOfBirth,
    gender: given(body.gender, current.gender),
    ethnicity: given(body.ethnicity, current.ethnicity),
    nationality: given(body.nationality, current.nationality),
    religion: given(body.religion, current.religion),
    disabilityStatus: given(body.disabilityStatus, current.disabilityStatus),
    disabilityType: given(body.disabilityType, current.disabilityType),
    edg: given(body.edg, current.edg),
    isMuktaKamaiya: given(body.isMuktaKamaiya, current.isMuktaKamaiya),
    isFromMartyrFamily: given(body.isFromMartyrFamily, current.isFromMartyrFamily),
    citizenshipNo: given(body.citizenshipNo, current.citizenshipNo),
    citizenIssueDist: given(body.citizenIssueDist, current.citizenIssueDist),
    nidNo: given(body.nidNo, current.nidNo),
    permanent: addressFromBody(body, 'p', current.permanent),
    isSameAsPermanent: given(body.isSameAsPermanent, current.isSameAsPermanent),
    temporary: addressFromBody(body, 't', current.temporary),
    guardians: guardiansFromBody(body, current.guardians),
    levelId: given(body.levelId, current.levelId),
    facultyId: given(body.facultyId, current.facultyId),
    programId: given(body.programId, current.programId),
    majorSubjectId: given(body.majorSubjectId === 0 ? null : body.majorSubjectId, current.majorSubjectId),
    admissionYearId: given(body.admissionYearId, current.admissionYearId),
    fiscalYearId: given(body.fiscalYearId === 0 ? null : body.fiscalYearId, current.fiscalYearId),
    completionYear: given(body.complitionYear, current.completionYear),
    dateOfEnrollment: body.dateOfEnrollment?.ad ?? current.dateOfEnrollment,
    semester: given(body.semester, current.semester),
    year: given(body.year, current.year),
    rollNoManual: given(body.rollNoManual, current.rollNoManual),
    universityRegdNo: given(body.universityRegdNo, current.universityRegdNo),
    symbolNo: given(body.symbolNo, current.symbolNo),
    isRollNoManual: given(body.isRollNoManual, current.isRollNoManual),
    isRegNoManual: given(eitherOf(body.isRegNoManual, body.isRegdNoManual), current.isRegNoManual),
    entranceScore: given(body.entranceScore, current.entranceScore),
    entranceSymbol: given(body.entranceSymbol, current.entranceSymbol),
    programFee: given(body.programFee, current.programFee),
    paidAmount: given(body.paidAmount, current.paidAmount),
    hasScholarship: given(body.hasScolorship, current.hasScholarship),
    scholarshipAmount: given(body.scholarshipAmount, current.scholarshipAmount),
    isTransferredIn: options.transferFacts ? transferredIn : current.isTransferredIn,
    transferredFrom: options.transferFacts
      ? given(body.transferredFrom, current.transferredFrom)
      : current.transferredFrom,
    transferredDate: options.transferFacts
      ? (body.transferredDate ?? current.transferredDate)
      : current.transferredDate,
  };
}

/** A file the form sent, with the kind it is kept as and what it may be. */
export interface StudentUpload {
  file: UploadedFile;
  kind: StudentFileKind;
  format: PrivateFileKind;
}

/** A file input left empty may still arrive as a file part of no bytes: no file. */
function isEmptyUpload(file: UploadedFile): boolean {
  return file instanceof Uint8Array ? file.byteLength === 0 : file.size === 0;
}

/** The registration's files: a photo and a signature must be images; scans may be PDFs. */
export function uploadsOf(body: Body, options: { transferFacts: boolean }): StudentUpload[] {
  const sent: [UploadedFile | undefined, StudentFileKind, PrivateFileKind][] = [
    [eitherOf(body.ppSizePhotoFile, body.ppSizePhoto), 'ppSizePhoto', 'image'],
    [body.digitalSignature, 'digitalSignature', 'image'],
    [body.citizenshipFrontFile, 'citizenshipFront', 'document'],
    [body.citizenshipBackFile, 'citizenshipBack', 'document'],
    [body.nidPicFile, 'nidPic', 'document'],
    [body.receiptImage, 'receiptImage', 'document'],
    [options.transferFacts ? body.transferDoc : undefined, 'transferDoc', 'document'],
  ];
  return sent.flatMap(([file, kind, format]) => (file && !isEmptyUpload(file) ? [{ file, kind, format }] : []));
}
