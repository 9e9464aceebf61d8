/**
 * Step "accounts": a fiscal year of books for every campus (issue #30), the year of the generated
 * receipts (the last one that has ended), and the budgets of that year.
 *
 * Each campus opens the year with an Opening voucher (bank, cash, accumulated fund) that closed
 * the year before, and then holds, all approved and numbered without a gap per type in the order
 * of their dates:
 * - a Receipt voucher for each of its receipts (cash, or bank for an online payment, against the
 *   course and general fee income), and for a cancelled receipt its reversal on the day it was
 *   cancelled;
 * - the grant instalments of constituent and community campuses (Journal vouchers: bank against grant income);
 * - twelve monthly salary payments (teaching and non-teaching salaries, allowances and the
 *   provident fund contribution, less tax and provident fund withheld, paid from the bank) and the
 *   withheld amounts paid over the month after;
 * - monthly electricity and internet, and purchases through the year (supplies, repairs,
 *   travel, exams, library, lab, furniture ...), small ones in cash; one in 150 reversed;
 * - a monthly deposit of most of the cash collected into the bank.
 * Receipt vouchers of receipts are written as the receipt module posts them (prepared and
 * approved by the issuer: HEMIS itself for the generated receipts, which no user issued), the
 * opening one as closing a year writes it; the others were prepared, verified and approved by
 * three different users. A few thousand lines a campus, as many as its students make. The standard ledgers are tied to
 * the finance heads, and the grants body, each university and each campus get a budget for the
 * year by head, near what the books spend, a few of them revised.
 *
 * Everything is made inside PostgreSQL by set-based INSERT ... SELECT, "random" parts from hashes
 * of the campus and what is drawn, so the same database gives the same books. The rows go in campus by campus in batches, and the database's own checks (every
 * approved voucher balances, its lines are posted) run on each batch before the next, by making
 * the deferred checks immediate: none is skipped. Campuses that already have books for the year
 * (the demo's) are left alone.
 */
import { HEMIS_POSTER_ID } from '@hemis/contracts';
import { standardLedgerHeadParams, TIE_STANDARD_LEDGERS_SQL } from '../../../../prisma/seed/accounts.ts';
import { Days } from '../people.ts';
import { count, type GenerateStep } from '../step.ts';

/** Campuses written per batch, whose balance checks run before the next batch is written. */
const CAMPUSES_PER_BATCH = 100;
/** Monthly salary bill a student, by kind of campus (rupees). */
const SALARY_A_STUDENT = { constituent: 3_200, community: 1_500, private: 2_900 };
/** Yearly recurrent grant a student, by kind of campus (rupees). */
const GRANT_A_STUDENT = { constituent: 25_000, community: 6_000, private: 0 };
/** One purchase in this many is reversed. */
const REVERSED_ONE_IN = 150;

/** Purchase ledgers, repeated by how often they are bought, with the range of an amount (rupees). */
const PURCHASES: [code: string, weight: number, min: number, max: number][] = [
  ['5203', 6, 500, 15_000],
  ['5204', 4, 2_000, 60_000],
  ['5205', 3, 1_000, 25_000],
  ['5206', 3, 5_000, 80_000],
  ['5207', 2, 1_000, 20_000],
  ['5208', 2, 2_000, 40_000],
  ['5209', 2, 5_000, 50_000],
  ['5212', 1, 100, 1_500],
  ['5213', 3, 300, 10_000],
  ['5302', 1, 20_000, 300_000],
  ['5303', 1, 10_000, 150_000],
];
/** Purchases paid in cash are those below this amount. */
const CASH_BELOW = 5_000;

const LEDGER_CODES = [
  '1201',
  '1202',
  '2102',
  '2103',
  '3101',
  '4101',
  '4102',
  '4201',
  '5101',
  '5102',
  '5103',
  '5104',
  '5201',
  '5202',
  ...PURCHASES.map(([code]) => code),
];

/** A campus's kind as a CASE over b."campusType" giving each kind's figure. */
const byType = (figures: Record<'constituent' | 'community' | 'private', number>) =>
  `CASE b."campusType" WHEN 'constituent' THEN ${figures.constituent} WHEN 'community' THEN ${figures.community} ELSE ${figures.private} END`;

/** A whole number from 0 to below `modulo`, drawn from a text. */
const hash = (text: string, modulo: number) => `(abs(hashtext(${text})) % ${modulo})`;

