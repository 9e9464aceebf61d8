/**
 * The summaries of the registers, research and public finance in `npm run bench` (issue:
 * summaries for a university and the country): the country's infrastructure by province, and its
 * research and its income and expenditure in the active fiscal year, each beside a bare route
 * whose one SQL statement sums the same rows. They are report routes too, read with no filters at
 * every scale with the other reports; these entries read them as the statistical report does,
 * for one fiscal year, and divided by province.
 *
 * The sums are compared as exact decimals without trailing zeros: the database writes
 * 1017.4740940800 where HEMIS writes 1017.47409408.
 */
import type pg from 'pg';
import type { MeasuredEndpoint, PathParams } from './endpoints.ts';

const GRANTS_BODY = 'superadmin@hemis.local';

/** An exact decimal text without trailing zeros after its point ("1017.47409408", "26500.5", "12"). */
const exact = (decimal: unknown) => {
  const text = String(decimal);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** The active fiscal year, as the statistical report is read for it. */
async function activeFiscalYear(pool: pg.Pool): Promise<PathParams> {
  const { rows } = await pool.query<{ fiscalYearId: number }>(
    `SELECT id AS "fiscalYearId" FROM "FiscalYear" WHERE "activeFiscalYear" LIMIT 1`,
  );
  if (!rows[0]) throw new Error('the bench database has no active fiscal year');
  return rows[0];
}

/** The figures of one group of the infrastructure summary that both sides must agree on. */
interface InfrastructureFigures {
  key: string;
  campuses: number;
  plots: number;
  squareMetres: string;
  buildings: number;
  builtArea: string;
  classrooms: number;
  labs: number;
  adequateLabs: number;
  hostels: number;
  seats: number;
  libraries: number;
  books: number;
  facilities: number;
  available: number;
  quantity: number;
}

interface SummaryTotals {
  campuses: number;
  land: { plots: number; squareMetres: string };
  buildings: { count: number; builtAreaSquareFeet: string; classrooms: number };
  labs: { count: number; adequatelyEquipped: number };
  hostels: { count: number; seats: number };
  libraries: { count: number; books: number };
  facilities: { recorded: number; available: number }[];
  inventory: { quantity: number }[];
}

const add = (values: number[]) => values.reduce((total, value) => total + value, 0);

function figuresOf(key: string, totals: SummaryTotals): InfrastructureFigures {
  return {
    key,
    campuses: totals.campuses,
    plots: totals.land.plots,
    squareMetres: exact(totals.land.squareMetres),
    buildings: totals.buildings.count,
    builtArea: exact(totals.buildings.builtAreaSquareFeet),
    classrooms: totals.buildings.classrooms,
    labs: totals.labs.count,
    adequateLabs: totals.labs.adequatelyEquipped,
    hostels: totals.hostels.count,
    seats: totals.hostels.seats,
    libraries: totals.libraries.count,
    books: totals.libraries.books,
    facilities: add(totals.facilities.map((facility) => facility.recorded)),
    available: add(totals.facilities.map((facility) => facility.available)),
    quantity: add(totals.inventory.map((item) => item.quantity)),
  };
}

/** Every group's figures and the whole's ("all"), in order of their keys. */
function infrastructureKey(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer as unknown[];
  const summary = answer as { totals: SummaryTotals; groups: { key: string; totals: SummaryTotals }[] };
  return [...summary.groups.map((group) => figuresOf(group.key, group.totals)), figuresOf('all', summary.totals)].sort(
    (a, b) => a.key.localeCompare(b.key),
  );
}

/**
 * The same figures in one statement: each register summed by the province of its campus and in
 * all (grouping sets), the records in use only, joined on the province.
 */
async function bareInfrastructureByProvince(pool: pg.Pool): Promise<InfrastructureFigures[]> {
  const register = (table: string, figures: string) => `
    SELECT coalesce(k.key, 'all') AS key, ${figures}
      FROM "${table}" t JOIN campus k ON k.id = t."campusId"
     WHERE t."archivedAt" IS NULL
     GROUP BY GROUPING SETS ((k.key), ())`;
  const { rows } = await pool.query<Record<string, unknown>>(
    `WITH campus AS (
       SELECT c.id, COALESCE(d."provinceId"::text, '') AS key
         FROM "Campus" c LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId" LEFT JOIN "District" d ON d.id = ll."districtId"
     ), campuses AS (
       SELECT coalesce(key, 'all') AS key, count(*)::int AS campuses FROM campus GROUP BY GROUPING SETS ((key), ())
     ), land AS (${register('Land', `count(*)::int AS plots, sum(t."areaInSquareMetres")::text AS "squareMetres"`)}
     ), building AS (${register(
       'Building',
       `count(*)::int AS buildings, sum(t."areaCoveredByBuilding")::text AS "builtArea",
        COALESCE(sum(t."noOfClassrooms"), 0)::int AS classrooms`,
     )}
     ), lab AS (${register('Lab', `count(*)::int AS labs, count(*) FILTER (WHERE t."adequacyOfLabEquipment")::int AS "adequateLabs"`)}
     ), hostel AS (${register('Hostel', `count(*)::int AS hostels, COALESCE(sum(t."noOfSeats"), 0)::int AS seats`)}
     ), library AS (${register('Library', `count(*)::int AS libraries, COALESCE(sum(t."noOfBooks"), 0)::int AS books`)}
     ), facility AS (${register(
       'Facility',
       `count(*)::int AS facilities, count(*) FILTER (WHERE t."facilityAvailability")::int AS available`,
     )}
     ), inventory AS (${register('FurnitureEquipmentVehicle', `COALESCE(sum(t."noOfQty"), 0)::int AS quantity`)})
     SELECT k.key, k.campuses, COALESCE(l.plots, 0) AS plots, COALESCE(l."squareMetres", '0') AS "squareMetres",
            COALESCE(b.buildings, 0) AS buildings, COALESCE(b."builtArea", '0') AS "builtArea",
            COALESCE(b.classrooms, 0) AS classrooms, COALESCE(x.labs, 0) AS labs, COALESCE(x."adequateLabs", 0) AS "adequateLabs",
            COALESCE(h.hostels, 0) AS hostels, COALESCE(h.seats, 0) AS seats, COALESCE(y.libraries, 0) AS libraries,
            COALESCE(y.books, 0) AS books, COALESCE(f.facilities, 0) AS facilities, COALESCE(f.available, 0) AS available,
            COALESCE(i.quantity, 0) AS quantity
       FROM campuses k
       LEFT JOIN land l USING (key) LEFT JOIN building b USING (key) LEFT JOIN lab x USING (key)
       LEFT JOIN hostel h USING (key) LEFT JOIN library y USING (key) LEFT JOIN facility f USING (key)
       LEFT JOIN inventory i USING (key)`,
  );
  return rows
    .map((row) => ({
      ...(row as unknown as InfrastructureFigures),
      squareMetres: exact(row.squareMetres),
      builtArea: exact(row.builtArea),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Each head's entries and exact amount, by head code. */
function financeKey(answer: unknown): unknown[] {
  const heads = Array.isArray(answer)
    ? (answer as { headCode: number; entries: number; amount: string }[])
    : (answer as { kinds: { heads: { headCode: number; entries: number; amount: string }[] }[] }).kinds.flatMap(
        (kind) => kind.heads,
      );
  return heads.map((head) => `${head.headCode}:${head.entries}:${exact(head.amount)}`).sort();
}

/** Each activity type with records: its count, published and exact funded amount. */
function researchKey(answer: unknown): unknown[] {
  const lines = Array.isArray(answer)
    ? (answer as { activityType: string; count: number; published: number; fundedAmount: string }[])
    : (
        answer as { activities: { activityType: string; count: number; published: number; fundedAmount: string }[] }
      ).activities.filter((line) => line.count > 0);
  return lines.map((line) => `${line.activityType}:${line.count}:${line.published}:${exact(line.fundedAmount)}`).sort();
}

export const REGISTER_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'registers: infrastructure summary by province, country',
    path: '/api/InfrastructureSummary?groupBy=province',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    answerKey: infrastructureKey,
    bare: (pool) => bareInfrastructureByProvince(pool),
  },
  {
    name: 'research: summary of the fiscal year, country',
    path: '/api/ResearchSummary?fiscalYearId={fiscalYearId}',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    params: activeFiscalYear,
    answerKey: researchKey,
    async bare(pool, _user, params) {
      const { rows } = await pool.query(
        `SELECT "activityType"::text AS "activityType", count(*)::int AS count,
                count(*) FILTER (WHERE "isPublished")::int AS published,
                COALESCE(sum("fundedAmount"), 0)::text AS "fundedAmount"
           FROM "ResearchPublication" WHERE "fiscalYearId" = $1 GROUP BY 1`,
        [params.fiscalYearId],
      );
      return rows;
    },
  },
  {
    name: 'public finance: summary of the fiscal year, country',
    path: '/api/FinanceSummary?fiscalYearId={fiscalYearId}',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    params: activeFiscalYear,
    answerKey: financeKey,
    async bare(pool, _user, params) {
      const { rows } = await pool.query(
        `SELECT h."headCode", h."headName", h."headType"::text AS "headType", h."expenditureType"::text AS "expenditureType",
                count(*)::int AS entries, sum(x.amount)::text AS amount
           FROM "IncomeExpenditureEntry" x JOIN "FinanceHead" h ON h.id = x."financeHeadId"
          WHERE x."fiscalYearId" = $1 AND x."cancelledAt" IS NULL
          GROUP BY h.id ORDER BY h."headCode"`,
        [params.fiscalYearId],
      );
      return rows;
    },
  },
];
