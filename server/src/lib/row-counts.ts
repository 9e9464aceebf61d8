/**
 * Counts of people's own rows (students, dropouts' students) by gender and by national ethnic
 * group, for the reports that count rows rather than sum the tallies. They classify as the
 * tallies do (decision 0021): a named group by its name, Others for any group no name lists,
 * and an empty or missing ethnicity as no group.
 */
import { ETHNIC_GROUPS } from '@hemis/contracts';
import { Prisma } from '../generated/prisma/client.ts';

type EthnicGroup = (typeof ETHNIC_GROUPS)[number];

const NAMED_GROUPS = ETHNIC_GROUPS.filter((group) => group !== 'Others');

/** The condition for the rows aliased `alias` of an ethnic group. */
export function inEthnicGroup(alias: string, group: EthnicGroup): Prisma.Sql {
  const ethnicity = Prisma.raw(`${alias}.ethnicity`);
  return group === 'Others'
    ? Prisma.sql`${ethnicity} <> '' AND ${ethnicity} <> ALL(${NAMED_GROUPS})`
    : Prisma.sql`${ethnicity} = ${group}`;
}

/** The condition for the rows aliased `alias` without an ethnic group. */
export function withoutEthnicGroup(alias: string): Prisma.Sql {
  return Prisma.sql`COALESCE(${Prisma.raw(`${alias}.ethnicity`)}, '') = ''`;
}

/** The rows aliased `alias` counted by gender, and all of them: male, female, other (as `otherName`), total. */
export function rowGenderCounts(alias: string, otherName = 'other'): Prisma.Sql {
  const gender = `${alias}.gender`;
  return Prisma.raw(
    [
      `count(*) FILTER (WHERE ${gender} = 'male')::int AS male`,
      `count(*) FILTER (WHERE ${gender} = 'female')::int AS female`,
      `count(*) FILTER (WHERE ${gender} = 'other')::int AS "${otherName}"`,
      'count(*)::int AS total',
    ].join(', '),
  );
}
