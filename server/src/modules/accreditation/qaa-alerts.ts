/**
 * Expiry alerts (issue #29): 180, 90 and 30 days before a campus's accreditation expires, the
 * campus's administrators and the grants body's QAA staff get an email, once each. The check
 * runs as a job of the queue (sent every hour by whichever process runs, one job an hour
 * whatever the number of processes, and at once on an operator's request). Each alert is
 * claimed by inserting its row (unique per award and threshold) before it is sent, so two
 * processes never send the same one; a threshold crossed while HEMIS was not running is claimed
 * without a mail of its own, and only the nearest one is sent. Each recipient reads it in their
 * language (User.language). Addresses are never logged.
 */
import { createHash } from 'node:crypto';
import { QAA_ALERT_DAYS, localDigits, type Language } from '@hemis/contracts';
import type { PrismaClient } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { todayInNepal, type Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail.ts';
import { adText } from './qaa-records.ts';
import { daysBetween, latestAwardSql } from './qaa-status.ts';

export const QAA_EXPIRY_ALERT_QUEUE = 'qaa-expiry-alerts';
export const QAA_ALERT_EVERY_MS = 60 * 60 * 1000;

/** pg-boss wants a UUID id: the hour's own, so processes sending in the same hour queue one job. */
export function hourJobId(now: number): string {
  const hex = createHash('sha256')
    .update(`${QAA_EXPIRY_ALERT_QUEUE}:${Math.floor(now / QAA_ALERT_EVERY_MS)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface ExpiringAward {
  cycleId: number;
  campusId: number;
  campusName: string;
  validUntilAd: Date;
  validUntilBs: string | null;
}

interface AlertLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What one run did: the alerts claimed and the emails sent. */
export interface AlertRun {
  claimed: number;
  emails: number;
}

/** The mail of an alert in `language`: the campus, the expiry (BS and AD) and the days left. */
export function alertMessage(
  award: ExpiringAward,
  daysLeft: number,
  language: Language,
): { subject: string; text: string } {
  const ad = adText(award.validUntilAd);
  if (language === 'ne') {
    const [days, adDate] = [localDigits(daysLeft, language), localDigits(ad, language)];
    const expiry = award.validUntilBs
      ? `${localDigits(award.validUntilBs, language)} वि.सं. (${adDate} ई.सं.)`
      : `${adDate} ई.सं.`;
    return {
      subject: `${award.campusName} को QAA प्रत्यायनको म्याद ${days} दिनमा सकिँदै छ`,
      text: [
        `${award.campusName} को QAA प्रत्यायनको म्याद ${expiry} मा सकिन्छ: आजबाट ${days} दिन।`,
        '',
        'क्याम्पसको प्रत्यायन कायम राख्न यसको पुनःप्रत्यायन विश्वविद्यालय अनुदान आयोगमा नयाँ आशय पत्र पठाएर सुरु हुन्छ।',
      ].join('\n'),
    };
  }
  const expiry = award.validUntilBs ? `${award.validUntilBs} BS (${ad} AD)` : `${ad} AD`;
  return {
    subject: `QAA accreditation of ${award.campusName} expires in ${daysLeft} days`,
    text: [
      `The QAA accreditation of ${award.campusName} expires on ${expiry}: ${daysLeft} days from today.`,
      '',
      'To keep the campus accredited, its re-accreditation starts with a new letter of intent to the University Grants Commission.',
    ].join('\n'),
  };
}

/**
 * Sends the alerts due today: for each campus's latest award in force expiring within the
 * largest threshold, the thresholds it has crossed are claimed, and one email goes to each
 * recipient for the nearest threshold newly claimed.
 */
export async function sendQaaExpiryAlerts(
  prisma: PrismaClient,
  mailer: Pick<Mailer, 'send'>,
  clock: Clock,
  log: AlertLog,
): Promise<AlertRun> {
  const today = todayInNepal(clock);
  const widest = Math.max(...QAA_ALERT_DAYS);
  const awards = await prisma.$queryRaw<ExpiringAward[]>`
    SELECT award."cycleId", c.id AS "campusId", c."campusName", award."validUntilAd", award."validUntilBs"
      FROM "QaaCampus" qc
      JOIN "Campus" c ON c.id = qc."campusId"
      JOIN LATERAL (${latestAwardSql(Prisma.sql`c.id`)}) award ON true
     WHERE award."validUntilAd" >= ${today}::date
       AND award."validUntilAd" - ${today}::date <= ${widest}
     ORDER BY award."validUntilAd", c.id`;
  const run: AlertRun = { claimed: 0, emails: 0 };
  for (const award of awards) {
    const daysLeft = daysBetween(today, adText(award.validUntilAd));
    const crossed = QAA_ALERT_DAYS.filter((threshold) => daysLeft <= threshold);
    const claimed: number[] = [];
    for (const threshold of crossed) {
      const rows = await prisma.$queryRaw<{ daysBefore: number }[]>`
        INSERT INTO "QaaExpiryAlert" ("cycleId", "daysBefore", recipients, "sentAt")
        VALUES (${award.cycleId}, ${threshold}, 0, ${clock.now()})
        ON CONFLICT ("cycleId", "daysBefore") DO NOTHING
        RETURNING "daysBefore"`;
      if (rows.length > 0) claimed.push(threshold);
    }
    run.claimed += claimed.length;
    const nearest = Math.min(...crossed);
    // Only the nearest threshold is worth a mail; ones crossed before it passed unsent.
    if (!claimed.includes(nearest)) continue;
    const recipients = await prisma.user.findMany({
      where: {
        status: 'active',
        email: { not: '' },
        OR: [{ role: 'CollegeAdmin', campusId: award.campusId }, { role: { in: ['Admin', 'UgcAdmin'] } }],
      },
      select: { email: true, language: true },
      orderBy: { id: 'asc' },
    });
    let sent = 0;
    for (const recipient of recipients) {
      try {
        await mailer.send({ to: recipient.email, ...alertMessage(award, daysLeft, recipient.language) });
        sent += 1;
      } catch (error) {
        log.warn({ err: error, campusId: award.campusId }, 'QAA expiry alert: an email could not be sent');
      }
    }
    await prisma.qaaExpiryAlert.update({
      where: { cycleId_daysBefore: { cycleId: award.cycleId, daysBefore: nearest } },
      data: { recipients: sent },
    });
    run.emails += sent;
    log.info({ campusId: award.campusId, daysBefore: nearest, recipients: sent }, 'QAA expiry alert sent');
  }
  return run;
}
