-- CreateTable
CREATE TABLE "LedgerTally" (
    "fiscalYearId" INTEGER NOT NULL,
    "ledgerId" INTEGER NOT NULL,
    "campusId" INTEGER NOT NULL,
    "debit" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "credit" DECIMAL(18,2) NOT NULL DEFAULT 0,

    CONSTRAINT "LedgerTally_pkey" PRIMARY KEY ("fiscalYearId","ledgerId","campusId")
);

-- CreateIndex
CREATE INDEX "Voucher_campusId_voucherType_dateAd_id_idx" ON "Voucher"("campusId", "voucherType", "dateAd", "id");

-- CreateIndex
CREATE INDEX "Voucher_universityId_voucherType_dateAd_id_idx" ON "Voucher"("universityId", "voucherType", "dateAd", "id");

-- CreateIndex
CREATE INDEX "Voucher_voucherType_dateAd_id_idx" ON "Voucher"("voucherType", "dateAd", "id");

-- Lines are posted when they are inserted into an approved voucher (receipts, openings) or
-- when their voucher is approved; a posted line never changes or goes (voucher_line_guard).
-- So the tally adds the lines each statement posts, summed per campus, year and ledger.
CREATE FUNCTION "ledger_tally_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "LedgerTally" ("fiscalYearId", "ledgerId", "campusId", "debit", "credit")
    SELECT l."fiscalYearId", l."ledgerId", l."campusId", sum(l."debit"), sum(l."credit")
      FROM posted_lines l JOIN "Voucher" v ON v."id" = l."voucherId"
     WHERE l."posted" AND v."voucherType" <> 'Opening'
     GROUP BY l."fiscalYearId", l."ledgerId", l."campusId"
    ON CONFLICT ("fiscalYearId", "ledgerId", "campusId") DO UPDATE
      SET "debit" = "LedgerTally"."debit" + EXCLUDED."debit", "credit" = "LedgerTally"."credit" + EXCLUDED."credit";
  ELSE
    INSERT INTO "LedgerTally" ("fiscalYearId", "ledgerId", "campusId", "debit", "credit")
    SELECT l."fiscalYearId", l."ledgerId", l."campusId", sum(l."debit"), sum(l."credit")
      FROM posted_lines l JOIN before_lines b ON b."id" = l."id" JOIN "Voucher" v ON v."id" = l."voucherId"
     WHERE l."posted" AND NOT b."posted" AND v."voucherType" <> 'Opening'
     GROUP BY l."fiscalYearId", l."ledgerId", l."campusId"
    ON CONFLICT ("fiscalYearId", "ledgerId", "campusId") DO UPDATE
      SET "debit" = "LedgerTally"."debit" + EXCLUDED."debit", "credit" = "LedgerTally"."credit" + EXCLUDED."credit";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "VoucherLine_tally_insert" AFTER INSERT ON "VoucherLine"
  REFERENCING NEW TABLE AS posted_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_tally_add"();
CREATE TRIGGER "VoucherLine_tally_update" AFTER UPDATE ON "VoucherLine"
  REFERENCING OLD TABLE AS before_lines NEW TABLE AS posted_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_tally_add"();

-- The lines posted before the tally existed.
INSERT INTO "LedgerTally" ("fiscalYearId", "ledgerId", "campusId", "debit", "credit")
SELECT l."fiscalYearId", l."ledgerId", l."campusId", sum(l."debit"), sum(l."credit")
  FROM "VoucherLine" l JOIN "Voucher" v ON v."id" = l."voucherId"
 WHERE l."posted" AND v."voucherType" <> 'Opening'
 GROUP BY l."fiscalYearId", l."ledgerId", l."campusId";
