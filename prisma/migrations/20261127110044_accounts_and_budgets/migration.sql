-- CreateEnum
CREATE TYPE "AccountGroup" AS ENUM ('Assets', 'Liabilities', 'Equity', 'Income', 'Expenditure');

-- CreateEnum
CREATE TYPE "AccountLedgerKind" AS ENUM ('General', 'Cash', 'Bank');

-- CreateEnum
CREATE TYPE "VoucherType" AS ENUM ('Journal', 'Payment', 'Receipt', 'Opening');

-- CreateEnum
CREATE TYPE "VoucherStatus" AS ENUM ('Prepared', 'Verified', 'Approved');

-- CreateTable
CREATE TABLE "AccountSubGroup" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER,
    "group" "AccountGroup" NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountSubGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountLedger" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER,
    "subGroupId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "AccountLedgerKind" NOT NULL DEFAULT 'General',
    "systemKey" TEXT,
    "financeHeadId" INTEGER,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountLedger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountSubLedger" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "ledgerId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountSubLedger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VoucherCounter" (
    "campusId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "voucherType" "VoucherType" NOT NULL,
    "nextNo" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "VoucherCounter_pkey" PRIMARY KEY ("campusId","fiscalYearId","voucherType")
);

-- CreateTable
CREATE TABLE "Voucher" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "voucherType" "VoucherType" NOT NULL,
    "status" "VoucherStatus" NOT NULL DEFAULT 'Prepared',
    "voucherNo" INTEGER,
    "dateBs" TEXT NOT NULL,
    "dateAd" DATE NOT NULL,
    "narration" TEXT NOT NULL,
    "totalAmount" DECIMAL(16,2) NOT NULL,
    "reversesVoucherId" INTEGER,
    "reversalReason" TEXT,
    "receiptId" INTEGER,
    "isReceiptCancellation" BOOLEAN NOT NULL DEFAULT false,
    "preparedById" INTEGER NOT NULL,
    "preparedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verifiedById" INTEGER,
    "verifiedAt" TIMESTAMP(3),
    "approvedById" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Voucher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VoucherLine" (
    "id" SERIAL NOT NULL,
    "voucherId" INTEGER NOT NULL,
    "lineNo" INTEGER NOT NULL,
    "ledgerId" INTEGER NOT NULL,
    "subLedgerId" INTEGER,
    "debit" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "credit" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "narration" TEXT,
    "campusId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "dateAd" DATE NOT NULL,
    "posted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "VoucherLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountYearClosing" (
    "campusId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "openingVoucherId" INTEGER NOT NULL,
    "closedById" INTEGER NOT NULL,
    "closedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountYearClosing_pkey" PRIMARY KEY ("campusId","fiscalYearId")
);

