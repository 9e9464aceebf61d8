-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "Nationality" AS ENUM ('nepali', 'other');

-- CreateEnum
CREATE TYPE "StudentStatus" AS ENUM ('active', 'transferredOut', 'graduated', 'droppedOut');

-- CreateEnum
CREATE TYPE "AddressKind" AS ENUM ('permanent', 'temporary');

-- CreateEnum
CREATE TYPE "GuardianRelation" AS ENUM ('father', 'mother', 'guardian');

-- CreateEnum
CREATE TYPE "TransferState" AS ENUM ('pending', 'accepted', 'outside');

-- CreateEnum
CREATE TYPE "StudentImportState" AS ENUM ('validating', 'validated', 'inserting', 'inserted', 'failed');

-- CreateTable
CREATE TABLE "Student" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "userId" INTEGER,
    "status" "StudentStatus" NOT NULL DEFAULT 'active',
    "nepaliName" TEXT,
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "searchName" TEXT NOT NULL DEFAULT '',
    "phoneNumber" TEXT,
    "email" TEXT,
    "doBBS" TEXT,
    "doBAD" DATE,
    "gender" "Gender" NOT NULL,
    "ethnicity" TEXT,
    "nationality" "Nationality" NOT NULL DEFAULT 'nepali',
    "religion" TEXT,
    "disabilityStatus" BOOLEAN NOT NULL DEFAULT false,
    "disabilityType" TEXT,
    "edg" BOOLEAN NOT NULL DEFAULT false,
    "isMuktaKamaiya" BOOLEAN NOT NULL DEFAULT false,
    "isFromMartyrFamily" BOOLEAN NOT NULL DEFAULT false,
    "citizenshipNo" TEXT,
    "citizenIssueDist" TEXT,
    "nidNo" TEXT,
    "isSameAsPermanent" BOOLEAN NOT NULL DEFAULT false,
    "levelId" INTEGER NOT NULL,
    "facultyId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "majorSubjectId" INTEGER,
    "admissionYearId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "completionYear" TEXT,
    "dateOfEnrollment" DATE,
    "semester" "Semester",
    "year" "AcademicYear",
    "sectionId" INTEGER,
    "rollNoManual" TEXT,
    "universityRegdNo" TEXT,
    "symbolNo" TEXT,
    "isRollNoManual" BOOLEAN NOT NULL DEFAULT true,
    "isRegNoManual" BOOLEAN NOT NULL DEFAULT true,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedAt" TIMESTAMP(3),
    "verifiedById" INTEGER,
    "entranceScore" DECIMAL(7,2),
    "entranceSymbol" TEXT,
    "programFee" DECIMAL(12,2),
    "paidAmount" DECIMAL(12,2),
    "hasScholarship" BOOLEAN NOT NULL DEFAULT false,
    "scholarshipAmount" DECIMAL(12,2),
    "isTransferredIn" BOOLEAN NOT NULL DEFAULT false,
    "transferredFrom" TEXT,
    "transferredDate" TEXT,
    "transferredDateAd" DATE,
    "validDateNep" TEXT,
    "validDate" DATE,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Student_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentAddress" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "kind" "AddressKind" NOT NULL,
    "provinceId" INTEGER,
    "districtId" INTEGER,
    "localLevelId" INTEGER,
    "wardNo" INTEGER,
    "blockNo" TEXT,
    "houseNo" TEXT,
    "locality" TEXT,

    CONSTRAINT "StudentAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentGuardian" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "relation" "GuardianRelation" NOT NULL,
    "name" TEXT NOT NULL,
    "occupation" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "address" TEXT,

    CONSTRAINT "StudentGuardian_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentFile" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentProfile" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "remark" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SectionForStudent" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "sectionSymbol" TEXT NOT NULL,
    "remarks" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SectionForStudent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentUpgrade" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "batchId" INTEGER NOT NULL,
    "fromSemester" "Semester",
    "fromYear" "AcademicYear",
    "toSemester" "Semester",
    "toYear" "AcademicYear",
    "toPeriod" TEXT NOT NULL,
    "isIrregular" BOOLEAN NOT NULL DEFAULT false,
    "upgradedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentUpgrade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentTransfer" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "sourceCampusId" INTEGER NOT NULL,
    "targetCampusId" INTEGER,
    "targetCampusName" TEXT,
    "targetProgramId" INTEGER,
    "transferReason" TEXT NOT NULL,
    "transferDate" DATE NOT NULL,
    "maintainFees" BOOLEAN NOT NULL DEFAULT false,
    "clearDues" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "documentKey" TEXT,
    "documentName" TEXT,
    "state" "TransferState" NOT NULL,
    "arrivedStudentId" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),

    CONSTRAINT "StudentTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentAttendance" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "sectionId" INTEGER,
    "semester" TEXT,
    "dateAttended" DATE NOT NULL,
    "timeAttended" TEXT,
    "hasAttended" BOOLEAN NOT NULL,
    "recordedById" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentAttendance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Enrollment" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "feeType" TEXT,
    "programFee" DECIMAL(12,2),
    "feeToPay" DECIMAL(12,2),
    "haveScholarship" BOOLEAN NOT NULL DEFAULT false,
    "scholarshipAmount" DECIMAL(12,2),
    "yearSemesterType" TEXT,
    "yearSemester" TEXT,
    "dateOfPayment" TEXT,
    "fiscalYear" TEXT,
    "remarks" TEXT,
    "receiptKey" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Enrollment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentImportBatch" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "state" "StudentImportState" NOT NULL DEFAULT 'validating',
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "goodRows" INTEGER NOT NULL DEFAULT 0,
    "badRows" INTEGER NOT NULL DEFAULT 0,
    "insertedRows" INTEGER NOT NULL DEFAULT 0,
    "jobId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "insertedAt" TIMESTAMP(3),

    CONSTRAINT "StudentImportBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentImportRow" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "problems" JSONB,
    "studentId" INTEGER,

    CONSTRAINT "StudentImportRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Student_userId_key" ON "Student"("userId");

