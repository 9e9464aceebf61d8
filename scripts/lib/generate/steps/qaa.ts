/**
 * Step "qaa": about a third of the campuses in the QAA programme (UGC Nepal's quality assurance
 * and accreditation), each with the cycles a campus's QAA file holds: most accredited, some
 * re-accredited after an earlier award that is kept, a share expiring within 180 days of today
 * and a share expired (some of those renewing), others still walking their first cycle or
 * refused. Every cycle carries its stage events, recorded by the grants body's QAA staff, with
 * dates in B.S. and A.D. that never pass today; an award is valid five years and names the
 * fiscal year it was made in. Campuses already in the programme (the demo's) are left alone.
 */
import { QAA_STAGES } from '@hemis/contracts';
import { Days } from '../people.ts';
import { WeightedTable, type Random } from '../random.ts';
import { copyInto, copyLine, insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampuses } from '../world.ts';

/** The share of the campuses given a QAA file. */
const SHARE_IN_PROGRAMME = 1 / 3;
const VALIDITY_DAYS = 5 * 365;

type Profile = 'accredited' | 'reaccredited' | 'expiring' | 'expired' | 'renewing' | 'inProgress' | 'refused';
const PROFILES = new WeightedTable<Profile>([
  { value: 'accredited', weight: 34 },
  { value: 'reaccredited', weight: 14 },
  { value: 'expiring', weight: 12 },
  { value: 'expired', weight: 10 },
  { value: 'renewing', weight: 6 },
  { value: 'inProgress', weight: 19 },
  { value: 'refused', weight: 5 },
]);

const DECISIONS: Partial<Record<(typeof QAA_STAGES)[number], string>> = {
  EligibilityGranted: 'Eligible for the QAA programme',
  SelfStudyReportApproved: 'Self-study report approved by the QAA division',
  FinalVisit: 'Peer review team recommends accreditation',
  Awarded: 'Accredited for five years by the QAA council',
};

/** A cycle to write: its award (day numbers) or the stage it stands at, and the days its stages were reached. */
interface PlannedCycle {
  campusId: number;
  universityId: number;
  cycleNumber: number;
  isReaccreditation: boolean;
  stage: (typeof QAA_STAGES)[number] | 'Refused';
  awardedOn?: number;
  /** The day each stage was reached, in order. */
  events: { stage: string; day: number }[];
}

/** The stages up to and including `last`, reached at spaced days ending on `lastDay`. */
function stagesEndingOn(random: Random, stages: readonly string[], lastDay: number): { stage: string; day: number }[] {
  const events: { stage: string; day: number }[] = [];
  let day = lastDay;
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    events.unshift({ stage: stages[index]!, day });
    day -= random.int(20, 75);
  }
  return events;
}

