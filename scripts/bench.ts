/**
 * `npm run bench`: the speed and size targets, measured here rather than in timed tests.
 * - the JavaScript the login page loads first, gzipped (budget: 250 KB), and the bytes on
 *   the wire for a first and a repeat visit to /login;
 * - side by side, for each endpoint of scripts/lib/bench/endpoints.ts: HEMIS against a bare
 *   Fastify + pg route doing the same work, both in processes of their own, loaded in turn by
 *   autocannon at 32 connections; requests per second, p50, p99 and the ratios (targets:
 *   at least 0.6x the bare route's requests per second, p99 within 1.5x);
 * - every report and dashboard figure HEMIS's OpenAPI document lists (report-routes.ts), for a
 *   campus, a university and the country, at 8 concurrent requests for its p95, beside the bare
 *   route where endpoints.ts has one (scripts/lib/bench/reports.ts);
 * - HEMIS's resident memory after start, after a minute of load, and across repeated runs;
 * - the national statistical report as one PDF, all seven sections of it: time and peak memory
 *   (targets: under 3 s and 300 MB);
 * - an annual return (scripts/lib/bench/annual-returns.ts): the snapshot and validation of the
 *   largest campus (target: under 10 s) and of the whole country in the background job, before
 *   the endpoints (the progress screen of the country is one of them);
 * - the printed documents: a 1,000-card identity card batch PDF (time and peak memory) and a
 *   single card's p50 and p95, and the same for the report cards of a 1,000-student exam
 *   (scripts/lib/bench/documents.ts);
 * - results day (scripts/lib/bench/results-day.ts): a university's students sign in and read
 *   their results and report cards while campuses enter marks and issue receipts, all at once
 *   against 1, 2 and 4 HEMIS processes: each kind's requests per second, p95, p99 and failures,
 *   the total per core and the database connections held (BENCH_ONLY="results day").
 *
 * It runs against the demo data in a fresh embedded PostgreSQL (with BENCH_NATIONAL=1, also the
 * national registry of campuses that `npm run db:seed -- --national` loads; with
 * BENCH_STUDENTS=600000, a national dataset of that many students over BENCH_CAMPUSES (1500)
 * campuses made by `npm run db:generate`), or against the database named by BENCH_DATABASE_URL
 * (one `npm run db:generate` filled, say). BENCH_SECONDS and BENCH_ROUNDS set the length of
 * each load run and how many times each side is loaded; BENCH_REPORT_SECONDS (3) the length of
 * each report's one run; BENCH_SOAK_SECONDS the length of each of the three memory runs;
 * BENCH_ONLY=students measures only the endpoints and reports whose name has it, in any case
 * (a report is named by its path and scale: BENCH_ONLY=StudentTeacherRatio; BENCH_ONLY=documents,
 * only the printed documents).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import jwt from '@fastify/jwt';
import Fastify from 'fastify';
import pg from 'pg';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { seedDatabase } from '../prisma/seed/seed.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';
import { createDatabaseIfMissing } from './lib/database.ts';
import { migrationsDir, webDistDir } from './lib/paths.ts';
import { BUILT_START_ARGS } from './lib/server-build.ts';
import { buildWebIfStale } from './lib/web-build.ts';
import { measureDelivery } from './lib/bench/delivery.ts';
import {
  describeDocuments,
  describeReceiptPdf,
  describeReportCards,
  measureDocuments,
  measureReceiptPdf,
  measureReportCards,
  prepareCardStudents,
  prepareBenchReceipt,
  prepareReportCardExam,
} from './lib/bench/documents.ts';
import {
  MEASURED_ENDPOINTS,
  READER,
  REPORT_SCALES,
  pathWith,
  type MeasuredEndpoint,
  type PathParams,
} from './lib/bench/endpoints.ts';
import { generateNationalData } from './lib/generate/generate.ts';
import {
  RETURNS_CAMPUS_ADMIN,
  measureCountrySnapshots,
  measureOneCampusSnapshot,
  prepareReturnsBench,
  spreadApprovalStates,
} from './lib/bench/annual-returns.ts';
import { combine, runLoad, type LoadResult } from './lib/bench/load.ts';
import { measureReports, measureStatisticalReportPdf, type ReportTarget } from './lib/bench/reports.ts';
import { assertReceiptsGapless } from './lib/bench/receipt-endpoints.ts';
import { reportRoutes, type OpenApiDocument } from './lib/bench/report-routes.ts';
import { startBenchProcess, startHemisProcess, type BenchProcess } from './lib/bench/process.ts';
import {
  RESULTS_DAY_PROCESS_COUNTS,
  describeResultsDay,
  prepareResultsDay,
  runEachKindAlone,
  runResultsDay,
  type KindResult,
  type ResultsDayRun,
} from './lib/bench/results-day.ts';

const INITIAL_JS_BUDGET_BYTES = 250 * 1024;
const RSS_AFTER_START_TARGET_BYTES = 150 * 1048576;
const CONNECTIONS = 32;
const TARGET_RATIO = 0.6;
const TARGET_P99_FACTOR = 1.5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOAK_RUNS = 3;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 20);
const REPORT_SECONDS = Number(process.env.BENCH_REPORT_SECONDS ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));
/** The demo campus administrator prints the identity cards. */
const DOCUMENTS_SIGNED_IN_AS = 'collegeadmin@hemis.local';
/** The grants body reads the national statistical report. */
const GRANTS_BODY = 'superadmin@hemis.local';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

