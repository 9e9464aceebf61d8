/**
 * Scholarships and discounts (api-contract 5.6 and 8.1): given to an active student of the
 * caller's scope for a fiscal year, as an amount or a percentage, with an optional application
 * (a private file); the list of scholars, filtered and paged in the database, and the
 * scholarship and discount reports as spreadsheets.
 */
import {
  SCHOLARSHIP_MESSAGES as M,
  type ScholarshipBodyParsed,
  type ScholarshipFilterQueryParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { pageRequest } from '../../lib/pagination.ts';
import { sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { XLSX_CONTENT_TYPE, writeXlsx } from '../../lib/spreadsheet.ts';
import { activeStudentInScope } from '../student/student.service.ts';
import { inLowercaseColumn } from '../../lib/text-match.ts';
import { fullNameOf, STUDENT_SUMMARY_SELECT } from '../student/student-record.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'Scholarship';
const DEFAULT_PAGE_SIZE = 25;

const INCLUDE = {
  student: { select: { ...STUDENT_SUMMARY_SELECT, ethnicity: true } },
} as const satisfies Prisma.ScholarshipInclude;
type Row = Prisma.ScholarshipGetPayload<{ include: typeof INCLUDE }>;

function toScholarship(row: Row, years: Map<number, string>) {
  const { student } = row;
  return {
    id: row.id,
    studentId: row.studentId,
    campusId: row.campusId,
    firstName: student.firstName,
    middleName: student.middleName,
    lastName: student.lastName,
    studentName: fullNameOf(student),
    gender: student.gender,
    doBBS: student.doBBS,
    ethnicity: student.ethnicity,
    rollNoManual: student.rollNoManual,
    programName: student.program.programName,
    levelName: student.level.levelName,
    year: student.year,
    semester: student.semester,
    batchNameNepali: student.admissionYear.batchNepali,
    batchNepali: student.admissionYear.batchNepali,
    fiscalYearId: row.fiscalYearId,
    yearNepali: years.get(row.fiscalYearId) ?? '',
    scholarshipName: row.scholarshipName,
    scholarshipType: row.scholarshipType as 'Scholarship' | 'Discount',
    providedBy: row.providedBy,
    scholarshipGivenTo: row.scholarshipGivenTo,
    isAmount: row.isAmount,
    amount: row.amount === null ? null : Number(row.amount),
    isScholarship: row.scholarshipType === 'Scholarship',
    scholarshipPercentage: row.percentage === null ? null : Number(row.percentage),
    dateOfEntry: row.dateOfEntryBs,
    remarks: row.remarks,
    applicationFile: row.applicationKey ? `/api/Scholarship/${row.id}/application` : null,
  };
}

async function fiscalYearNames(db: Db): Promise<Map<number, string>> {
  const years = await db.fiscalYear.findMany({ select: { id: true, yearNepali: true } });
  return new Map(years.map((year) => [year.id, year.yearNepali]));
}

/** The fields a scholarship keeps from the form; the type follows scholarshipType (isScholarship is its echo). */
function fieldsOf(body: ScholarshipBodyParsed) {
  const isAmount = body.isAmount !== false;
  return {
    fiscalYearId: body.fiscalYearId,
    scholarshipType: body.scholarshipType,
    scholarshipName: body.scholarshipName,
    providedBy: body.providedBy ?? null,
    scholarshipGivenTo: body.scholarshipGivenTo,
    isAmount,
    amount: isAmount ? (body.amount ?? null) : null,
    percentage: isAmount ? null : (body.scholarshipPercentage ?? null),
    dateOfEntryBs: body.dateOfEntry.bs,
    dateOfEntry: new Date(`${body.dateOfEntry.ad}T00:00:00Z`),
    remarks: body.remarks ?? null,
  };
}

async function assertFiscalYear(db: Db, id: number) {
  if (!(await db.fiscalYear.findUnique({ where: { id }, select: { id: true } }))) {
    throw AppError.validation([{ field: 'body.fiscalYearId', message: M.fiscalYearUnknown }]);
  }
}

/** POST Scholarship: for an active student of the caller's scope. */
export async function createScholarship(context: WriteContext, fileStore: FileStore, body: ScholarshipBodyParsed) {
  const student = await activeStudentInScope(context, body.studentId, M.studentNotActive);
  await assertFiscalYear(context.prisma, body.fiscalYearId);
  const files = body.applicationFile
    ? [{ file: body.applicationFile, folder: `students/${student.id}/scholarships`, label: 'application' }]
    : [];
  return withSavedPrivateFiles(fileStore, files, ([application]) =>
    inTransaction(context.prisma, async (db) => {
      const created = await db.scholarship.create({
        data: {
          ...fieldsOf(body),
          studentId: student.id,
          campusId: student.campusId,
          universityId: student.universityId,
          applicationKey: application?.storageKey ?? null,
          applicationName: application?.fileName ?? null,
          applicationType: application?.contentType ?? null,
          createdById: context.actor.userId,
        },
        include: INCLUDE,
      });
      const { student: _student, ...record } = created;
      await auditWrite(db, context, 'create', ENTITY, created.id, { ...record, applicationKey: undefined });
      return toScholarship(created, await fiscalYearNames(db));
    }),
  );
}

async function findScholarship(db: Db, context: ReadContext, id: number): Promise<Row> {
  return foundOrNotFound(
    await db.scholarship.findFirst({
      where: scopeWhere<Prisma.ScholarshipWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
      include: INCLUDE,
    }),
    'Scholarship',
  );
}

/** PUT Scholarship/{id}: the same fields; a new application replaces the old one. */
export async function updateScholarship(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: ScholarshipBodyParsed,
) {
  const before = await findScholarship(context.prisma, context, id);
  await assertFiscalYear(context.prisma, body.fiscalYearId);
  const files = body.applicationFile
    ? [{ file: body.applicationFile, folder: `students/${before.studentId}/scholarships`, label: 'application' }]
    : [];
  return withSavedPrivateFiles(fileStore, files, ([application]) =>
    inTransaction(context.prisma, async (db) => {
      const fields = fieldsOf(body);
      const updated = await db.scholarship.update({
        where: { id: before.id },
        data: {
          ...fields,
          ...(application
            ? {
                applicationKey: application.storageKey,
                applicationName: application.fileName,
                applicationType: application.contentType,
              }
            : {}),
        },
        include: INCLUDE,
      });
      const changes = Object.fromEntries(
        (Object.keys(fields) as (keyof typeof fields)[])
          .map((field) => [field, { from: String(before[field] ?? ''), to: String(updated[field] ?? '') }] as const)
          .filter(([, change]) => change.from !== change.to),
      );
      if (application) changes['application'] = { from: before.applicationName ?? '', to: application.fileName };
      await auditWrite(db, context, 'update', ENTITY, updated.id, changes);
      return toScholarship(updated, await fiscalYearNames(db));
    }),
  );
}

function filterWhere(context: ReadContext, query: ScholarshipFilterQueryParsed): Prisma.ScholarshipWhereInput {
  const search = query.search?.trim().toLowerCase();
  return scopeWhere<Prisma.ScholarshipWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
    ...(query.fiscalYearId ? { fiscalYearId: query.fiscalYearId } : {}),
    ...(query.scholarshipType ? { scholarshipType: query.scholarshipType } : {}),
    student: {
      ...(query.batchId ? { admissionYearId: query.batchId } : {}),
      ...(query.programId ? { programId: query.programId } : {}),
      ...(search ? { searchName: inLowercaseColumn(search) } : {}),
    },
  });
}

