/**
 * Reports that count students' own rows (their home district, their age today) cannot be kept
 * in the tallies; for the whole country they take over a second. Read for more than one campus,
 * such a report's answer is kept for SNAPSHOT_MAX_AGE_SECONDS with the time it was counted, and
 * served with that time (the x-figures-as-of header, the download's filter line): figures are
 * at most that old and say so. A campus's report is always counted live. A table too large to
 * make again for every reader (every campus and program of the country) is kept so too, and its
 * JSON with it, made once per count in each process.
 *
 * Counts and kept answers are read from the reports database; a count is kept on the primary
 * (primaryOf). A count read from a replica is of the moment the replica had reached: its time is
 * the moment of counting less the replica's lag.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { applicableId, type DashboardQuery } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { primaryOf, type ReadContext } from './context.ts';

/** The header an answer served from a kept count states the time of that count in. */
export const FIGURES_AS_OF_HEADER = 'x-figures-as-of';

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

/** The moment the figures counted now are of: now, or on a replica, as far back as it is behind. */
const figuresMoment = (context: ReadContext, now: Date) => secondsBefore(now, context.replica?.lagSeconds ?? 0);

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

/** A kept answer recent enough to serve, with its row's version (its xmin: every write makes a new one). */
async function recentSnapshot<Answer>(context: ReadContext, key: string, asOf: Date) {
  const [kept] = await context.prisma.$queryRaw<{ body: Answer; computedAt: Date; version: string }[]>`
    SELECT body, "computedAt", xmin::text AS version FROM "ReportSnapshot"
     WHERE key = ${key} AND "computedAt" > ${secondsBefore(asOf, SNAPSHOT_MAX_AGE_SECONDS)}`;
  return kept;
}

/** Keeps a count; its row's version when it is the one kept (no newer count was kept meanwhile). */
async function keep(context: ReadContext, key: string, rows: unknown, asOf: Date): Promise<string | undefined> {
  // Readers who miss at the same moment each count; the newest count is the one kept.
  const primary = primaryOf(context);
  const [kept] = await primary.$queryRaw<{ version: string }[]>`
    INSERT INTO "ReportSnapshot" (key, body, "computedAt") VALUES (${key}, ${JSON.stringify(rows)}::jsonb, ${asOf})
    ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, "computedAt" = EXCLUDED."computedAt"
     WHERE "ReportSnapshot"."computedAt" < EXCLUDED."computedAt"
    RETURNING xmin::text AS version`;
  await primary.$executeRaw`
    DELETE FROM "ReportSnapshot" WHERE "computedAt" < ${secondsBefore(asOf, SNAPSHOT_MAX_AGE_SECONDS * 12)}`;
  return kept?.version;
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
  const now = context.clock.now();
  const kept = await recentSnapshot<Answer>(context, key, now);
  if (kept) return { rows: kept.body, asOf: kept.computedAt };
  const rows = await count();
  const asOf = figuresMoment(context, now);
  await keep(context, key, rows, asOf);
  return { rows, asOf };
}

/**
 * The JSON of kept answers in this process, as the UTF-8 bytes sent, by snapshot key, with the
 * version of the row it was made from. The country's table by campus and program is 2.2 MB of
 * JSON: decoding it from the database and encoding it again for every reader took longer than
 * counting it, and even writing it out as a string took four times as long as writing its bytes.
 */
const keptJson = new Map<string, KeptJson>();

interface KeptJson {
  version: string | undefined;
  computedAt: Date;
  json: Buffer;
  /** Made for the first reader who accepts it: the country's table is 2.2 MB, 165 KB gzipped. */
  gzipped?: Promise<Buffer>;
}

/** A few national tables; the oldest are forgotten first. */
const KEPT_JSON_MAX_BYTES = 32 * 1048576;

