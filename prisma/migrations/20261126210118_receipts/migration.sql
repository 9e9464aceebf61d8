-- CreateEnum
CREATE TYPE "ReceiptStatus" AS ENUM ('issued', 'cancelled');

-- CreateEnum
CREATE TYPE "ReceiptChannel" AS ENUM ('counter', 'esewa');

-- CreateEnum
CREATE TYPE "ReceiptItemKind" AS ENUM ('course', 'general');

-- CreateEnum
CREATE TYPE "OnlinePaymentStatus" AS ENUM ('pending', 'complete', 'canceled', 'not_found', 'failed');

-- CreateTable
CREATE TABLE "Receipt" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "receiptNo" INTEGER NOT NULL,
    "studentId" INTEGER,
    "fullName" TEXT NOT NULL,
    "programId" INTEGER,
    "batchId" INTEGER,
    "year" INTEGER,
    "semester" INTEGER,
    "rollNo" TEXT,
    "dateOfPayment" DATE NOT NULL,
    "dateOfPaymentBs" TEXT NOT NULL,
    "totalAmount" DECIMAL(12,2) NOT NULL,
    "channel" "ReceiptChannel" NOT NULL DEFAULT 'counter',
    "remarks" TEXT,
    "applicationFile" TEXT,
    "status" "ReceiptStatus" NOT NULL DEFAULT 'issued',
    "cancelReason" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "cancelledById" INTEGER,
    "issuedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReceiptItem" (
    "id" SERIAL NOT NULL,
    "receiptId" INTEGER NOT NULL,
    "kind" "ReceiptItemKind" NOT NULL,
    "feeTypeId" INTEGER,
    "generalFeeTypeId" INTEGER,
    "particulars" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "remarks" TEXT,

    CONSTRAINT "ReceiptItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnlinePayment" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "transactionUuid" TEXT NOT NULL,
    "campusId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "totalAmount" DECIMAL(12,2) NOT NULL,
    "items" JSONB NOT NULL,
    "status" "OnlinePaymentStatus" NOT NULL DEFAULT 'pending',
    "providerRef" TEXT,
    "receiptId" INTEGER,
    "checkedAt" TIMESTAMP(3),
    "checks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OnlinePayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Receipt_campusId_dateOfPayment_idx" ON "Receipt"("campusId", "dateOfPayment");

-- CreateIndex
CREATE INDEX "Receipt_studentId_idx" ON "Receipt"("studentId");

-- CreateIndex
CREATE INDEX "Receipt_fiscalYearId_dateOfPayment_idx" ON "Receipt"("fiscalYearId", "dateOfPayment");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_campusId_fiscalYearId_receiptNo_key" ON "Receipt"("campusId", "fiscalYearId", "receiptNo");

-- CreateIndex
CREATE INDEX "ReceiptItem_receiptId_idx" ON "ReceiptItem"("receiptId");

-- CreateIndex
CREATE INDEX "ReceiptItem_feeTypeId_idx" ON "ReceiptItem"("feeTypeId");

-- CreateIndex
CREATE INDEX "ReceiptItem_generalFeeTypeId_idx" ON "ReceiptItem"("generalFeeTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "OnlinePayment_transactionUuid_key" ON "OnlinePayment"("transactionUuid");

-- CreateIndex
CREATE UNIQUE INDEX "OnlinePayment_receiptId_key" ON "OnlinePayment"("receiptId");

-- CreateIndex
CREATE INDEX "OnlinePayment_studentId_idx" ON "OnlinePayment"("studentId");

-- CreateIndex
CREATE INDEX "OnlinePayment_status_checkedAt_idx" ON "OnlinePayment"("status", "checkedAt");

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReceiptItem" ADD CONSTRAINT "ReceiptItem_receiptId_fkey" FOREIGN KEY ("receiptId") REFERENCES "Receipt"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReceiptItem" ADD CONSTRAINT "ReceiptItem_feeTypeId_fkey" FOREIGN KEY ("feeTypeId") REFERENCES "FeeType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReceiptItem" ADD CONSTRAINT "ReceiptItem_generalFeeTypeId_fkey" FOREIGN KEY ("generalFeeTypeId") REFERENCES "GeneralFeeType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnlinePayment" ADD CONSTRAINT "OnlinePayment_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnlinePayment" ADD CONSTRAINT "OnlinePayment_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnlinePayment" ADD CONSTRAINT "OnlinePayment_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnlinePayment" ADD CONSTRAINT "OnlinePayment_receiptId_fkey" FOREIGN KEY ("receiptId") REFERENCES "Receipt"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