function initialJavaScriptBytes(): number {
  const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return scripts.reduce((total, src) => total + gzipSync(fs.readFileSync(path.join(webDistDir, src))).length, 0);
}

/** The demo data in a fresh embedded PostgreSQL, or the database the caller names. */
async function openBenchDatabase(scratch: string): Promise<{ url: string; stop(): Promise<void> }> {
  const named = process.env.BENCH_DATABASE_URL?.trim();
  if (named) return { url: named, stop: async () => undefined };
  const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'postgres'), ephemeral: true });
  await createDatabaseIfMissing(database.adminUrl, 'hemis_bench');
  const url = database.urlFor('hemis_bench');
  const students = Number(process.env.BENCH_STUDENTS ?? 0);
  if (students > 0) {
    const campuses = Number(process.env.BENCH_CAMPUSES ?? 1500);
    console.log(`generating ${students} students over ${campuses} campuses ...`);
    const { seconds } = await generateNationalData({ databaseUrl: url, students, campuses, seed: 1 });
    console.log(`generated in ${seconds} s`);
    return { url, stop: () => database.stop() };
  }
  await applyMigrations(url, migrationsDir);
  await seedDatabase(url, { uploadDir: path.join(scratch, 'uploads'), national: process.env.BENCH_NATIONAL === '1' });
  return { url, stop: () => database.stop() };
}

/** Whether BENCH_ONLY picks what has this name (no BENCH_ONLY: everything). */
function picked(name: string): boolean {
  const only = process.env.BENCH_ONLY?.trim().toLowerCase();
  return !only || name.toLowerCase().includes(only);
}

/**
 * The endpoints this run measures (BENCH_ONLY picks those whose name has the text), with their
 * params and paths. Every setup runs before any params are read: a later entry's setup (dropping
 * students out, say) changes what an earlier entry's params pick.
 */
async function measuredPaths(
  databaseUrl: string,
): Promise<{ endpoint: MeasuredEndpoint; index: number; params: PathParams; path: string }[]> {
  const selected = [...MEASURED_ENDPOINTS.entries()].filter(([, endpoint]) => picked(endpoint.name));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    for (const [, endpoint] of selected) await endpoint.prepare?.(pool, endpoint.signedInAs);
    const measured = [];
    for (const [index, endpoint] of selected) {
      const params = endpoint.params ? await endpoint.params(pool, endpoint.signedInAs) : {};
      measured.push({ endpoint, index, params, path: pathWith(endpoint, params) });
    }
    return measured;
  } finally {
    await pool.end();
  }
}

