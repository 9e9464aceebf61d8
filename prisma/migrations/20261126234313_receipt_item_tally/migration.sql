-- CreateTable
CREATE TABLE "ReceiptItemTally" (
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "fiscalYearId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "kind" "ReceiptItemKind" NOT NULL,
    "particulars" TEXT NOT NULL,
    "receipts" INTEGER NOT NULL DEFAULT 0,
    "amount" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "ReceiptItemTally_pkey" PRIMARY KEY ("campusId","fiscalYearId","programId","kind","particulars","universityId")
);

-- CreateIndex
CREATE INDEX "ReceiptItemTally_universityId_idx" ON "ReceiptItemTally"("universityId");

-- The tally is kept exact by the database itself, whoever writes receipts (the API, the
-- national-data generator, psql), as StudentTally and BoardExamTally are: each statement's
-- changed rows become signed rows (+1 receipt and the amount for what it adds, -1 and minus the
-- amount for what it takes away) with the receipt's campus, university, fiscal year and program,
-- added to the tally in one upsert ordered by key. Only issued receipts count. A receipt counts
-- once for a fee however many of its items name it, so a change of items counts the receipt
-- for a fee only when its first item of that fee comes or its last one goes. The trigger
-- functions use static statements, whose plans a connection keeps: one runs inside every
-- receipt's issuing, while the campus's receipt counter is held.

