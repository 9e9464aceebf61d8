/**
 * A campus's QAA status, computed and never stored (spec 8.6 "Status (computed)"): from its
 * latest awarded cycle and today's date in Nepal. The lists, the campus's standing, the
 * reports and the dashboard all read it from here, in TypeScript for one campus and as SQL
 * for many, so that a campus is "Expired" on the same day everywhere.
 */
import { QAA_EXPIRING_WITHIN_DAYS, type QaaStatus } from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the status is read from: the campus's latest award, if any. */
export interface LatestAward {
  isReaccreditation: boolean;
  /** The last day the award is valid, an AD day (YYYY-MM-DD). */
  validUntilAd: string;
}

/** Whole days from `today` to `day` (both AD YYYY-MM-DD); negative when `day` is past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Accredited or Re-accredited while today is on or before the award's last valid day,
 * Expired after it; Not accredited without an award.
 */
export function qaaStatus(latest: LatestAward | null | undefined, today: string): QaaStatus {
  if (!latest) return 'Not accredited';
  if (today > latest.validUntilAd) return 'Expired';
  return latest.isReaccreditation ? 'Re-accredited' : 'Accredited';
}

/** Whether an award in force expires within the dashboard's and reports' window. */
export function isExpiring(latest: LatestAward | null | undefined, today: string): boolean {
  if (!latest || today > latest.validUntilAd) return false;
  return daysBetween(today, latest.validUntilAd) <= QAA_EXPIRING_WITHIN_DAYS;
}

/**
 * The latest award of each campus, as a lateral subquery to join on a campus column:
 * `LEFT JOIN LATERAL (${latestAwardSql(Prisma.sql`c.id`)}) award ON true` gives
 * award."cycleId", award."isReaccreditation", award."awardedOnAd", award."validUntilAd",
 * award."validUntilBs", award."fiscalYearId" (all null without an award).
 */
export function latestAwardSql(campusColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT q.id AS "cycleId", q."isReaccreditation", q."awardedOnAd", q."awardedOnBs",
           q."validUntilAd", q."validUntilBs", q."fiscalYearId"
      FROM "QaaCycle" q
     WHERE q."campusId" = ${campusColumn} AND q.stage = 'Awarded'
     ORDER BY q."awardedOnAd" DESC, q.id DESC
     LIMIT 1`;
}

/**
 * The status as SQL over a lateral `award` (latestAwardSql) and today's AD day, matching
 * qaaStatus: a CASE giving 'Accredited', 'Re-accredited', 'Expired' or 'Not accredited'.
 */
export function qaaStatusSql(award: Prisma.Sql, today: string): Prisma.Sql {
  return Prisma.sql`CASE
    WHEN ${award}."validUntilAd" IS NULL THEN 'Not accredited'
    WHEN ${award}."validUntilAd" < ${today}::date THEN 'Expired'
    WHEN ${award}."isReaccreditation" THEN 'Re-accredited'
    ELSE 'Accredited' END`;
}
