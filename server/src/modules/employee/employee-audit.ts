/**
 * Audit entries of employee records. Personal data (citizenship and national ID numbers,
 * phone numbers, bank account and PAN, where the photos and scans are kept) is never written
 * to the log: the entry says such a field was set or changed, with a marker for the value.
 */
import type { Prisma } from '../../db/prisma.ts';
import { changedFields } from '../../lib/audit.ts';
import { toEmployee, type EmployeeRecordRow } from './employee-record.ts';

export const EMPLOYEE_ENTITY = 'Employee';
const PERSONAL_MARKER = '[personal]';

const PERSONAL_FIELDS = new Set([
  'citizenshipNo',
  'CtzIssueDistrict',
  'ctzIssueDistrict',
  'nidNo',
  'phoneNumber',
  'workPhone',
  'bankAc',
  'panNo',
]);

/** Fields that repeat another one under a second spelling. */
const REPEATED_FIELDS = [
  'ctzIssueDistrict',
  'dateOfBirth',
  'passedYear',
  'isSameAsPermament',
  'fullName',
  'positionType',
  'owner',
];

function auditView(row: EmployeeRecordRow): Record<string, unknown> {
  const { files, ...view } = toEmployee(row) as unknown as Record<string, unknown> & { files: unknown };
  void files;
  for (const field of REPEATED_FIELDS) delete view[field];
  for (const file of row.files) view[file.kind] = file.storageKey;
  return view;
}

const isPersonal = (field: string, row: EmployeeRecordRow) =>
  PERSONAL_FIELDS.has(field) || row.files.some((file) => file.kind === field);

const masked = (value: unknown): Prisma.InputJsonValue | null =>
  value === null || value === undefined ? null : PERSONAL_MARKER;

export function employeeCreatedChanges(row: EmployeeRecordRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(auditView(row)).map(([field, value]) => [field, isPersonal(field, row) ? masked(value) : value]),
  );
}

export function employeeUpdatedChanges(before: EmployeeRecordRow, after: EmployeeRecordRow): Record<string, unknown> {
  const changes = changedFields(auditView(before), auditView(after));
  for (const [field, change] of Object.entries(changes)) {
    if (isPersonal(field, before) || isPersonal(field, after))
      changes[field] = { from: masked(change.from), to: masked(change.to) };
  }
  return changes;
}
