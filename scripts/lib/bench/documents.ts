/**
 * The printed documents' targets (issue: printed documents): a batch of 1,000 identity cards
 * as one PDF (under 10 s and under 300 MB of resident memory) and a single card (p95 under
 * 150 ms); the same for report cards (issue: examinations and results): the 1,000 report cards
 * of one exam as one PDF and one student's card. Each kind runs on a HEMIS process of its own,
 * so its peak memory is its batch's.
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

/** A batch PDF downloaded whole, then one document again and again, on a HEMIS process of their own. */
export interface PrintReport {
  batchMs: number;
  batchBytes: number;
  peakRss: number;
  rssAfterStart: number;
  singleP50: number;
  singleP95: number;
}

export interface DocumentsReport extends PrintReport {
  issueMs: number;
}

type Printer = { url: string; memory(): Promise<{ rss: number; peakRss: number }> };

async function measurePrint(
  hemis: Printer,
  token: string,
  rssAfterStart: number,
  paths: { batch: string; single: string },
): Promise<PrintReport> {
  const batch = await timed(() => fetchPdf(`${hemis.url}${paths.batch}`, token));
  const { peakRss } = await hemis.memory();
  return {
    batchMs: batch.ms,
    batchBytes: batch.value,
    peakRss,
    rssAfterStart,
    ...(await printAgain(hemis, token, paths.single)),
  };
}

/** One document printed again and again after a warm-up: its p50 and p95. */
async function printAgain(
  hemis: Printer,
  token: string,
  path: string,
): Promise<{ singleP50: number; singleP95: number }> {
  const single = `${hemis.url}${path}`;
  for (let run = 0; run < 20; run += 1) await fetchPdf(single, token);
  const times: number[] = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) times.push((await timed(() => fetchPdf(single, token))).ms);
  times.sort((a, b) => a - b);
  const percentile = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { singleP50: percentile(0.5), singleP95: percentile(0.95) };
}

/** Issues the batch through HEMIS, downloads it whole, then one card again and again. */
export async function measureDocuments(
  hemis: Printer,
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
  const printed = await measurePrint(hemis, token, rssAfterStart, {
    batch: `/api/IdCardInfo/${issued.value}/pdf`,
    single: `/api/Student/${students.studentIds[0]}/IdCard/pdf`,
  });
  return { ...printed, issueMs: issued.ms };
}

/** Papers of the report-card bench exam, each sat by all its students. */
const BENCH_PAPERS = 6;

/**
 * An internal exam of the card students' program on their campus, with six papers (one with a
 * practical part) that all 1,000 sat, their marks spread over passes and failures: the exam whose
 * report cards are printed as one PDF.
 */
export async function prepareReportCardExam(
  databaseUrl: string,
  students: { campusId: number; programId: number; studentIds: number[] },
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const schedule = await client.query<{ id: number; semester: string | null; year: string | null }>(
      `INSERT INTO "ExamSchedule" ("campusId", "universityId", "fiscalYearId", "batchId", "programId", "examType",
              "examName", "dateFrom", "dateTo", "dateFromNepali", "dateToNepali", semester, year, "updatedAt")
       SELECT s."campusId", s."universityId", f.id, s."admissionYearId", s."programId", 'internal',
              'Report card bench exam ' || (SELECT count(*) + 1 FROM "ExamSchedule"), f."startDateAd" + 150,
              f."startDateAd" + 160, '2082/11/01', '2082/11/11', s.semester, s.year, now()
         FROM "Student" s, "FiscalYear" f
        WHERE s.id = $1 AND f."activeFiscalYear"
       RETURNING id, semester::text, year::text`,
      [students.studentIds[0]],
    );
    const exam = schedule.rows[0];
    if (!exam) throw new Error('the bench database has no active fiscal year for the report-card exam');
    // Subjects of the program for the exam's period, added when the program has too few.
    await client.query(
      `INSERT INTO "Subject" ("programId", "subjectName", "subjectType", "shortName", code, semester, year, "updatedAt")
       SELECT $1, 'Bench paper ' || n, 'regular', 'BP' || n, 'BENCH-' || $2 || '-' || n,
              $3::"Semester", $4::"AcademicYear", now()
         FROM generate_series(1, ${BENCH_PAPERS}) AS n
       ON CONFLICT DO NOTHING`,
      [students.programId, exam.id, exam.semester, exam.year],
    );
    await client.query(
      `INSERT INTO "ExamRoutine" ("examScheduleId", "campusId", "universityId", "subjectId", "isTheoretical",
              "isPractical", "examDate", "examDateNepali", "examTime", "theoreticalFullMarks", "theoreticalPassMarks",
              "practicalFullMarks", "practicalPassMarks", "updatedAt")
       SELECT e.id, e."campusId", e."universityId", x.id, true, x.n = 1, e."dateFrom" + x.n, e."dateFromNepali",
              '10:00', CASE WHEN x.n = 1 THEN 75 ELSE 100 END, CASE WHEN x.n = 1 THEN 30 ELSE 40 END,
              CASE WHEN x.n = 1 THEN 25 END, CASE WHEN x.n = 1 THEN 10 END, now()
         FROM "ExamSchedule" e
         JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM "Subject"
                        WHERE "programId" = e."programId" AND code LIKE 'BENCH-' || e.id || '-%') x ON x.n <= ${BENCH_PAPERS}
        WHERE e.id = $1`,
      [exam.id],
    );
    await client.query(
      `INSERT INTO "ExamSitting" ("routineId", "studentId", "campusId", appeared, "theoreticalMarks", "practicalMarks",
              "marksEnteredAt", version, "updatedAt")
       SELECT r.id, s.id, r."campusId", true, round(r."theoreticalFullMarks" * (0.25 + (abs(hashtext(r.id || ':' || s.id)) % 700) / 1000.0)),
              CASE WHEN r."isPractical" THEN round(r."practicalFullMarks" * 0.6) END, now(), 1, now()
         FROM "ExamRoutine" r, unnest($2::int[]) AS s(id)
        WHERE r."examScheduleId" = $1`,
      [exam.id, students.studentIds],
    );
    await client.query('COMMIT');
    return exam.id;
  } finally {
    await client.end();
  }
}

