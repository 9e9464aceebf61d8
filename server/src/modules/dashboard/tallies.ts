/**
 * The counts the figures add up. StudentTally and GraduationTally (prisma/schema.prisma) hold
 * one row per campus, program, fiscal year and status with its counts by gender and national
 * ethnic group, kept exact by triggers on every write; a figure sums the rows of its scope and
 * filters, so the country's figures read tens of thousands of rows, not 600,000.
 */
import { ETHNIC_GROUPS } from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';

const sumOf = (column: string, alias: string) => `COALESCE(sum(${alias}."${column}"), 0)::int`;

/** male, female, other and total of the tally rows aliased `alias` (other named `otherName`). */
export function tallyGenderCounts(alias: string, otherName = 'other'): Prisma.Sql {
  return Prisma.raw(
    [
      `${sumOf('male', alias)} AS male`,
      `${sumOf('female', alias)} AS female`,
      `${sumOf('other', alias)} AS "${otherName}"`,
      `${sumOf('total', alias)} AS total`,
    ].join(', '),
  );
}

/** Each national ethnic group's count, and the count of rows without a group (noEthnicity). */
export function tallyEthnicCounts(alias: string): Prisma.Sql {
  return Prisma.raw(
    [...ETHNIC_GROUPS, 'noEthnicity'].map((column) => `${sumOf(column, alias)} AS "${column}"`).join(', '),
  );
}

/** The national groups as the contract's `ethinicGroup` object. */
export function tallyEthnicObject(alias: string): Prisma.Sql {
  return Prisma.raw(
    `json_build_object(${ETHNIC_GROUPS.map((group) => `'${group}', ${sumOf(group, alias)}`).join(', ')})`,
  );
}