-- CreateTable
CREATE TABLE "BudgetLine" (
    "id" SERIAL NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "financeHeadId" INTEGER NOT NULL,
    "universityId" INTEGER,
    "campusId" INTEGER,
    "amount" DECIMAL(16,2) NOT NULL,
    "remarks" TEXT,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BudgetLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BudgetRevision" (
    "id" SERIAL NOT NULL,
    "budgetLineId" INTEGER NOT NULL,
    "previousAmount" DECIMAL(16,2) NOT NULL,
    "amount" DECIMAL(16,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "revisedById" INTEGER NOT NULL,
    "revisedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BudgetRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountSubGroup_campusId_group_idx" ON "AccountSubGroup"("campusId", "group");

-- CreateIndex
CREATE UNIQUE INDEX "AccountLedger_systemKey_key" ON "AccountLedger"("systemKey");

-- CreateIndex
CREATE INDEX "AccountLedger_campusId_idx" ON "AccountLedger"("campusId");

-- CreateIndex
CREATE INDEX "AccountLedger_subGroupId_idx" ON "AccountLedger"("subGroupId");

-- CreateIndex
CREATE INDEX "AccountLedger_financeHeadId_idx" ON "AccountLedger"("financeHeadId");

-- CreateIndex
CREATE INDEX "AccountSubLedger_ledgerId_idx" ON "AccountSubLedger"("ledgerId");

-- CreateIndex
CREATE UNIQUE INDEX "AccountSubLedger_campusId_ledgerId_code_key" ON "AccountSubLedger"("campusId", "ledgerId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_reversesVoucherId_key" ON "Voucher"("reversesVoucherId");

-- CreateIndex
CREATE INDEX "Voucher_campusId_fiscalYearId_status_dateAd_idx" ON "Voucher"("campusId", "fiscalYearId", "status", "dateAd");

-- CreateIndex
CREATE INDEX "Voucher_universityId_fiscalYearId_idx" ON "Voucher"("universityId", "fiscalYearId");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_campusId_fiscalYearId_voucherType_voucherNo_key" ON "Voucher"("campusId", "fiscalYearId", "voucherType", "voucherNo");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_receiptId_isReceiptCancellation_key" ON "Voucher"("receiptId", "isReceiptCancellation");

-- CreateIndex
CREATE INDEX "VoucherLine_ledgerId_idx" ON "VoucherLine"("ledgerId");

-- CreateIndex
CREATE INDEX "VoucherLine_subLedgerId_idx" ON "VoucherLine"("subLedgerId");

-- CreateIndex
CREATE UNIQUE INDEX "VoucherLine_voucherId_lineNo_key" ON "VoucherLine"("voucherId", "lineNo");

-- CreateIndex
CREATE UNIQUE INDEX "AccountYearClosing_openingVoucherId_key" ON "AccountYearClosing"("openingVoucherId");

-- CreateIndex
CREATE INDEX "BudgetLine_fiscalYearId_universityId_idx" ON "BudgetLine"("fiscalYearId", "universityId");

-- CreateIndex
CREATE INDEX "BudgetLine_campusId_fiscalYearId_idx" ON "BudgetLine"("campusId", "fiscalYearId");

-- CreateIndex
CREATE INDEX "BudgetRevision_budgetLineId_idx" ON "BudgetRevision"("budgetLineId");

-- AddForeignKey
ALTER TABLE "AccountSubGroup" ADD CONSTRAINT "AccountSubGroup_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountLedger" ADD CONSTRAINT "AccountLedger_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountLedger" ADD CONSTRAINT "AccountLedger_subGroupId_fkey" FOREIGN KEY ("subGroupId") REFERENCES "AccountSubGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountLedger" ADD CONSTRAINT "AccountLedger_financeHeadId_fkey" FOREIGN KEY ("financeHeadId") REFERENCES "FinanceHead"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountSubLedger" ADD CONSTRAINT "AccountSubLedger_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountSubLedger" ADD CONSTRAINT "AccountSubLedger_ledgerId_fkey" FOREIGN KEY ("ledgerId") REFERENCES "AccountLedger"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherCounter" ADD CONSTRAINT "VoucherCounter_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherCounter" ADD CONSTRAINT "VoucherCounter_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_reversesVoucherId_fkey" FOREIGN KEY ("reversesVoucherId") REFERENCES "Voucher"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_receiptId_fkey" FOREIGN KEY ("receiptId") REFERENCES "Receipt"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherLine" ADD CONSTRAINT "VoucherLine_voucherId_fkey" FOREIGN KEY ("voucherId") REFERENCES "Voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherLine" ADD CONSTRAINT "VoucherLine_ledgerId_fkey" FOREIGN KEY ("ledgerId") REFERENCES "AccountLedger"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherLine" ADD CONSTRAINT "VoucherLine_subLedgerId_fkey" FOREIGN KEY ("subLedgerId") REFERENCES "AccountSubLedger"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountYearClosing" ADD CONSTRAINT "AccountYearClosing_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountYearClosing" ADD CONSTRAINT "AccountYearClosing_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetLine" ADD CONSTRAINT "BudgetLine_fiscalYearId_fkey" FOREIGN KEY ("fiscalYearId") REFERENCES "FiscalYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetLine" ADD CONSTRAINT "BudgetLine_financeHeadId_fkey" FOREIGN KEY ("financeHeadId") REFERENCES "FinanceHead"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetLine" ADD CONSTRAINT "BudgetLine_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetRevision" ADD CONSTRAINT "BudgetRevision_budgetLineId_fkey" FOREIGN KEY ("budgetLineId") REFERENCES "BudgetLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A chart's codes are unique within it: the standard chart (campusId null) and each campus's own.
CREATE UNIQUE INDEX "AccountSubGroup_code_per_chart" ON "AccountSubGroup"("campusId", "code") NULLS NOT DISTINCT;
CREATE UNIQUE INDEX "AccountLedger_code_per_chart" ON "AccountLedger"("campusId", "code") NULLS NOT DISTINCT;

-- One budget line a fiscal year, head and holder (the grants body, a university or a campus).
CREATE UNIQUE INDEX "BudgetLine_one_per_holder" ON "BudgetLine"("fiscalYearId", "financeHeadId", "universityId", "campusId") NULLS NOT DISTINCT;
ALTER TABLE "BudgetLine" ADD CONSTRAINT "BudgetLine_amount_not_negative" CHECK ("amount" >= 0);
ALTER TABLE "BudgetLine" ADD CONSTRAINT "BudgetLine_campus_in_university" CHECK ("campusId" IS NULL OR "universityId" IS NOT NULL);

-- The books read posted lines by campus, year, ledger and date.
CREATE INDEX "VoucherLine_posted_by_ledger" ON "VoucherLine"("campusId", "fiscalYearId", "ledgerId", "dateAd") WHERE "posted";

-- A line is a debit or a credit, positive, never both.
ALTER TABLE "VoucherLine" ADD CONSTRAINT "VoucherLine_debit_or_credit" CHECK (
  "debit" >= 0 AND "credit" >= 0 AND ("debit" > 0) <> ("credit" > 0)
);

-- An approved voucher has its number and its approver; a voucher's amount is positive.
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_approved_numbered" CHECK (
  "status" <> 'Approved' OR ("voucherNo" IS NOT NULL AND "approvedById" IS NOT NULL AND "approvedAt" IS NOT NULL)
);
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_amount_positive" CHECK ("totalAmount" > 0);

-- An approved voucher is never changed or deleted, and no voucher enters a closed year.
CREATE FUNCTION "voucher_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'Approved' THEN
    RAISE EXCEPTION 'voucher % is approved: it is reversed, never changed', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM "AccountYearClosing" c WHERE c."campusId" = NEW."campusId" AND c."fiscalYearId" = NEW."fiscalYearId") THEN
    RAISE EXCEPTION 'fiscal year % of campus % is closed', NEW."fiscalYearId", NEW."campusId" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "Voucher_guard" BEFORE INSERT OR UPDATE OR DELETE ON "Voucher" FOR EACH ROW EXECUTE FUNCTION "voucher_guard"();

-- A posted line is never changed or deleted; a line is posted exactly when its voucher is approved.
CREATE FUNCTION "voucher_line_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  approved boolean;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."posted" AND (TG_OP = 'DELETE' OR NEW IS DISTINCT FROM OLD) THEN
    RAISE EXCEPTION 'line % of an approved voucher is never changed', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT v."status" = 'Approved' INTO approved FROM "Voucher" v WHERE v."id" = NEW."voucherId";
  IF NEW."posted" IS DISTINCT FROM approved THEN
    RAISE EXCEPTION 'a line is posted exactly when its voucher is approved' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "VoucherLine_guard" BEFORE INSERT OR UPDATE OR DELETE ON "VoucherLine" FOR EACH ROW EXECUTE FUNCTION "voucher_line_guard"();

-- At commit, an approved voucher balances: at least two posted lines, debits equal credits
-- equal its amount. Checked again whenever a posted line is added.
CREATE FUNCTION "voucher_balance_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The trigger runs for a Voucher (its id) or a VoucherLine (its voucherId).
  voucher_id integer := coalesce((to_jsonb(NEW) ->> 'voucherId')::integer, (to_jsonb(NEW) ->> 'id')::integer);
  v record;
  totals record;
BEGIN
  SELECT "status", "totalAmount" INTO v FROM "Voucher" WHERE "id" = voucher_id;
  IF v."status" IS DISTINCT FROM 'Approved' THEN
    RETURN NULL;
  END IF;
  SELECT count(*) AS lines, count(*) FILTER (WHERE NOT "posted") AS unposted,
         coalesce(sum("debit"), 0) AS debit, coalesce(sum("credit"), 0) AS credit
    INTO totals FROM "VoucherLine" WHERE "voucherId" = voucher_id;
  IF totals.lines < 2 OR totals.unposted > 0 OR totals.debit <> totals.credit OR totals.debit <> v."totalAmount" THEN
    RAISE EXCEPTION 'voucher % does not balance: debits %, credits %, amount %', voucher_id, totals.debit, totals.credit, v."totalAmount"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "Voucher_balances" AFTER INSERT OR UPDATE ON "Voucher" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."status" = 'Approved') EXECUTE FUNCTION "voucher_balance_check"();
