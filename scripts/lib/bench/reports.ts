/**
 * Reports as their readers meet them (issue: dashboards and national reports): each report
 * endpoint of scripts/lib/bench/endpoints.ts that names a scale, loaded at 8 concurrent
 * requests, HEMIS and its bare route in turn. Targets: HEMIS's p95 under 50 ms for a campus
 * and under 300 ms for a university or the country, and within 1.5x of the bare route's.
 */
import type { MeasuredEndpoint, ReportScale } from './endpoints.ts';
import { combine, runLoad, type LoadResult } from './load.ts';
import type { BenchProcess } from './process.ts';

const CONNECTIONS = 8;
const P95_TARGET_MS: Record<ReportScale, number> = { campus: 50, university: 300, country: 300 };
const TARGET_FACTOR = 1.5;

export interface ReportTarget {
  endpoint: MeasuredEndpoint;
  hemisUrl: string;
  bareUrl: string;
  headers: Record<string, string>;
}

async function measure(url: string, headers: Record<string, string>, rounds: number, seconds: number) {
  const runs: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1)
    runs.push(await runLoad(url, { connections: CONNECTIONS, seconds, headers }));
  return combine(runs);
}

/** Prints one line per report: p95 of each side, their ratio and whether the targets are met. */
export async function measureReports(
  targets: ReportTarget[],
  options: { rounds: number; seconds: number },
  print: (line: string) => void,
): Promise<void> {
  if (targets.length === 0) return;
  print(
    `\nreports at ${CONNECTIONS} concurrent requests: p95 in ms (targets: campus 50, university and country 300, within ${TARGET_FACTOR}x of the bare route)`,
  );
  let allMet = true;
  const nameWidth = Math.max(...targets.map(({ endpoint }) => endpoint.name.length));
  for (const { endpoint, hemisUrl, bareUrl, headers } of targets) {
    // One answer from each side first: the database has finished what an earlier run left queued.
    for (const url of [hemisUrl, bareUrl]) await fetch(url, { headers }).then((response) => response.arrayBuffer());
    await runLoad(hemisUrl, { connections: CONNECTIONS, seconds: 1, headers });
    const ours = await measure(hemisUrl, headers, options.rounds, options.seconds);
    const theirs = await measure(bareUrl, headers, options.rounds, options.seconds);
    const factor = ours.p95 / Math.max(theirs.p95, 1);
    const answered = ours.requestsPerSecond > 0 && theirs.requestsPerSecond > 0;
    const met =
      answered &&
      ours.p95 <= P95_TARGET_MS[endpoint.scale!] &&
      factor <= TARGET_FACTOR &&
      ours.failures + theirs.failures === 0;
    allMet &&= met;
    print(
      `${endpoint.name.padEnd(nameWidth)}  HEMIS p95 ${ours.p95.toFixed(0).padStart(5)} (${ours.requestsPerSecond.toFixed(0)}/s)` +
        `  bare p95 ${theirs.p95.toFixed(0).padStart(5)} (${theirs.requestsPerSecond.toFixed(0)}/s)` +
        `  ${factor.toFixed(2)}x  ${met ? 'met' : 'MISSED'}`,
    );
  }
  print(allMet ? 'every report within its p95 targets' : 'some report MISSED its p95 target');
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
  for (const run of ['counted afresh', 'from the kept counts']) {
    const started = performance.now();
    const response = await fetch(`${hemis.url}/api/StatisticalReport/pdf?fiscalYearId=${fiscalYearId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`the statistical report PDF answered ${response.status}`);
    const after = await hemis.memory();
    print(
      `national statistical report PDF, ${run}: ${seconds.toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB; ` +
        `resident memory ${(before.rss / 1048576).toFixed(0)} MB before, peak ${(after.peakRss / 1048576).toFixed(0)} MB ` +
        `(targets: 3 s, 300 MB)`,
    );
  }
}
