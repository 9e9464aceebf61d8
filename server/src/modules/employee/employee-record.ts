/**
 * An employee row as the wire answers it (api-contract 5.7): the record under both spellings
 * the clients read, and the list row of Employee/GetAllEmployeees.
 */
import {
  EMPLOYEE_FILE_KIND_NAMES,
  employeeFileUrl,
  positionTypeOf,
  type Employee,
  type EmployeeFile,
  type EmployeeFileKind,
  type EmployeeListItem,
  type EmployeeOwner,
} from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { addressFields, ADDRESS_PLACE_NAMES } from '../../lib/person-address.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

export function dayOf(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

export function fullNameOf(person: {
  salutation?: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
}) {
  return [person.salutation, person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

export function searchNameOf(person: { firstName: string; middleName?: string | null; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ').toLowerCase();
}

export function ownerOf(row: { campusId: number | null; universityId: number | null }): EmployeeOwner {
  return row.campusId !== null ? 'campus' : row.universityId !== null ? 'university' : 'ugc';
}

const CAMPUS_SELECT = {
  select: { id: true, campusName: true, university: { select: { name: true } } },
} as const satisfies Prisma.Employee$campusArgs;

export const EMPLOYEE_RECORD_INCLUDE = {
  campus: CAMPUS_SELECT,
  employeePosition: { select: { postName: true } },
  department: { select: { departmentName: true } },
  section: { select: { sectionName: true } },
  addresses: { include: ADDRESS_PLACE_NAMES },
  qualifications: { orderBy: { id: 'asc' }, take: 1 },
  files: true,
  user: { select: NAME_SELECT },
} as const satisfies Prisma.EmployeeInclude;
export type EmployeeRecordRow = Prisma.EmployeeGetPayload<{ include: typeof EMPLOYEE_RECORD_INCLUDE }>;

export function toEmployeeFile(employeeId: number, file: EmployeeRecordRow['files'][number]): EmployeeFile {
  return {
    kind: file.kind as EmployeeFileKind,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.createdAt.toISOString(),
    url: employeeFileUrl(employeeId, file.kind),
  };
}

const campusOf = (campus: EmployeeRecordRow['campus']) =>
  campus ? { id: campus.id, campusName: campus.campusName, university: { name: campus.university.name } } : null;

export function toEmployee(row: EmployeeRecordRow): Employee {
  const address = (kind: 'permanent' | 'temporary') => row.addresses.find((entry) => entry.kind === kind);
  const qualification = row.qualifications[0];
  const order = new Map(EMPLOYEE_FILE_KIND_NAMES.map((kind, index) => [kind as string, index]));
  return {
    id: row.id,
    userId: row.userId,
    campusId: row.campusId,
    universityId: row.universityId,
    owner: ownerOf(row),
    employeeType: row.employeeType,
    positionType: positionTypeOf(row.employeeType),
    salutation: row.salutation,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    phoneNumber: row.phoneNumber,
    email: row.email,
    gender: row.gender,
    ethnicity: row.ethnicity,
    religion: row.religion,
    maritalStatus: row.maritalStatus,
    citizenshipNo: row.citizenshipNo,
    CtzIssueDistrict: row.ctzIssueDistrict,
    ctzIssueDistrict: row.ctzIssueDistrict,
    nidNo: row.nidNo,
    dateOFBirth: row.dateOfBirthBs,
    dateOfBirth: row.dateOfBirthBs,
    dateOFBirthAd: dayOf(row.dateOfBirthAd),
    employeePositionId: row.employeePositionId,
    postName: row.employeePosition?.postName ?? row.position,
    position: row.position,
    joiningType: row.joiningType,
    joiningDate: row.joiningDateBs,
    joiningDateAd: dayOf(row.joiningDateAd),
    facultyId: row.facultyId,
    teachingFacultyName: row.teachingFacultyName,
    departmentId: row.departmentId,
    departmentName: row.department?.departmentName ?? null,
    sectionId: row.sectionId,
    sectionName: row.section?.sectionName ?? null,
    fiscalYearId: row.fiscalYearId,
    employeeStatus: row.employeeStatus,
    workPhone: row.workPhone,
    workEmail: row.workEmail,
    code: row.code,
    orgId: row.orgId,
    graduatedfrom: qualification?.graduatedFrom ?? null,
    levelName: qualification?.levelName ?? null,
    facultyName: qualification?.facultyName ?? null,
    programName: qualification?.programName ?? null,
    institutionName: qualification?.institutionName ?? null,
    enrolledYear: qualification?.enrolledYear ?? null,
    PassedYear: qualification?.passedYear ?? null,
    passedYear: qualification?.passedYear ?? null,
    bankName: row.bankName,
    bankAc: row.bankAc,
    bankBranch: row.bankBranch,
    panNo: row.panNo,
    ...addressFields('p', address('permanent'), 'Tole'),
    isSameAsPermament: row.isSameAsPermanent,
    isSameAsPermanent: row.isSameAsPermanent,
    ...addressFields('t', address('temporary'), 'Tole'),
    campus: campusOf(row.campus),
    files: [...row.files]
      .sort((a, b) => (order.get(a.kind) ?? 99) - (order.get(b.kind) ?? 99))
      .map((file) => toEmployeeFile(row.id, file)),
  };
}

export const EMPLOYEE_LIST_SELECT = {
  id: true,
  salutation: true,
  ...NAME_SELECT,
  gender: true,
  code: true,
  employeeType: true,
  citizenshipNo: true,
  orgId: true,
  dateOfBirthBs: true,
  position: true,
  joiningType: true,
  joiningDateBs: true,
  workPhone: true,
  workEmail: true,
  phoneNumber: true,
  email: true,
  employeeStatus: true,
  campus: CAMPUS_SELECT,
  employeePosition: { select: { postName: true } },
  user: { select: NAME_SELECT },
} as const satisfies Prisma.EmployeeSelect;
export type EmployeeListRow = Prisma.EmployeeGetPayload<{ select: typeof EMPLOYEE_LIST_SELECT }>;

export function toEmployeeListItem(row: EmployeeListRow): EmployeeListItem {
  return {
    id: row.id,
    user: row.user ? { salutation: row.salutation, ...row.user } : null,
    salutation: row.salutation,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    gender: row.gender,
    campus: campusOf(row.campus),
    code: row.code,
    employeeType: row.employeeType,
    positionType: positionTypeOf(row.employeeType),
    postName: row.employeePosition?.postName ?? row.position,
    citizenshipNo: row.citizenshipNo,
    orgId: row.orgId,
    dateOFBirth: row.dateOfBirthBs,
    position: row.position,
    joiningType: row.joiningType,
    joiningDate: row.joiningDateBs,
    workPhone: row.workPhone,
    workEmail: row.workEmail,
    phoneNumber: row.phoneNumber,
    email: row.email,
    employeeStatus: row.employeeStatus,
  };
}
