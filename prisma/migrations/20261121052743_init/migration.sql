-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "EcologicalBelt" AS ENUM ('Mountain', 'Hill', 'Tarai');

-- CreateEnum
CREATE TYPE "LocalLevelType" AS ENUM ('MetropolitanCity', 'SubMetropolitanCity', 'Municipality', 'RuralMunicipality');

-- CreateEnum
CREATE TYPE "UniversityType" AS ENUM ('public', 'private', 'deemed');

-- CreateEnum
CREATE TYPE "CampusType" AS ENUM ('constituent', 'community', 'private');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'CollegeAdmin', 'CollegeUser', 'Student');

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('Ugc', 'Uni', 'college');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female', 'other');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('active', 'disabled');

-- CreateEnum
CREATE TYPE "FacultyType" AS ENUM ('general', 'technical');

-- CreateEnum
CREATE TYPE "ProgramType" AS ENUM ('annual', 'semester');

-- CreateEnum
CREATE TYPE "SubjectType" AS ENUM ('regular', 'optional');

-- CreateEnum
CREATE TYPE "Semester" AS ENUM ('First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth');

-- CreateEnum
CREATE TYPE "AcademicYear" AS ENUM ('First', 'Second', 'Third', 'Fourth');

-- CreateEnum
CREATE TYPE "PositionCategory" AS ENUM ('Teaching', 'Nonteaching');

-- CreateEnum
CREATE TYPE "NonTeachingType" AS ENUM ('Administrative', 'Technical', 'Other');

-- CreateEnum
CREATE TYPE "GeneralFeeKind" AS ENUM ('generalFee', 'courseFee');

-- CreateTable
CREATE TABLE "Province" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameNepali" TEXT,
    "reportKey" TEXT NOT NULL,

    CONSTRAINT "Province_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "District" (
    "id" SERIAL NOT NULL,
    "provinceId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "ecologicalBelt" "EcologicalBelt" NOT NULL,

    CONSTRAINT "District_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LocalLevel" (
    "id" SERIAL NOT NULL,
    "districtId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" "LocalLevelType" NOT NULL,
    "numberOfWards" INTEGER NOT NULL,

    CONSTRAINT "LocalLevel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "University" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameNepali" TEXT,
    "type" "UniversityType" NOT NULL DEFAULT 'public',
    "establishedYear" INTEGER,
    "logo" TEXT,
    "website" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "localLevelId" INTEGER,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "University_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Campus" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "campusName" TEXT NOT NULL,
    "campusNameNepali" TEXT,
    "campusType" "CampusType" NOT NULL,
    "shortName" TEXT,
    "code" TEXT,
    "alias" TEXT,
    "shortCode" TEXT,
    "localLevelId" INTEGER,
    "wardNo" INTEGER,
    "locality" TEXT,
    "tole" TEXT,
    "address" TEXT,
    "yearOfEstd" INTEGER,
    "dateOfEstdBs" TEXT,
    "accreditation" TEXT,
    "logo" TEXT,
    "email" TEXT,
    "url" TEXT,
    "phoneNo" TEXT,
    "contactNo" TEXT,
    "contactNo2" TEXT,
    "contactNo3" TEXT,
    "contactName" TEXT,
    "contactEmail" TEXT,
    "contactPhoneNo" TEXT,
    "contactPhoneNo1" TEXT,
    "position" TEXT,
    "focalPersonName" TEXT,
    "principalName" TEXT,
    "principalPhoneNo" TEXT,
    "principalPhoneNo1" TEXT,
    "principalEmail" TEXT,
    "bankName" TEXT,
    "branch" TEXT,
    "accountNo" TEXT,
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Campus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "type" "UserType" NOT NULL,
    "universityId" INTEGER,
    "campusId" INTEGER,
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "phoneNumber" TEXT,
    "gender" "Gender",
    "status" "UserStatus" NOT NULL DEFAULT 'active',
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "lastSignInAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Faculty" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "facultyName" TEXT NOT NULL,
    "facultyType" "FacultyType" NOT NULL,
    "shortName" TEXT NOT NULL,
    "code" TEXT,
    "alias" TEXT,
    "detail" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Faculty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Level" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "levelName" TEXT NOT NULL,
    "shortName" TEXT,
    "code" TEXT NOT NULL,
    "alias" TEXT,
    "remarks" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Level_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Program" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "facultyId" INTEGER NOT NULL,
    "levelId" INTEGER NOT NULL,
    "programName" TEXT NOT NULL,
    "shortName" TEXT NOT NULL,
    "programType" "ProgramType" NOT NULL,
    "duration" INTEGER NOT NULL,
    "code" TEXT,
    "alias" TEXT,
    "remarks" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Program_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampusProgram" (
    "campusId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampusProgram_pkey" PRIMARY KEY ("campusId","programId")
);

