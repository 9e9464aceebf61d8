/**
 * Multi-row inserts of a batch's students, their addresses and guardians, audit entries and
 * import rows: each chunk is one INSERT ... SELECT FROM jsonb_to_recordset($1), so a chunk of
 * a thousand students is one statement with one parameter that PostgreSQL parses itself.
 * (Prisma's createMany binds every value as its own parameter: about ten times slower here.)
 * The column lists are this file's constants, never input, and typed against the rows.
 */
import type { Prisma } from '../../db/prisma.ts';
import type { StudentToInsert } from './student-import.rows.ts';

type Tx = Prisma.TransactionClient;

/** Rows per statement. */
export const WRITE_CHUNK = 1000;

/** Each column of a table with its SQL type, for jsonb_to_recordset. */
type Columns<Row> = { readonly [K in keyof Row]-?: string };

async function insertRows<Row extends object>(tx: Tx, table: string, columns: Columns<Row>, rows: Row[]) {
  const names = Object.keys(columns).map((name) => `"${name}"`);
  const definitions = Object.entries(columns).map(([name, type]) => `"${name}" ${type as string}`);
  const sql = `INSERT INTO "${table}" (${names.join(', ')})
    SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS v(${definitions.join(', ')})`;
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(start, start + WRITE_CHUNK)));
  }
}

export type StudentRow = StudentToInsert['student'] & {
  id: number;
  campusId: number;
  universityId: number;
  isVerified: boolean;
  createdById: number;
  updatedAt: string;
};

const STUDENT_COLUMNS: Columns<StudentRow> = {
  id: 'int',
  campusId: 'int',
  universityId: 'int',
  nepaliName: 'text',
  firstName: 'text',
  middleName: 'text',
  lastName: 'text',
  searchName: 'text',
  phoneNumber: 'text',
  email: 'text',
  doBBS: 'text',
  doBAD: 'date',
  gender: '"Gender"',
  ethnicity: 'text',
  nationality: '"Nationality"',
  religion: 'text',
  disabilityStatus: 'boolean',
  disabilityType: 'text',
  edg: 'boolean',
  isMuktaKamaiya: 'boolean',
  isFromMartyrFamily: 'boolean',
  citizenshipNo: 'text',
  citizenIssueDist: 'text',
  nidNo: 'text',
  isSameAsPermanent: 'boolean',
  levelId: 'int',
  facultyId: 'int',
  programId: 'int',
  majorSubjectId: 'int',
  admissionYearId: 'int',
  fiscalYearId: 'int',
  completionYear: 'text',
  dateOfEnrollment: 'date',
  semester: '"Semester"',
  year: '"AcademicYear"',
  rollNoManual: 'text',
  universityRegdNo: 'text',
  symbolNo: 'text',
  entranceScore: 'numeric',
  entranceSymbol: 'text',
  programFee: 'numeric',
  paidAmount: 'numeric',
  hasScholarship: 'boolean',
  scholarshipAmount: 'numeric',
  isVerified: 'boolean',
  createdById: 'int',
  updatedAt: 'timestamp(3)',
};

export type AddressRow = StudentToInsert['addresses'][number] & { studentId: number };

const ADDRESS_COLUMNS: Columns<AddressRow> = {
  studentId: 'int',
  kind: '"AddressKind"',
  provinceId: 'int',
  districtId: 'int',
  localLevelId: 'int',
  wardNo: 'int',
  blockNo: 'text',
  houseNo: 'text',
  locality: 'text',
};

export type GuardianRow = StudentToInsert['guardians'][number] & { studentId: number };

const GUARDIAN_COLUMNS: Columns<GuardianRow> = {
  studentId: 'int',
  relation: '"GuardianRelation"',
  name: 'text',
  occupation: 'text',
  phone: 'text',
  email: 'text',
  address: 'text',
};

export interface AuditRow {
  userId: number | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  entity: string;
  entityId: string;
  changes: object;
  requestId: string | null;
  ip: string | null;
}

const AUDIT_COLUMNS: Columns<AuditRow> = {
  userId: 'int',
  actorEmail: 'text',
  actorRole: 'text',
  action: 'text',
  entity: 'text',
  entityId: 'text',
  changes: 'jsonb',
  requestId: 'text',
  ip: 'text',
};

export interface ImportRowRow {
  batchId: number;
  rowNumber: number;
  data: object;
}

const IMPORT_ROW_COLUMNS: Columns<ImportRowRow> = { batchId: 'int', rowNumber: 'int', data: 'jsonb' };

export const insertStudents = (tx: Tx, rows: StudentRow[]) => insertRows(tx, 'Student', STUDENT_COLUMNS, rows);
export const insertAddresses = (tx: Tx, rows: AddressRow[]) => insertRows(tx, 'StudentAddress', ADDRESS_COLUMNS, rows);
export const insertGuardians = (tx: Tx, rows: GuardianRow[]) =>
  insertRows(tx, 'StudentGuardian', GUARDIAN_COLUMNS, rows);
export const insertAuditEntries = (tx: Tx, rows: AuditRow[]) => insertRows(tx, 'AuditLog', AUDIT_COLUMNS, rows);
export const insertImportRows = (tx: Tx, rows: ImportRowRow[]) =>
  insertRows(tx, 'StudentImportRow', IMPORT_ROW_COLUMNS, rows);

/** Ids for new students from the table's own sequence, so that addresses, guardians and rows can name them. */
export async function newStudentIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence('"Student"', 'id'))::int AS id FROM generate_series(1, ${count})`;
  return rows.map((row) => row.id);
}

/** Sets columns of existing rows from a list of `{ id, ...values }` (one statement per chunk). */
export async function updateImportRows(
  tx: Tx,
  columns: Record<string, 'int' | 'jsonb'>,
  rows: ({ id: number } & Record<string, unknown>)[],
) {
  const assignments = Object.keys(columns).map((name) =>
    // A JSON null in a jsonb column arrives as the JSON value null; the column means SQL NULL.
    columns[name] === 'jsonb' ? `"${name}" = NULLIF(v."${name}", 'null'::jsonb)` : `"${name}" = v."${name}"`,
  );
  const definitions = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`);
  const sql = `UPDATE "StudentImportRow" AS r SET ${assignments.join(', ')}
    FROM jsonb_to_recordset($1::jsonb) AS v(id int, ${definitions.join(', ')}) WHERE r.id = v.id`;
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(start, start + WRITE_CHUNK)));
  }
}
