-- CreateTable
CREATE TABLE "GraduationApplication" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "studentType" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'graduated',
    "applicantNameEng" TEXT NOT NULL,
    "applicantNameNep" TEXT,
    "doBNepali" TEXT,
    "doBEng" DATE,
    "email" TEXT,
    "gender" "Gender",
    "ethnicity" TEXT,
    "studentAddress" TEXT,
    "contactNo" TEXT,
    "universityIssueNo" TEXT,
    "studentRegNo" TEXT,
    "symbolNoUniversity" TEXT,
    "campusRollNo" TEXT,
    "enrolledYear" INTEGER NOT NULL,
    "passedYear" INTEGER NOT NULL,
    "division" TEXT,
    "gpa" DECIMAL(5,2),
    "fatherName" TEXT,
    "motherName" TEXT,
    "remarks" TEXT,
    "issueDateNep" TEXT,
    "issueDateEng" DATE,
    "searchName" TEXT NOT NULL DEFAULT '',
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GraduationApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GraduationFile" (
    "id" SERIAL NOT NULL,
    "graduationId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GraduationFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GraduationApplication_campusId_fiscalYearId_idx" ON "GraduationApplication"("campusId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "GraduationApplication_universityId_idx" ON "GraduationApplication"("universityId");

-- CreateIndex
CREATE INDEX "GraduationApplication_status_idx" ON "GraduationApplication"("status");

-- CreateIndex
CREATE UNIQUE INDEX "GraduationApplication_studentId_programId_key" ON "GraduationApplication"("studentId", "programId");

-- CreateIndex
CREATE UNIQUE INDEX "GraduationFile_graduationId_kind_key" ON "GraduationFile"("graduationId", "kind");

-- AddForeignKey
ALTER TABLE "GraduationApplication" ADD CONSTRAINT "GraduationApplication_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GraduationFile" ADD CONSTRAINT "GraduationFile_graduationId_fkey" FOREIGN KEY ("graduationId") REFERENCES "GraduationApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;
