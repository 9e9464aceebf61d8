-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'ne');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
