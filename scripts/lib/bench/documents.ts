/**
 * The printed documents' targets (issue: printed documents): a batch of 1,000 identity cards
 * as one PDF (under 10 s and under 300 MB of resident memory) and a single card (p95 under
 * 150 ms). They run on a HEMIS process of their own, so its peak memory is the batch's.
 *
 * The batch needs 1,000 verified students of one program on the demo campus, each with a
 * photo: the campus's largest program is topped up with copies of one of its students, and
 * every card gets a photo-sized PNG that pdfkit has to decode, the costlier of the two formats
 * it prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pngBytes } from '../../../tests/support/png.ts';

export const BATCH_CARDS = 1000;
const BATCH_TARGET_MS = 10_000;
const BATCH_TARGET_BYTES = 300 * 1048576;
const SINGLE_TARGET_P95_MS = 150;
const SINGLE_RUNS = 200;
const PHOTO_KEY = 'bench/passport-photo.png';

/** A 300 x 360 passport-photo-sized RGB PNG (about 100 KB) with enough grain not to compress to nothing. */
function photoPng(): Buffer {
  let seed = 7;
  return pngBytes(300, 360, (x, y) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed >> 16) % 2;
    return [120 + (x >> 2) + grain, 90 + (y >> 2) + grain, 160 - (x >> 3) + grain].map((value) => value & 0xff);
  });
}

/**
 * The ids of 1,000 active, verified students of the campus's largest program, copying one of
 * them as often as needed, each with the bench photo; and the program.
 */
