/**
 * Step "students": the bulk. Students are shared out over campuses by size (constituent
 * campuses largest, private ones smallest, each a little different), then each gets a
 * program its campus runs (Bachelor programs draw most), an admission batch and the fiscal
 * year it opened, the semester or year that batch is in now, a standing (most active, the
 * oldest batches graduated, some dropped out or transferred), identifiers unique where set,
 * a home address with the temporary one, and guardians. Rows go in by COPY, with the
 * secondary indexes built once afterwards, all in one transaction.
 */
import type pg from 'pg';
import { PORTAL_CAMPUS_ID } from '../../../../prisma/seed/seed.ts';
import { searchNameOf } from '../../../../server/src/modules/student/student-record.ts';
import { CAMPUS_TYPE_SIZE, LEVEL_STUDENT_FACTOR, PROGRAM_POPULARITY } from '../catalogue.ts';
import { Days, Homes, guardians, mobile, person, type Address } from '../people.ts';
import { WeightedTable, apportion, type Random } from '../random.ts';
import { copyInto, copyLine, withoutSecondaryIndexes, type SqlValue } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import {
  loadAddressTree,
  loadBatches,
  loadCampusPrograms,
  loadCampuses,
  loadMajors,
  loadPrograms,
  loadSections,
  loadUniversities,
  type Batch,
  type Campus,
  type Program,
} from '../world.ts';

const STUDENT_COLUMNS = [
  'id',
  'campusId',
  'universityId',
  'status',
  'nepaliName',
  'firstName',
  'middleName',
  'lastName',
  'searchName',
  'phoneNumber',
  'email',
  'doBBS',
  'doBAD',
  'gender',
  'ethnicity',
  'nationality',
  'religion',
  'disabilityStatus',
  'disabilityType',
  'edg',
  'isMuktaKamaiya',
  'isFromMartyrFamily',
  'citizenshipNo',
  'citizenIssueDist',
  'nidNo',
  'isSameAsPermanent',
  'levelId',
  'facultyId',
  'programId',
  'majorSubjectId',
  'admissionYearId',
  'fiscalYearId',
  'completionYear',
  'dateOfEnrollment',
  'semester',
  'year',
  'sectionId',
  'rollNoManual',
  'universityRegdNo',
  'symbolNo',
  'isVerified',
  'verifiedAt',
  'entranceScore',
  'entranceSymbol',
  'programFee',
  'paidAmount',
  'hasScholarship',
  'scholarshipAmount',
  'isTransferredIn',
  'transferredFrom',
  'transferredDate',
  'transferredDateAd',
  'validDateNep',
  'validDate',
  'createdAt',
  'updatedAt',
] as const;
const ADDRESS_COLUMNS = [
  'studentId',
  'kind',
  'provinceId',
  'districtId',
  'localLevelId',
  'wardNo',
  'houseNo',
  'locality',
] as const;
const GUARDIAN_COLUMNS = ['studentId', 'relation', 'name', 'occupation', 'phone', 'email', 'address'] as const;

const SEMESTERS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'] as const;
const YEARS = ['First', 'Second', 'Third', 'Fourth'] as const;
/** Programs that admit by entrance examination. */
const ENTRANCE_PROGRAMS = new Set(['BSc CSIT', 'BE Civil', 'BE Computer', 'BIM', 'BBA', 'MBA', 'MBBS', 'BSc Nursing']);
/** Students written per round of COPY. */
const ROUND = 25_000;

type Standing = 'active' | 'graduated' | 'droppedOut' | 'transferredOut';
const standingTable = new WeightedTable<Standing>([
  { value: 'active', weight: 86 },
  { value: 'graduated', weight: 9 },
  { value: 'droppedOut', weight: 4 },
  { value: 'transferredOut', weight: 1 },
]);

/** How many students a campus has, relative to the others: by type, each a little different. */
function campusWeight(random: Random, campus: Campus): number {
  // The portal's own campus is one of the largest in the country (Shanker Dev Campus).
  const portal = campus.id === PORTAL_CAMPUS_ID ? 3 : 1;
  return CAMPUS_TYPE_SIZE[campus.campusType] * random.logNormal(0.7) * portal;
}

