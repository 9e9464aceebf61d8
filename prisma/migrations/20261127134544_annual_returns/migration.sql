-- CreateEnum
CREATE TYPE "CampusReturnStatus" AS ENUM ('draft', 'submitted', 'approved', 'accepted', 'returned');

-- CreateEnum
CREATE TYPE "ReturnListSource" AS ENUM ('registers', 'batch');

-- CreateEnum
CREATE TYPE "FindingSeverity" AS ENUM ('error', 'warning');

-- CreateTable
CREATE TABLE "AnnualReturn" (
    "id" SERIAL NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "censusDate" DATE NOT NULL,
    "deadline" DATE NOT NULL,
    "openedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AnnualReturn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampusReturn" (
    "id" SERIAL NOT NULL,
    "annualReturnId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "status" "CampusReturnStatus" NOT NULL DEFAULT 'draft',
    "listSource" "ReturnListSource" NOT NULL DEFAULT 'registers',
    "snapshotAt" TIMESTAMP(3) NOT NULL,
    "figures" JSONB NOT NULL,
    "studentCount" INTEGER NOT NULL DEFAULT 0,
    "staffCount" INTEGER NOT NULL DEFAULT 0,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "warningCount" INTEGER NOT NULL DEFAULT 0,
    "unexplainedCount" INTEGER NOT NULL DEFAULT 0,
    "signedReportId" INTEGER,
    "submittedAt" TIMESTAMP(3),
    "submittedById" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "approvedById" INTEGER,
    "acceptedAt" TIMESTAMP(3),
    "acceptedById" INTEGER,
    "returnComment" TEXT,
    "returnedAt" TIMESTAMP(3),
    "returnedById" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CampusReturn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnStudent" (
    "campusReturnId" INTEGER NOT NULL,
    "rowNo" INTEGER NOT NULL,
    "studentId" INTEGER,
    "externalRef" TEXT,
    "name" TEXT,
    "registrationNo" TEXT,
    "citizenshipNo" TEXT,
    "programId" INTEGER,
    "levelId" INTEGER,
    "facultyId" INTEGER,
    "gender" "Gender",
    "period" TEXT,

    CONSTRAINT "ReturnStudent_pkey" PRIMARY KEY ("campusReturnId","rowNo")
);

-- CreateTable
CREATE TABLE "ReturnStaff" (
    "campusReturnId" INTEGER NOT NULL,
    "rowNo" INTEGER NOT NULL,
    "employeeId" INTEGER,
    "externalRef" TEXT,
    "name" TEXT,
    "employeeType" "EmployeeType" NOT NULL,
    "position" TEXT,
    "joiningType" "JoiningType",
    "gender" "Gender",
    "facultyId" INTEGER,
    "qualifications" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReturnStaff_pkey" PRIMARY KEY ("campusReturnId","rowNo")
);

-- CreateTable
CREATE TABLE "ReturnFinding" (
    "id" SERIAL NOT NULL,
    "campusReturnId" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "severity" "FindingSeverity" NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "rows" JSONB NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "explanation" TEXT,
    "explainedById" INTEGER,
    "explainedAt" TIMESTAMP(3),

    CONSTRAINT "ReturnFinding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnStep" (
    "id" SERIAL NOT NULL,
    "campusReturnId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "fromStatus" "CampusReturnStatus",
    "toStatus" "CampusReturnStatus" NOT NULL,
    "comment" TEXT,
    "byId" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReturnStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnReminder" (
    "annualReturnId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReturnReminder_pkey" PRIMARY KEY ("annualReturnId","campusId","kind")
);

-- CreateTable
CREATE TABLE "UniversityApiKey" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "revokedById" INTEGER,

    CONSTRAINT "UniversityApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnBatch" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "apiKeyId" INTEGER NOT NULL,
    "batchKey" TEXT NOT NULL,
    "annualReturnId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "applied" BOOLEAN NOT NULL,
    "studentRows" INTEGER NOT NULL,
    "staffRows" INTEGER NOT NULL,
    "report" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReturnBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AnnualReturn_fiscalYearId_key" ON "AnnualReturn"("fiscalYearId");

-- CreateIndex
CREATE INDEX "CampusReturn_annualReturnId_universityId_status_idx" ON "CampusReturn"("annualReturnId", "universityId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "CampusReturn_annualReturnId_campusId_key" ON "CampusReturn"("annualReturnId", "campusId");

-- CreateIndex
CREATE INDEX "ReturnStudent_programId_idx" ON "ReturnStudent"("programId");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnFinding_campusReturnId_rule_subject_key" ON "ReturnFinding"("campusReturnId", "rule", "subject");

-- CreateIndex
CREATE INDEX "ReturnStep_campusReturnId_id_idx" ON "ReturnStep"("campusReturnId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "UniversityApiKey_prefix_key" ON "UniversityApiKey"("prefix");

-- CreateIndex
CREATE INDEX "UniversityApiKey_universityId_idx" ON "UniversityApiKey"("universityId");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnBatch_universityId_batchKey_key" ON "ReturnBatch"("universityId", "batchKey");

-- AddForeignKey
ALTER TABLE "AnnualReturn" ADD CONSTRAINT "AnnualReturn_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampusReturn" ADD CONSTRAINT "CampusReturn_annualReturnId_fkey" FOREIGN KEY ("annualReturnId") REFERENCES "AnnualReturn"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampusReturn" ADD CONSTRAINT "CampusReturn_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnStudent" ADD CONSTRAINT "ReturnStudent_campusReturnId_fkey" FOREIGN KEY ("campusReturnId") REFERENCES "CampusReturn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnStaff" ADD CONSTRAINT "ReturnStaff_campusReturnId_fkey" FOREIGN KEY ("campusReturnId") REFERENCES "CampusReturn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnFinding" ADD CONSTRAINT "ReturnFinding_campusReturnId_fkey" FOREIGN KEY ("campusReturnId") REFERENCES "CampusReturn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnStep" ADD CONSTRAINT "ReturnStep_campusReturnId_fkey" FOREIGN KEY ("campusReturnId") REFERENCES "CampusReturn"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnReminder" ADD CONSTRAINT "ReturnReminder_annualReturnId_fkey" FOREIGN KEY ("annualReturnId") REFERENCES "AnnualReturn"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnReminder" ADD CONSTRAINT "ReturnReminder_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnBatch" ADD CONSTRAINT "ReturnBatch_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "UniversityApiKey"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnBatch" ADD CONSTRAINT "ReturnBatch_annualReturnId_fkey" FOREIGN KEY ("annualReturnId") REFERENCES "AnnualReturn"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- An accepted return is locked: its figures never change again. Neither the return nor the
-- rows it was counted from are changed or removed once accepted, whoever writes.
CREATE FUNCTION "campus_return_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'accepted' THEN
    RAISE EXCEPTION 'campus return % is accepted: it never changes again', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "CampusReturn_lock" BEFORE UPDATE OR DELETE ON "CampusReturn" FOR EACH ROW EXECUTE FUNCTION "campus_return_lock"();

CREATE FUNCTION "campus_return_rows_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  return_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."campusReturnId" ELSE NEW."campusReturnId" END;
BEGIN
  IF EXISTS (SELECT 1 FROM "CampusReturn" r WHERE r."id" = return_id AND r."status" = 'accepted') THEN
    RAISE EXCEPTION 'campus return % is accepted: its rows never change again', return_id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "ReturnStudent_lock" BEFORE INSERT OR UPDATE OR DELETE ON "ReturnStudent" FOR EACH ROW EXECUTE FUNCTION "campus_return_rows_lock"();
CREATE TRIGGER "ReturnStaff_lock" BEFORE INSERT OR UPDATE OR DELETE ON "ReturnStaff" FOR EACH ROW EXECUTE FUNCTION "campus_return_rows_lock"();
CREATE TRIGGER "ReturnFinding_lock" BEFORE INSERT OR UPDATE OR DELETE ON "ReturnFinding" FOR EACH ROW EXECUTE FUNCTION "campus_return_rows_lock"();