export const accountsStep: GenerateStep = {
  name: 'accounts',
  async run({ client, log }) {
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end" FROM "FiscalYear" WHERE "endDateAd" < CURRENT_DATE
        ORDER BY "startDateAd" DESC LIMIT 1`,
    );
    const year = years[0];
    if (!year) return 'no fiscal year has ended: no books added';
    const { rows: before } = await client.query<{ id: number; yearNepali: string }>(
      `SELECT id, "yearNepali" FROM "FiscalYear" WHERE "endDateAd" < $1 ORDER BY "startDateAd" DESC LIMIT 1`,
      [year.start],
    );
    const previousYear = before[0];

    // The steps before wrote the receipts in this transaction's run: the planner is told their sizes.
    await client.query('ANALYZE "Receipt", "ReceiptItem", "Student", "Voucher"');
    await client.query(TIE_STANDARD_LEDGERS_SQL, standardLedgerHeadParams());
    const { rows: ledgerRows } = await client.query<{ code: string; id: number }>(
      `SELECT code, id FROM "AccountLedger" WHERE "campusId" IS NULL AND code = ANY($1)`,
      [LEDGER_CODES],
    );
    const ledgers = new Map(ledgerRows.map((row) => [row.code, row.id]));
    const ledger = (code: string) => {
      const id = ledgers.get(code);
      if (id === undefined) throw new Error(`the standard chart has no ledger ${code}`);
      return id;
    };

    // Who prepared, verified and approved the vouchers: three different users, campus staff first.
    const { rows: staff } = await client.query<{ id: number }>(
      `SELECT id FROM "User" WHERE role <> 'Student'
        ORDER BY array_position(ARRAY['CollegeUser', 'CollegeAdmin', 'UniAdmin', 'Admin']::text[], role::text), id LIMIT 3`,
    );
    if (staff.length < 3)
      throw new Error('the database has fewer than three staff users to prepare, verify and approve');
    const [preparer, verifier, approver] = staff.map((row) => row.id) as [number, number, number];
    const { rows: admins } = await client.query<{ id: number }>(
      `SELECT id FROM "User" WHERE role IN ('Admin', 'SuperAdmin') ORDER BY role = 'Admin' DESC, id LIMIT 1`,
    );
    const budgetAuthor = admins[0]?.id ?? approver;

    // The year's days with their B.S. text.
    const days = new Days();
    const first = Math.floor(year.start.getTime() / 86_400_000);
    const last = Math.floor(year.end.getTime() / 86_400_000);
    const calendar = Array.from({ length: last - first + 1 }, (_, index) => days.of(first + index));
    await client.query(`CREATE TEMP TABLE books_day (ad date PRIMARY KEY, bs text NOT NULL) ON COMMIT DROP`);
    await client.query(`INSERT INTO books_day SELECT ad::date, bs FROM unnest($1::text[], $2::text[]) AS d(ad, bs)`, [
      calendar.map((day) => day.ad),
      calendar.map((day) => day.bs),
    ]);
    const yearDays = calendar.length;
    const start = `'${calendar[0]!.ad}'::date`;
    const end = `'${calendar.at(-1)!.ad}'::date`;
    /** The last day of month `m` (0-11) of the fiscal year, by twelfths of its days. */
    const monthEnd = (m: string) => `(${start} + ((${m} + 1) * ${yearDays} / 12) - 1)`;

    await client.query(
      `CREATE TEMP TABLE books_campus ON COMMIT DROP AS
       SELECT c.id AS "campusId", c."universityId", c."campusType"::text AS "campusType",
              greatest(coalesce(s.students, 0), 50)::bigint AS students,
              ((row_number() OVER (ORDER BY c.id) - 1) / ${CAMPUSES_PER_BATCH})::int AS batch
         FROM "Campus" c
         LEFT JOIN (SELECT "campusId", count(*) AS students FROM "Student" WHERE status = 'active' GROUP BY 1) s
                ON s."campusId" = c.id
        WHERE c.status
          AND NOT EXISTS (SELECT 1 FROM "Voucher" v WHERE v."campusId" = c.id AND v."fiscalYearId" = $1)
          AND NOT EXISTS (SELECT 1 FROM "AccountYearClosing" x WHERE x."campusId" = c.id AND x."fiscalYearId" = $1)`,
      [year.id],
    );
    await client.query(`ALTER TABLE books_campus ADD PRIMARY KEY ("campusId")`);

    // Every voucher planned, its id taken from the table's own sequence; its lines beside it.
    await client.query(
      `CREATE TEMP TABLE planned_voucher (
         id int PRIMARY KEY, "campusId" int NOT NULL, "universityId" int NOT NULL, "voucherType" "VoucherType" NOT NULL,
         "dateAd" date NOT NULL, narration text NOT NULL, "totalAmount" numeric(16, 2) NOT NULL,
         "receiptId" int, "isReceiptCancellation" boolean NOT NULL DEFAULT false,
         "reversesVoucherId" int, "reversalReason" text,
         -- Receipt vouchers name who issued the receipt (HEMIS itself for a generated one) as preparing and approving.
         "postedById" int, "voucherNo" int, batch int
       ) ON COMMIT DROP`,
    );
    await client.query(
      `CREATE TEMP TABLE planned_line (
         "voucherId" int NOT NULL, "lineNo" int NOT NULL, "ledgerId" int NOT NULL,
         debit numeric(16, 2) NOT NULL DEFAULT 0, credit numeric(16, 2) NOT NULL DEFAULT 0, narration text
       ) ON COMMIT DROP`,
    );
    // Vouchers of one debit and one credit, expanded into planned_voucher and planned_line at the end.
    await client.query(
      `CREATE TEMP TABLE simple_voucher (
         id int NOT NULL DEFAULT nextval(pg_get_serial_sequence('"Voucher"', 'id')), "campusId" int NOT NULL,
         "universityId" int NOT NULL, "voucherType" "VoucherType" NOT NULL, "dateAd" date NOT NULL,
         narration text NOT NULL, amount numeric(16, 2) NOT NULL, "debitLedgerId" int NOT NULL,
         "creditLedgerId" int NOT NULL, purchase boolean NOT NULL DEFAULT false,
         "reversesVoucherId" int, "reversalReason" text
       ) ON COMMIT DROP`,
    );
    const nextId = `nextval(pg_get_serial_sequence('"Voucher"', 'id'))::int`;

    // Receipts: the campus's receipts of the year with their course and general fees.
    await client.query(
      `CREATE TEMP TABLE books_receipt ON COMMIT DROP AS
       SELECT ${nextId} AS id, r.id AS "receiptId", r."campusId", r."universityId", r."dateOfPayment" AS "dateAd",
              r."receiptNo", r."fullName", r."totalAmount", r.channel::text AS channel, r.status::text AS status,
              coalesce(r."issuedById", ${HEMIS_POSTER_ID}) AS "issuedById", coalesce(r."cancelledById", ${HEMIS_POSTER_ID}) AS "cancelledById",
              r."cancelReason", least(greatest((r."cancelledAt" + interval '5 hours 45 minutes')::date, r."dateOfPayment"), ${end}) AS "cancelledOn",
              coalesce(i.course, 0) AS course, coalesce(i.general, 0) AS general
         FROM "Receipt" r
         JOIN books_campus b ON b."campusId" = r."campusId"
         LEFT JOIN LATERAL (SELECT sum(amount) FILTER (WHERE kind = 'course') AS course,
                                   sum(amount) FILTER (WHERE kind = 'general') AS general
                              FROM "ReceiptItem" x WHERE x."receiptId" = r.id) i ON true
        WHERE r."fiscalYearId" = $1 AND r."dateOfPayment" BETWEEN ${start} AND ${end}
          AND NOT EXISTS (SELECT 1 FROM "Voucher" v WHERE v."receiptId" = r.id)
        ORDER BY r.id`,
      [year.id],
    );
    await client.query(
      `INSERT INTO planned_voucher (id, "campusId", "universityId", "voucherType", "dateAd", narration, "totalAmount",
              "receiptId", "postedById")
       SELECT id, "campusId", "universityId", 'Receipt'::"VoucherType", "dateAd", 'Receipt No. ' || "receiptNo" || ': ' || "fullName",
              "totalAmount", "receiptId", "issuedById"
         FROM books_receipt`,
    );
    await client.query(
      `CREATE TEMP TABLE books_cancellation ON COMMIT DROP AS
       SELECT ${nextId} AS id, r.id AS "originalId", r."receiptId", r."campusId", r."universityId", r."receiptNo",
              r."totalAmount", r.channel, r."cancelReason", r."cancelledOn", r."cancelledById", r.course, r.general
         FROM books_receipt r WHERE r.status = 'cancelled' ORDER BY r.id`,
    );
    await client.query(
      `INSERT INTO planned_voucher (id, "campusId", "universityId", "voucherType", "dateAd", narration, "totalAmount",
              "receiptId", "isReceiptCancellation", "reversesVoucherId", "reversalReason", "postedById")
       SELECT c.id, c."campusId", c."universityId", 'Receipt'::"VoucherType", c."cancelledOn", '', c."totalAmount",
              c."receiptId", true, c."originalId", coalesce(c."cancelReason", 'Receipt cancelled'), c."cancelledById"
         FROM books_cancellation c`,
    );
    // A receipt's lines: cash (bank for an online payment) against the course and general fee income.
    const receiptLines = (table: string, sign: 'debit' | 'credit') => {
      const other = sign === 'debit' ? 'credit' : 'debit';
      return `
        SELECT id, 1, CASE channel WHEN 'esewa' THEN ${ledger('1202')} ELSE ${ledger('1201')} END,
               ${sign === 'debit' ? '"totalAmount", 0' : '0, "totalAmount"'} FROM ${table}
        UNION ALL
        SELECT id, 2, ${ledger('4101')}, ${other === 'credit' ? '0, course' : 'course, 0'} FROM ${table} WHERE course > 0
        UNION ALL
        SELECT id, CASE WHEN course > 0 THEN 3 ELSE 2 END, ${ledger('4102')}, ${other === 'credit' ? '0, general' : 'general, 0'}
          FROM ${table} WHERE general > 0`;
    };
    await client.query(
      `INSERT INTO planned_line ("voucherId", "lineNo", "ledgerId", debit, credit)
       ${receiptLines('books_receipt', 'debit')}
       UNION ALL ${receiptLines('books_cancellation', 'credit')}`,
    );

    // The opening balances: bank and cash against the accumulated fund, on the year's first day.
    await client.query(
      `CREATE TEMP TABLE books_opening ON COMMIT DROP AS
       SELECT ${nextId} AS id, b."campusId", b."universityId",
              (round(b.students * 2500, -3) + 500000)::numeric(16, 2) AS bank,
              (20000 + ${hash(`'cash:' || b."campusId"`, 300)} * 100)::numeric(16, 2) AS cash
         FROM books_campus b ORDER BY b."campusId"`,
    );
    await client.query(
      `INSERT INTO planned_voucher (id, "campusId", "universityId", "voucherType", "dateAd", narration, "totalAmount", "postedById")
       SELECT id, "campusId", "universityId", 'Opening'::"VoucherType", ${start}, $1, bank + cash, $2::int FROM books_opening`,
      [`Balances brought forward from F.Y. ${previousYear?.yearNepali ?? 'before'}`, approver],
    );
    await client.query(
      `INSERT INTO planned_line ("voucherId", "lineNo", "ledgerId", debit, credit)
       SELECT id, 1, ${ledger('1201')}, cash, 0 FROM books_opening
       UNION ALL SELECT id, 2, ${ledger('1202')}, bank, 0 FROM books_opening
       UNION ALL SELECT id, 3, ${ledger('3101')}, 0, bank + cash FROM books_opening`,
    );

    // Salaries: each month's bill, split into its ledgers; what is withheld is paid over the month after.
    await client.query(
      `CREATE TEMP TABLE books_salary ON COMMIT DROP AS
       SELECT ${nextId} AS id, ${nextId} AS "remittanceId", s.*,
              s.teaching + s."nonTeaching" + s.allowances + s."providentFund" AS total,
              round((s.teaching + s."nonTeaching" + s.allowances) * 0.01) AS tax
         FROM (
           SELECT b."campusId", b."universityId", m.m,
                  round(bill * 0.62) AS teaching, round(bill * 0.20) AS "nonTeaching", round(bill * 0.10) AS allowances,
                  round((round(bill * 0.62) + round(bill * 0.20)) * 0.10) AS "providentFund"
             FROM books_campus b CROSS JOIN generate_series(0, 11) AS m(m)
             CROSS JOIN LATERAL (SELECT b.students * ${byType(SALARY_A_STUDENT)}
                                        * (970 + ${hash(`'salary:' || b."campusId" || ':' || m.m`, 61)}) / 1000.0 AS bill) x
         ) s ORDER BY s."campusId", s.m`,
    );
    await client.query(
      `INSERT INTO planned_voucher (id, "campusId", "universityId", "voucherType", "dateAd", narration, "totalAmount")
       SELECT id, "campusId", "universityId", 'Payment'::"VoucherType", ${monthEnd('m')} - 1, 'Salaries of month ' || (m + 1) || ' of the fiscal year', total
         FROM books_salary
       UNION ALL
       SELECT "remittanceId", "campusId", "universityId", 'Payment'::"VoucherType", least(${monthEnd('m')} + 14, ${end}),
              'Tax and provident fund withheld from the salaries of month ' || (m + 1) || ' paid over', tax + 2 * "providentFund"
         FROM books_salary`,
    );
    await client.query(
      `INSERT INTO planned_line ("voucherId", "lineNo", "ledgerId", debit, credit)
       SELECT id, 1, ${ledger('5101')}, teaching, 0 FROM books_salary
       UNION ALL SELECT id, 2, ${ledger('5102')}, "nonTeaching", 0 FROM books_salary
       UNION ALL SELECT id, 3, ${ledger('5103')}, allowances, 0 FROM books_salary
       UNION ALL SELECT id, 4, ${ledger('5104')}, "providentFund", 0 FROM books_salary
       UNION ALL SELECT id, 5, ${ledger('2102')}, 0, tax FROM books_salary
       UNION ALL SELECT id, 6, ${ledger('2103')}, 0, 2 * "providentFund" FROM books_salary
       UNION ALL SELECT id, 7, ${ledger('1202')}, 0, total - tax - 2 * "providentFund" FROM books_salary
       UNION ALL SELECT "remittanceId", 1, ${ledger('2102')}, tax, 0 FROM books_salary
       UNION ALL SELECT "remittanceId", 2, ${ledger('2103')}, 2 * "providentFund", 0 FROM books_salary
       UNION ALL SELECT "remittanceId", 3, ${ledger('1202')}, 0, tax + 2 * "providentFund" FROM books_salary`,
    );

    // Grant instalments, a quarter of the year's grant each.
    await client.query(
      `INSERT INTO simple_voucher ("campusId", "universityId", "voucherType", "dateAd", narration, amount, "debitLedgerId", "creditLedgerId")
       SELECT b."campusId", b."universityId", 'Journal'::"VoucherType", ${start} + 20 + q.q * (${yearDays} / 4),
              'UGC recurrent grant, instalment ' || (q.q + 1), round(b.students * ${byType(GRANT_A_STUDENT)} / 4.0, -2),
              ${ledger('1202')}, ${ledger('4201')}
         FROM books_campus b CROSS JOIN generate_series(0, 3) AS q(q)
        WHERE ${byType(GRANT_A_STUDENT)} > 0
        ORDER BY b."campusId", q.q`,
    );
    // Utilities every month.
    await client.query(
      `INSERT INTO simple_voucher ("campusId", "universityId", "voucherType", "dateAd", narration, amount, "debitLedgerId", "creditLedgerId")
       SELECT b."campusId", b."universityId", 'Payment'::"VoucherType", ${monthEnd('m.m')} - 20, u.narration || ', month ' || (m.m + 1),
              CASE u.code WHEN '5201' THEN 3000 + b.students * 12 + ${hash(`'power:' || b."campusId" || ':' || m.m`, 2000)}
                          ELSE 2500 + ${hash(`'net:' || b."campusId"`, 55)} * 100 END,
              CASE u.code WHEN '5201' THEN ${ledger('5201')} ELSE ${ledger('5202')} END, ${ledger('1202')}
         FROM books_campus b CROSS JOIN generate_series(0, 11) AS m(m)
         CROSS JOIN (VALUES ('5201', 'Electricity and water'), ('5202', 'Internet and telephone')) AS u(code, narration)
        ORDER BY b."campusId", m.m, u.code`,
    );
    // Purchases through the year, as many as the campus's size makes: small ones in cash.
    const choices = PURCHASES.flatMap(([code, weight, min, max]) =>
      Array.from({ length: weight }, () => `(${ledger(code)}, ${min}, ${max})`),
    );
    await client.query(
      `CREATE TEMP TABLE purchase_choice (position int PRIMARY KEY, "ledgerId" int, min int, max int) ON COMMIT DROP`,
    );
    await client.query(
      `INSERT INTO purchase_choice SELECT row_number() OVER () - 1, c.* FROM (VALUES ${choices.join(', ')}) AS c("ledgerId", min, max)`,
    );
    await client.query(
      `INSERT INTO simple_voucher ("campusId", "universityId", "voucherType", "dateAd", narration, amount, "debitLedgerId",
              "creditLedgerId", purchase)
       SELECT p."campusId", p."universityId", 'Payment'::"VoucherType", p."dateAd", 'Purchase: ' || l.name || ', bill ' || p.bill, p.amount,
              p."ledgerId", CASE WHEN p.amount < ${CASH_BELOW} THEN ${ledger('1201')} ELSE ${ledger('1202')} END, true
         FROM (
           SELECT b."campusId", b."universityId", k.k, c."ledgerId",
                  ${start} + ${hash(`'bought:' || b."campusId" || ':' || k.k`, yearDays)} AS "dateAd",
                  (c.min + ${hash(`'price:' || b."campusId" || ':' || k.k`, 1_000_000)} % (c.max - c.min))::numeric(16, 2)
                    + CASE WHEN c.max <= 1500 THEN ${hash(`'paisa:' || b."campusId" || ':' || k.k`, 100)} / 100.0 ELSE 0 END AS amount,
                  1000 + ${hash(`'bill:' || b."campusId" || ':' || k.k`, 9000)} AS bill
             FROM books_campus b
             CROSS JOIN LATERAL generate_series(1, least(greatest(b.students / 3, 20), 260)) AS k(k)
             JOIN purchase_choice c ON c.position = ${hash(`'what:' || b."campusId" || ':' || k.k`, choices.length)}
         ) p JOIN "AccountLedger" l ON l.id = p."ledgerId"
        ORDER BY p."campusId", p.k`,
    );
    // Most of each month's cash taken at the counter goes to the bank at the month's end.
    await client.query(
      `INSERT INTO simple_voucher ("campusId", "universityId", "voucherType", "dateAd", narration, amount, "debitLedgerId", "creditLedgerId")
       SELECT "campusId", "universityId", 'Payment'::"VoucherType", ${monthEnd('m')}, 'Cash deposited in the bank, month ' || (m + 1), deposit,
              ${ledger('1202')}, ${ledger('1201')}
         FROM (
           SELECT v."campusId", v."universityId",
                  least(11, (v."dateAd" - ${start}) * 12 / ${yearDays}) AS m,
                  floor(sum(l.debit - l.credit) * 0.97 / 1000) * 1000 AS deposit
             FROM planned_voucher v JOIN planned_line l ON l."voucherId" = v.id AND l."ledgerId" = ${ledger('1201')}
            WHERE v."voucherType" = 'Receipt'
            GROUP BY 1, 2, 3
         ) months
        WHERE deposit > 0
        ORDER BY "campusId", m`,
    );
    // A purchase entered twice is reversed a few days later.
    await client.query(
      `INSERT INTO simple_voucher ("campusId", "universityId", "voucherType", "dateAd", narration, amount, "debitLedgerId",
              "creditLedgerId", "reversesVoucherId", "reversalReason")
       SELECT "campusId", "universityId", 'Payment'::"VoucherType", least("dateAd" + 2 + ${hash(`'late:' || "campusId" || ':' || narration`, 7)}, ${end}),
              '', amount, "creditLedgerId", "debitLedgerId", id, 'Entered twice: the bill was paid once'
         FROM simple_voucher
        WHERE purchase AND ${hash(`'twice:' || "campusId" || ':' || "dateAd" || ':' || narration`, REVERSED_ONE_IN)} = 0
        ORDER BY id`,
    );
    await client.query(
      `INSERT INTO planned_voucher (id, "campusId", "universityId", "voucherType", "dateAd", narration, "totalAmount",
              "reversesVoucherId", "reversalReason")
       SELECT id, "campusId", "universityId", "voucherType", "dateAd", narration, amount, "reversesVoucherId", "reversalReason"
         FROM simple_voucher`,
    );
    await client.query(
      `INSERT INTO planned_line ("voucherId", "lineNo", "ledgerId", debit, credit)
       SELECT id, CASE WHEN "reversesVoucherId" IS NULL THEN 1 ELSE 2 END, "debitLedgerId", amount, 0 FROM simple_voucher
       UNION ALL SELECT id, CASE WHEN "reversesVoucherId" IS NULL THEN 2 ELSE 1 END, "creditLedgerId", 0, amount FROM simple_voucher`,
    );
    // Numbered per campus and type in the order of the dates; a reversal names the number it reverses.
    await client.query(
      `UPDATE planned_voucher v SET batch = n.batch, "voucherNo" = n."voucherNo"
         FROM (SELECT p.id, b.batch,
                      row_number() OVER (PARTITION BY p."campusId", p."voucherType" ORDER BY p."dateAd", p.id) AS "voucherNo"
                 FROM planned_voucher p JOIN books_campus b ON b."campusId" = p."campusId") n
        WHERE n.id = v.id`,
    );
    await client.query(
      `UPDATE planned_voucher v
          SET narration = CASE WHEN v."isReceiptCancellation" THEN 'Cancellation of ' ELSE 'Reversal of ' END
                          || CASE o."voucherType" WHEN 'Receipt' THEN 'RV-' ELSE 'PV-' END || o."voucherNo" || ': ' || v."reversalReason"
         FROM planned_voucher o WHERE o.id = v."reversesVoucherId"`,
    );
    await client.query(`CREATE INDEX ON planned_voucher (batch)`);
    await client.query(`CREATE INDEX ON planned_line ("voucherId")`);
    await client.query(`ANALYZE planned_voucher`);
    await client.query(`ANALYZE planned_line`);

    // Written batch by batch; each batch's balance checks run before the next is written.
    const { rows: batches } = await client.query<{ batch: number }>(
      `SELECT DISTINCT batch FROM books_campus ORDER BY batch`,
    );
    const at = (time: string) => `v."dateAd" + time '${time}'`;
    let vouchers = 0;
    let lines = 0;
    for (const { batch } of batches) {
      const inserted = await client.query(
        `INSERT INTO "Voucher" (id, "campusId", "universityId", "fiscalYearId", "voucherType", status, "voucherNo", "dateBs",
                "dateAd", narration, "totalAmount", "reversesVoucherId", "reversalReason", "receiptId",
                "isReceiptCancellation", "preparedById", "preparedAt", "verifiedById", "verifiedAt", "approvedById",
                "approvedAt", "createdAt", "updatedAt")
         SELECT v.id, v."campusId", v."universityId", $1, v."voucherType", 'Approved', v."voucherNo", d.bs,
                v."dateAd", v.narration, v."totalAmount", v."reversesVoucherId", v."reversalReason", v."receiptId",
                v."isReceiptCancellation", coalesce(v."postedById", $3), ${at('04:30')},
                CASE WHEN v."postedById" IS NULL THEN $4::int END, CASE WHEN v."postedById" IS NULL THEN ${at('06:45')} END,
                coalesce(v."postedById", $5), ${at('09:15')}, ${at('04:30')}, ${at('09:15')}
           FROM planned_voucher v JOIN books_day d ON d.ad = v."dateAd"
          WHERE v.batch = $2
          ORDER BY v.id`,
        [year.id, batch, preparer, verifier, approver],
      );
      const written = await client.query(
        `INSERT INTO "VoucherLine" ("voucherId", "lineNo", "ledgerId", debit, credit, narration, "campusId", "fiscalYearId",
                "dateAd", posted)
         SELECT l."voucherId", l."lineNo", l."ledgerId", l.debit, l.credit, l.narration, v."campusId", $1, v."dateAd", true
           FROM planned_voucher v JOIN planned_line l ON l."voucherId" = v.id
          WHERE v.batch = $2
          ORDER BY l."voucherId", l."lineNo"`,
        [year.id, batch],
      );
      await client.query(`SET CONSTRAINTS "Voucher_balances", "VoucherLine_balances" IMMEDIATE`);
      await client.query(`SET CONSTRAINTS "Voucher_balances", "VoucherLine_balances" DEFERRED`);
      vouchers += inserted.rowCount ?? 0;
      lines += written.rowCount ?? 0;
      if (batches.length > 1) log(`accounts: batch ${batch + 1} of ${batches.length}, ${count(lines)} lines so far`);
    }
    await client.query(
      `INSERT INTO "VoucherCounter" ("campusId", "fiscalYearId", "voucherType", "nextNo", "updatedAt")
       SELECT v."campusId", $1::int, v."voucherType", max(v."voucherNo") + 1, now()
         FROM "Voucher" v JOIN books_campus b ON b."campusId" = v."campusId"
        WHERE v."fiscalYearId" = $1 AND v."voucherNo" IS NOT NULL
        GROUP BY 1, 2, 3
       ON CONFLICT ("campusId", "fiscalYearId", "voucherType")
       DO UPDATE SET "nextNo" = greatest("VoucherCounter"."nextNo", EXCLUDED."nextNo"), "updatedAt" = now()`,
      [year.id],
    );
    // The year before was closed into the opening voucher.
    if (previousYear) {
      await client.query(
        `INSERT INTO "AccountYearClosing" ("campusId", "fiscalYearId", "openingVoucherId", "closedById", "closedAt")
         SELECT o."campusId", $1, o.id, $2, ${start} + time '05:00' FROM books_opening o
         ON CONFLICT DO NOTHING`,
        [previousYear.id, approver],
      );
    }

    const budgets = await writeBudgets(client, year.id, start, budgetAuthor);
    const { rows: counted } = await client.query<{ campuses: number }>(
      'SELECT count(*)::int AS campuses FROM books_campus',
    );
    const campuses = counted[0]!.campuses;
    return `${count(vouchers)} vouchers with ${count(lines)} lines for ${count(campuses)} campuses, ${budgets} added`;
  },
};

/**
 * The year's budgets by head, near what the books spent and earned: each campus's allocation,
 * each university's budget a little above its campuses', the grants body's above the
 * universities'; about one allocation in twelve and one university budget in five revised.
 */
async function writeBudgets(
  client: Parameters<GenerateStep['run']>[0]['client'],
  fiscalYearId: number,
  start: string,
  author: number,
): Promise<string> {
  await client.query(
    `CREATE TEMP TABLE books_actual ON COMMIT DROP AS
     SELECT v."campusId", v."universityId", a."financeHeadId",
            sum(CASE WHEN h."headType" = 'Income' THEN l.credit - l.debit ELSE l.debit - l.credit END) AS actual
       FROM planned_voucher v JOIN planned_line l ON l."voucherId" = v.id
       JOIN "AccountLedger" a ON a.id = l."ledgerId" JOIN "FinanceHead" h ON h.id = a."financeHeadId"
      GROUP BY 1, 2, 3`,
  );
  const created = `${start} + 10 + time '05:00'`;
  const revised = `${start} + 180 + time '05:00'`;
  await client.query(
    `CREATE TEMP TABLE books_budget ON COMMIT DROP AS
     SELECT "campusId", "universityId", "financeHeadId", amount,
            CASE WHEN ${hash(`'revise:' || "campusId" || ':' || "financeHeadId"`, 12)} = 0
                 THEN round(amount * 0.9, -3) END AS "originalAmount"
       FROM (SELECT "campusId", "universityId", "financeHeadId",
                    greatest(round(actual * (92 + ${hash(`'budget:' || "campusId" || ':' || "financeHeadId"`, 20)}) / 100.0, -3), 1000) AS amount
               FROM books_actual WHERE actual > 0) c`,
  );
  await client.query(
    `INSERT INTO books_budget ("campusId", "universityId", "financeHeadId", amount, "originalAmount")
     SELECT NULL, "universityId", "financeHeadId", ceil(sum(amount) * 1.04 / 10000) * 10000,
            CASE WHEN ${hash(`'revise:u' || "universityId" || ':' || "financeHeadId"`, 5)} = 0 THEN round(sum(amount), -4) END
       FROM books_budget GROUP BY 2, 3`,
  );
  await client.query(
    `INSERT INTO books_budget ("campusId", "universityId", "financeHeadId", amount, "originalAmount")
     SELECT NULL, NULL, "financeHeadId", ceil(sum(amount) * 1.02 / 100000) * 100000, NULL
       FROM books_budget WHERE "campusId" IS NULL GROUP BY 3`,
  );
  const lines = await client.query(
    `INSERT INTO "BudgetLine" ("fiscalYearId", "financeHeadId", "universityId", "campusId", amount, remarks, "createdById",
            "createdAt", "updatedAt")
     SELECT $1, "financeHeadId", "universityId", "campusId", amount,
            CASE WHEN "campusId" IS NOT NULL THEN 'Allocation for the fiscal year' END, $2, ${created},
            CASE WHEN "originalAmount" IS NULL THEN ${created} ELSE ${revised} END
       FROM books_budget
      ORDER BY "universityId" NULLS FIRST, "campusId" NULLS FIRST, "financeHeadId"
     ON CONFLICT DO NOTHING`,
    [fiscalYearId, author],
  );
  const revisions = await client.query(
    `INSERT INTO "BudgetRevision" ("budgetLineId", "previousAmount", amount, reason, "revisedById", "revisedAt")
     SELECT l.id, b."originalAmount", b.amount, 'Revised at the mid-year review', $2, ${revised}
       FROM books_budget b
       JOIN "BudgetLine" l ON l."fiscalYearId" = $1 AND l."financeHeadId" = b."financeHeadId"
            AND l."universityId" IS NOT DISTINCT FROM b."universityId" AND l."campusId" IS NOT DISTINCT FROM b."campusId"
      WHERE b."originalAmount" IS NOT NULL AND b."originalAmount" <> b.amount
        AND NOT EXISTS (SELECT 1 FROM "BudgetRevision" r WHERE r."budgetLineId" = l.id)`,
    [fiscalYearId, author],
  );
  return `${count(lines.rowCount ?? 0)} budget lines and ${count(revisions.rowCount ?? 0)} revisions`;
}
