/**
 * Step "staff-records": what an annual return checks of the staff (issue #31) and the
 * employees step leaves out. Each teacher is placed in a faculty of the programs their campus
 * runs, in turn by employee id so that every faculty of a campus with enough teachers has
 * some; and every employee but one in twenty-five has a qualification recorded (a master's
 * degree for teachers, a bachelor's for the others), so that a return's warnings about staff
 * without qualifications name a few, not all. Deterministic: no random draws, so it can also
 * be run on a dataset generated before it existed (npm run bench does, once).
 */
import { count, type GenerateStep } from '../step.ts';

export const staffRecordsStep: GenerateStep = {
  name: 'staff-records',
  async run({ client }) {
    const placed = await client.query(
      `WITH faculties AS (
         SELECT cp."campusId", array_agg(DISTINCT p."facultyId" ORDER BY p."facultyId") AS ids
           FROM "CampusProgram" cp JOIN "Program" p ON p.id = cp."programId"
          GROUP BY 1)
       UPDATE "Employee" e SET "facultyId" = f.ids[1 + e.id % array_length(f.ids, 1)]
         FROM faculties f
        WHERE f."campusId" = e."campusId" AND e."employeeType" = 'Teaching' AND e."facultyId" IS NULL`,
    );
    const qualified = await client.query(
      `INSERT INTO "EmployeeQualification" ("employeeId", "levelName", "institutionName", "passedYear")
       SELECT e.id, CASE WHEN e."employeeType" = 'Teaching' THEN 'Master' ELSE 'Bachelor' END,
              'Tribhuvan University', (2050 + e.id % 30)::text
         FROM "Employee" e
        WHERE e.id % 25 <> 0
          AND NOT EXISTS (SELECT 1 FROM "EmployeeQualification" q WHERE q."employeeId" = e.id)`,
    );
    return `${count(placed.rowCount ?? 0)} teachers placed in a faculty, ${count(qualified.rowCount ?? 0)} qualifications added`;
  },
};