export const qaaStep: GenerateStep = {
  name: 'qaa',
  async run({ client, random }) {
    const { rows: clock } = await client.query<{ today: Date }>('SELECT CURRENT_DATE AS today');
    const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);
    const today = dayOf(clock[0]!.today);
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date }>(
      'SELECT id, "startDateAd" AS start, "endDateAd" AS "end" FROM "FiscalYear" ORDER BY "startDateAd"',
    );
    const fiscalYearOf = (day: number) =>
      years.find((year) => dayOf(year.start) <= day && day <= dayOf(year.end))?.id ?? null;
    const { rows: staff } = await client.query<{ id: number }>(
      `SELECT id FROM "User" WHERE role IN ('UgcAdmin', 'SuperAdmin') ORDER BY role = 'UgcAdmin' DESC, id LIMIT 1`,
    );
    if (!staff[0]) throw new Error('the database has no grants-body user to record the QAA stages');
    const actorId = staff[0].id;
    const { rows: already } = await client.query<{ campusId: number }>('SELECT "campusId" FROM "QaaCampus"');
    const skip = new Set(already.map((row) => row.campusId));

    const campuses = (await loadCampuses(client)).filter(
      (campus) => !skip.has(campus.id) && random.chance(SHARE_IN_PROGRAMME),
    );
    const cycles: PlannedCycle[] = [];
    const profiles = new Map<Profile, number>();
    const awarded = (campusId: number, universityId: number, cycleNumber: number, on: number): PlannedCycle => ({
      campusId,
      universityId,
      cycleNumber,
      isReaccreditation: cycleNumber > 1,
      stage: 'Awarded',
      awardedOn: on,
      events: stagesEndingOn(random, QAA_STAGES, on),
    });
    for (const campus of campuses) {
      const profile = PROFILES.pick(random);
      profiles.set(profile, (profiles.get(profile) ?? 0) + 1);
      const { id, universityId } = campus;
      if (profile === 'accredited') {
        // In force for more than 180 days yet.
        cycles.push(awarded(id, universityId, 1, today - random.int(30, VALIDITY_DAYS - 200)));
      } else if (profile === 'reaccredited') {
        const renewedOn = today - random.int(30, VALIDITY_DAYS - 200);
        cycles.push(awarded(id, universityId, 1, renewedOn - VALIDITY_DAYS + random.int(-60, 20)));
        cycles.push(awarded(id, universityId, 2, renewedOn));
      } else if (profile === 'expiring') {
        cycles.push(awarded(id, universityId, 1, today + random.int(0, 180) - VALIDITY_DAYS));
      } else if (profile === 'expired' || profile === 'renewing') {
        const expiredOn = today - random.int(1, 900);
        cycles.push(awarded(id, universityId, 1, expiredOn - VALIDITY_DAYS));
        if (profile === 'renewing') {
          const reached = random.int(1, 4);
          cycles.push({
            campusId: id,
            universityId,
            cycleNumber: 2,
            isReaccreditation: true,
            stage: QAA_STAGES[reached - 1]!,
            events: stagesEndingOn(random, QAA_STAGES.slice(0, reached), today - random.int(0, 60)),
          });
        }
      } else if (profile === 'inProgress') {
        const reached = random.int(1, QAA_STAGES.length - 1);
        cycles.push({
          campusId: id,
          universityId,
          cycleNumber: 1,
          isReaccreditation: false,
          stage: QAA_STAGES[reached - 1]!,
          events: stagesEndingOn(random, QAA_STAGES.slice(0, reached), today - random.int(0, 90)),
        });
      } else {
        const refusedOn = today - random.int(30, 1200);
        cycles.push({
          campusId: id,
          universityId,
          cycleNumber: 1,
          isReaccreditation: false,
          stage: 'Refused',
          events: stagesEndingOn(random, [...QAA_STAGES.slice(0, 7), 'Refused'], refusedOn),
        });
      }
    }

    const days = new Days();
    const now = new Date();
    await insertRows(
      client,
      'QaaCampus',
      ['campusId', 'universityId', 'updatedAt'],
      campuses.map((campus) => [campus.id, campus.universityId, now]),
    );
    const inserted = await insertRows<{ id: number; campusId: number; cycleNumber: number }>(
      client,
      'QaaCycle',
      [
        'campusId',
        'universityId',
        'cycleNumber',
        'isReaccreditation',
        'stage',
        'fiscalYearId',
        'awardedOnBs',
        'awardedOnAd',
        'validityYears',
        'validUntilBs',
        'validUntilAd',
        'createdById',
        'updatedAt',
      ],
      cycles.map((cycle) => {
        const on = cycle.awardedOn;
        const until = on === undefined ? undefined : on + VALIDITY_DAYS;
        return [
          cycle.campusId,
          cycle.universityId,
          cycle.cycleNumber,
          cycle.isReaccreditation,
          cycle.stage,
          on === undefined ? null : fiscalYearOf(on),
          on === undefined ? null : days.of(on).bs,
          on === undefined ? null : days.of(on).ad,
          on === undefined ? null : 5,
          until === undefined ? null : days.of(until).bs,
          until === undefined ? null : days.of(until).ad,
          actorId,
          now,
        ];
      }),
      ['id', 'campusId', 'cycleNumber'],
    );
    const cycleIds = new Map(inserted.map((row) => [`${row.campusId}:${row.cycleNumber}`, row.id]));
    const lines: string[] = [];
    for (const cycle of cycles) {
      const cycleId = cycleIds.get(`${cycle.campusId}:${cycle.cycleNumber}`)!;
      for (const event of cycle.events) {
        const day = days.of(Math.min(event.day, today));
        lines.push(
          copyLine([
            cycleId,
            event.stage,
            day.bs,
            day.ad,
            event.stage === 'Refused'
              ? 'The campus does not meet the accreditation standards'
              : (DECISIONS[event.stage as keyof typeof DECISIONS] ?? null),
            actorId,
          ]),
        );
      }
    }
    await copyInto(client, 'QaaStageEvent', ['cycleId', 'stage', 'dateBs', 'dateAd', 'decision', 'actorId'], lines);
    const shares = [...profiles.entries()].map(([profile, campuses]) => `${campuses} ${profile}`).join(', ');
    return `${count(campuses.length)} campuses in the QAA programme (${shares}), ${count(cycles.length)} cycles and ${count(lines.length)} stage events added`;
  },
};
