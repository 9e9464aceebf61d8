/**
 * The endpoints `npm run bench` measures side by side: each HEMIS route with the bare
 * Fastify + pg route that does the same work by hand (the token check, the user lookup a
 * session needs, and one SQL statement answering the same rows). A module that adds a list
 * or a report adds its entry here (issue: the request path at the platform's speed).
 */
import type pg from 'pg';

/** The signed-in user as the bare routes look it up, as HEMIS's session check does. */
export interface BareUser {
  id: number;
  role: string;
  universityId: number | null;
  campusId: number | null;
  status: string;
  passwordChangedAt: Date | null;
}

export interface MeasuredEndpoint {
  name: string;
  /** The HEMIS path, with its query string. */
  path: string;
  /** Whose session loads it: a demo account's email. */
  signedInAs: string;
  /** What the bare route answers for the same request. */
  bare(pool: pg.Pool, user: BareUser): Promise<unknown>;
}

const COLLEGE_ADMIN = 'collegeadmin@hemis.local';
const GRANTS_BODY = 'superadmin@hemis.local';
const CAMPUS_PAGE_SIZE = 25;
const SUBJECT_PAGE_SIZE = 25;

export const MEASURED_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'faculty list',
    path: '/api/Faculty/GetAllFaculties',
    signedInAs: COLLEGE_ADMIN,
    async bare(pool, user) {
      const { rows } = await pool.query(
        'SELECT * FROM "Faculty" WHERE "universityId" = $1 ORDER BY "facultyName" ASC',
        [user.universityId],
      );
      return rows;
    },
  },
  {
    name: 'subject page of 25',
    path: `/api/Subject/GetAllSubjects?page=1&pageSize=${SUBJECT_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT s.id, s."programId", s."campusId", s."subjectName", s."subjectType", s."shortName", s.code,
                s.semester, s.year, s.alias, s.remarks,
                json_build_object('id', p.id, 'programName', p."programName", 'programType', p."programType") AS program,
                COALESCE((SELECT array_agg(sm."majorSubjectId" ORDER BY sm."majorSubjectId")
                            FROM "SubjectMajor" sm JOIN "MajorSubject" m ON m.id = sm."majorSubjectId"
                           WHERE sm."subjectId" = s.id AND m."campusId" = $2), '{}') AS "majorSubjectIds",
                count(*) OVER () AS total
           FROM "Subject" s JOIN "Program" p ON p.id = s."programId"
          WHERE p."universityId" = $1
          ORDER BY p."programName" ASC, s."subjectName" ASC, s.id ASC
          LIMIT $3`,
        [user.universityId, user.campusId, SUBJECT_PAGE_SIZE],
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map(({ total: _total, ...row }) => ({ ...row, isRegular: row.subjectType === 'regular' })),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / SUBJECT_PAGE_SIZE),
        page: 1,
        pageSize: SUBJECT_PAGE_SIZE,
      };
    },
  },
  {
    name: 'campus page of 25',
    path: `/api/Campus?page=1&pageSize=${CAMPUS_PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    async bare(pool) {
      const [page, byType] = await Promise.all([
        pool.query<Record<string, unknown> & { total: string }>(
          `SELECT c.id, c."campusName", c."campusType", c.code, c."shortName", c."universityId",
                  u.name AS "universityName", p.name AS province, d.name AS district, l.name AS "localLevel",
                  c."wardNo", c.locality, c."yearOfEstd", c."dateOfEstdBs" AS "dateOfEstd", c."phoneNo", c.email,
                  c.url, c."principalName", c.logo, c.latitude::float8 AS latitude,
                  c.longitude::float8 AS longitude, c.status, count(*) OVER () AS total
             FROM "Campus" c
             JOIN "University" u ON u.id = c."universityId"
             LEFT JOIN "LocalLevel" l ON l.id = c."localLevelId"
             LEFT JOIN "District" d ON d.id = l."districtId"
             LEFT JOIN "Province" p ON p.id = d."provinceId"
            ORDER BY c."campusName" ASC, c.id ASC
            LIMIT $1`,
          [CAMPUS_PAGE_SIZE],
        ),
        pool.query<{ campusType: string; count: string }>(
          'SELECT "campusType", count(*) FROM "Campus" GROUP BY "campusType"',
        ),
      ]);
      const total = Number(page.rows[0]?.total ?? 0);
      const countsByType: Record<string, number> = { constituent: 0, community: 0, private: 0, total: 0 };
      for (const group of byType.rows) {
        countsByType[group.campusType] = Number(group.count);
        countsByType.total! += Number(group.count);
      }
      return {
        data: page.rows.map(({ total: _total, ...row }) => row),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / CAMPUS_PAGE_SIZE),
        page: 1,
        pageSize: CAMPUS_PAGE_SIZE,
        countsByType,
      };
    },
  },
];
