/**
 * Signed statistical reports (api-contract 5.16: UploadReport, CampusReport): a campus prints
 * its statistical report, signs it, and uploads the signed PDF, one per fiscal year (409 for a
 * second); its university and the grants body read what their campuses submitted.
 */
import {
  SIGNED_REPORT_MESSAGES as M,
  type SignedReportFormParsed,
  type SignedReportQueryParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { removePrivateFiles, sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'SignedReport';
const PDF_SIGNATURE = Buffer.from('%PDF-');

async function isPdf(file: Uint8Array | Blob): Promise<boolean> {
  const bytes = file instanceof Blob ? new Uint8Array(await file.slice(0, 5).arrayBuffer()) : file.subarray(0, 5);
  return Buffer.from(bytes).equals(PDF_SIGNATURE);
}

type Row = Prisma.SignedReportGetPayload<object>;

async function answer(context: ReadContext, rows: Row[]) {
  const [campuses, years] = await Promise.all([
    context.prisma.campus.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.campusId))] } },
      select: { id: true, campusName: true },
    }),
    context.prisma.fiscalYear.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.fiscalYearId))] } },
      select: { id: true, yearNepali: true },
    }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    campusId: row.campusId,
    campusName: campuses.find((campus) => campus.id === row.campusId)?.campusName ?? '',
    fiscalYear: years.find((year) => year.id === row.fiscalYearId) ?? { id: row.fiscalYearId, yearNepali: '' },
    signedReport: `/api/UploadReport/${row.id}/file`,
    statReport: null,
    uploadedAt: row.createdAt.toISOString(),
  }));
}

/** UploadReport: the signed PDF of the campus's report for a fiscal year. */
export async function uploadSignedReport(context: WriteContext, fileStore: FileStore, body: SignedReportFormParsed) {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId || undefined);
  if (!(await context.prisma.fiscalYear.findUnique({ where: { id: body.fiscalYearId }, select: { id: true } })))
    throw AppError.validation([{ field: 'body.fiscalYearId', message: M.fiscalYearUnknown }]);
  if (!(await isPdf(body.signedReport))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.notPdf);
  const existing = await context.prisma.signedReport.findUnique({
    where: { campusId_fiscalYearId: { campusId: owner.campusId, fiscalYearId: body.fiscalYearId } },
    select: { id: true },
  });
  if (existing) throw AppError.conflict(M.alreadyUploaded);
  const created = await withSavedPrivateFiles(
    fileStore,
    [{ file: body.signedReport, folder: `reports/${owner.campusId}`, label: 'signed-report' }],
    ([stored]) =>
      inTransaction(context.prisma, async (db) => {
        const row = await db.signedReport.create({
          data: {
            ...stored!,
            campusId: owner.campusId,
            universityId: owner.universityId,
            fiscalYearId: body.fiscalYearId,
            uploadedById: context.actor.userId,
          },
        });
        await auditWrite(db, context, 'create', ENTITY, row.id, {
          campusId: owner.campusId,
          fiscalYearId: body.fiscalYearId,
        });
        return row;
      }).catch((error: unknown) => {
        // Two uploads for the same year at once: the second meets the unique key.
        if ((error as { code?: string }).code === 'P2002') throw AppError.conflict(M.alreadyUploaded);
        throw error;
      }),
  );
  const [report] = await answer(context, [created]);
  return report!;
}

function reportsWhere(context: ReadContext, where: Prisma.SignedReportWhereInput) {
  return scopeWhere<Prisma.SignedReportWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);
}

/** CampusReport (and CampusReport/GetByCampus/{campusId}): the signed reports in scope, newest year first. */
export async function listSignedReports(context: ReadContext, query: SignedReportQueryParsed) {
  const rows = await context.prisma.signedReport.findMany({
    where: reportsWhere(context, {
      ...(query.campusId ? { campusId: query.campusId } : {}),
      ...(query.fiscalYearId ? { fiscalYearId: query.fiscalYearId } : {}),
    }),
    orderBy: [{ fiscalYearId: 'desc' }, { id: 'desc' }],
    take: 2000,
  });
  return answer(context, rows);
}

async function findReport(context: ReadContext, id: number) {
  return foundOrNotFound(
    await context.prisma.signedReport.findFirst({ where: reportsWhere(context, { id }) }),
    'Report',
  );
}

export async function sendSignedReport(context: ReadContext, reply: FastifyReply, fileStore: FileStore, id: number) {
  return sendPrivateFile(reply, fileStore, await findReport(context, id));
}

/** DELETE UploadReport/{id}: the campus withdraws a signed report (to upload a corrected one). */
export async function deleteSignedReport(context: WriteContext, fileStore: FileStore, id: number) {
  const report = await findReport(context, id);
  await inTransaction(context.prisma, async (db) => {
    await db.signedReport.delete({ where: { id: report.id } });
    await auditWrite(db, context, 'delete', ENTITY, report.id, {
      campusId: report.campusId,
      fiscalYearId: report.fiscalYearId,
    });
  });
  await removePrivateFiles(fileStore, [report.storageKey]);
  return { message: 'Deleted' };
}
