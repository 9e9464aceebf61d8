/**
 * Audit entries of student records. Personal data (citizenship and national ID numbers,
 * phone numbers, where the photos and scans are kept) is never written to the log: the
 * entry says such a field was set or changed, with the value replaced by a marker.
 */
import type { Prisma } from '../../db/prisma.ts';
import { changedFields } from '../../lib/audit.ts';
import { toStudentRecord, type StudentRecordRow } from './student-record.ts';

export const STUDENT_ENTITY = 'Student';

/** What the log shows instead of a personal value. */
export const PERSONAL_MARKER = '[personal]';

const PERSONAL_FIELDS = new Set([
  'citizenshipNo',
  'nidNo',
  'phoneNumber',
  'fatherPhoneNo',
  'motherPhoneNo',
  'guardianPhone',
]);

/** Fields of the wire record that repeat another one or only name a related record. */
const REPEATED_FIELDS = [
  'rollNo',
  'guardianOccupation',
  'isRegdNoManual',
  'transferStatus',
  'sectionForStudentId',
  'batchNameNepali',
  'uniName',
  'collegeName',
] as const;

/** The record as the log compares it: its wire fields, and each file by where it is kept. */
function auditView(row: StudentRecordRow): Record<string, unknown> {
  const view: Record<string, unknown> = { ...toStudentRecord(row) };
  for (const field of REPEATED_FIELDS) delete view[field];
  for (const file of row.files) view[file.kind] = file.storageKey;
  return view;
}

const isPersonal = (field: string, row: StudentRecordRow) =>
  PERSONAL_FIELDS.has(field) || row.files.some((file) => file.kind === field);

function masked(value: unknown): Prisma.InputJsonValue | null {
  return value === null || value === undefined ? null : PERSONAL_MARKER;
}

/** A create entry: the new record's fields, personal ones marked. */
export function studentCreatedChanges(row: StudentRecordRow): Record<string, unknown> {
  const view = auditView(row);
  return Object.fromEntries(
    Object.entries(view).map(([field, value]) => [field, isPersonal(field, row) ? masked(value) : value]),
  );
}

/** An update entry: `{ field: { from, to } }` for what changed, personal values marked. */
export function studentUpdatedChanges(before: StudentRecordRow, after: StudentRecordRow): Record<string, unknown> {
  const changes = changedFields(auditView(before), auditView(after));
  for (const [field, change] of Object.entries(changes)) {
    if (isPersonal(field, before) || isPersonal(field, after)) {
      changes[field] = { from: masked(change.from), to: masked(change.to) };
    }
  }
  return changes;
}