const intakeTables = new Map<number, WeightedTable<number>>();
/** How many years ago a current student joined, among the last `years` intakes: recent intakes are larger. */
function intakeTable(years: number): WeightedTable<number> {
  let table = intakeTables.get(years);
  if (!table) {
    table = new WeightedTable(
      Array.from({ length: years }, (_, index) => ({ value: index, weight: 1 - 0.06 * index })),
    );
    intakeTables.set(years, table);
  }
  return table;
}

/** The batch a student joined and where they stand: active students in the program's years, graduates before. */
function placement(random: Random, batches: Batch[], program: Program) {
  const newest = batches.length - 1;
  let standing = standingTable.pick(random);
  const duration = Math.max(1, program.duration);
  const within = Math.min(duration, batches.length);
  let yearsAgo: number;
  if (standing === 'graduated' && batches.length > duration) {
    yearsAgo = random.int(duration, newest);
  } else {
    if (standing === 'graduated') standing = 'active';
    yearsAgo = intakeTable(within).pick(random);
  }
  const batch = batches[newest - yearsAgo]!;
  const studyYear = Math.min(yearsAgo, duration - 1);
  const semester =
    program.programType === 'semester'
      ? SEMESTERS[Math.min(2 * studyYear + (standing === 'graduated' ? 1 : 0), 7)]!
      : null;
  const year = program.programType === 'annual' ? YEARS[Math.min(studyYear, 3)]! : null;
  return { standing, batch, yearsAgo, semester, year, duration };
}

function fee(random: Random, campus: Campus, level: string): number {
  const [low, high] =
    campus.campusType === 'private' ? [250, 900] : campus.campusType === 'community' ? [40, 160] : [15, 60];
  return random.int(low, high) * (level === 'MAST' ? 1200 : 1000);
}

/** The student tally's key columns, as its triggers name them (migration 20261125140834_tallies). */
const STUDENT_TALLY_KEYS =
  '"campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", "status", "isVerified"';

/**
 * A superuser's load skips every trigger, the student tallies' too: the students written (with
 * the home addresses written beside them) are then added to them as their triggers would have
 * added them, so the figures count them.
 */
async function addToTallyIfTriggersSkipped(client: pg.ClientBase, firstId: number): Promise<void> {
  const { rows } = await client.query<{ role: string }>(`SELECT current_setting('session_replication_role') AS role`);
  if (rows[0]?.role !== 'replica') return;
  const written = `(SELECT * FROM "Student" WHERE id >= ${Number(firstId)})`;
  const { rows: statements } = await client.query<{ sql: string }>(
    `SELECT "hemis_tally_upsert"('StudentTally', $1, "hemis_tally_rows"(1, $1, $2 || ' AS written')) AS sql
     UNION ALL
     SELECT "hemis_tally_upsert"('StudentHomeTally', "hemis_student_home_keys"(),
                                 "hemis_student_home_rows"(1, $2, "hemis_student_homes"()))`,
    [STUDENT_TALLY_KEYS, written],
  );
  for (const { sql } of statements) await client.query(sql);
}

