/**
 * Quality assurance and accreditation in the demo: a handful of campuses in the QAA programme so
 * that the QAA screens, the reports and the dashboard's expiring list show figures. Two are
 * accredited (one re-accredited, its earlier award kept), one expires within 180 days of the
 * seed's today, one has expired, and one is walking its first cycle at the self-study report.
 * Every stage was recorded by the grants body's QAA staff (the demo UGC administrator); every
 * date is counted back from the seed's today, so the demo never ages.
 *
 * Like the rest of the seed, a campus is taken into the programme only when it is not in it yet.
 */
import {
  QAA_DEFAULT_VALIDITY_YEARS,
  QAA_STAGES,
  adToBs,
  formatCalendarDate,
  fromUtcDate,
  type QaaStageName,
} from '@hemis/contracts';
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import { dayInNepal } from '../../server/src/lib/clock.ts';

/** The grants-body user who recorded the demo's stages. */
const QAA_STAFF_EMAIL = 'ugcadmin@hemis.local';
const DAY_MS = 86_400_000;

/** A cycle of a demo campus: awarded so many days before today, or standing at a stage reached then. */
type DemoCycle = { awardedDaysAgo: number } | { stage: QaaStageName; reachedDaysAgo: number };

const DEMO_QAA: { campusId: number; remarks: string; cycles: DemoCycle[] }[] = [
  // Re-accredited: the first award ended over a year ago, the renewal is in force.
  {
    campusId: 101,
    remarks: 'Re-accredited after its first five-year award',
    cycles: [{ awardedDaysAgo: 2_300 }, { awardedDaysAgo: 400 }],
  },
  // Accredited for the first time some two and a half years ago.
  { campusId: 104, remarks: 'Accredited in its first cycle', cycles: [{ awardedDaysAgo: 900 }] },
  // Expires 75 days from today: on the dashboard's list, and expiring in the expiry report.
  {
    campusId: 107,
    remarks: 'Accreditation expiring: a renewal is due',
    cycles: [{ awardedDaysAgo: 5 * 365 - 76 }],
  },
  // Expired 120 days ago.
  { campusId: 110, remarks: 'Accreditation expired', cycles: [{ awardedDaysAgo: 5 * 365 + 119 }] },
  // Its first cycle: the self-study report sent a month ago.
  {
    campusId: 111,
    remarks: 'In its first QAA cycle',
    cycles: [{ stage: 'SelfStudyReportSubmitted', reachedDaysAgo: 30 }],
  },
];

const PEER_REVIEW_TEAM = [
  { name: 'Prof. Dr. Shiva Prasad Poudel', role: 'Chair', institution: 'Tribhuvan University' },
  { name: 'Dr. Sarita Shrestha', role: 'Member', institution: 'Kathmandu University' },
  { name: 'Mr. Narayan Bhandari', role: 'Member secretary', institution: 'University Grants Commission' },
];

const DECISIONS: Partial<Record<QaaStageName, string>> = {
  EligibilityGranted: 'Eligible for the QAA programme',
  SelfStudyReportApproved: 'Self-study report approved by the QAA division',
  FinalVisit: 'The peer review team recommends accreditation',
  Awarded: 'Accredited for five years by the QAA council',
};

/** Whole days from a stage to the next as the demo's cycles walk them. */
const STAGE_GAP_DAYS = 40;

interface Day {
  ad: Date;
  bs: string;
}

export async function seedDemoQaa(prisma: PrismaClient, today: Date): Promise<void> {
  const staff = await prisma.user.findUnique({ where: { email: QAA_STAFF_EMAIL }, select: { id: true } });
  if (!staff) return;
  const todayAd = Date.parse(`${dayInNepal(today)}T00:00:00Z`);
  const daysAgo = (days: number): Day => {
    const ad = new Date(todayAd - days * DAY_MS);
    return { ad, bs: formatCalendarDate(adToBs(fromUtcDate(ad))) };
  };
  /** The last day an award made on `awarded` is valid: the day before its anniversary five years on. */
  const lastValidDay = (awarded: Day): { ad: Date; bs: string | null } => {
    const anniversary = new Date(awarded.ad);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() + QAA_DEFAULT_VALIDITY_YEARS);
    const ad = new Date(anniversary.getTime() - DAY_MS);
    // Beyond the B.S. calendar's known years the expiry keeps its A.D. day alone, as awards made in HEMIS do.
    try {
      return { ad, bs: formatCalendarDate(adToBs(fromUtcDate(ad))) };
    } catch {
      return { ad, bs: null };
    }
  };
  const fiscalYearOf = async (day: Day) =>
    (
      await prisma.fiscalYear.findFirst({
        where: { startDateAd: { lte: day.ad }, endDateAd: { gte: day.ad } },
        select: { id: true },
      })
    )?.id ?? null;

  for (const demo of DEMO_QAA) {
    const campus = await prisma.campus.findUnique({
      where: { id: demo.campusId },
      select: { id: true, universityId: true, qaaFile: { select: { campusId: true } } },
    });
    if (!campus || campus.qaaFile) continue;
    await prisma.$transaction(async (db) => {
      await db.qaaCampus.create({
        data: { campusId: campus.id, universityId: campus.universityId, remarks: demo.remarks, createdById: staff.id },
      });
      for (const [index, cycle] of demo.cycles.entries()) {
        const awarded = 'awardedDaysAgo' in cycle ? daysAgo(cycle.awardedDaysAgo) : null;
        const stage: QaaStageName = 'stage' in cycle ? cycle.stage : 'Awarded';
        const reachedDaysAgo = 'stage' in cycle ? cycle.reachedDaysAgo : cycle.awardedDaysAgo;
        const validUntil = awarded ? lastValidDay(awarded) : null;
        const walked = QAA_STAGES.slice(0, QAA_STAGES.indexOf(stage as (typeof QAA_STAGES)[number]) + 1);
        await db.qaaCycle.create({
          data: {
            campusId: campus.id,
            universityId: campus.universityId,
            cycleNumber: index + 1,
            isReaccreditation: index > 0,
            stage,
            fiscalYearId: awarded ? await fiscalYearOf(awarded) : null,
            awardedOnAd: awarded?.ad ?? null,
            awardedOnBs: awarded?.bs ?? null,
            validityYears: awarded ? QAA_DEFAULT_VALIDITY_YEARS : null,
            validUntilAd: validUntil?.ad ?? null,
            validUntilBs: validUntil?.bs ?? null,
            createdById: staff.id,
            events: {
              create: walked.map((reached, position) => {
                const day = daysAgo(reachedDaysAgo + (walked.length - 1 - position) * STAGE_GAP_DAYS);
                return {
                  stage: reached,
                  dateAd: day.ad,
                  dateBs: day.bs,
                  decision: DECISIONS[reached] ?? null,
                  actorId: staff.id,
                };
              }),
            },
            ...(walked.includes('PeerReviewTeamFormed') ? { reviewers: { create: PEER_REVIEW_TEAM } } : {}),
          },
        });
      }
    });
  }
}
