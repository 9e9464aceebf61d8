-- CreateTable
CREATE TABLE "Dropout" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER,
    "reason" TEXT NOT NULL,
    "dateOfEntry" DATE NOT NULL,
    "dateOfEntryBs" TEXT NOT NULL,
    "remarks" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Dropout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Dropout_studentId_key" ON "Dropout"("studentId");

-- CreateIndex
CREATE INDEX "Dropout_campusId_dateOfEntry_idx" ON "Dropout"("campusId", "dateOfEntry");

-- CreateIndex
CREATE INDEX "Dropout_universityId_idx" ON "Dropout"("universityId");

-- CreateIndex
CREATE INDEX "Dropout_fiscalYearId_idx" ON "Dropout"("fiscalYearId");

-- AddForeignKey
ALTER TABLE "Dropout" ADD CONSTRAINT "Dropout_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;