export async function prepareCardStudents(
  databaseUrl: string,
  uploadDir: string,
  adminEmail: string,
): Promise<{ campusId: number; programId: number; studentIds: number[] }> {
  const photo = photoPng();
  fs.mkdirSync(path.join(uploadDir, 'private', path.dirname(PHOTO_KEY)), { recursive: true });
  fs.writeFileSync(path.join(uploadDir, 'private', PHOTO_KEY), photo);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const admin = await client.query<{ campusId: number }>('SELECT "campusId" FROM "User" WHERE email = $1', [
      adminEmail,
    ]);
    const campusId = admin.rows[0]?.campusId;
    if (!campusId) throw new Error(`${adminEmail} has no campus in the bench database`);
    const active = `"campusId" = $1 AND status = 'active' AND "isVerified"`;
    const largest = await client.query<{ programId: number; students: string; template: number }>(
      `SELECT "programId", count(*) AS students, min(id) AS template FROM "Student"
        WHERE ${active} GROUP BY "programId" ORDER BY count(*) DESC LIMIT 1`,
      [campusId],
    );
    const program = largest.rows[0];
    if (!program) throw new Error('the bench campus has no verified students to copy');
    const missing = BATCH_CARDS - Number(program.students);
    if (missing > 0) {
      const columns = (
        await client.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = 'Student' AND column_name <> 'id'`,
        )
      ).rows.map((row) => row.column_name);
      // Identifiers that are unique per campus or person are left empty on the copies.
      const copied: Record<string, string> = {
        userId: 'NULL',
        rollNoManual: 'NULL',
        symbolNo: 'NULL',
        universityRegdNo: 'NULL',
        email: 'NULL',
        firstName: `'BENCH'`,
        middleName: 'NULL',
        lastName: `'STUDENT ' || copy`,
        searchName: `'bench student ' || copy`,
        createdAt: 'now()',
        updatedAt: 'now()',
      };
      await client.query(
        `INSERT INTO "Student" (${columns.map((column) => `"${column}"`).join(', ')})
         SELECT ${columns.map((column) => copied[column] ?? `s."${column}"`).join(', ')}
           FROM "Student" s, generate_series(1, $2::int) AS copy WHERE s.id = $1`,
        [program.template, missing],
      );
    }
    const students = await client.query<{ id: number }>(
      `SELECT id FROM "Student" WHERE ${active} AND "programId" = $2 ORDER BY id LIMIT ${BATCH_CARDS}`,
      [campusId, program.programId],
    );
    const studentIds = students.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO "StudentFile" ("studentId", kind, "storageKey", "fileName", "contentType", size)
       SELECT id, 'ppSizePhoto', $2, 'photo.png', 'image/png', $3 FROM unnest($1::int[]) AS id
       ON CONFLICT ("studentId", kind) DO UPDATE SET "storageKey" = EXCLUDED."storageKey",
         "contentType" = EXCLUDED."contentType", size = EXCLUDED.size`,
      [studentIds, PHOTO_KEY, photo.length],
    );
    return { campusId, programId: program.programId, studentIds };
  } finally {
    await client.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function fetchPdf(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = await response.arrayBuffer();
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`${url} answered ${response.status}`);
  return bytes.byteLength;
}

export interface DocumentsReport {
  issueMs: number;
  batchMs: number;
  batchBytes: number;
  peakRss: number;
  rssAfterStart: number;
  singleP50: number;
  singleP95: number;
}

/** Issues the batch through HEMIS, downloads it whole, then one card again and again. */
export async function measureDocuments(
  hemis: { url: string; memory(): Promise<{ rss: number; peakRss: number }> },
  token: string,
  students: { programId: number; studentIds: number[] },
): Promise<DocumentsReport> {
  const rssAfterStart = (await hemis.memory()).rss;
  const issued = await timed(async () => {
    const response = await fetch(`${hemis.url}/api/IdCardInfo/bulk-by-students`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        programMgmtId: students.programId,
        issueDateNep: '2083/08/08',
        validityDateEng: '2030-07-16',
        validityDateNep: '2087/03/32',
        generationType: 'Bulk',
        studentIds: students.studentIds,
      }),
    });
    if (response.status !== 201) throw new Error(`issuing the batch answered ${response.status}`);
    return ((await response.json()) as { batchNo: number }).batchNo;
  });
  const batch = await timed(() => fetchPdf(`${hemis.url}/api/IdCardInfo/${issued.value}/pdf`, token));
  const { peakRss } = await hemis.memory();

  const single = `${hemis.url}/api/Student/${students.studentIds[0]}/IdCard/pdf`;
  for (let run = 0; run < 20; run += 1) await fetchPdf(single, token);
  const times: number[] = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) times.push((await timed(() => fetchPdf(single, token))).ms);
  times.sort((a, b) => a - b);
  const percentile = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return {
    issueMs: issued.ms,
    batchMs: batch.ms,
    batchBytes: batch.value,
    peakRss,
    rssAfterStart,
    singleP50: percentile(0.5),
    singleP95: percentile(0.95),
  };
}

export function describeDocuments(report: DocumentsReport): string[] {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  const added = report.peakRss - report.rssAfterStart;
  const batchMet = report.batchMs < BATCH_TARGET_MS && added < BATCH_TARGET_BYTES;
  return [
    `\nprinted documents (a HEMIS process of their own, ${mb(report.rssAfterStart)} resident after start):`,
    `  issuing ${BATCH_CARDS} identity cards: ${(report.issueMs / 1000).toFixed(1)} s`,
    `  the ${BATCH_CARDS}-card batch PDF (${mb(report.batchBytes)}): ${(report.batchMs / 1000).toFixed(1)} s, ` +
      `peak resident memory ${mb(report.peakRss)}, ${mb(added)} above the idle process ` +
      `(targets: under ${BATCH_TARGET_MS / 1000} s and ${mb(BATCH_TARGET_BYTES)}): ${batchMet ? 'met' : 'MISSED'}`,
    `  a single card, ${SINGLE_RUNS} in a row: p50 ${report.singleP50.toFixed(1)} ms, p95 ${report.singleP95.toFixed(1)} ms ` +
      `(target: p95 under ${SINGLE_TARGET_P95_MS} ms): ${report.singleP95 < SINGLE_TARGET_P95_MS ? 'met' : 'MISSED'}`,
  ];
}