CREATE CONSTRAINT TRIGGER "VoucherLine_balances" AFTER INSERT ON "VoucherLine" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."posted") EXECUTE FUNCTION "voucher_balance_check"();

-- The standard chart of accounts of a Nepali campus, shared by every campus (campusId null).

INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Assets', '11', 'Fixed Assets', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1101', 'Land', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1102', 'Buildings', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1103', 'Furniture and Fixtures', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1104', 'Equipment and Laboratory Apparatus', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1105', 'Vehicles', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1106', 'Library Books', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '11'), '1107', 'Computers and IT Equipment', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Assets', '12', 'Current Assets', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '12'), '1201', 'Cash in Hand', 'Cash', 'cash', now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '12'), '1202', 'Bank Account', 'Bank', 'bank', now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '12'), '1203', 'Fees Receivable', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '12'), '1204', 'Advances to Staff', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '12'), '1205', 'Deposits and Prepayments', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Assets', '13', 'Investments', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '13'), '1301', 'Fixed Deposits', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Liabilities', '21', 'Current Liabilities', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2101', 'Salary Payable', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2102', 'Tax Deducted at Source Payable', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2103', 'Provident Fund Payable', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2104', 'Citizen Investment Trust Payable', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2105', 'Sundry Creditors', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2106', 'Student Deposits (Caution Money)', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '21'), '2107', 'Fees Received in Advance', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Liabilities', '22', 'Long-term Liabilities', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '22'), '2201', 'Loans', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Equity', '31', 'Capital Fund', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '31'), '3101', 'Accumulated Fund', 'General', 'accumulated-fund', now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '31'), '3102', 'Capital Grant Fund', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '31'), '3103', 'Endowment Fund', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Income', '41', 'Fee Income', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '41'), '4101', 'Tuition Fees', 'General', 'course-fee-income', now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '41'), '4102', 'Other Fees', 'General', 'general-fee-income', now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Income', '42', 'Grant Income', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '42'), '4201', 'UGC Recurrent Grant', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '42'), '4202', 'UGC Capital Grant', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '42'), '4203', 'Government Grant', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '42'), '4204', 'Local Government Grant', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Income', '43', 'Other Income', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '43'), '4301', 'Interest Income', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '43'), '4302', 'Rental Income', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '43'), '4303', 'Donations', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '43'), '4304', 'Miscellaneous Income', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Expenditure', '51', 'Staff Costs', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '51'), '5101', 'Salaries of Teaching Staff', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '51'), '5102', 'Salaries of Non-teaching Staff', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '51'), '5103', 'Allowances', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '51'), '5104', 'Provident Fund Contribution', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '51'), '5105', 'Part-time Teachers Remuneration', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Expenditure', '52', 'Operating Expenses', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5201', 'Electricity and Water', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5202', 'Communication and Internet', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5203', 'Office Supplies and Stationery', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5204', 'Repairs and Maintenance', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5205', 'Travel', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5206', 'Examination Expenses', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5207', 'Library Expenses', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5208', 'Laboratory Consumables', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5209', 'Scholarships and Student Welfare', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5210', 'Rent', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5211', 'Audit Fee', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5212', 'Bank Charges', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '52'), '5213', 'Miscellaneous Expenses', 'General', NULL, now());
INSERT INTO "AccountSubGroup" ("group", "code", "name", "updatedAt") VALUES ('Expenditure', '53', 'Capital Expenditure', now());
INSERT INTO "AccountLedger" ("subGroupId", "code", "name", "kind", "systemKey", "updatedAt") VALUES
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '53'), '5301', 'Building Construction', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '53'), '5302', 'Furniture and Equipment Purchase', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '53'), '5303', 'Library Books Purchase', 'General', NULL, now()),
  ((SELECT "id" FROM "AccountSubGroup" WHERE "campusId" IS NULL AND "code" = '53'), '5304', 'Vehicle Purchase', 'General', NULL, now());
