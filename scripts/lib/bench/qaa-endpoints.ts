/**
 * Quality assurance and accreditation in `npm run bench` (issue #29): the three QAA reports and
 * the dashboard's expiring campuses for a university and the country, the first page of the
 * accredited campuses (AddAccreditation) and of the campuses in the programme (Qaa/Campus),
 * each beside a bare route whose one SQL statement finds each campus's latest award and counts
 * or lists the same rows. The reports are report routes too, read at every scale with the
 * others; these entries give them their bare twins.
 *
 * A campus's status is read from its latest award as of today in Nepal: in force until its last
 * valid day, expiring within 180 days of it, expired after it.
 */
import type pg from 'pg';
import { QAA_CAMPUS_TYPES, QAA_EXPIRING_WITHIN_DAYS } from '@hemis/contracts';
import type { BareUser, MeasuredEndpoint, ReportScale } from './endpoints.ts';

const GRANTS_BODY = 'superadmin@hemis.local';
const UNIVERSITY_ADMIN = 'uniadmin@hemis.local';
const PAGE_SIZE = 50;

/** Today in Nepal (UTC+05:45), as HEMIS's clock reads it. */
const todayInNepal = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/** The reader's scope as a condition on the campus `c`, with the value it names ($2). */
function scopeOf(scale: ReportScale, user: BareUser): [string, unknown] {
  if (scale === 'campus') return ['c.id = $2', user.campusId];
  if (scale === 'university') return ['c."universityId" = $2', user.universityId];
  return ['$2::int IS NULL', null];
}

/**
 * Each campus of the scope in the programme with its latest award ($1: today), as the CTE `k`:
 * type, province, last valid day and whether it is in force, expiring or expired.
 */
const AWARDED = (scope: string) => `
  latest AS (
    SELECT DISTINCT ON (q."campusId") q."campusId", q."validUntilAd"
      FROM "QaaCycle" q WHERE q.stage = 'Awarded'
     ORDER BY q."campusId", q."awardedOnAd" DESC, q.id DESC
  ), k AS (
    SELECT c.id, c."universityId", c."campusType"::text AS "campusType", d."provinceId",
           l."validUntilAd" >= $1::date AS "inForce",
           l."validUntilAd" >= $1::date AND l."validUntilAd" <= $1::date + ${QAA_EXPIRING_WITHIN_DAYS} AS expiring,
           l."validUntilAd" < $1::date AS expired
      FROM "QaaCampus" qc JOIN latest l ON l."campusId" = qc."campusId"
      JOIN "Campus" c ON c.id = qc."campusId"
      LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId" LEFT JOIN "District" d ON d.id = ll."districtId"
     WHERE ${scope}
  )`;

const BY_TYPE = `${QAA_CAMPUS_TYPES.map((type) => `count(k.id) FILTER (WHERE k."inForce" AND k."campusType" = '${type}')::int AS "${type}"`).join(', ')},
  count(k.id) FILTER (WHERE k."inForce")::int AS total`;

type Row = Record<string, unknown>;
/** A report row's figures as one text, whatever the order of its keys. */
const figures = (keys: string[]) => (answer: unknown) =>
  (answer as Row[]).map((row) => keys.map((key) => JSON.stringify(row[key])).join('|'));

const STATUS_KEYS = (row: Row) =>
  [...QAA_CAMPUS_TYPES, 'total']
    .map((group) => {
      const counts = row[group] as { accredited: number; expiring: number; expired: number };
      return `${counts.accredited}/${counts.expiring}/${counts.expired}`;
    })
    .join(' ');

async function bareProvinceReport(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, value] = scopeOf(scale, user);
  const { rows } = await pool.query(
    `WITH ${AWARDED(scope)}
     SELECT * FROM (
       SELECT p.id AS "provinceId", p.name AS province, ${BY_TYPE}, 0 AS position
         FROM "Province" p LEFT JOIN k ON k."provinceId" = p.id GROUP BY p.id
       UNION ALL
       SELECT NULL, 'Not recorded', ${BY_TYPE}, 1 FROM k WHERE k."provinceId" IS NULL
       HAVING count(k.id) FILTER (WHERE k."inForce") > 0
     ) grouped ORDER BY position, "provinceId"`,
    [todayInNepal(), value],
  );
  return rows;
}

