-- AlterTable
ALTER TABLE "AccountYearClosing" ALTER COLUMN "openingVoucherId" DROP NOT NULL;
