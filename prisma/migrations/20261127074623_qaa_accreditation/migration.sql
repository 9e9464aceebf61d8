-- CreateEnum
CREATE TYPE "QaaStage" AS ENUM ('LetterOfIntent', 'EligibilityGranted', 'SelfStudyReportSubmitted', 'SelfStudyReportApproved', 'PeerReviewTeamFormed', 'PreVisit', 'FinalVisit', 'Awarded', 'Deferred', 'Refused');

-- CreateTable
CREATE TABLE "QaaCampus" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "remarks" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QaaCampus_pkey" PRIMARY KEY ("campusId")
);

-- CreateTable
CREATE TABLE "QaaCycle" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "cycleNumber" INTEGER NOT NULL,
    "isReaccreditation" BOOLEAN NOT NULL DEFAULT false,
    "stage" "QaaStage" NOT NULL DEFAULT 'LetterOfIntent',
    "recordedDirectly" BOOLEAN NOT NULL DEFAULT false,
    "fiscalYearId" INTEGER,
    "awardedOnBs" TEXT,
    "awardedOnAd" DATE,
    "validityYears" INTEGER,
    "validUntilBs" TEXT,
    "validUntilAd" DATE,
    "remarks" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QaaCycle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaaStageEvent" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "stage" "QaaStage" NOT NULL,
    "returnedToStage" "QaaStage",
    "dateBs" TEXT NOT NULL,
    "dateAd" DATE NOT NULL,
    "decision" TEXT,
    "remarks" TEXT,
    "documentStorageKey" TEXT,
    "documentFileName" TEXT,
    "documentContentType" TEXT,
    "documentSize" INTEGER,
    "actorId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaaStageEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaaPeerReviewer" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "institution" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaaPeerReviewer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaaExpiryAlert" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "daysBefore" INTEGER NOT NULL,
    "recipients" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaaExpiryAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QaaCampus_universityId_idx" ON "QaaCampus"("universityId");

-- CreateIndex
CREATE INDEX "QaaCycle_universityId_idx" ON "QaaCycle"("universityId");

-- CreateIndex
CREATE INDEX "QaaCycle_stage_validUntilAd_idx" ON "QaaCycle"("stage", "validUntilAd");

-- CreateIndex
CREATE UNIQUE INDEX "QaaCycle_campusId_cycleNumber_key" ON "QaaCycle"("campusId", "cycleNumber");

-- CreateIndex
CREATE INDEX "QaaStageEvent_cycleId_idx" ON "QaaStageEvent"("cycleId");

-- CreateIndex
CREATE INDEX "QaaPeerReviewer_cycleId_idx" ON "QaaPeerReviewer"("cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "QaaExpiryAlert_cycleId_daysBefore_key" ON "QaaExpiryAlert"("cycleId", "daysBefore");

-- AddForeignKey
ALTER TABLE "QaaCampus" ADD CONSTRAINT "QaaCampus_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaaCycle" ADD CONSTRAINT "QaaCycle_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "QaaCampus"("campusId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaaCycle" ADD CONSTRAINT "QaaCycle_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaaStageEvent" ADD CONSTRAINT "QaaStageEvent_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "QaaCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaaPeerReviewer" ADD CONSTRAINT "QaaPeerReviewer_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "QaaCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaaExpiryAlert" ADD CONSTRAINT "QaaExpiryAlert_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "QaaCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A campus walks one cycle at a time: at most one cycle that is neither awarded nor refused.
CREATE UNIQUE INDEX "QaaCycle_one_open_cycle_per_campus" ON "QaaCycle"("campusId") WHERE "stage" NOT IN ('Awarded', 'Refused');

-- A deferral returns the cycle to an earlier stage; the cycle itself never stands at Deferred.
ALTER TABLE "QaaCycle" ADD CONSTRAINT "QaaCycle_stage_not_deferred" CHECK ("stage" <> 'Deferred');

-- An award has its dates and validity, and a validity ends after the award.
ALTER TABLE "QaaCycle" ADD CONSTRAINT "QaaCycle_award_dates" CHECK (
  "stage" <> 'Awarded' OR ("awardedOnAd" IS NOT NULL AND "validUntilAd" IS NOT NULL AND "validUntilAd" > "awardedOnAd")
);
