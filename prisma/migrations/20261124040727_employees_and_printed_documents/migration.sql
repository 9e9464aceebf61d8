-- CreateEnum
CREATE TYPE "EmployeeType" AS ENUM ('Teaching', 'Administrative', 'Technical', 'Other');

-- CreateEnum
CREATE TYPE "JoiningType" AS ENUM ('permanent', 'temporary', 'partTime', 'contract');

-- CreateTable
CREATE TABLE "Department" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "departmentName" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Section" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "sectionName" TEXT NOT NULL,
    "sectionType" TEXT NOT NULL DEFAULT '',
    "index" INTEGER,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Section_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employee" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER,
    "universityId" INTEGER,
    "userId" INTEGER,
    "employeeType" "EmployeeType" NOT NULL,
    "salutation" TEXT,
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "searchName" TEXT NOT NULL DEFAULT '',
    "phoneNumber" TEXT,
    "email" TEXT,
    "gender" "Gender" NOT NULL,
    "ethnicity" TEXT,
    "religion" TEXT,
    "maritalStatus" TEXT,
    "citizenshipNo" TEXT,
    "ctzIssueDistrict" TEXT,
    "nidNo" TEXT,
    "dateOfBirthBs" TEXT,
    "dateOfBirthAd" DATE,
    "isSameAsPermanent" BOOLEAN NOT NULL DEFAULT false,
    "employeePositionId" INTEGER,
    "position" TEXT,
    "joiningType" "JoiningType",
    "joiningDateBs" TEXT,
    "joiningDateAd" DATE,
    "facultyId" INTEGER,
    "teachingFacultyName" TEXT,
    "departmentId" INTEGER,
    "sectionId" INTEGER,
    "fiscalYearId" INTEGER,
    "employeeStatus" BOOLEAN NOT NULL DEFAULT true,
    "workPhone" TEXT,
    "workEmail" TEXT,
    "code" TEXT,
    "orgId" TEXT,
    "bankName" TEXT,
    "bankAc" TEXT,
    "bankBranch" TEXT,
    "panNo" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeAddress" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "kind" "AddressKind" NOT NULL,
    "provinceId" INTEGER,
    "districtId" INTEGER,
    "localLevelId" INTEGER,
    "wardNo" INTEGER,
    "blockNo" TEXT,
    "houseNo" TEXT,
    "locality" TEXT,

    CONSTRAINT "EmployeeAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeQualification" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "levelName" TEXT,
    "graduatedFrom" TEXT,
    "institutionName" TEXT,
    "facultyName" TEXT,
    "programName" TEXT,
    "enrolledYear" TEXT,
    "passedYear" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeQualification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeFile" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Signature" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER,
    "universityId" INTEGER,
    "employeeId" INTEGER,
    "name" TEXT NOT NULL,
    "post" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "remarks" TEXT,
    "index" INTEGER NOT NULL,
    "isPositionBelowSign" BOOLEAN NOT NULL DEFAULT false,
    "isUsedSignatureStamp" BOOLEAN NOT NULL DEFAULT false,
    "isUsedStampInCertificate" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureInCharacterCertificate" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureInIdCard" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureInReportCard" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureInAccountReceipt" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureInRecommendationLetter" BOOLEAN NOT NULL DEFAULT false,
    "signatureImageKey" TEXT,
    "signatureImageType" TEXT,
    "stampImageKey" TEXT,
    "stampImageType" TEXT,
    "institutionImageKey" TEXT,
    "institutionImageType" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Signature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeAttendance" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER,
    "employeeId" INTEGER NOT NULL,
    "dateAttended" DATE NOT NULL,
    "timeAttended" TEXT,
    "hasAttended" BOOLEAN NOT NULL,
    "recordedById" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmployeeAttendance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IssuedDocument" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "holderName" TEXT NOT NULL,
    "campusName" TEXT,
    "programName" TEXT,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issueDateBs" TEXT,
    "validUntil" DATE,
    "validUntilBs" TEXT,
    "revokedAt" TIMESTAMP(3),
    "revokedReason" TEXT,
    "issuedById" INTEGER,

    CONSTRAINT "IssuedDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdCardBatch" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "generationType" TEXT NOT NULL DEFAULT 'Bulk',
    "issueDateNep" TEXT NOT NULL,
    "issueDate" DATE,
    "validityDateNep" TEXT NOT NULL,
    "validityDate" DATE NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdCardBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdCard" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "issueDateNep" TEXT NOT NULL,
    "validityDateNep" TEXT NOT NULL,
    "validityDate" DATE NOT NULL,
    "documentId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdCard_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Department_campusId_departmentName_key" ON "Department"("campusId", "departmentName");

