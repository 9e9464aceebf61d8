-- CreateTable
CREATE TABLE "Scholarship" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "scholarshipType" TEXT NOT NULL,
    "scholarshipName" TEXT NOT NULL,
    "providedBy" TEXT,
    "scholarshipGivenTo" TEXT NOT NULL,
    "isAmount" BOOLEAN NOT NULL,
    "amount" DECIMAL(12,2),
    "percentage" DECIMAL(5,2),
    "dateOfEntryBs" TEXT NOT NULL,
    "dateOfEntry" DATE NOT NULL,
    "remarks" TEXT,
    "applicationKey" TEXT,
    "applicationName" TEXT,
    "applicationType" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Scholarship_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Scholarship_campusId_fiscalYearId_scholarshipType_idx" ON "Scholarship"("campusId", "fiscalYearId", "scholarshipType");

-- CreateIndex
CREATE INDEX "Scholarship_universityId_idx" ON "Scholarship"("universityId");

-- CreateIndex
CREATE INDEX "Scholarship_studentId_idx" ON "Scholarship"("studentId");

-- AddForeignKey
ALTER TABLE "Scholarship" ADD CONSTRAINT "Scholarship_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;
