-- AlterTable
ALTER TABLE "IssuedDocument" ADD COLUMN     "particulars" TEXT;