-- CreateIndex
CREATE INDEX "Student_campusId_status_isVerified_admissionYearId_programI_idx" ON "Student"("campusId", "status", "isVerified", "admissionYearId", "programId");

-- CreateIndex
CREATE INDEX "Student_universityId_status_isVerified_idx" ON "Student"("universityId", "status", "isVerified");

-- CreateIndex
CREATE INDEX "Student_programId_majorSubjectId_idx" ON "Student"("programId", "majorSubjectId");

-- CreateIndex
CREATE INDEX "Student_email_idx" ON "Student"("email");

-- CreateIndex
CREATE INDEX "Student_searchName_idx" ON "Student" USING GIN ("searchName" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "Student_campusId_rollNoManual_key" ON "Student"("campusId", "rollNoManual");

-- CreateIndex
CREATE UNIQUE INDEX "Student_campusId_symbolNo_key" ON "Student"("campusId", "symbolNo");

-- CreateIndex
CREATE UNIQUE INDEX "Student_universityId_universityRegdNo_key" ON "Student"("universityId", "universityRegdNo");

-- CreateIndex
CREATE INDEX "StudentAddress_districtId_idx" ON "StudentAddress"("districtId");

-- CreateIndex
CREATE UNIQUE INDEX "StudentAddress_studentId_kind_key" ON "StudentAddress"("studentId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "StudentGuardian_studentId_relation_key" ON "StudentGuardian"("studentId", "relation");

-- CreateIndex
CREATE UNIQUE INDEX "StudentFile_studentId_kind_key" ON "StudentFile"("studentId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "StudentProfile_studentId_key" ON "StudentProfile"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "SectionForStudent_campusId_sectionSymbol_key" ON "SectionForStudent"("campusId", "sectionSymbol");

-- CreateIndex
CREATE INDEX "StudentUpgrade_campusId_createdAt_idx" ON "StudentUpgrade"("campusId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StudentUpgrade_studentId_toPeriod_key" ON "StudentUpgrade"("studentId", "toPeriod");

-- CreateIndex
CREATE UNIQUE INDEX "StudentTransfer_arrivedStudentId_key" ON "StudentTransfer"("arrivedStudentId");

-- CreateIndex
CREATE INDEX "StudentTransfer_targetCampusId_state_idx" ON "StudentTransfer"("targetCampusId", "state");

-- CreateIndex
CREATE INDEX "StudentTransfer_sourceCampusId_idx" ON "StudentTransfer"("sourceCampusId");

-- CreateIndex
CREATE INDEX "StudentAttendance_campusId_subjectId_dateAttended_idx" ON "StudentAttendance"("campusId", "subjectId", "dateAttended");

-- CreateIndex
CREATE UNIQUE INDEX "StudentAttendance_studentId_subjectId_dateAttended_key" ON "StudentAttendance"("studentId", "subjectId", "dateAttended");

-- CreateIndex
CREATE INDEX "StudentImportBatch_campusId_createdAt_idx" ON "StudentImportBatch"("campusId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StudentImportRow_batchId_rowNumber_key" ON "StudentImportRow"("batchId", "rowNumber");

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_levelId_fkey" FOREIGN KEY ("levelId") REFERENCES "Level"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_facultyId_fkey" FOREIGN KEY ("facultyId") REFERENCES "Faculty"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_majorSubjectId_fkey" FOREIGN KEY ("majorSubjectId") REFERENCES "MajorSubject"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_admissionYearId_fkey" FOREIGN KEY ("admissionYearId") REFERENCES "Batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "SectionForStudent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_provinceId_fkey" FOREIGN KEY ("provinceId") REFERENCES "Province"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_districtId_fkey" FOREIGN KEY ("districtId") REFERENCES "District"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAddress" ADD CONSTRAINT "StudentAddress_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentGuardian" ADD CONSTRAINT "StudentGuardian_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentFile" ADD CONSTRAINT "StudentFile_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SectionForStudent" ADD CONSTRAINT "SectionForStudent_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentUpgrade" ADD CONSTRAINT "StudentUpgrade_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentTransfer" ADD CONSTRAINT "StudentTransfer_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentTransfer" ADD CONSTRAINT "StudentTransfer_arrivedStudentId_fkey" FOREIGN KEY ("arrivedStudentId") REFERENCES "Student"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAttendance" ADD CONSTRAINT "StudentAttendance_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAttendance" ADD CONSTRAINT "StudentAttendance_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentAttendance" ADD CONSTRAINT "StudentAttendance_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "SectionForStudent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Enrollment" ADD CONSTRAINT "Enrollment_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentImportRow" ADD CONSTRAINT "StudentImportRow_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "StudentImportBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