const ORDER: Prisma.ScholarshipOrderByWithRelationInput[] = [{ dateOfEntry: 'desc' }, { id: 'desc' }];

/** GET Scholarship/filter: one page of the scholars (25 unless asked), with the total. */
export async function filterScholarships(context: ReadContext, query: ScholarshipFilterQueryParsed) {
  const where = filterWhere(context, query);
  const request = pageRequest(query) ?? pageRequest({ page: 1, pageSize: DEFAULT_PAGE_SIZE })!;
  const [rows, total, years] = await Promise.all([
    context.prisma.scholarship.findMany({
      where,
      include: INCLUDE,
      orderBy: ORDER,
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.scholarship.count({ where }),
    fiscalYearNames(context.prisma),
  ]);
  return { totalCount: total, totalRecords: total, scholarships: rows.map((row) => toScholarship(row, years)) };
}

/** The scholarship or discount report as a spreadsheet: the list's columns, amounts as numbers. */
export async function scholarshipReportXlsx(
  context: ReadContext,
  reply: FastifyReply,
  query: ScholarshipFilterQueryParsed,
) {
  const where = filterWhere(context, query);
  const [rows, years] = await Promise.all([
    context.prisma.scholarship.findMany({ where, include: INCLUDE, orderBy: ORDER, take: 50_000 }),
    fiscalYearNames(context.prisma),
  ]);
  const header = [
    'S.No.',
    'Full Name',
    'Gender',
    'DOB(BS)',
    'Ethnicity',
    'Batch Year',
    'Fiscal Year',
    'Semester/Year',
    'Roll No',
    'Amount (Rs.)',
    'Percentage',
    'Level',
    'Program',
  ];
  const body = rows.map((row, index) => {
    const item = toScholarship(row, years);
    return [
      index + 1,
      item.studentName,
      item.gender,
      item.doBBS ?? '',
      item.ethnicity ?? '',
      item.batchNepali,
      item.yearNepali,
      item.semester ?? item.year ?? '',
      item.rollNoManual ?? '',
      item.isAmount ? (item.amount ?? 0) : '',
      item.isAmount ? '' : (item.scholarshipPercentage ?? 0),
      item.levelName,
      item.programName,
    ];
  });
  const name = query.scholarshipType === 'Discount' ? 'Discount Report' : 'Scholarship Report';
  const file = await writeXlsx([{ name, header, rows: body }]);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name.toLowerCase().replace(' ', '-')}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}

/** GET Scholarship/{id}/application: the application file, within scope. */
export async function sendApplication(context: ReadContext, reply: FastifyReply, fileStore: FileStore, id: number) {
  const row = await findScholarship(context.prisma, context, id);
  if (!row.applicationKey) throw AppError.notFound('Application');
  return sendPrivateFile(reply, fileStore, {
    storageKey: row.applicationKey,
    fileName: row.applicationName ?? 'application',
    contentType: row.applicationType ?? 'application/octet-stream',
    size: 0,
  });
}
