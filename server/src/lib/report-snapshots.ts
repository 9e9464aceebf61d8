/**
 * Reports that count students' own rows (their home district, their age today) cannot be kept
 * in the tallies; for the whole country they take over a second. Read for more than one campus,
 * such a report's answer is kept for SNAPSHOT_MAX_AGE_SECONDS with the time it was counted, and
 * served with that time (the x-figures-as-of header, the download's filter line): figures are
 * at most that old and say so. A campus's report is always counted live.
 */
import { createHash } from 'node:crypto';
import { applicableId, type DashboardQuery } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { ReadContext } from './context.ts';

/** How long a report for more than one campus is served before it is counted again. */
export const SNAPSHOT_MAX_AGE_SECONDS = 300;

/** A report's answer and when it was counted (null: just now, for this reader). */
export interface Counted<Answer> {
  rows: Answer;
  asOf: Date | null;
}

/** The line a downloaded report states its time of counting in, in Nepal's time. */
export function figuresAsOfLine(asOf: Date): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(asOf);
  return `Figures as counted at ${when} (Nepal time)`;
}

const secondsBefore = (time: Date, seconds: number) => new Date(time.getTime() - seconds * 1000);

/** One key per report, reader's scope and filters (in any order, empty ones left out). */
function snapshotKey(context: ReadContext, report: string, query: object): string {
  const filters = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([report, context.scope, filters]))
    .digest('base64url');
}

/** Whether the figures are of one campus: the reader's own, or the one the filters name. */
function ofOneCampus(context: ReadContext, query: Pick<DashboardQuery, 'campusId' | 'collegeId'>): boolean {
  return (
    context.scope.kind === 'campus' ||
    applicableId(query.campusId) !== undefined ||
    applicableId(query.collegeId) !== undefined
  );
}

/** The report's rows, counted now for one campus, else the snapshot if it is recent enough. */
export async function countedOrSnapshot<Answer>(
  context: ReadContext,
  report: string,
  query: object,
  count: () => Promise<Answer>,
): Promise<Counted<Answer>> {
  if (ofOneCampus(context, query as DashboardQuery)) return { rows: await count(), asOf: null };
  const key = snapshotKey(context, report, query);
  // The age is measured on the clock that stamps the snapshots, never the database's own.
  const asOf = context.clock.now();
  const [kept] = await context.prisma.$queryRaw<{ body: Answer; computedAt: Date }[]>`
    SELECT body, "computedAt" FROM "ReportSnapshot"
     WHERE key = ${key} AND "computedAt" > ${secondsBefore(asOf, SNAPSHOT_MAX_AGE_SECONDS)}`;
  if (kept) return { rows: kept.body, asOf: kept.computedAt };
  // Readers who miss at the same moment each count; the newest count is the one kept.
  const rows = await count();
  await context.prisma.$executeRaw`
    INSERT INTO "ReportSnapshot" (key, body, "computedAt") VALUES (${key}, ${JSON.stringify(rows)}::jsonb, ${asOf})
    ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, "computedAt" = EXCLUDED."computedAt"
     WHERE "ReportSnapshot"."computedAt" < EXCLUDED."computedAt"`;
  await context.prisma.$executeRaw`
    DELETE FROM "ReportSnapshot" WHERE "computedAt" < ${secondsBefore(asOf, SNAPSHOT_MAX_AGE_SECONDS * 12)}`;
  return { rows, asOf };
}

/** A report's answer as countedOrSnapshot gives it, its time of counting in the x-figures-as-of header. */
export async function answeredFromRecentCount<Answer>(
  context: ReadContext,
  reply: FastifyReply,
  report: string,
  query: object,
  count: () => Promise<Answer>,
): Promise<Answer> {
  const counted = await countedOrSnapshot(context, report, query, count);
  if (counted.asOf) reply.header('x-figures-as-of', counted.asOf.toISOString());
  return counted.rows;
}
