-- AlterTable
ALTER TABLE "GraduationApplication" ADD COLUMN     "userId" INTEGER,
ADD COLUMN     "verifiedAt" TIMESTAMP(3),
ADD COLUMN     "verifiedById" INTEGER;

-- CreateTable
CREATE TABLE "CharacterCertificate" (
    "id" SERIAL NOT NULL,
    "graduationId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "studentId" INTEGER,
    "dateOfCCGenerated" DATE NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "hasUploaded" BOOLEAN NOT NULL DEFAULT false,
    "storageKey" TEXT,
    "fileName" TEXT,
    "contentType" TEXT,
    "size" INTEGER,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CharacterCertificate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AlumniWork" (
    "id" SERIAL NOT NULL,
    "graduationId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "organizationName" TEXT NOT NULL,
    "designation" TEXT NOT NULL,
    "employmentType" TEXT,
    "organizationAddress" TEXT,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlumniWork_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CharacterCertificate_graduationId_key" ON "CharacterCertificate"("graduationId");

-- CreateIndex
CREATE INDEX "CharacterCertificate_campusId_idx" ON "CharacterCertificate"("campusId");

-- CreateIndex
CREATE INDEX "CharacterCertificate_universityId_idx" ON "CharacterCertificate"("universityId");

-- CreateIndex
CREATE INDEX "AlumniWork_graduationId_idx" ON "AlumniWork"("graduationId");

-- CreateIndex
CREATE INDEX "AlumniWork_campusId_idx" ON "AlumniWork"("campusId");

-- CreateIndex
CREATE UNIQUE INDEX "GraduationApplication_userId_key" ON "GraduationApplication"("userId");

-- AddForeignKey
ALTER TABLE "GraduationApplication" ADD CONSTRAINT "GraduationApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CharacterCertificate" ADD CONSTRAINT "CharacterCertificate_graduationId_fkey" FOREIGN KEY ("graduationId") REFERENCES "GraduationApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlumniWork" ADD CONSTRAINT "AlumniWork_graduationId_fkey" FOREIGN KEY ("graduationId") REFERENCES "GraduationApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;
