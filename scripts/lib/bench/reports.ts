/**
 * Reports as their readers meet them (issue: dashboards and national reports): every report of
 * HEMIS's OpenAPI document (report-routes.ts) for a campus, a university and the country, and the
 * hand-made entries of scripts/lib/bench/endpoints.ts that name a scale, loaded at 8 concurrent
 * requests. Targets: HEMIS's p95 under 50 ms for a campus and under 300 ms for a university or
 * the country; where endpoints.ts has the same report's bare route, it is loaded in turn and
 * HEMIS's p95 must be within 1.5x of it.
 */
import { STATISTICAL_REPORT_MESSAGES, STATISTICAL_REPORT_SECTIONS } from '@hemis/contracts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import type { ReportScale } from './endpoints.ts';
import { combine, runLoad, type LoadResult } from './load.ts';
import type { BenchProcess } from './process.ts';

const CONNECTIONS = 8;
const P95_TARGET_MS: Record<ReportScale, number> = { campus: 50, university: 300, country: 300 };
const TARGET_FACTOR = 1.5;
/** The whole statistical report of the country as one PDF. */
const PDF_TARGET_SECONDS = 3;
const PDF_TARGET_BYTES = 300 * 1048576;
/** Every browser accepts compressed answers, and HEMIS compresses the large tables it keeps. */
const AS_A_BROWSER_ASKS = { 'accept-encoding': 'gzip, deflate, br' };

export interface ReportTarget {
  name: string;
  scale: ReportScale;
  hemisUrl: string;
  /** The same answer from a bare Fastify + pg route, when endpoints.ts has one. */
  bareUrl?: string;
  headers: Record<string, string>;
}

async function measure(url: string, headers: Record<string, string>, rounds: number, seconds: number) {
  const runs: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1)
    runs.push(await runLoad(url, { connections: CONNECTIONS, seconds, headers }));
  return combine(runs);
}

/** One answer first: the database has finished what an earlier run left queued, and a recent count is kept. */
async function firstAnswer(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

/** Prints one line per report and scale: p95 of each side, their ratio and whether the targets are met. */
export async function measureReports(
  targets: ReportTarget[],
  options: { rounds: number; seconds: number },
  print: (line: string) => void,
): Promise<void> {
  if (targets.length === 0) return;
  print(
    `\nreports at ${CONNECTIONS} concurrent requests, ${options.rounds} run(s) of ${options.seconds} s: p95 in ms ` +
      `(targets: campus 50, university and country 300, within ${TARGET_FACTOR}x of the bare route where there is one)`,
  );
  let allMet = true;
  const missed: string[] = [];
  const nameWidth = Math.max(...targets.map(({ name }) => name.length));
  for (const { name, scale, hemisUrl, bareUrl, headers: signedIn } of targets) {
    const headers = { ...AS_A_BROWSER_ASKS, ...signedIn };
    const status = await firstAnswer(hemisUrl, headers);
    if (status === 403) {
      print(`${name.padEnd(nameWidth)}  not readable by this scale's reader (403)`);
      continue;
    }
    if (bareUrl) await firstAnswer(bareUrl, headers);
    await runLoad(hemisUrl, { connections: CONNECTIONS, seconds: 1, headers });
    const ours = await measure(hemisUrl, headers, options.rounds, options.seconds);
    const theirs = bareUrl ? await measure(bareUrl, headers, options.rounds, options.seconds) : undefined;
    const factor = theirs ? ours.p95 / Math.max(theirs.p95, 1) : undefined;
    const met =
      status === 200 &&
      ours.requestsPerSecond > 0 &&
      ours.p95 <= P95_TARGET_MS[scale] &&
      ours.failures === 0 &&
      (!theirs || (theirs.requestsPerSecond > 0 && factor! <= TARGET_FACTOR && theirs.failures === 0));
    allMet &&= met;
    if (!met) missed.push(name);
    const bare = theirs
      ? `bare p95 ${theirs.p95.toFixed(0).padStart(5)} (${theirs.requestsPerSecond.toFixed(0)}/s)  ${factor!.toFixed(2)}x`
      : 'no bare route';
    print(
      `${name.padEnd(nameWidth)}  HEMIS p95 ${ours.p95.toFixed(0).padStart(5)} p50 ${ours.p50.toFixed(0).padStart(5)}` +
        ` (${ours.requestsPerSecond.toFixed(0)}/s)  ${bare}  ${met ? 'met' : status === 200 ? 'MISSED' : `MISSED (${status})`}`,
    );
  }
  print(allMet ? 'every report within its p95 targets' : `some report MISSED its p95 target: ${missed.join('; ')}`);
}

/**
 * The whole statistical report of the country as one PDF (targets: under 3 s and 300 MB), from
 * a HEMIS process of its own so that its peak memory is this work's: once counted afresh, once
 * from the counts just kept.
 */
export async function measureStatisticalReportPdf(
  hemis: BenchProcess,
  token: string,
  fiscalYearId: number,
  print: (line: string) => void,
): Promise<void> {
  const before = await hemis.memory();
  let printed: Uint8Array | undefined;
  for (const run of ['counted afresh', 'from the kept counts']) {
    const started = performance.now();
    const response = await fetch(`${hemis.url}/api/StatisticalReport/pdf?fiscalYearId=${fiscalYearId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const pdf = new Uint8Array(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`the statistical report PDF answered ${response.status}`);
    const after = await hemis.memory();
    const met = seconds < PDF_TARGET_SECONDS && after.peakRss < PDF_TARGET_BYTES;
    print(
      `national statistical report PDF, ${run}: ${seconds.toFixed(2)} s, ${(pdf.byteLength / 1024).toFixed(0)} KB; ` +
        `resident memory ${(before.rss / 1048576).toFixed(0)} MB before, peak ${(after.peakRss / 1048576).toFixed(0)} MB ` +
        `(targets: ${PDF_TARGET_SECONDS} s, ${PDF_TARGET_BYTES / 1048576} MB): ${met ? 'met' : 'MISSED'}`,
    );
    printed ??= pdf;
  }
  print(await sectionsPrinted(printed!));
}

/** What a section prints in place of its figures when the selection recorded none. */
const NOTHING_RECORDED = [
  STATISTICAL_REPORT_MESSAGES.noStudents,
  STATISTICAL_REPORT_MESSAGES.noStaff,
  STATISTICAL_REPORT_MESSAGES.noBoardExamResults,
  STATISTICAL_REPORT_MESSAGES.noResearch,
  STATISTICAL_REPORT_MESSAGES.noInfrastructure,
  STATISTICAL_REPORT_MESSAGES.noFinance,
];

/**
 * Whether the report printed all its sections with figures, and on how many pages: its text as a
 * PDF reader extracts it.
 */
async function sectionsPrinted(pdf: Uint8Array): Promise<string> {
  const pages = await pdfText(pdf);
  const squeezed = (text: string) => text.replace(/\s+/g, '');
  const text = squeezed(pages.join(' '));
  const missing = STATISTICAL_REPORT_SECTIONS.filter((section) => !text.includes(squeezed(section.title)));
  const empty = NOTHING_RECORDED.filter((message) => text.includes(squeezed(message)));
  if (missing.length > 0)
    return `  sections MISSING from the ${pages.length} pages: ${missing.map((section) => section.title).join('; ')}`;
  return empty.length === 0
    ? `  all ${STATISTICAL_REPORT_SECTIONS.length} sections printed with figures on ${pages.length} pages`
    : `  all ${STATISTICAL_REPORT_SECTIONS.length} sections printed on ${pages.length} pages, but some WITHOUT figures: ${empty.join(' ')}`;
}