/** Prints every report card of the bench exam as one PDF, then one student's card again and again. */
export async function measureReportCards(
  hemis: Printer,
  token: string,
  examScheduleId: number,
  studentId: number,
): Promise<PrintReport> {
  const rssAfterStart = (await hemis.memory()).rss;
  return measurePrint(hemis, token, rssAfterStart, {
    batch: `/api/MarksEntry/GetProgramResultAll/pdf?ExamScheduleId=${examScheduleId}`,
    single: `/api/MarksEntry/GetProgramResult/pdf?StudentId=${studentId}&ExamScheduleId=${examScheduleId}`,
  });
}

/**
 * One receipt of two items to the first card student, with the campus's next number of the active
 * fiscal year taken from its counter as issuing takes it: a number written past the counter would
 * leave a gap that the receipts' bench, run later on the same database, finds and reports.
 */
export async function prepareBenchReceipt(databaseUrl: string, studentId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const receipt = await client.query<{ id: number }>(
      `WITH n AS (
         INSERT INTO "ReceiptCounter" ("campusId", "fiscalYearId", "nextReceiptNo", "updatedAt")
         SELECT s."campusId", f.id, 2, now() FROM "Student" s, "FiscalYear" f WHERE s.id = $1 AND f."activeFiscalYear"
         ON CONFLICT ("campusId", "fiscalYearId")
         DO UPDATE SET "nextReceiptNo" = "ReceiptCounter"."nextReceiptNo" + 1, "updatedAt" = now()
         RETURNING "nextReceiptNo" - 1 AS taken
       )
       INSERT INTO "Receipt" ("campusId", "universityId", "fiscalYearId", "receiptNo", "studentId", "fullName",
              "programId", "rollNo", "dateOfPayment", "dateOfPaymentBs", "totalAmount")
       SELECT s."campusId", s."universityId", f.id, n.taken,
              s.id, s."firstName" || ' ' || s."lastName", s."programId", s."rollNoManual", f."startDateAd" + 30,
              '2082-05-01', 1550.50
         FROM n, "Student" s, "FiscalYear" f WHERE s.id = $1 AND f."activeFiscalYear"
       RETURNING id`,
      [studentId],
    );
    const id = receipt.rows[0]?.id;
    if (!id) throw new Error('the bench database has no active fiscal year for the receipt');
    await client.query(
      `INSERT INTO "ReceiptItem" ("receiptId", kind, particulars, amount, remarks)
       VALUES ($1, 'general', 'Tuition Fee', 1200.00, NULL), ($1, 'general', 'Library Fee', 350.50, 'Annual')`,
      [id],
    );
    return id;
  } finally {
    await client.end();
  }
}

/** The printed receipt (#27): one receipt's two copies, printed again and again. */
export async function measureReceiptPdf(hemis: Printer, token: string, receiptId: number) {
  return printAgain(hemis, token, `/api/Receipt/${receiptId}/pdf`);
}

export function describeReceiptPdf(report: { singleP50: number; singleP95: number }): string[] {
  return [describeSingle(report, 'a printed receipt (both copies)')];
}

function describeSingle(report: { singleP50: number; singleP95: number }, name: string): string {
  return (
    `  ${name}, ${SINGLE_RUNS} in a row: p50 ${report.singleP50.toFixed(1)} ms, p95 ${report.singleP95.toFixed(1)} ms ` +
    `(target: p95 under ${SINGLE_TARGET_P95_MS} ms): ${report.singleP95 < SINGLE_TARGET_P95_MS ? 'met' : 'MISSED'}`
  );
}

/** The lines of a printed-documents report: the batch and the single document against their targets. */
export function describePrint(report: PrintReport, names: { batch: string; single: string }): string[] {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  const added = report.peakRss - report.rssAfterStart;
  const batchMet = report.batchMs < BATCH_TARGET_MS && added < BATCH_TARGET_BYTES;
  return [
    `  the ${names.batch} as one PDF (${mb(report.batchBytes)}): ${(report.batchMs / 1000).toFixed(1)} s, ` +
      `peak resident memory ${mb(report.peakRss)}, ${mb(added)} above the idle process ` +
      `(targets: under ${BATCH_TARGET_MS / 1000} s and ${mb(BATCH_TARGET_BYTES)}): ${batchMet ? 'met' : 'MISSED'}`,
    describeSingle(report, names.single),
  ];
}

export function describeDocuments(report: DocumentsReport): string[] {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  return [
    `\nprinted documents (a HEMIS process of their own, ${mb(report.rssAfterStart)} resident after start):`,
    `  issuing ${BATCH_CARDS} identity cards: ${(report.issueMs / 1000).toFixed(1)} s`,
    ...describePrint(report, { batch: `${BATCH_CARDS}-card batch`, single: 'a single card' }),
  ];
}

export function describeReportCards(report: PrintReport): string[] {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  return [
    `\nreport cards (a HEMIS process of their own, ${mb(report.rssAfterStart)} resident after start):`,
    ...describePrint(report, { batch: `${BATCH_CARDS} report cards of one exam`, single: 'one report card' }),
  ];
}