type Measured = Awaited<ReturnType<typeof measuredPaths>>;

/** Session tokens signed as HEMIS signs them, each account with a session of its own as a sign-in opens (server/src/plugins/auth.ts). */
async function openSessions(databaseUrl: string, jwtSecret: string, emails: string[]): Promise<Map<string, string>> {
  const signer = Fastify();
  await signer.register(jwt, { secret: jwtSecret, sign: { algorithm: 'HS256', expiresIn: 3600 } });
  await signer.ready();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string; session: string }>(
      `INSERT INTO "UserSession" (id, "userId", method, device, ip, "createdAt", "lastUsedAt", "expiresAt")
       SELECT gen_random_uuid(), id, 'password', 'npm run bench', '127.0.0.1', now(), now(), now() + interval '8 hours'
         FROM "User" WHERE email = ANY($1)
       RETURNING "userId" AS id, (SELECT email FROM "User" u WHERE u.id = "userId") AS email, id AS session`,
      [emails],
    );
    const tokens = new Map(rows.map((row) => [row.email, signer.jwt.sign({ sub: String(row.id), sid: row.session })]));
    for (const email of emails) if (!tokens.has(email)) throw new Error(`no account ${email} in the bench database`);
    return tokens;
  } finally {
    await client.end();
    await signer.close();
  }
}

/** Sessions for the demo accounts the endpoints and reports name. */
function sessionTokens(
  databaseUrl: string,
  jwtSecret: string,
  others: readonly string[],
): Promise<Map<string, string>> {
  const emails = [
    ...new Set([
      ...MEASURED_ENDPOINTS.map((endpoint) => endpoint.signedInAs),
      ...Object.values(READER),
      DOCUMENTS_SIGNED_IN_AS,
      GRANTS_BODY,
      ...others,
    ]),
  ];
  return openSessions(databaseUrl, jwtSecret, emails);
}

/** The fiscal year the statistical report is read for (the active one), with no recent counts kept. */
async function prepareStatisticalReport(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM "ReportSnapshot"');
    const { rows } = await client.query<{ id: number }>('SELECT id FROM "FiscalYear" WHERE "activeFiscalYear" LIMIT 1');
    if (!rows[0]) throw new Error('the bench database has no active fiscal year');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
}

function describe(result: LoadResult): string[] {
  return [result.requestsPerSecond.toFixed(0), `${result.p50.toFixed(1)}`, `${result.p99.toFixed(1)}`];
}

/** The ids a list answers (a plain array, or a page of `data`, `students` or `scholarships`); a report's rows whole. */
function idsOf(body: unknown): unknown[] {
  const page = body as { data?: unknown[]; students?: unknown[]; scholarships?: unknown[] };
  const rows = Array.isArray(body) ? body : (page.data ?? page.students ?? page.scholarships ?? []);
  return rows.map((item) => (item as { id?: unknown }).id ?? item);
}

/** How an endpoint is requested: its token, and a write's method and JSON body. */
function requestOf(endpoint: MeasuredEndpoint, params: PathParams, token: string) {
  const body = endpoint.body ? JSON.stringify(endpoint.body(params)) : undefined;
  return {
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { method: 'POST' as const, body }),
  };
}

/**
 * A fair comparison needs the same answer: the bare route must return the rows HEMIS returns.
 * The writes of the entry measured before may still be finishing when a list is first read
 * (a load run stops sending, not the servers answering), so rows that differ are read again
 * once after a pause before they count as different.
 */
