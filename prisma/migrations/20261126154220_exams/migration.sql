-- CreateEnum
CREATE TYPE "ExamKind" AS ENUM ('internal', 'external');

-- CreateEnum
CREATE TYPE "BoardExamSitting" AS ENUM ('Regular', 'Partial');

-- CreateTable
CREATE TABLE "ExamType" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "exam" "ExamKind" NOT NULL,
    "examName" TEXT NOT NULL,
    "description" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamSchedule" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "batchId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "examType" "ExamKind" NOT NULL,
    "boardSitting" "BoardExamSitting",
    "examName" TEXT NOT NULL,
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "dateFromNepali" TEXT NOT NULL,
    "dateToNepali" TEXT NOT NULL,
    "semester" "Semester",
    "year" "AcademicYear",
    "description" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "resultsPublishedAt" TIMESTAMP(3),
    "resultsPublishedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamRoutine" (
    "id" SERIAL NOT NULL,
    "examScheduleId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "isTheoretical" BOOLEAN NOT NULL,
    "isPractical" BOOLEAN NOT NULL,
    "examDate" DATE NOT NULL,
    "examDateNepali" TEXT NOT NULL,
    "examTime" TEXT NOT NULL,
    "theoreticalFullMarks" DECIMAL(6,2),
    "theoreticalPassMarks" DECIMAL(6,2),
    "practicalFullMarks" DECIMAL(6,2),
    "practicalPassMarks" DECIMAL(6,2),
    "description" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamRoutine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamSitting" (
    "routineId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "appeared" BOOLEAN NOT NULL,
    "appearanceRemarks" TEXT,
    "theoreticalMarks" DECIMAL(6,2),
    "practicalMarks" DECIMAL(6,2),
    "marksRemarks" TEXT,
    "marksEnteredAt" TIMESTAMP(3),
    "marksEnteredById" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamSitting_pkey" PRIMARY KEY ("routineId","studentId")
);

-- CreateTable
CREATE TABLE "GradeBand" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "grade" TEXT NOT NULL,
    "gradePoint" DECIMAL(3,2) NOT NULL,
    "minPercentage" DECIMAL(5,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GradeBand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoardExamResult" (
    "examScheduleId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "appeared" BOOLEAN NOT NULL DEFAULT true,
    "passed" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BoardExamResult_pkey" PRIMARY KEY ("examScheduleId","studentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExamType_campusId_examName_key" ON "ExamType"("campusId", "examName");

-- CreateIndex
CREATE INDEX "ExamSchedule_campusId_fiscalYearId_id_idx" ON "ExamSchedule"("campusId", "fiscalYearId", "id");

-- CreateIndex
CREATE INDEX "ExamSchedule_universityId_fiscalYearId_idx" ON "ExamSchedule"("universityId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "ExamSchedule_programId_batchId_idx" ON "ExamSchedule"("programId", "batchId");

-- CreateIndex
CREATE INDEX "ExamRoutine_campusId_idx" ON "ExamRoutine"("campusId");

-- CreateIndex
CREATE UNIQUE INDEX "ExamRoutine_examScheduleId_subjectId_key" ON "ExamRoutine"("examScheduleId", "subjectId");

-- CreateIndex
CREATE UNIQUE INDEX "ExamRoutine_examScheduleId_examDate_examTime_key" ON "ExamRoutine"("examScheduleId", "examDate", "examTime");

-- CreateIndex
CREATE INDEX "ExamSitting_studentId_idx" ON "ExamSitting"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "GradeBand_universityId_grade_key" ON "GradeBand"("universityId", "grade");

-- CreateIndex
CREATE UNIQUE INDEX "GradeBand_universityId_minPercentage_key" ON "GradeBand"("universityId", "minPercentage");

-- CreateIndex
CREATE INDEX "BoardExamResult_studentId_idx" ON "BoardExamResult"("studentId");

-- CreateIndex
CREATE INDEX "BoardExamResult_campusId_idx" ON "BoardExamResult"("campusId");

-- AddForeignKey
ALTER TABLE "ExamType" ADD CONSTRAINT "ExamType_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSchedule" ADD CONSTRAINT "ExamSchedule_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSchedule" ADD CONSTRAINT "ExamSchedule_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSchedule" ADD CONSTRAINT "ExamSchedule_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSchedule" ADD CONSTRAINT "ExamSchedule_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamRoutine" ADD CONSTRAINT "ExamRoutine_examScheduleId_fkey" FOREIGN KEY ("examScheduleId") REFERENCES "ExamSchedule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamRoutine" ADD CONSTRAINT "ExamRoutine_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSitting" ADD CONSTRAINT "ExamSitting_routineId_fkey" FOREIGN KEY ("routineId") REFERENCES "ExamRoutine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamSitting" ADD CONSTRAINT "ExamSitting_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GradeBand" ADD CONSTRAINT "GradeBand_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoardExamResult" ADD CONSTRAINT "BoardExamResult_examScheduleId_fkey" FOREIGN KEY ("examScheduleId") REFERENCES "ExamSchedule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoardExamResult" ADD CONSTRAINT "BoardExamResult_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