async function bareUniversityReport(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, value] = scopeOf(scale, user);
  const { rows } = await pool.query(
    `WITH ${AWARDED(scope)}
     SELECT u.id AS "universityId", u.name AS university, ${BY_TYPE}
       FROM k JOIN "University" u ON u.id = k."universityId"
      GROUP BY u.id HAVING count(k.id) FILTER (WHERE k."inForce") > 0
      ORDER BY u.name, u.id`,
    [todayInNepal(), value],
  );
  return rows;
}

async function bareExpiryReport(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, value] = scopeOf(scale, user);
  const counts = (of: string) => `json_build_object(
      'accredited', count(*) FILTER (WHERE k."inForce" AND ${of}),
      'expiring', count(*) FILTER (WHERE k.expiring AND ${of}),
      'expired', count(*) FILTER (WHERE k.expired AND ${of}))`;
  const { rows } = await pool.query(
    `WITH ${AWARDED(scope)}
     SELECT u.id AS "universityId", u.name AS university,
            ${QAA_CAMPUS_TYPES.map((type) => `${counts(`k."campusType" = '${type}'`)} AS "${type}"`).join(', ')},
            ${counts('TRUE')} AS total
       FROM k JOIN "University" u ON u.id = k."universityId"
      GROUP BY u.id ORDER BY u.name, u.id`,
    [todayInNepal(), value],
  );
  return rows;
}

async function bareExpiring(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, value] = scopeOf(scale, user);
  const { rows } = await pool.query(
    `WITH latest AS (
       SELECT DISTINCT ON (q."campusId") q."campusId", q."validUntilAd", q."validUntilBs"
         FROM "QaaCycle" q WHERE q.stage = 'Awarded'
        ORDER BY q."campusId", q."awardedOnAd" DESC, q.id DESC
     )
     SELECT c.id AS "campusId", c."campusName", u.name AS "universityName",
            to_char(l."validUntilAd", 'YYYY-MM-DD') AS "validUntilAd", l."validUntilBs",
            (l."validUntilAd" - $1::date)::int AS "daysToExpiry"
       FROM "QaaCampus" qc JOIN latest l ON l."campusId" = qc."campusId"
       JOIN "Campus" c ON c.id = qc."campusId" JOIN "University" u ON u.id = c."universityId"
      WHERE ${scope} AND l."validUntilAd" BETWEEN $1::date AND $1::date + ${QAA_EXPIRING_WITHIN_DAYS}
      ORDER BY l."validUntilAd", c."campusName", c.id LIMIT 50`,
    [todayInNepal(), value],
  );
  return rows;
}

/** The status as HEMIS computes it over the latest award `l` ($1: today). */
const STATUS = `CASE WHEN l."validUntilAd" IS NULL THEN 'Not accredited'
  WHEN l."validUntilAd" < $1::date THEN 'Expired'
  WHEN l."isReaccreditation" THEN 'Re-accredited' ELSE 'Accredited' END`;

/** The first page of the accredited campuses of the country, by campus name, with the total. */
async function bareAccreditationPage(pool: pg.Pool) {
  const { rows } = await pool.query<Row & { total: number }>(
    `WITH latest AS (
       SELECT DISTINCT ON (q."campusId") q.id, q."campusId", q."isReaccreditation", q."awardedOnAd", q."awardedOnBs",
              q."validUntilAd", q."validUntilBs", q."cycleNumber"
         FROM "QaaCycle" q WHERE q.stage = 'Awarded'
        ORDER BY q."campusId", q."awardedOnAd" DESC, q.id DESC
     )
     SELECT l.id, c.id AS "campusId", c."universityId", c."campusName", u.name AS "universityName",
            c."campusType"::text AS "campusType", ${STATUS} AS status,
            to_char(l."awardedOnAd", 'YYYY-MM-DD') AS "dateOfAccreditationEng", l."awardedOnBs" AS "dateOfAccreditationNep",
            to_char(l."validUntilAd", 'YYYY-MM-DD') AS "dateOfExpireAccreditationEng",
            l."validUntilBs" AS "dateOfExpireAccreditationNep", l."cycleNumber",
            (l."validUntilAd" - $1::date)::int AS "daysToExpiry", (count(*) OVER ())::int AS total
       FROM "QaaCampus" qc JOIN latest l ON l."campusId" = qc."campusId"
       JOIN "Campus" c ON c.id = qc."campusId" JOIN "University" u ON u.id = c."universityId"
      ORDER BY c."campusName", c.id LIMIT ${PAGE_SIZE}`,
    [todayInNepal()],
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    totalRecords: total,
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    page: 1,
    pageSize: PAGE_SIZE,
  };
}

