-- CreateTable
CREATE TABLE "BoardExamTally" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "appearedMale" INTEGER NOT NULL DEFAULT 0,
    "appearedFemale" INTEGER NOT NULL DEFAULT 0,
    "appearedOther" INTEGER NOT NULL DEFAULT 0,
    "appeared" INTEGER NOT NULL DEFAULT 0,
    "passedMale" INTEGER NOT NULL DEFAULT 0,
    "passedFemale" INTEGER NOT NULL DEFAULT 0,
    "passedOther" INTEGER NOT NULL DEFAULT 0,
    "passed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BoardExamTally_pkey" PRIMARY KEY ("campusId","programId","fiscalYearId","universityId")
);

-- CreateIndex
CREATE INDEX "BoardExamTally_universityId_idx" ON "BoardExamTally"("universityId");

-- The tally is kept exact by the database itself, whoever writes the results (the API, the
-- national-data generator, psql), as StudentTally and GraduationTally are (migration
-- *_tallies): each statement's changed rows become signed rows (+1 for new values, -1 for old
-- ones) with the schedule's campus, university, program and fiscal year and the student's
-- gender, added to the tally in one upsert ordered by key. Only board (external) exams count.

-- The upsert adding the signed rows of `source` (n, "campusId", "universityId", "programId",
-- "fiscalYearId", gender, appeared, passed) to BoardExamTally.
-- It is text the trigger functions run themselves: the transition tables are visible only to
-- statements of the trigger's own function.
CREATE FUNCTION "hemis_board_exam_tally_upsert"(source text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
    INSERT INTO "BoardExamTally" AS t ("campusId", "universityId", "programId", "fiscalYearId",
        "appearedMale", "appearedFemale", "appearedOther", "appeared",
        "passedMale", "passedFemale", "passedOther", "passed")
    SELECT * FROM (
      SELECT "campusId", "universityId", "programId", "fiscalYearId",
             COALESCE(sum(n) FILTER (WHERE appeared AND gender = 'male'), 0)::int AS "appearedMale",
             COALESCE(sum(n) FILTER (WHERE appeared AND gender = 'female'), 0)::int AS "appearedFemale",
             COALESCE(sum(n) FILTER (WHERE appeared AND gender = 'other'), 0)::int AS "appearedOther",
             COALESCE(sum(n) FILTER (WHERE appeared), 0)::int AS "appeared",
             COALESCE(sum(n) FILTER (WHERE passed AND gender = 'male'), 0)::int AS "passedMale",
             COALESCE(sum(n) FILTER (WHERE passed AND gender = 'female'), 0)::int AS "passedFemale",
             COALESCE(sum(n) FILTER (WHERE passed AND gender = 'other'), 0)::int AS "passedOther",
             COALESCE(sum(n) FILTER (WHERE passed), 0)::int AS "passed"
        FROM (%s) AS changed
       GROUP BY "campusId", "universityId", "programId", "fiscalYearId"
    ) AS delta
    WHERE ("appearedMale", "appearedFemale", "appearedOther", "appeared",
           "passedMale", "passedFemale", "passedOther", "passed") <> (0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY "campusId", "programId", "fiscalYearId", "universityId"
    ON CONFLICT ON CONSTRAINT "BoardExamTally_pkey" DO UPDATE SET
      "appearedMale" = t."appearedMale" + EXCLUDED."appearedMale",
      "appearedFemale" = t."appearedFemale" + EXCLUDED."appearedFemale",
      "appearedOther" = t."appearedOther" + EXCLUDED."appearedOther",
      "appeared" = t."appeared" + EXCLUDED."appeared",
      "passedMale" = t."passedMale" + EXCLUDED."passedMale",
      "passedFemale" = t."passedFemale" + EXCLUDED."passedFemale",
      "passedOther" = t."passedOther" + EXCLUDED."passedOther",
      "passed" = t."passed" + EXCLUDED."passed"
  $sql$, source)
$fn$;

-- The signed rows of the results in `relation` (a transition table or the table itself).
CREATE FUNCTION "hemis_board_exam_result_rows"(sign int, relation text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
  SELECT %s AS n, e."campusId", e."universityId", e."programId", e."fiscalYearId", s."gender"::text AS gender,
         r."appeared", r."passed"
    FROM %s r JOIN "ExamSchedule" e ON e.id = r."examScheduleId" JOIN "Student" s ON s.id = r."studentId"
   WHERE e."examType" = 'external'
$sql$, sign, relation)
$fn$;

CREATE FUNCTION "hemis_board_exam_result_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE "hemis_board_exam_tally_upsert"("hemis_board_exam_result_rows"(1, 'new_rows'));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE "hemis_board_exam_tally_upsert"("hemis_board_exam_result_rows"(-1, 'old_rows'));
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE "hemis_board_exam_tally_upsert"("hemis_board_exam_result_rows"(1, 'new_rows') || ' UNION ALL ' ||
      "hemis_board_exam_result_rows"(-1, 'old_rows'));
  ELSE -- TRUNCATE
    DELETE FROM "BoardExamTally";
  END IF;
  RETURN NULL;
END
$$;

-- A schedule whose campus, university, program, fiscal year or kind changes moves its results'
-- counts; any other edit of schedules touches nothing.
CREATE FUNCTION "hemis_board_exam_schedule_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "hemis_board_exam_tally_upsert"($sql$
    SELECT x.n, x."campusId", x."universityId", x."programId", x."fiscalYearId", s."gender"::text AS gender,
           r."appeared", r."passed"
      FROM (SELECT 1 AS n, nr.* FROM new_rows nr JOIN old_rows o ON o.id = nr.id
             WHERE (nr."campusId", nr."universityId", nr."programId", nr."fiscalYearId", nr."examType")
                   IS DISTINCT FROM (o."campusId", o."universityId", o."programId", o."fiscalYearId", o."examType")
            UNION ALL
            SELECT -1 AS n, o.* FROM old_rows o JOIN new_rows nr ON nr.id = o.id
             WHERE (nr."campusId", nr."universityId", nr."programId", nr."fiscalYearId", nr."examType")
                   IS DISTINCT FROM (o."campusId", o."universityId", o."programId", o."fiscalYearId", o."examType")) x
      JOIN "BoardExamResult" r ON r."examScheduleId" = x.id
      JOIN "Student" s ON s.id = r."studentId"
     WHERE x."examType" = 'external'
  $sql$);
  RETURN NULL;
