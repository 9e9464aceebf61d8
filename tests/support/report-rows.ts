/**
 * What the report tests expect of a report row, counted from the people they seeded: the
 * gender and ethnic-group counts the reports answer, and a row's cells as its spreadsheet lists them.
 */
import { ETHNIC_GROUPS } from '@hemis/contracts';

type EthnicGroup = (typeof ETHNIC_GROUPS)[number];

const NAMED_GROUPS = ETHNIC_GROUPS.filter((group) => group !== 'Others') as readonly string[];

/** The counts of a report row for these people; "Others" counts any ethnicity the reports do not name. */
export function reportCounts<Person extends { gender: string; ethnicity: string | null }>(people: Person[]) {
  const count = (test: (person: Person) => boolean) => people.filter(test).length;
  return {
    male: count((person) => person.gender === 'male'),
    female: count((person) => person.gender === 'female'),
    others: count((person) => person.gender === 'other'),
    total: people.length,
    ethinicGroup: Object.fromEntries(
      ETHNIC_GROUPS.map((group) => [
        group,
        group === 'Others'
          ? count((person) => person.ethnicity !== null && !NAMED_GROUPS.includes(person.ethnicity))
          : count((person) => person.ethnicity === group),
      ]),
    ) as Record<EthnicGroup, number>,
  };
}

/** A program row's cells from its level on, in the order of the report's columns. */
export function programRowCells(
  row: { level: string; faculty: string; program: string } & ReturnType<typeof reportCounts>,
) {
  return [
    row.level,
    row.faculty,
    row.program,
    row.male,
    row.female,
    row.others,
    row.total,
    ...ETHNIC_GROUPS.map((group) => row.ethinicGroup[group]),
  ];
}
