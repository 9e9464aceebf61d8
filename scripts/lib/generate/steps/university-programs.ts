/**
 * Step "university programs": the demo seed gives programs only to Tribhuvan and Kathmandu
 * universities. Every other university gets what it teaches (catalogue.ts): copies of the
 * seeded programs under its own faculties and levels, or programs of its own (health,
 * agriculture), so that campuses of every university have students.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../paths.ts';
import { UNIVERSITY_CATALOGUES, type ProgramSpec } from '../catalogue.ts';
import { insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadPrograms, loadUniversities } from '../world.ts';

interface Reference {
  faculties: { name: string; shortName: string; type: 'general' | 'technical' }[];
  levels: { name: string; code: string }[];
}

const reference = (): Reference =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'prisma', 'seed', 'data', 'reference.json'), 'utf8')) as Reference;

const programCode = (shortName: string) => shortName.toUpperCase().replace(/\s+/g, '-');

export const universityProgramsStep: GenerateStep = {
  name: 'university programs',
  async run({ client }) {
    const { faculties, levels } = reference();
    const universities = await loadUniversities(client);
    const existing = await loadPrograms(client);
    const facultyNames = new Map(
      (await client.query<{ id: number; shortName: string }>('SELECT id, "shortName" FROM "Faculty"')).rows.map(
        (row) => [row.id, row.shortName],
      ),
    );
    const levelCodes = new Map(levels.map((level) => [level.code, level]));
    const now = new Date();
    let added = 0;
    for (const university of universities) {
      const catalogue = UNIVERSITY_CATALOGUES[university.code];
      if (!catalogue || existing.some((program) => program.universityId === university.id)) continue;
      const specs: ProgramSpec[] = [
        ...catalogue.copies.flatMap((shortName) => {
          const source = existing.find((program) => program.shortName === shortName);
          if (!source) return [];
          return [
            {
              name: source.programName,
              shortName: source.shortName,
              faculty: facultyNames.get(source.facultyId)!,
              level: source.levelCode,
              type: source.programType,
              durationYears: source.duration,
            },
          ];
        }),
        ...(catalogue.own ?? []),
      ];
      const facultiesUsed = faculties.filter((faculty) => specs.some((spec) => spec.faculty === faculty.shortName));
      await insertRows(
        client,
        'Faculty',
        ['universityId', 'facultyName', 'facultyType', 'shortName', 'code', 'updatedAt'],
        facultiesUsed.map((faculty) => [
          university.id,
          faculty.name,
          faculty.type,
          faculty.shortName,
          faculty.shortName.toUpperCase(),
          now,
        ]),
      );
      await insertRows(
        client,
        'Level',
        ['universityId', 'levelName', 'shortName', 'code', 'updatedAt'],
        levels.map((level) => [university.id, level.name, level.name, level.code, now]),
      );
      const facultyIds = new Map(
        (
          await client.query<{ id: number; shortName: string }>(
            'SELECT id, "shortName" FROM "Faculty" WHERE "universityId" = $1',
            [university.id],
          )
        ).rows.map((row) => [row.shortName, row.id]),
      );
      const levelIds = new Map(
        (
          await client.query<{ id: number; code: string }>('SELECT id, code FROM "Level" WHERE "universityId" = $1', [
            university.id,
          ])
        ).rows.map((row) => [row.code, row.id]),
      );
      const inserted = await insertRows(
        client,
        'Program',
        [
          'universityId',
          'facultyId',
          'levelId',
          'programName',
          'shortName',
          'code',
          'programType',
          'duration',
          'updatedAt',
        ],
        specs
          .filter((spec) => levelCodes.has(spec.level) && facultyIds.has(spec.faculty))
          .map((spec) => [
            university.id,
            facultyIds.get(spec.faculty)!,
            levelIds.get(spec.level)!,
            spec.name,
            spec.shortName,
            programCode(spec.shortName),
            spec.type,
            spec.durationYears,
            now,
          ]),
        ['id'],
      );
      added += inserted.length;
    }
    return `${count(added)} programs added to universities that had none`;
  },
};