END
$$;

-- A student whose gender changes moves their results' counts.
CREATE FUNCTION "hemis_board_exam_student_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "hemis_board_exam_tally_upsert"($sql$
    SELECT x.n, e."campusId", e."universityId", e."programId", e."fiscalYearId", x.gender, r."appeared", r."passed"
      FROM (SELECT 1 AS n, nr.id, nr."gender"::text AS gender FROM new_rows nr JOIN old_rows o ON o.id = nr.id
             WHERE nr."gender" IS DISTINCT FROM o."gender"
            UNION ALL
            SELECT -1 AS n, o.id, o."gender"::text AS gender FROM old_rows o JOIN new_rows nr ON nr.id = o.id
             WHERE nr."gender" IS DISTINCT FROM o."gender") x
      JOIN "BoardExamResult" r ON r."studentId" = x.id
      JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
     WHERE e."examType" = 'external'
  $sql$);
  RETURN NULL;
END
$$;

CREATE TRIGGER "BoardExamResult_tally_insert" AFTER INSERT ON "BoardExamResult"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_result_changed"();
CREATE TRIGGER "BoardExamResult_tally_update" AFTER UPDATE ON "BoardExamResult"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_result_changed"();
CREATE TRIGGER "BoardExamResult_tally_delete" AFTER DELETE ON "BoardExamResult"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_result_changed"();
CREATE TRIGGER "BoardExamResult_tally_truncate" AFTER TRUNCATE ON "BoardExamResult"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_result_changed"();
CREATE TRIGGER "ExamSchedule_board_exam_tally_update" AFTER UPDATE ON "ExamSchedule"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_schedule_changed"();
CREATE TRIGGER "Student_board_exam_tally_update" AFTER UPDATE ON "Student"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_board_exam_student_changed"();

-- The results already recorded.
DO $$ BEGIN
  EXECUTE "hemis_board_exam_tally_upsert"("hemis_board_exam_result_rows"(1, '"BoardExamResult"'));
END $$;

-- Plans for the first figures read, before autovacuum gets to the new table.
ANALYZE "BoardExamTally";