export const studentsStep: GenerateStep = {
  name: 'students',
  async run({ client, random, sizes, log }) {
    const tree = await loadAddressTree(client);
    const homes = new Homes(tree);
    const universities = new Map((await loadUniversities(client)).map((university) => [university.id, university]));
    const programs = new Map((await loadPrograms(client)).map((program) => [program.id, program]));
    const running = await loadCampusPrograms(client);
    const majors = await loadMajors(client);
    const sections = await loadSections(client);
    const batches = await loadBatches(client);
    if (batches.length === 0) throw new Error('no batches with a fiscal year: seed the database first');
    const campuses = (await loadCampuses(client)).filter((campus) =>
      (running.get(campus.id) ?? []).some((id) => programs.has(id)),
    );
    const shares = apportion(
      sizes.students,
      campuses.map((campus) => campusWeight(random, campus)),
    );
    const days = new Days();
    const campusNames = campuses.map((campus) => campus.campusName);

    await client.query('LOCK TABLE "Student" IN EXCLUSIVE MODE');
    // The rows are consistent by construction (every id read from the database above), and
    // the foreign-key triggers would check each of them again: a third of the time. Only a
    // superuser may skip them; anyone else's rows are checked.
    await client.query(
      `DO $$ BEGIN SET LOCAL session_replication_role = replica; EXCEPTION WHEN insufficient_privilege THEN NULL; END $$`,
    );
    const { rows } = await client.query<{ max: number }>('SELECT COALESCE(MAX(id), 0)::int AS max FROM "Student"');
    const firstId = rows[0]!.max + 1;
    let nextId = firstId;
    let students: string[] = [];
    let addresses: string[] = [];
    let family: string[] = [];
    let written = 0;
    // One round is written while the next is made: PostgreSQL and the generator share the cores.
    let writing: Promise<void> = Promise.resolve();
    const writeRound = async (round: { students: string[]; addresses: string[]; family: string[] }) => {
      await copyInto(client, 'Student', STUDENT_COLUMNS, round.students);
      await copyInto(client, 'StudentAddress', ADDRESS_COLUMNS, round.addresses);
      await copyInto(client, 'StudentGuardian', GUARDIAN_COLUMNS, round.family);
      written += round.students.length;
      log(`  ${count(written)} of ${count(sizes.students)} students written`);
    };
    const flush = async () => {
      const round = { students, addresses, family };
      students = [];
      addresses = [];
      family = [];
      await writing;
      writing = writeRound(round);
      // Awaited at the next flush; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
    };
    /** Lets the connection send what is queued while rows are being made. */
    const yieldToWrites = () => new Promise((resolve) => setImmediate(resolve));

    const addressLine = (studentId: number, kind: 'permanent' | 'temporary', address: Address) =>
      copyLine([
        studentId,
        kind,
        address.localLevel.district.provinceId,
        address.localLevel.district.id,
        address.localLevel.id,
        address.wardNo,
        address.houseNo,
        address.locality,
      ]);

    await withoutSecondaryIndexes(client, ['Student', 'StudentAddress', 'StudentGuardian'], async () => {
      for (const [index, campus] of campuses.entries()) {
        const university = universities.get(campus.universityId)!;
        const campusLevel = campus.localLevelId ? tree.localLevelById.get(campus.localLevelId) : undefined;
        const campusPrograms = running.get(campus.id)!.flatMap((id) => (programs.has(id) ? [programs.get(id)!] : []));
        const programTable = new WeightedTable(
          campusPrograms.map((program) => ({
            value: program,
            weight:
              (PROGRAM_POPULARITY[program.shortName]?.students ?? 1) * (LEVEL_STUDENT_FACTOR[program.levelCode] ?? 0.2),
          })),
        );
        const campusSections = sections.get(campus.id) ?? [];
        for (let sequence = 1; sequence <= shares[index]!; sequence += 1) {
          const id = nextId;
          nextId += 1;
          const program = programTable.pick(random);
          const { standing, batch, semester, year, duration } = placement(random, batches, program);
          const who = person(random);
          const { name } = who;
          const active = standing === 'active';
          const verified = active ? random.chance(batch === batches.at(-1) ? 0.65 : 0.95) : true;

          // Dates: enrolled in the batch's autumn; born 18 to 30 years before.
          const enrolled = Days.fromUtc(batch.adYear, 8, 1) + random.int(0, 140);
          const master = program.levelCode !== 'BACH';
          const age = master ? random.int(22, 30) : 18 + Math.min(random.int(0, 4), random.int(0, 8));
          const born = enrolled - Math.round(age * 365.25) - random.int(0, 364);
          const createdAt = Days.toDate(enrolled);
          createdAt.setUTCHours(random.int(4, 11), random.int(0, 59), random.int(0, 59));
          const cardValidUntil = verified && random.chance(0.5) ? days.of(enrolled + duration * 365) : null;
          const transferredIn = random.chance(0.01);
          const transferredOn = enrolled + random.int(200, 500);

          const homeDistrict = homes.homeDistrict(random, campusLevel?.district);
          const home = homes.addressIn(random, homeDistrict);
          const sameAsHome = homeDistrict === campusLevel?.district ? random.chance(0.8) : random.chance(0.15);
          const stay = sameAsHome || !campusLevel ? home : homes.addressIn(random, campusLevel.district, campusLevel);

          const programMajors = majors.get(`${campus.id}:${program.id}`);
          const majorSubjectId =
            programMajors && random.chance(program.shortName === 'BBS' ? 0.5 : 0.85)
              ? random.pick(programMajors)
              : null;
          const hasFee = random.chance(0.65);
          const programFee = hasFee ? fee(random, campus, program.levelCode) : null;
          const scholarship = random.chance(0.07);
          const entrance = ENTRANCE_PROGRAMS.has(program.shortName) && random.chance(0.9);
          const email = random.chance(0.75) ? `${name.first}.${name.last}${id}@gmail.com`.toLowerCase() : null;
          const rollNo =
            verified && random.chance(0.85)
              ? `${batch.year}-${program.shortName.replace(/\s+/g, '')}-${sequence}`
              : null;
          const regdNo =
            verified && random.chance(0.7)
              ? `${university.id}-${program.levelCode === 'BACH' ? 2 : 3}-${campus.id}-${sequence}-${batch.adYear}`
              : null;
          const symbolNo =
            verified && (standing !== 'active' || batch !== batches.at(-1)) && random.chance(0.6)
              ? `${String(campus.id).padStart(4, '0')}${String(sequence).padStart(6, '0')}`
              : null;
          const first = name.first.toUpperCase();
          const middle = name.middle?.toUpperCase() ?? null;
          const last = name.last.toUpperCase();

          const values: SqlValue[] = [
            id,
            campus.id,
            campus.universityId,
            standing,
            name.nepali,
            first,
            middle,
            last,
            searchNameOf({ firstName: first, middleName: middle, lastName: last, nepaliName: name.nepali }),
            random.chance(0.88) ? mobile(random) : null,
            email,
            days.of(born).bs,
            days.of(born).ad,
            who.gender,
            who.ethnicity,
            random.chance(0.998) ? 'nepali' : 'other',
            who.religion,
            who.disabilityType !== null,
            who.disabilityType,
            who.edg,
            who.ethnicity === 'Tharu' && random.chance(0.03),
            random.chance(0.003),
            random.chance(0.8)
              ? `${random.int(1, 77)}-${random.int(1, 99)}-${random.int(60, 80)}-${random.digits(5)}`
              : null,
            homeDistrict.name,
            random.chance(0.3) ? random.digits(10) : null,
            sameAsHome,
            program.levelId,
            program.facultyId,
            program.id,
            majorSubjectId,
            batch.id,
            batch.fiscalYearId,
            String(batch.year + duration),
            days.of(enrolled).ad,
            semester,
            year,
            verified && active && campusSections.length && random.chance(0.6) ? random.pick(campusSections) : null,
            rollNo,
            regdNo,
            symbolNo,
            verified,
            verified ? createdAt : null,
            entrance ? (random.int(3500, 9500) / 100).toFixed(2) : null,
            entrance ? `E${random.digits(6)}` : null,
            programFee,
            programFee === null ? null : Math.round((programFee * random.int(40, 100)) / 100),
            scholarship,
            scholarship && programFee !== null ? Math.round((programFee * random.int(20, 100)) / 100) : null,
            transferredIn,
            transferredIn ? random.pick(campusNames) : null,
            transferredIn ? days.of(transferredOn).bs : null,
            transferredIn ? days.of(transferredOn).ad : null,
            cardValidUntil?.bs ?? null,
            cardValidUntil?.ad ?? null,
            createdAt,
            createdAt,
          ];
          students.push(copyLine(values));
          addresses.push(addressLine(id, 'permanent', home));
          addresses.push(addressLine(id, 'temporary', stay));
          for (const guardian of guardians(random, who, home)) {
            family.push(
              copyLine([
                id,
                guardian.relation,
                guardian.name,
                guardian.occupation,
                guardian.phone,
                guardian.email,
                guardian.address,
              ]),
            );
          }
          if (students.length >= ROUND) await flush();
          else if (students.length % 500 === 0) await yieldToWrites();
        }
      }
      if (students.length) await flush();
      await writing;
    });
    await client.query(`SELECT setval(pg_get_serial_sequence('"Student"', 'id'), GREATEST($1::int, 1))`, [nextId - 1]);
    await addToTallyIfTriggersSkipped(client, firstId);
    return `${count(written)} students added over ${count(shares.filter((share) => share > 0).length)} campuses`;
  },
};