async function assertSameRows(
  endpoint: MeasuredEndpoint,
  targets: { hemis: string; bare: string },
  request: ReturnType<typeof requestOf>,
) {
  const answers = () =>
    Promise.all(
      [targets.hemis, targets.bare].map(async (url) => {
        const response = await fetch(url, request);
        if (!response.ok) {
          throw new Error(
            `${endpoint.name}: ${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
          );
        }
        return (endpoint.answerKey ?? idsOf)(await response.json());
      }),
    );
  const differ = ([ours, theirs]: unknown[][]) => JSON.stringify(ours) !== JSON.stringify(theirs) || ours!.length === 0;
  let answered = await answers();
  if (differ(answered)) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    answered = await answers();
  }
  if (differ(answered)) {
    const [ours, theirs] = answered;
    throw new Error(
      `${endpoint.name}: HEMIS and the bare route answer different rows (${ours!.length} and ${theirs!.length})`,
    );
  }
}

async function sideBySide(hemis: BenchProcess, bare: BenchProcess, tokens: Map<string, string>, measured: Measured) {
  const nameWidth = Math.max(...measured.map(({ endpoint }) => endpoint.name.length));
  const widths = [nameWidth, 8, 7, 7, 8, 7, 7, 9, 9, 6];
  console.log(
    `\nside by side: ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${SECONDS} s each (ms for p50 and p99)`,
  );
  console.log(row(['endpoint', 'HEMIS/s', 'p50', 'p99', 'bare/s', 'p50', 'p99', 'rps ratio', 'p99 ratio', ''], widths));
  let allMet = true;
  for (const { endpoint, index, params, path: endpointPath } of measured) {
    const request = requestOf(endpoint, params, tokens.get(endpoint.signedInAs)!);
    const targets = {
      hemis: `${hemis.url}${endpointPath}`,
      bare: `${bare.url}/bare/${index}`,
    };
    await assertSameRows(endpoint, targets, request);
    const load = (url: string, seconds: number) => runLoad(url, { connections: CONNECTIONS, seconds, ...request });
    await load(targets.hemis, 2);
    await load(targets.bare, 2);
    const runs: { hemis: LoadResult[]; bare: LoadResult[] } = { hemis: [], bare: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.hemis.push(await load(targets.hemis, SECONDS));
      runs.bare.push(await load(targets.bare, SECONDS));
    }
    const ours = combine(runs.hemis);
    const theirs = combine(runs.bare);
    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    const p99Factor = ours.p99 / Math.max(theirs.p99, 1);
    const met = ratio >= TARGET_RATIO && p99Factor <= TARGET_P99_FACTOR && ours.failures === 0;
    allMet &&= met;
    console.log(
      row(
        [
          endpoint.name,
          ...describe(ours),
          ...describe(theirs),
          `${ratio.toFixed(2)}x`,
          `${p99Factor.toFixed(2)}x`,
          met ? 'met' : 'MISSED',
        ],
        widths,
      ),
    );
    if (ours.failures + theirs.failures > 0) {
      console.log(`  failed answers: HEMIS ${ours.failures}, bare ${theirs.failures}`);
    }
  }
  console.log(
    allMet
      ? `every endpoint within ${TARGET_RATIO}x of the bare route's requests per second, p99 within ${TARGET_P99_FACTOR}x`
      : 'some endpoint MISSED its target',
  );
}

/**
 * The reports this run measures: every report of HEMIS's OpenAPI document at each scale, named
 * by its path and scale, with the bare route of the hand-made entry that reads the same path at
 * the same scale (picked by either name); then the hand-made report entries no report of the
 * document reads as they do (a page of a table, one fiscal year).
 */
async function reportTargets(
  hemis: BenchProcess,
  bare: BenchProcess,
  tokens: Map<string, string>,
  measured: Measured,
): Promise<ReportTarget[]> {
  const response = await fetch(`${hemis.url}/api/docs/json`);
  if (!response.ok) throw new Error(`HEMIS's OpenAPI document answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const twins = new Map(
    measured.filter(({ endpoint }) => endpoint.scale).map((entry) => [`${entry.path} ${entry.endpoint.scale}`, entry]),
  );
  const headersOf = (email: string) => ({ authorization: `Bearer ${tokens.get(email)!}` });
  const targets: ReportTarget[] = [];
  for (const { path: reportPath } of reportRoutes(document)) {
    for (const scale of REPORT_SCALES) {
      const name = `${reportPath.replace(/^\/api\//, '')}, ${scale}`;
      const twin = twins.get(`${reportPath} ${scale}`);
      twins.delete(`${reportPath} ${scale}`);
      if (!twin && !picked(name)) continue;
      targets.push({
        name,
        scale,
        hemisUrl: `${hemis.url}${reportPath}`,
        ...(twin ? { bareUrl: `${bare.url}/bare/${twin.index}` } : {}),
        headers: headersOf(READER[scale]),
      });
    }
  }
  for (const { endpoint, index, path: endpointPath } of twins.values()) {
    targets.push({
      name: endpoint.name,
      scale: endpoint.scale!,
      hemisUrl: `${hemis.url}${endpointPath}`,
      bareUrl: `${bare.url}/bare/${index}`,
      headers: headersOf(endpoint.signedInAs),
    });
  }
  return targets;
}

/** A minute of load on HEMIS alone, in runs: resident memory after each must level off, not climb. */
async function memorySoak(hemis: BenchProcess, tokens: Map<string, string>, afterStart: number, measured: Measured) {
  const readings: number[] = [];
  for (let run = 0; run < SOAK_RUNS; run += 1) {
    for (const { endpoint, params, path: endpointPath } of measured) {
      await runLoad(`${hemis.url}${endpointPath}`, {
        connections: CONNECTIONS,
        seconds: SOAK_SECONDS / measured.length,
        ...requestOf(endpoint, params, tokens.get(endpoint.signedInAs)!),
      });
    }
    readings.push((await hemis.memory()).rss);
  }
  const growth = readings.at(-1)! - readings[0]!;
  console.log(
    `\nHEMIS resident memory: ${mb(afterStart)} after start; after each ${SOAK_SECONDS} s of load: ${readings.map(mb).join(', ')}` +
      ` (${growth > 16 * 1048576 ? 'GROWING' : 'steady'}: ${growth >= 0 ? '+' : ''}${mb(growth)} from the first run to the last)`,
  );
}

async function main() {
  buildWebIfStale((line) => console.log(line));
  const initialJs = initialJavaScriptBytes();
  console.log(
    `initial JavaScript of the login page (gzipped): ${kb(initialJs)}, ${initialJs <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER'} the 250 KB budget`,
  );

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-'));
  fs.chmodSync(scratch, 0o755);
  const database = await openBenchDatabase(scratch);
  const servers: BenchProcess[] = [];
  try {
    const options = { databaseUrl: database.url, jwtSecret: 'b'.repeat(40), dataDir: scratch };
    const returns = picked('annual return') ? await prepareReturnsBench(database.url) : null;
    const tokens = await sessionTokens(database.url, options.jwtSecret, returns ? [RETURNS_CAMPUS_ADMIN] : []);
    const measured = await measuredPaths(database.url);
    const hemis = await startHemisProcess(options);
    servers.push(hemis);
    // The bare routes answer for the very params HEMIS's paths carry.
    const bare = await startBenchProcess(path.join(here, 'lib/bench/bare-server.ts'), {
      ...options,
      bareParams: Object.fromEntries(measured.map(({ index, params }) => [index, params])),
    });
    servers.push(bare);
    const afterStart = (await hemis.memory()).rss;
    console.log(
      `HEMIS as npm start runs it (node ${BUILT_START_ARGS.join(' ')}): ${mb(afterStart)} resident after start` +
        ` (target: at most ${mb(RSS_AFTER_START_TARGET_BYTES)}): ${afterStart <= RSS_AFTER_START_TARGET_BYTES ? 'met' : 'MISSED'}`,
    );

    const delivery = await measureDelivery(hemis.url);
    console.log(
      `web delivery: first visit to /login ${kb(delivery.firstVisitBytes)} on the wire in ${delivery.requests} requests,` +
        ` repeat visit ${kb(delivery.repeatVisitBytes)}; HEAD / answers ${delivery.headStatus}`,
    );
    if (delivery.uncompressed.length) console.log(`  sent uncompressed: ${delivery.uncompressed.join(', ')}`);
    if (delivery.notCached.length)
      console.log(`  downloaded again on a repeat visit: ${delivery.notCached.join(', ')}`);

    if (returns) {
      // Before the endpoints: the progress screen is then read with every campus's snapshot taken.
      const print = (line: string) => console.log(line);
      console.log('');
      await measureOneCampusSnapshot(hemis, tokens.get(RETURNS_CAMPUS_ADMIN)!, returns, print);
      await measureCountrySnapshots(hemis, tokens.get(GRANTS_BODY)!, returns, print);
      await spreadApprovalStates(database.url, returns);
    }
    if (measured.length > 0) await sideBySide(hemis, bare, tokens, measured);
    await measureReports(
      await reportTargets(hemis, bare, tokens, measured),
      { rounds: 1, seconds: REPORT_SECONDS },
      (line) => console.log(line),
    );
    if (measured.length > 0) await memorySoak(hemis, tokens, afterStart, measured);
    await hemis.stop();
    await bare.stop();
    servers.length = 0;
    // Receipts issued at 32 connections, by HEMIS and by the bare route, leave no gap in any campus's numbers.
    if (measured.some(({ endpoint }) => endpoint.path.includes('GenerateReceipt')))
      console.log(await assertReceiptsGapless(database.url));

    const only = process.env.BENCH_ONLY?.trim();
    if (!only || 'statistical report pdf'.includes(only)) {
      const reporter = await startHemisProcess(options);
      servers.push(reporter);
      const fiscalYearId = await prepareStatisticalReport(database.url);
      await measureStatisticalReportPdf(reporter, tokens.get(GRANTS_BODY)!, fiscalYearId, (line) => console.log(line));
      await reporter.stop();
      servers.length = 0;
    }
    if (!only || 'documents'.includes(only)) {
      const students = await prepareCardStudents(database.url, path.join(scratch, 'uploads'), DOCUMENTS_SIGNED_IN_AS);
      const printer = await startHemisProcess(options);
      servers.push(printer);
      const report = await measureDocuments(printer, tokens.get(DOCUMENTS_SIGNED_IN_AS)!, students);
      for (const line of describeDocuments(report)) console.log(line);
      await printer.stop();
      servers.length = 0;

      const examScheduleId = await prepareReportCardExam(database.url, students);
      const cardPrinter = await startHemisProcess(options);
      servers.push(cardPrinter);
      const cards = await measureReportCards(
        cardPrinter,
        tokens.get(DOCUMENTS_SIGNED_IN_AS)!,
        examScheduleId,
        students.studentIds[0]!,
      );
      for (const line of describeReportCards(cards)) console.log(line);
      const receiptId = await prepareBenchReceipt(database.url, students.studentIds[0]!);
      const receipt = await measureReceiptPdf(cardPrinter, tokens.get(DOCUMENTS_SIGNED_IN_AS)!, receiptId);
      for (const line of describeReceiptPdf(receipt)) console.log(line);
      await cardPrinter.stop();
      servers.length = 0;
    }
    if (picked('results day')) {
      const plan = await prepareResultsDay(database.url, (emails) =>
        openSessions(database.url, options.jwtSecret, emails),
      );
      const runs: ResultsDayRun[] = [];
      let alone: KindResult[] = [];
      for (const count of RESULTS_DAY_PROCESS_COUNTS) {
        for (let started = 0; started < count; started += 1) servers.push(await startHemisProcess(options));
        if (count === 1) alone = await runEachKindAlone(servers[0]!, plan);
        runs.push(await runResultsDay(servers, plan, database.url));
        for (const server of servers) await server.stop();
        servers.length = 0;
      }
      for (const line of describeResultsDay(plan, runs, alone)) console.log(line);
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