/** The first page of the campuses in the programme, by campus name, with status and stage in progress. */
async function bareQaaCampusPage(pool: pg.Pool) {
  const { rows } = await pool.query<Row & { total: number }>(
    `WITH latest AS (
       SELECT DISTINCT ON (q."campusId") q."campusId", q."isReaccreditation", q."validUntilAd"
         FROM "QaaCycle" q WHERE q.stage = 'Awarded'
        ORDER BY q."campusId", q."awardedOnAd" DESC, q.id DESC
     )
     SELECT c.id AS "campusId", c."campusName", c."universityId", u.name AS "universityName",
            c."campusType"::text AS "campusType", p.name AS "provinceName", ${STATUS} AS status,
            o.stage::text AS "currentStage", to_char(l."validUntilAd", 'YYYY-MM-DD') AS "validUntilAd",
            (l."validUntilAd" - $1::date)::int AS "daysToExpiry", (count(*) OVER ())::int AS total
       FROM "QaaCampus" qc JOIN "Campus" c ON c.id = qc."campusId" JOIN "University" u ON u.id = c."universityId"
       LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId" LEFT JOIN "District" d ON d.id = ll."districtId"
       LEFT JOIN "Province" p ON p.id = d."provinceId"
       LEFT JOIN latest l ON l."campusId" = qc."campusId"
       LEFT JOIN "QaaCycle" o ON o."campusId" = qc."campusId" AND o.stage NOT IN ('Awarded', 'Refused')
      ORDER BY c."campusName", c.id LIMIT ${PAGE_SIZE}`,
    [todayInNepal()],
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    totalRecords: total,
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    page: 1,
    pageSize: PAGE_SIZE,
  };
}

/** A page's rows as their key fields. */
const pageKey = (fields: string[]) => (answer: unknown) => {
  const page = answer as { data: Row[]; totalCount: number };
  return [page.totalCount, ...page.data.map((row) => fields.map((field) => String(row[field])).join('|'))];
};

const TYPE_COUNTS = [...QAA_CAMPUS_TYPES, 'total'];

const atTwoScales = (
  name: string,
  path: string,
  answerKey: (answer: unknown) => unknown[],
  bare: (pool: pg.Pool, scale: ReportScale, user: BareUser) => Promise<unknown>,
): MeasuredEndpoint[] =>
  (['university', 'country'] as const).map((scale) => ({
    name: `qaa: ${name}, ${scale}`,
    path,
    signedInAs: scale === 'university' ? UNIVERSITY_ADMIN : GRANTS_BODY,
    scale,
    answerKey,
    bare: (pool, user) => bare(pool, scale, user),
  }));

export const QAA_ENDPOINTS: MeasuredEndpoint[] = [
  ...atTwoScales(
    'accredited campuses by province',
    '/api/Qaa/Report/Province',
    figures(['provinceId', 'province', ...TYPE_COUNTS]),
    bareProvinceReport,
  ),
  ...atTwoScales(
    'accredited campuses by university',
    '/api/Qaa/Report/Campus',
    figures(['universityId', 'university', ...TYPE_COUNTS]),
    bareUniversityReport,
  ),
  ...atTwoScales(
    'accreditation expiry report',
    '/api/Qaa/Report/Expiry',
    (answer) => (answer as Row[]).map((row) => `${String(row.universityId)} ${STATUS_KEYS(row)}`),
    bareExpiryReport,
  ),
  ...atTwoScales(
    'expiring campuses',
    '/api/Qaa/Expiring',
    figures(['campusId', 'campusName', 'universityName', 'validUntilAd', 'validUntilBs', 'daysToExpiry']),
    bareExpiring,
  ),
  {
    name: `qaa: accredited campuses (AddAccreditation) page of ${PAGE_SIZE}, country`,
    path: `/api/AddAccreditation?page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    answerKey: pageKey(['id', 'campusId', 'status', 'dateOfExpireAccreditationEng', 'daysToExpiry']),
    bare: (pool) => bareAccreditationPage(pool),
  },
  {
    name: `qaa: campuses in the programme (Qaa/Campus) page of ${PAGE_SIZE}, country`,
    path: `/api/Qaa/Campus?page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    answerKey: pageKey(['campusId', 'status', 'currentStage', 'validUntilAd']),
    bare: (pool) => bareQaaCampusPage(pool),
  },
];
