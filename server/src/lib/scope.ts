/**
 * The one scope helper (ARCHITECTURE.md: every query on scoped data goes through it). A
 * grants-body user sees every record; a university user the records of its university; a
 * college user those of its campus. A record outside the scope answers 404, exactly like a
 * missing one, so ids of other institutions reveal nothing.
 */
import { isInScope, type Scope } from '@hemis/contracts';
import { Prisma } from '../generated/prisma/client.ts';
import { AppError } from './app-error.ts';

/**
 * A column of the model, or a path through a relation to the owner's column
 * (`'campus.universityId'` for a model that names only its campus, `'program.universityId'`
 * for one that belongs to a program).
 */
export type ScopeColumn<Where> = (keyof Where & string) | `${keyof Where & string}.${string}`;

/** The columns of a model that name its owning campus and university. */
export interface ScopeFields<Where> {
  campusField?: ScopeColumn<Where>;
  universityField?: ScopeColumn<Where>;
}

/** `{ a: { b: value } }` for the path `a.b`. */
function atPath(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as Record<string, unknown>);
}

/** Matches no row: Prisma's `in: []`. */
const NOTHING = { in: [] as number[] };

/**
 * The query's own `where` limited to the scope. The two are joined with AND, never merged:
 * a filter on the scope column (`{ id }` on Campus) must not replace the scope's condition.
 * A campus user of a model without a campus column (a university's faculties, levels,
 * programs) is limited to the campus's university.
 */
export function scopeWhere<Where extends { AND?: Where | Where[] }>(
  scope: Scope,
  fields: ScopeFields<Where>,
  where: Where = {} as Where,
): Where {
  return { AND: [where, scopeCondition(scope, fields)] } as Where;
}

function scopeCondition<Where>(scope: Scope, fields: ScopeFields<Where>): Where {
  const anyField = fields.campusField ?? fields.universityField;
  if (!anyField) throw new Error('scopeWhere needs the campus or the university column of the model');
  switch (scope.kind) {
    case 'all':
      return {} as Where;
    case 'none':
      return atPath(anyField, NOTHING) as Where;
    case 'university':
      if (!fields.universityField) throw new Error('scopeWhere needs the university column for university users');
      return atPath(fields.universityField, scope.universityId) as Where;
    case 'campus':
      return (
        fields.campusField
          ? atPath(fields.campusField, scope.campusId)
          : atPath(fields.universityField ?? anyField, scope.universityId)
      ) as Where;
  }
}

/**
 * The same scope as a SQL condition on a table's campus and university columns, for the
 * aggregate reports and one-statement pages Prisma's query builder cannot write (counts
 * grouped over joins, a page with its total). The columns are SQL fragments written by the
 * caller (`Prisma.sql\`s."campusId"\``), never input. As with scopeWhere, a campus user of a
 * table without a campus column (a university's subjects) is limited to the campus's university.
 */
export function scopeSql(scope: Scope, columns: { campus?: Prisma.Sql; university: Prisma.Sql }): Prisma.Sql {
  switch (scope.kind) {
    case 'all':
      return Prisma.sql`TRUE`;
    case 'none':
      return Prisma.sql`FALSE`;
    case 'university':
      return Prisma.sql`${columns.university} = ${scope.universityId}`;
    case 'campus':
      return columns.campus
        ? Prisma.sql`${columns.campus} = ${scope.campusId}`
        : Prisma.sql`${columns.university} = ${scope.universityId}`;
  }
}

/**
 * The scope narrowed to one of its universities (a report of one university): a university
 * outside the scope narrows to nothing, never widens it; a campus stays its campus when the
 * university is its own.
 */
export function narrowToUniversity(scope: Scope, universityId: number | undefined): Scope {
  if (universityId === undefined) return scope;
  switch (scope.kind) {
    case 'all':
      return { kind: 'university', universityId };
    case 'university':
    case 'campus':
      return scope.universityId === universityId ? scope : { kind: 'none' };
    case 'none':
      return scope;
  }
}

/** A record found within the scope, or the 404 a missing record gets. */
export function foundOrNotFound<T>(record: T | null | undefined, what: string): T {
  if (record === null || record === undefined) throw AppError.notFound(what);
  return record;
}

/** For a record loaded by id: out of scope answers like missing. */
export function assertInScope(
  scope: Scope,
  owner: { universityId?: number | null; campusId?: number | null },
  what: string,
): void {
  if (!isInScope(scope, owner)) throw AppError.notFound(what);
}