/** The JSON of a count, remembered when its row's version is known (the count was the one kept). */
function rememberJson(key: string, version: string | undefined, computedAt: Date, json: Buffer, now: Date): KeptJson {
  const made = { version, computedAt, json };
  if (!version) return made;
  keptJson.delete(key);
  keptJson.set(key, made);
  let bytes = 0;
  for (const kept of keptJson.values()) bytes += kept.json.length;
  const oldest = secondsBefore(now, SNAPSHOT_MAX_AGE_SECONDS);
  for (const [name, kept] of keptJson) {
    if (bytes <= KEPT_JSON_MAX_BYTES && kept.computedAt > oldest) continue;
    keptJson.delete(name);
    bytes -= kept.json.length;
  }
  return made;
}

/** A report's answer counted live for one campus, else the JSON of its recent count. */
type CountedJson<Answer> = { rows: Answer; asOf: null } | { kept: KeptJson; asOf: Date };

/**
 * countedOrSnapshot for an answer sent as JSON: beyond a campus, the JSON `serialise` makes of
 * the kept answer (as the route's response schema encodes it, so that the bytes are those the
 * route would send), made once per count in each process and sent as it is.
 */
async function countedOrSnapshotJson<Answer>(
  context: ReadContext,
  report: string,
  query: object,
  count: () => Promise<Answer>,
  serialise: (rows: Answer) => string,
): Promise<CountedJson<Answer>> {
  if (ofOneCampus(context, query as DashboardQuery)) return { rows: await count(), asOf: null };
  const key = snapshotKey(context, report, query);
  const now = context.clock.now();
  const known = keptJson.get(key);
  // One read: the kept row's time and version, and its body only when this process has not
  // made the JSON of that version yet.
  const [current] = await context.prisma.$queryRaw<{ computedAt: Date; version: string; body: Answer | null }[]>`
    SELECT "computedAt", xmin::text AS version,
           CASE WHEN xmin::text = ${known?.version ?? null} THEN NULL ELSE body END AS body
      FROM "ReportSnapshot"
     WHERE key = ${key} AND "computedAt" > ${secondsBefore(now, SNAPSHOT_MAX_AGE_SECONDS)}`;
  if (current && known?.version === current.version) return { kept: known, asOf: current.computedAt };
  if (current?.body) {
    const json = Buffer.from(serialise(current.body));
    return { kept: rememberJson(key, current.version, current.computedAt, json, now), asOf: current.computedAt };
  }
  const rows = await count();
  const asOf = figuresMoment(context, now);
  const version = await keep(context, key, rows, asOf);
  return { kept: rememberJson(key, version, asOf, Buffer.from(serialise(rows)), now), asOf };
}

/** The JSON text Fastify would send of an answer: encoded by the route's response schema, if it has one. */
function routeJson(reply: FastifyReply): (answer: unknown) => string {
  const schemas = reply.request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined;
  const schema = schemas?.[reply.statusCode];
  return (answer) => JSON.stringify(schema ? z.encode(schema, answer) : answer);
}

/**
 * A report's answer as countedOrSnapshot gives it, its time of counting in the x-figures-as-of
 * header; beyond a campus, sent as the JSON made once per count (countedOrSnapshotJson).
 */
export async function answeredFromRecentCount<Answer>(
  context: ReadContext,
  reply: FastifyReply,
  report: string,
  query: object,
  count: () => Promise<Answer>,
): Promise<Answer | FastifyReply> {
  const counted = await countedOrSnapshotJson(context, report, query, count, routeJson(reply));
  if (!counted.asOf) return counted.rows;
  const { kept } = counted;
  reply
    .header(FIGURES_AS_OF_HEADER, counted.asOf.toISOString())
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (negotiate(reply.request.headers['accept-encoding'] ?? '', ['gzip']) !== 'gzip') return reply.send(kept.json);
  kept.gzipped ??= gzipped(kept.json);
  return reply.header('content-encoding', 'gzip').send(await kept.gzipped);
}

const gzipped = promisify(gzip);