-- CreateIndex
CREATE UNIQUE INDEX "Section_campusId_sectionName_key" ON "Section"("campusId", "sectionName");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_userId_key" ON "Employee"("userId");

-- CreateIndex
CREATE INDEX "Employee_campusId_employeeType_id_idx" ON "Employee"("campusId", "employeeType", "id");

-- CreateIndex
CREATE INDEX "Employee_universityId_employeeType_id_idx" ON "Employee"("universityId", "employeeType", "id");

-- CreateIndex
CREATE INDEX "Employee_employeePositionId_idx" ON "Employee"("employeePositionId");

-- CreateIndex
CREATE INDEX "Employee_searchName_idx" ON "Employee" USING GIN ("searchName" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "Employee_campusId_citizenshipNo_key" ON "Employee"("campusId", "citizenshipNo");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_campusId_email_key" ON "Employee"("campusId", "email");

-- CreateIndex
CREATE INDEX "EmployeeAddress_districtId_idx" ON "EmployeeAddress"("districtId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeAddress_employeeId_kind_key" ON "EmployeeAddress"("employeeId", "kind");

-- CreateIndex
CREATE INDEX "EmployeeQualification_employeeId_idx" ON "EmployeeQualification"("employeeId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeFile_employeeId_kind_key" ON "EmployeeFile"("employeeId", "kind");

-- CreateIndex
CREATE INDEX "Signature_campusId_index_idx" ON "Signature"("campusId", "index");

-- CreateIndex
CREATE INDEX "Signature_employeeId_idx" ON "Signature"("employeeId");

-- CreateIndex
CREATE INDEX "EmployeeAttendance_campusId_dateAttended_idx" ON "EmployeeAttendance"("campusId", "dateAttended");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeAttendance_employeeId_dateAttended_key" ON "EmployeeAttendance"("employeeId", "dateAttended");

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_code_key" ON "IssuedDocument"("code");

-- CreateIndex
CREATE INDEX "IssuedDocument_kind_subjectType_subjectId_idx" ON "IssuedDocument"("kind", "subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "IssuedDocument_campusId_issuedAt_idx" ON "IssuedDocument"("campusId", "issuedAt");

-- CreateIndex
CREATE INDEX "IdCardBatch_campusId_createdAt_idx" ON "IdCardBatch"("campusId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdCard_documentId_key" ON "IdCard"("documentId");

-- CreateIndex
CREATE INDEX "IdCard_studentId_idx" ON "IdCard"("studentId");

-- CreateIndex
CREATE INDEX "IdCard_batchId_idx" ON "IdCard"("batchId");

-- AddForeignKey
ALTER TABLE "Department" ADD CONSTRAINT "Department_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Section" ADD CONSTRAINT "Section_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_employeePositionId_fkey" FOREIGN KEY ("employeePositionId") REFERENCES "EmployeePosition"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_facultyId_fkey" FOREIGN KEY ("facultyId") REFERENCES "Faculty"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAddress" ADD CONSTRAINT "EmployeeAddress_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAddress" ADD CONSTRAINT "EmployeeAddress_provinceId_fkey" FOREIGN KEY ("provinceId") REFERENCES "Province"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAddress" ADD CONSTRAINT "EmployeeAddress_districtId_fkey" FOREIGN KEY ("districtId") REFERENCES "District"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAddress" ADD CONSTRAINT "EmployeeAddress_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeQualification" ADD CONSTRAINT "EmployeeQualification_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeFile" ADD CONSTRAINT "EmployeeFile_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Signature" ADD CONSTRAINT "Signature_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAttendance" ADD CONSTRAINT "EmployeeAttendance_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdCard" ADD CONSTRAINT "IdCard_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "IdCardBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdCard" ADD CONSTRAINT "IdCard_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "IssuedDocument"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
