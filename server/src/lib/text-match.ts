/**
 * Text a user typed, matched as text. On PostgreSQL, Prisma writes `contains` and an
 * insensitive `equals` as LIKE patterns without escaping them (prisma/prisma#19506), so a
 * search for "%" found every row and a section named "A_" clashed with "AB". Every such
 * filter goes through these, and raw SQL's ILIKE through `containsPattern`.
 */

/** `%`, `_` and the escape character itself, as letters of a LIKE pattern. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The text anywhere in the column, in any case. */
export function containsText(text: string) {
  return { contains: likeLiteral(text), mode: 'insensitive' as const };
}

/** The column is the text, in any case. */
export function sameText(text: string) {
  return { equals: likeLiteral(text), mode: 'insensitive' as const };
}

/** For raw SQL: `column ILIKE ${containsPattern(text)}`. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The text, lowercased, anywhere in a column kept in lower case (a record's `searchName`). */
export function inLowercaseColumn(text: string) {
  return { contains: likeLiteral(text.toLowerCase()) };
}
