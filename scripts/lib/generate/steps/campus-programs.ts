/**
 * Step "campus programs": every campus that runs no program yet adopts some of its
 * university's, as campuses of its type do (a community campus BBS and BEd, a private one
 * BBA and BSc CSIT; catalogue.ts), always at least one Bachelor program; and offers major
 * subjects in the programs that have them (BEd English, MBS Finance ...).
 */
import { PROGRAM_MAJORS, PROGRAM_POPULARITY, PROGRAMS_PER_CAMPUS } from '../catalogue.ts';
import { WeightedTable } from '../random.ts';
import { insertRows, type SqlValue } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampusPrograms, loadCampuses, loadMajors, loadPrograms, type Program } from '../world.ts';

/** How often a campus of the type runs the program: rare when the catalogue does not say. */
const adoption = (program: Program, campusType: 'constituent' | 'community' | 'private') =>
  PROGRAM_POPULARITY[program.shortName]?.[campusType] ?? 0.3;

export const campusProgramsStep: GenerateStep = {
  name: 'campus programs',
  async run({ client, random }) {
    const campuses = await loadCampuses(client);
    const programs = await loadPrograms(client);
    const running = await loadCampusPrograms(client);
    const now = new Date();
    const adopted: SqlValue[][] = [];
    for (const campus of campuses) {
      if (running.has(campus.id)) continue;
      const offered = programs.filter((program) => program.universityId === campus.universityId);
      const bachelors = offered.filter((program) => program.levelCode === 'BACH');
      if (bachelors.length === 0) continue;
      const [fewest, most] = PROGRAMS_PER_CAMPUS[campus.campusType];
      const wanted = Math.min(offered.length, random.int(fewest, most));
      const chosen = new Set<Program>([
        new WeightedTable(
          bachelors.map((program) => ({ value: program, weight: adoption(program, campus.campusType) })),
        ).pick(random),
      ]);
      for (let attempt = 0; chosen.size < wanted && attempt < 50; attempt += 1) {
        const rest = offered.filter((program) => !chosen.has(program));
        chosen.add(
          new WeightedTable(
            rest.map((program) => ({ value: program, weight: adoption(program, campus.campusType) })),
          ).pick(random),
        );
      }
      const list = [...chosen].sort((a, b) => a.id - b.id);
      running.set(
        campus.id,
        list.map((program) => program.id),
      );
      for (const program of list) adopted.push([campus.id, program.id]);
    }
    await insertRows(client, 'CampusProgram', ['campusId', 'programId'], adopted);

    const majors = await loadMajors(client);
    const programById = new Map(programs.map((program) => [program.id, program]));
    const offeredMajors: SqlValue[][] = [];
    for (const [campusId, programIds] of running) {
      for (const programId of programIds) {
        const names = PROGRAM_MAJORS[programById.get(programId)?.shortName ?? ''];
        if (!names || majors.has(`${campusId}:${programId}`)) continue;
        const chosen = random.shuffled(names).slice(0, random.int(2, names.length));
        for (const name of chosen.sort()) offeredMajors.push([programId, campusId, name, now]);
      }
    }
    await insertRows(client, 'MajorSubject', ['programId', 'campusId', 'majorSubjectName', 'updatedAt'], offeredMajors);
    return `${count(adopted.length)} programs adopted by campuses, ${count(offeredMajors.length)} major subjects offered`;
  },
};