-- Adds the signed rows given as arrays (one element a row) to ReceiptItemTally.
CREATE FUNCTION "hemis_receipt_item_tally_add"(
  campus_ids int[], university_ids int[], year_ids int[], program_ids int[],
  kinds "ReceiptItemKind"[], names text[], counts int[], amounts numeric[]
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ReceiptItemTally" AS t
         ("campusId", "universityId", "fiscalYearId", "programId", "kind", "particulars", "receipts", "amount")
  SELECT d.campus_id, d.university_id, d.year_id, d.program_id, d.kind, d.name, sum(d.n)::int, sum(d.amount)
    FROM unnest(campus_ids, university_ids, year_ids, program_ids, kinds, names, counts, amounts)
         AS d(campus_id, university_id, year_id, program_id, kind, name, n, amount)
   GROUP BY d.campus_id, d.university_id, d.year_id, d.program_id, d.kind, d.name
  HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0
   ORDER BY d.campus_id, d.year_id, d.program_id, d.kind, d.name, d.university_id
  ON CONFLICT ON CONSTRAINT "ReceiptItemTally_pkey" DO UPDATE SET
    "receipts" = t."receipts" + EXCLUDED."receipts",
    "amount" = t."amount" + EXCLUDED."amount";
END
$$;

-- Items added: their amounts, and their receipt for each fee it held no item of before.
CREATE FUNCTION "hemis_receipt_items_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hemis_receipt_item_tally_add"(array_agg(r."campusId"), array_agg(r."universityId"),
      array_agg(r."fiscalYearId"), array_agg(coalesce(r."programId", 0)), array_agg(g.kind), array_agg(g.particulars),
      array_agg(CASE WHEN EXISTS (
        SELECT 1 FROM "ReceiptItem" i
         WHERE i."receiptId" = g."receiptId" AND i.kind = g.kind AND i.particulars = g.particulars AND i.id <> ALL (g.ids)
      ) THEN 0 ELSE 1 END),
      array_agg(g.amount))
    FROM (SELECT nr."receiptId", nr.kind, nr.particulars, sum(nr.amount) AS amount, array_agg(nr.id) AS ids
            FROM new_rows nr GROUP BY nr."receiptId", nr.kind, nr.particulars) g
    JOIN "Receipt" r ON r.id = g."receiptId"
   WHERE r.status = 'issued';
  RETURN NULL;
END
$$;

-- Items removed: their amounts, and their receipt for each fee it now holds no item of.
CREATE FUNCTION "hemis_receipt_items_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hemis_receipt_item_tally_add"(array_agg(r."campusId"), array_agg(r."universityId"),
      array_agg(r."fiscalYearId"), array_agg(coalesce(r."programId", 0)), array_agg(g.kind), array_agg(g.particulars),
      array_agg(CASE WHEN EXISTS (
        SELECT 1 FROM "ReceiptItem" i WHERE i."receiptId" = g."receiptId" AND i.kind = g.kind AND i.particulars = g.particulars
      ) THEN 0 ELSE -1 END),
      array_agg(-g.amount))
    FROM (SELECT o."receiptId", o.kind, o.particulars, sum(o.amount) AS amount
            FROM old_rows o GROUP BY o."receiptId", o.kind, o.particulars) g
    JOIN "Receipt" r ON r.id = g."receiptId"
   WHERE r.status = 'issued';
  RETURN NULL;
END
$$;

-- Items changed (receipts are cancelled, not edited, so only by hand): for each receipt and fee
-- they touch, the amount's change, and the receipt counted when it holds an item of the fee now
-- and did not before, uncounted when the reverse.
CREATE FUNCTION "hemis_receipt_items_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hemis_receipt_item_tally_add"(array_agg(r."campusId"), array_agg(r."universityId"),
      array_agg(r."fiscalYearId"), array_agg(coalesce(r."programId", 0)), array_agg(g.kind), array_agg(g.particulars),
      array_agg(g.held_now::int - g.held_before::int), array_agg(g.amount))
    FROM (SELECT x."receiptId", x.kind, x.particulars, sum(x.amount) AS amount,
                 EXISTS (SELECT 1 FROM "ReceiptItem" i
                          WHERE i."receiptId" = x."receiptId" AND i.kind = x.kind AND i.particulars = x.particulars) AS held_now,
                 EXISTS (SELECT 1 FROM "ReceiptItem" i
                          WHERE i."receiptId" = x."receiptId" AND i.kind = x.kind AND i.particulars = x.particulars
                            AND i.id NOT IN (SELECT id FROM new_rows))
                 OR EXISTS (SELECT 1 FROM old_rows o
                             WHERE o."receiptId" = x."receiptId" AND o.kind = x.kind AND o.particulars = x.particulars)
                   AS held_before
            FROM (SELECT "receiptId", kind, particulars, amount FROM new_rows
                  UNION ALL
                  SELECT "receiptId", kind, particulars, -amount FROM old_rows) x
           GROUP BY x."receiptId", x.kind, x.particulars) g
    JOIN "Receipt" r ON r.id = g."receiptId"
   WHERE r.status = 'issued';
  RETURN NULL;
END
$$;

-- Receipts whose status, campus, university, fiscal year or program changes (a cancellation,
-- mostly) move their items' counts: out of the old place if they were issued, into the new one
-- if they are. Receipts come without items and lose them before they go, so adding or removing
-- a receipt touches nothing.
CREATE FUNCTION "hemis_receipt_item_tally_receipt_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hemis_receipt_item_tally_add"(array_agg(d.campus_id), array_agg(d.university_id), array_agg(d.year_id),
      array_agg(d.program_id), array_agg(d.kind), array_agg(d.particulars), array_agg(d.n), array_agg(d.amount))
    FROM (SELECT c.n, c.campus_id, c.university_id, c.year_id, c.program_id, g.kind, g.particulars, c.n * g.amount AS amount
            FROM (SELECT 1 AS n, nr.id, nr."campusId" AS campus_id, nr."universityId" AS university_id,
                         nr."fiscalYearId" AS year_id, coalesce(nr."programId", 0) AS program_id
                    FROM new_rows nr JOIN old_rows o ON o.id = nr.id
                   WHERE nr.status = 'issued'
                     AND (nr.status, nr."campusId", nr."universityId", nr."fiscalYearId", nr."programId")
                         IS DISTINCT FROM (o.status, o."campusId", o."universityId", o."fiscalYearId", o."programId")
                  UNION ALL
                  SELECT -1, o.id, o."campusId", o."universityId", o."fiscalYearId", coalesce(o."programId", 0)
                    FROM old_rows o JOIN new_rows nr ON nr.id = o.id
                   WHERE o.status = 'issued'
                     AND (nr.status, nr."campusId", nr."universityId", nr."fiscalYearId", nr."programId")
                         IS DISTINCT FROM (o.status, o."campusId", o."universityId", o."fiscalYearId", o."programId")) c
            JOIN LATERAL (SELECT i.kind, i.particulars, sum(i.amount) AS amount FROM "ReceiptItem" i
                           WHERE i."receiptId" = c.id GROUP BY i.kind, i.particulars) g ON true) d;
  RETURN NULL;
END
$$;

CREATE FUNCTION "hemis_receipt_item_tally_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ReceiptItemTally";
  RETURN NULL;
END
$$;

CREATE TRIGGER "ReceiptItem_tally_insert" AFTER INSERT ON "ReceiptItem"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_items_inserted"();
CREATE TRIGGER "ReceiptItem_tally_update" AFTER UPDATE ON "ReceiptItem"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_items_updated"();
CREATE TRIGGER "ReceiptItem_tally_delete" AFTER DELETE ON "ReceiptItem"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_items_deleted"();
CREATE TRIGGER "ReceiptItem_tally_truncate" AFTER TRUNCATE ON "ReceiptItem"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_item_tally_truncated"();
CREATE TRIGGER "Receipt_item_tally_update" AFTER UPDATE ON "Receipt"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_item_tally_receipt_updated"();
CREATE TRIGGER "Receipt_item_tally_truncate" AFTER TRUNCATE ON "Receipt"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_receipt_item_tally_truncated"();

-- The receipts already issued.
INSERT INTO "ReceiptItemTally" ("campusId", "universityId", "fiscalYearId", "programId", "kind", "particulars", "receipts", "amount")
SELECT r."campusId", r."universityId", r."fiscalYearId", coalesce(r."programId", 0), i.kind, i.particulars,
       count(DISTINCT r.id)::int, sum(i.amount)
  FROM "Receipt" r JOIN "ReceiptItem" i ON i."receiptId" = r.id
 WHERE r.status = 'issued'
 GROUP BY 1, 2, 3, 4, 5, 6;

-- Plans for the first reports read, before autovacuum gets to the new table.
ANALYZE "ReceiptItemTally";
