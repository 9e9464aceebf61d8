-- CreateTable
CREATE TABLE "SignedReport" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignedReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SignedReport_universityId_idx" ON "SignedReport"("universityId");

-- CreateIndex
CREATE UNIQUE INDEX "SignedReport_campusId_fiscalYearId_key" ON "SignedReport"("campusId", "fiscalYearId");
