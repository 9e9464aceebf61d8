-- CreateEnum
CREATE TYPE "ResearchActivityType" AS ENUM ('Research', 'Publication', 'Fellowship', 'Others');

-- CreateEnum
CREATE TYPE "PublicationType" AS ENUM ('Professional', 'Memorial', 'Bulletin', 'Others');

-- CreateEnum
CREATE TYPE "PublicationFrequency" AS ENUM ('Annual', 'Biannual', 'Others');

-- CreateEnum
CREATE TYPE "FinanceHeadType" AS ENUM ('Income', 'Expenditure');

-- CreateEnum
CREATE TYPE "ExpenditureType" AS ENUM ('Operating Expenditure', 'Capital Expenditure');

-- CreateTable
CREATE TABLE "ResearchPublication" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "activityType" "ResearchActivityType" NOT NULL,
    "publicationType" "PublicationType",
    "activityTitle" TEXT NOT NULL,
    "startDateBs" TEXT,
    "startDateAd" DATE,
    "endDateBs" TEXT,
    "endDateAd" DATE,
    "fundedBy" TEXT,
    "fundedDateBs" TEXT,
    "fundedDateAd" DATE,
    "fundedAmount" DECIMAL(16,2),
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TEXT,
    "publishedDateBs" TEXT,
    "publishedDateAd" DATE,
    "publicationBy" TEXT,
    "publicationFrequency" "PublicationFrequency",
    "supportingMember" TEXT,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ResearchPublication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ResearchPublicationFile" (
    "id" SERIAL NOT NULL,
    "researchPublicationId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResearchPublicationFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FinanceHead" (
    "id" SERIAL NOT NULL,
    "headCode" INTEGER NOT NULL,
    "headType" "FinanceHeadType" NOT NULL,
    "expenditureType" "ExpenditureType",
    "headName" TEXT NOT NULL,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FinanceHead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IncomeExpenditureEntry" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "financeHeadId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "dateOfEntryBs" TEXT NOT NULL,
    "dateOfEntryAd" DATE NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,
    "remarks" TEXT,
    "evidenceStorageKey" TEXT,
    "evidenceFileName" TEXT,
    "evidenceContentType" TEXT,
    "evidenceSize" INTEGER,
    "createdById" INTEGER,
    "cancelledAt" TIMESTAMP(3),
    "cancelledById" INTEGER,
    "cancelReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IncomeExpenditureEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IncomeExpenditureEntryVersion" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "financeHeadId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "dateOfEntryBs" TEXT NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,
    "remarks" TEXT,
    "evidenceStorageKey" TEXT,
    "evidenceFileName" TEXT,
    "evidenceContentType" TEXT,
    "evidenceSize" INTEGER,
    "replacedById" INTEGER,
    "replacedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT,

    CONSTRAINT "IncomeExpenditureEntryVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ResearchPublication_campusId_fiscalYearId_idx" ON "ResearchPublication"("campusId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "ResearchPublication_universityId_fiscalYearId_idx" ON "ResearchPublication"("universityId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "ResearchPublication_fiscalYearId_activityType_idx" ON "ResearchPublication"("fiscalYearId", "activityType");

-- CreateIndex
CREATE INDEX "ResearchPublication_employeeId_idx" ON "ResearchPublication"("employeeId");

-- CreateIndex
CREATE UNIQUE INDEX "ResearchPublicationFile_researchPublicationId_kind_key" ON "ResearchPublicationFile"("researchPublicationId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "FinanceHead_headCode_key" ON "FinanceHead"("headCode");

-- CreateIndex
CREATE INDEX "FinanceHead_headType_expenditureType_idx" ON "FinanceHead"("headType", "expenditureType");

-- CreateIndex
CREATE INDEX "IncomeExpenditureEntry_campusId_fiscalYearId_idx" ON "IncomeExpenditureEntry"("campusId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "IncomeExpenditureEntry_universityId_fiscalYearId_idx" ON "IncomeExpenditureEntry"("universityId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "IncomeExpenditureEntry_fiscalYearId_financeHeadId_idx" ON "IncomeExpenditureEntry"("fiscalYearId", "financeHeadId");

-- CreateIndex
CREATE INDEX "IncomeExpenditureEntryVersion_entryId_idx" ON "IncomeExpenditureEntryVersion"("entryId");

-- AddForeignKey
ALTER TABLE "ResearchPublication" ADD CONSTRAINT "ResearchPublication_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResearchPublication" ADD CONSTRAINT "ResearchPublication_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResearchPublication" ADD CONSTRAINT "ResearchPublication_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResearchPublicationFile" ADD CONSTRAINT "ResearchPublicationFile_researchPublicationId_fkey" FOREIGN KEY ("researchPublicationId") REFERENCES "ResearchPublication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncomeExpenditureEntry" ADD CONSTRAINT "IncomeExpenditureEntry_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncomeExpenditureEntry" ADD CONSTRAINT "IncomeExpenditureEntry_financeHeadId_fkey" FOREIGN KEY ("financeHeadId") REFERENCES "FinanceHead"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncomeExpenditureEntry" ADD CONSTRAINT "IncomeExpenditureEntry_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncomeExpenditureEntryVersion" ADD CONSTRAINT "IncomeExpenditureEntryVersion_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "IncomeExpenditureEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