-- CreateTable
CREATE TABLE "MajorSubject" (
    "id" SERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "majorSubjectName" TEXT NOT NULL,
    "remarks" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MajorSubject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subject" (
    "id" SERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "subjectName" TEXT NOT NULL,
    "subjectType" "SubjectType" NOT NULL,
    "shortName" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "semester" "Semester",
    "year" "AcademicYear",
    "alias" TEXT,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubjectMajor" (
    "subjectId" INTEGER NOT NULL,
    "majorSubjectId" INTEGER NOT NULL,

    CONSTRAINT "SubjectMajor_pkey" PRIMARY KEY ("subjectId","majorSubjectId")
);

-- CreateTable
CREATE TABLE "FiscalYear" (
    "id" SERIAL NOT NULL,
    "yearNepali" TEXT NOT NULL,
    "yearEnglish" TEXT NOT NULL,
    "startDateBs" TEXT NOT NULL,
    "startDateAd" DATE NOT NULL,
    "endDateBs" TEXT NOT NULL,
    "endDateAd" DATE NOT NULL,
    "activeFiscalYear" BOOLEAN NOT NULL DEFAULT false,
    "index" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FiscalYear_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Batch" (
    "id" SERIAL NOT NULL,
    "batchNepali" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Batch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EthnicGroup" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EthnicGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeePosition" (
    "id" SERIAL NOT NULL,
    "postName" TEXT NOT NULL,
    "category" "PositionCategory" NOT NULL,
    "type" "NonTeachingType",
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmployeePosition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeType" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "batchId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "majorSubjectId" INTEGER,
    "name" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeeType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GeneralFeeType" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "feeType" "GeneralFeeKind" NOT NULL,
    "feeName" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GeneralFeeType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeSetup" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "batchId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "feeTypeId" INTEGER NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeeSetup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReceiptCounter" (
    "campusId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "nextReceiptNo" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReceiptCounter_pkey" PRIMARY KEY ("campusId","fiscalYearId")
);

-- CreateTable
CREATE TABLE "Holiday" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER,
    "campusId" INTEGER,
    "holidayName" TEXT NOT NULL,
    "isHoliday" BOOLEAN NOT NULL DEFAULT true,
    "dateStarted" DATE NOT NULL,
    "dateStartedBs" TEXT,
    "dateEnd" DATE NOT NULL,
    "dateEndBs" TEXT,
    "isOnlyForFemale" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Holiday_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgeGroup" (
    "id" SERIAL NOT NULL,
    "ageIndex" INTEGER NOT NULL,
    "ageFrom" INTEGER NOT NULL,
    "ageTo" INTEGER NOT NULL,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgeGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "actorEmail" TEXT,
    "actorRole" TEXT,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "changes" JSONB,
    "requestId" TEXT,
    "ip" TEXT,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Province_name_key" ON "Province"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Province_reportKey_key" ON "Province"("reportKey");

-- CreateIndex
CREATE UNIQUE INDEX "District_name_key" ON "District"("name");

-- CreateIndex
CREATE INDEX "District_provinceId_idx" ON "District"("provinceId");

-- CreateIndex
CREATE INDEX "LocalLevel_name_idx" ON "LocalLevel"("name");

-- CreateIndex
CREATE UNIQUE INDEX "LocalLevel_districtId_name_key" ON "LocalLevel"("districtId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "University_code_key" ON "University"("code");

-- CreateIndex
CREATE UNIQUE INDEX "University_name_key" ON "University"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Campus_code_key" ON "Campus"("code");

-- CreateIndex
CREATE INDEX "Campus_campusName_idx" ON "Campus"("campusName");

-- CreateIndex
CREATE INDEX "Campus_universityId_idx" ON "Campus"("universityId");

-- CreateIndex
CREATE UNIQUE INDEX "Campus_universityId_campusName_key" ON "Campus"("universityId", "campusName");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_role_idx" ON "User"("role");

-- CreateIndex
CREATE INDEX "User_campusId_idx" ON "User"("campusId");

-- CreateIndex
CREATE INDEX "User_universityId_idx" ON "User"("universityId");

-- CreateIndex
CREATE INDEX "User_lastName_firstName_idx" ON "User"("lastName", "firstName");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- CreateIndex
CREATE INDEX "Faculty_facultyName_idx" ON "Faculty"("facultyName");

-- CreateIndex
CREATE UNIQUE INDEX "Faculty_universityId_facultyName_key" ON "Faculty"("universityId", "facultyName");

-- CreateIndex
CREATE INDEX "Level_levelName_idx" ON "Level"("levelName");

-- CreateIndex
CREATE UNIQUE INDEX "Level_universityId_code_key" ON "Level"("universityId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "Level_universityId_levelName_key" ON "Level"("universityId", "levelName");

-- CreateIndex
CREATE INDEX "Program_programName_idx" ON "Program"("programName");

-- CreateIndex
CREATE INDEX "Program_facultyId_idx" ON "Program"("facultyId");

-- CreateIndex
CREATE INDEX "Program_levelId_idx" ON "Program"("levelId");

-- CreateIndex
CREATE UNIQUE INDEX "Program_universityId_programName_key" ON "Program"("universityId", "programName");

-- CreateIndex
CREATE UNIQUE INDEX "Program_universityId_code_key" ON "Program"("universityId", "code");

-- CreateIndex
CREATE INDEX "CampusProgram_programId_idx" ON "CampusProgram"("programId");

-- CreateIndex
CREATE INDEX "MajorSubject_majorSubjectName_idx" ON "MajorSubject"("majorSubjectName");

-- CreateIndex
CREATE UNIQUE INDEX "MajorSubject_programId_campusId_majorSubjectName_key" ON "MajorSubject"("programId", "campusId", "majorSubjectName");

-- CreateIndex
CREATE INDEX "Subject_subjectName_idx" ON "Subject"("subjectName");

-- CreateIndex
CREATE UNIQUE INDEX "Subject_programId_code_key" ON "Subject"("programId", "code");

-- CreateIndex
CREATE INDEX "SubjectMajor_majorSubjectId_idx" ON "SubjectMajor"("majorSubjectId");

-- CreateIndex
CREATE UNIQUE INDEX "FiscalYear_yearNepali_key" ON "FiscalYear"("yearNepali");

-- CreateIndex
CREATE UNIQUE INDEX "FiscalYear_yearEnglish_key" ON "FiscalYear"("yearEnglish");

-- CreateIndex
CREATE UNIQUE INDEX "FiscalYear_index_key" ON "FiscalYear"("index");

-- CreateIndex
CREATE UNIQUE INDEX "Batch_batchNepali_key" ON "Batch"("batchNepali");

-- CreateIndex
CREATE UNIQUE INDEX "EthnicGroup_name_key" ON "EthnicGroup"("name");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeePosition_postName_key" ON "EmployeePosition"("postName");

-- CreateIndex
CREATE INDEX "FeeType_name_idx" ON "FeeType"("name");

-- CreateIndex
CREATE UNIQUE INDEX "FeeType_campusId_batchId_programId_name_key" ON "FeeType"("campusId", "batchId", "programId", "name");

-- CreateIndex
CREATE INDEX "GeneralFeeType_feeName_idx" ON "GeneralFeeType"("feeName");

-- CreateIndex
CREATE UNIQUE INDEX "GeneralFeeType_campusId_feeName_key" ON "GeneralFeeType"("campusId", "feeName");

-- CreateIndex
CREATE UNIQUE INDEX "FeeSetup_campusId_programId_batchId_fiscalYearId_feeTypeId_key" ON "FeeSetup"("campusId", "programId", "batchId", "fiscalYearId", "feeTypeId");

-- CreateIndex
CREATE INDEX "Holiday_campusId_dateStarted_idx" ON "Holiday"("campusId", "dateStarted");

-- CreateIndex
CREATE UNIQUE INDEX "AgeGroup_ageIndex_key" ON "AgeGroup"("ageIndex");

-- CreateIndex
CREATE INDEX "AuditLog_entity_entityId_idx" ON "AuditLog"("entity", "entityId");

-- CreateIndex
CREATE INDEX "AuditLog_userId_at_idx" ON "AuditLog"("userId", "at");

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");

-- AddForeignKey
ALTER TABLE "District" ADD CONSTRAINT "District_provinceId_fkey" FOREIGN KEY ("provinceId") REFERENCES "Province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalLevel" ADD CONSTRAINT "LocalLevel_districtId_fkey" FOREIGN KEY ("districtId") REFERENCES "District"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "University" ADD CONSTRAINT "University_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Campus" ADD CONSTRAINT "Campus_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Campus" ADD CONSTRAINT "Campus_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Faculty" ADD CONSTRAINT "Faculty_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Faculty" ADD CONSTRAINT "Faculty_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Level" ADD CONSTRAINT "Level_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Level" ADD CONSTRAINT "Level_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_facultyId_fkey" FOREIGN KEY ("facultyId") REFERENCES "Faculty"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_levelId_fkey" FOREIGN KEY ("levelId") REFERENCES "Level"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampusProgram" ADD CONSTRAINT "CampusProgram_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampusProgram" ADD CONSTRAINT "CampusProgram_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MajorSubject" ADD CONSTRAINT "MajorSubject_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MajorSubject" ADD CONSTRAINT "MajorSubject_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subject" ADD CONSTRAINT "Subject_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectMajor" ADD CONSTRAINT "SubjectMajor_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectMajor" ADD CONSTRAINT "SubjectMajor_majorSubjectId_fkey" FOREIGN KEY ("majorSubjectId") REFERENCES "MajorSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeType" ADD CONSTRAINT "FeeType_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeType" ADD CONSTRAINT "FeeType_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeType" ADD CONSTRAINT "FeeType_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeType" ADD CONSTRAINT "FeeType_majorSubjectId_fkey" FOREIGN KEY ("majorSubjectId") REFERENCES "MajorSubject"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GeneralFeeType" ADD CONSTRAINT "GeneralFeeType_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeSetup" ADD CONSTRAINT "FeeSetup_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeSetup" ADD CONSTRAINT "FeeSetup_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeSetup" ADD CONSTRAINT "FeeSetup_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeSetup" ADD CONSTRAINT "FeeSetup_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeSetup" ADD CONSTRAINT "FeeSetup_feeTypeId_fkey" FOREIGN KEY ("feeTypeId") REFERENCES "FeeType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReceiptCounter" ADD CONSTRAINT "ReceiptCounter_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReceiptCounter" ADD CONSTRAINT "ReceiptCounter_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Holiday" ADD CONSTRAINT "Holiday_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Holiday" ADD CONSTRAINT "Holiday_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
