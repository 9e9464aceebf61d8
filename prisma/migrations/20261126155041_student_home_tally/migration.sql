-- CreateTable
CREATE TABLE "StudentHomeTally" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "facultyId" INTEGER NOT NULL,
    "levelId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "majorSubjectId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "admissionYearId" INTEGER NOT NULL,
    "status" "StudentStatus" NOT NULL,
    "isVerified" BOOLEAN NOT NULL,
    "districtId" INTEGER NOT NULL,
    "provinceId" INTEGER NOT NULL,
    "male" INTEGER NOT NULL DEFAULT 0,
    "female" INTEGER NOT NULL DEFAULT 0,
    "other" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "Brahman" INTEGER NOT NULL DEFAULT 0,
    "Chhetri" INTEGER NOT NULL DEFAULT 0,
    "Madhesi" INTEGER NOT NULL DEFAULT 0,
    "Dalit" INTEGER NOT NULL DEFAULT 0,
    "Janajati" INTEGER NOT NULL DEFAULT 0,
    "Muslim" INTEGER NOT NULL DEFAULT 0,
    "Tharu" INTEGER NOT NULL DEFAULT 0,
    "Others" INTEGER NOT NULL DEFAULT 0,
    "noEthnicity" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StudentHomeTally_pkey" PRIMARY KEY ("campusId","status","isVerified","programId","majorSubjectId","fiscalYearId","admissionYearId","districtId","provinceId","universityId","facultyId","levelId")
);

-- CreateIndex
CREATE INDEX "StudentHomeTally_universityId_idx" ON "StudentHomeTally"("universityId");

-- The home tally is kept exact by the database itself, as the student tally is (migration
-- 20261125140834_tallies, whose "hemis_tally_upsert" adds signed rows to it): a student is
-- counted under the district and province of their permanent address, so writes to either
-- table move counts. Student inserts and updates, and every write of addresses, are statement
-- triggers; a student's deletion is counted before the row goes, by a row trigger, because the
-- cascade removes the student's addresses before any statement trigger of the deletion runs.

-- The key columns, as the rows "hemis_student_home_rows" makes name them.
CREATE FUNCTION "hemis_student_home_keys"() RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT '"campusId", "universityId", "facultyId", "levelId", "programId", "majorSubjectId", "fiscalYearId", '
    || '"admissionYearId", "status", "isVerified", "districtId", "provinceId"'
$fn$;

-- The students of `students` (rows of Student) signed `sign`, each with a home read from
-- `homes` (rows with "studentId", "districtId" and "provinceId"; at most one a student), or
-- none (0) when it has no row there.
CREATE FUNCTION "hemis_student_home_rows"(sign int, students text, homes text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
  SELECT %s AS n, s."campusId", s."universityId", s."facultyId", s."levelId", s."programId",
         COALESCE(s."majorSubjectId", 0) AS "majorSubjectId", s."fiscalYearId", s."admissionYearId", s."status",
         s."isVerified", COALESCE(h."districtId", 0) AS "districtId", COALESCE(h."provinceId", 0) AS "provinceId",
         s."gender", s."ethnicity"
    FROM %s AS s LEFT JOIN %s AS h ON h."studentId" = s.id$sql$, sign, students, homes)
$fn$;

-- Students' permanent addresses as they are now.
CREATE FUNCTION "hemis_student_homes"() RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT $sql$(SELECT "studentId", "districtId", "provinceId" FROM "StudentAddress" WHERE "kind" = 'permanent')$sql$
$fn$;

-- Statement triggers on Student: the rows inserted or updated, each with its home as it is now.
CREATE FUNCTION "hemis_student_home_tally_students"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  homes text := "hemis_student_homes"();
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
      "hemis_student_home_rows"(1, 'new_rows', homes));
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
      "hemis_student_home_rows"(1, 'new_rows', homes) || ' UNION ALL ' ||
      "hemis_student_home_rows"(-1, 'old_rows', homes));
  ELSE -- TRUNCATE
    DELETE FROM "StudentHomeTally";
  END IF;
  RETURN NULL;
END
$$;

-- A row trigger before each student's deletion: the student, still there, with their home.
CREATE FUNCTION "hemis_student_home_tally_deleted_student"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
    "hemis_student_home_rows"(-1, format('(SELECT * FROM "Student" WHERE id = %s)', OLD.id), "hemis_student_homes"()));
  RETURN OLD;
END
$$;

-- Statement triggers on StudentAddress: each student whose permanent address the statement
-- wrote moves from the home it had (its old row, or none) to the one it has (its new row, or
-- none). A student has at most one permanent address before and after, so the old and new rows
-- say both. Students deleted in the same statement (the cascade) were counted out already.
CREATE FUNCTION "hemis_student_home_tally_addresses"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  empty text := '(SELECT NULL::int AS "studentId", NULL::int AS "districtId", NULL::int AS "provinceId" WHERE false)';
  before text := empty;
  after text := empty;
  ids text;
  moved text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "StudentHomeTally";
    EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
      "hemis_student_home_rows"(1, '"Student"', "hemis_student_homes"()));
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before := $sql$(SELECT "studentId", "districtId", "provinceId" FROM old_rows WHERE "kind" = 'permanent')$sql$;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    after := $sql$(SELECT "studentId", "districtId", "provinceId" FROM new_rows WHERE "kind" = 'permanent')$sql$;
  END IF;
  ids := format('(SELECT "studentId" FROM %s b UNION SELECT "studentId" FROM %s a)', before, after);
  moved := format('(SELECT * FROM "Student" WHERE id IN %s)', ids);
  -- The students as they are once any concurrent change to them is committed: a program read
  -- while another transaction moves the student would be counted under the wrong key.
  EXECUTE format('SELECT 1 FROM "Student" WHERE id IN %s ORDER BY id FOR SHARE', ids);
  EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
    "hemis_student_home_rows"(1, moved, after) || ' UNION ALL ' || "hemis_student_home_rows"(-1, moved, before));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Student_home_tally_insert" AFTER INSERT ON "Student"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_students"();
CREATE TRIGGER "Student_home_tally_update" AFTER UPDATE ON "Student"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_students"();
CREATE TRIGGER "Student_home_tally_delete" BEFORE DELETE ON "Student"
FOR EACH ROW EXECUTE FUNCTION "hemis_student_home_tally_deleted_student"();
CREATE TRIGGER "Student_home_tally_truncate" AFTER TRUNCATE ON "Student"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_students"();

CREATE TRIGGER "StudentAddress_home_tally_insert" AFTER INSERT ON "StudentAddress"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_addresses"();
CREATE TRIGGER "StudentAddress_home_tally_update" AFTER UPDATE ON "StudentAddress"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_addresses"();
CREATE TRIGGER "StudentAddress_home_tally_delete" AFTER DELETE ON "StudentAddress"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_addresses"();
CREATE TRIGGER "StudentAddress_home_tally_truncate" AFTER TRUNCATE ON "StudentAddress"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_student_home_tally_addresses"();

-- The students already recorded.
DO $$ BEGIN
  EXECUTE "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
    "hemis_student_home_rows"(1, '"Student"', "hemis_student_homes"()));
END $$;

-- Plans for the first figures read, before autovacuum gets to the new table.
ANALYZE "StudentHomeTally";
