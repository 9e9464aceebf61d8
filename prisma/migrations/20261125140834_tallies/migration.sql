-- CreateTable
CREATE TABLE "StudentTally" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "facultyId" INTEGER NOT NULL,
    "levelId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "status" "StudentStatus" NOT NULL,
    "isVerified" BOOLEAN NOT NULL,
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

    CONSTRAINT "StudentTally_pkey" PRIMARY KEY ("campusId","programId","fiscalYearId","status","isVerified","universityId","facultyId","levelId")
);

-- CreateTable
CREATE TABLE "GraduationTally" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
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

    CONSTRAINT "GraduationTally_pkey" PRIMARY KEY ("campusId","programId","fiscalYearId","status","universityId")
);

-- CreateIndex
CREATE INDEX "StudentTally_universityId_idx" ON "StudentTally"("universityId");

-- CreateIndex
CREATE INDEX "GraduationTally_universityId_idx" ON "GraduationTally"("universityId");

-- The tallies are kept exact by the database itself, whoever writes the counted rows (the API,
-- the bulk import's COPY, the national-data generator, psql): one statement trigger per kind
-- of write turns the rows the statement changed into signed rows (+1 for a row's new values,
-- -1 for its old ones) and adds them to the tally in one upsert. Groups that cancel out (an
-- edit of a name) touch nothing; rows ordered by key take the tally's row locks in one order.

-- The upsert adding the signed rows of `source` (n, the key columns, gender, ethnicity) to `tally`.
CREATE FUNCTION "hemis_tally_upsert"(tally text, keys text, source text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
  INSERT INTO %1$I AS t (%2$s, "male", "female", "other", "total", "Brahman", "Chhetri", "Madhesi", "Dalit",
      "Janajati", "Muslim", "Tharu", "Others", "noEthnicity")
  SELECT * FROM (
    SELECT %2$s,
           COALESCE(sum(n) FILTER (WHERE gender = 'male'), 0)::int AS "male",
           COALESCE(sum(n) FILTER (WHERE gender = 'female'), 0)::int AS "female",
           COALESCE(sum(n) FILTER (WHERE gender = 'other'), 0)::int AS "other",
           COALESCE(sum(n), 0)::int AS "total",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Brahman'), 0)::int AS "Brahman",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Chhetri'), 0)::int AS "Chhetri",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Madhesi'), 0)::int AS "Madhesi",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Dalit'), 0)::int AS "Dalit",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Janajati'), 0)::int AS "Janajati",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Muslim'), 0)::int AS "Muslim",
           COALESCE(sum(n) FILTER (WHERE ethnicity = 'Tharu'), 0)::int AS "Tharu",
           COALESCE(sum(n) FILTER (WHERE ethnicity <> '' AND ethnicity NOT IN
             ('Brahman', 'Chhetri', 'Madhesi', 'Dalit', 'Janajati', 'Muslim', 'Tharu')), 0)::int AS "Others",
           COALESCE(sum(n) FILTER (WHERE COALESCE(ethnicity, '') = ''), 0)::int AS "noEthnicity"
      FROM (%3$s) AS changed
     GROUP BY %2$s
  ) AS delta
  WHERE ("male", "female", "other", "total", "Brahman", "Chhetri", "Madhesi", "Dalit", "Janajati", "Muslim",
         "Tharu", "Others", "noEthnicity") <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY %2$s
  ON CONFLICT ON CONSTRAINT %4$I DO UPDATE SET
    "male" = t."male" + EXCLUDED."male", "female" = t."female" + EXCLUDED."female",
    "other" = t."other" + EXCLUDED."other", "total" = t."total" + EXCLUDED."total",
    "Brahman" = t."Brahman" + EXCLUDED."Brahman", "Chhetri" = t."Chhetri" + EXCLUDED."Chhetri",
    "Madhesi" = t."Madhesi" + EXCLUDED."Madhesi", "Dalit" = t."Dalit" + EXCLUDED."Dalit",
    "Janajati" = t."Janajati" + EXCLUDED."Janajati", "Muslim" = t."Muslim" + EXCLUDED."Muslim",
    "Tharu" = t."Tharu" + EXCLUDED."Tharu", "Others" = t."Others" + EXCLUDED."Others",
    "noEthnicity" = t."noEthnicity" + EXCLUDED."noEthnicity"
$sql$, tally, keys, source, tally || '_pkey')
$fn$;

-- The counted columns of `relation`'s rows, signed.
CREATE FUNCTION "hemis_tally_rows"(sign int, keys text, relation text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format('SELECT %s AS n, %s, "gender", "ethnicity" FROM %s', sign, keys, relation)
$fn$;

-- A statement trigger: TG_ARGV[0] names the tally, TG_ARGV[1] its key columns.
CREATE FUNCTION "hemis_tally_changed_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tally text := TG_ARGV[0];
  keys text := TG_ARGV[1];
BEGIN
  -- The transition tables are visible only to statements this function runs itself.
  IF TG_OP = 'INSERT' THEN
    EXECUTE "hemis_tally_upsert"(tally, keys, "hemis_tally_rows"(1, keys, 'new_rows'));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE "hemis_tally_upsert"(tally, keys, "hemis_tally_rows"(-1, keys, 'old_rows'));
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE "hemis_tally_upsert"(tally, keys,
      "hemis_tally_rows"(1, keys, 'new_rows') || ' UNION ALL ' || "hemis_tally_rows"(-1, keys, 'old_rows'));
  ELSE -- TRUNCATE
    EXECUTE format('DELETE FROM %I', tally);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Student_tally_insert" AFTER INSERT ON "Student"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'StudentTally', '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"');
CREATE TRIGGER "Student_tally_update" AFTER UPDATE ON "Student"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'StudentTally', '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"');
CREATE TRIGGER "Student_tally_delete" AFTER DELETE ON "Student"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'StudentTally', '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"');
CREATE TRIGGER "Student_tally_truncate" AFTER TRUNCATE ON "Student"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"('StudentTally', '');

CREATE TRIGGER "GraduationApplication_tally_insert" AFTER INSERT ON "GraduationApplication"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'GraduationTally', '"campusId", "universityId", "programId", "fiscalYearId", "status"');
CREATE TRIGGER "GraduationApplication_tally_update" AFTER UPDATE ON "GraduationApplication"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'GraduationTally', '"campusId", "universityId", "programId", "fiscalYearId", "status"');
CREATE TRIGGER "GraduationApplication_tally_delete" AFTER DELETE ON "GraduationApplication"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"(
  'GraduationTally', '"campusId", "universityId", "programId", "fiscalYearId", "status"');
CREATE TRIGGER "GraduationApplication_tally_truncate" AFTER TRUNCATE ON "GraduationApplication"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_tally_changed_rows"('GraduationTally', '');

-- The rows already recorded.
DO $$ BEGIN
  EXECUTE "hemis_tally_upsert"('StudentTally',
    '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"',
    "hemis_tally_rows"(1, '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"', '"Student"'));
  EXECUTE "hemis_tally_upsert"('GraduationTally', '"campusId", "universityId", "programId", "fiscalYearId", "status"',
    "hemis_tally_rows"(1, '"campusId", "universityId", "programId", "fiscalYearId", "status"', '"GraduationApplication"'));
END $$;

-- Plans for the first figures read, before autovacuum gets to the new tables.
ANALYZE "StudentTally";
ANALYZE "GraduationTally";
