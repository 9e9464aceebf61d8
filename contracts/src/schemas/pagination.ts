/**
 * Paged lists. The screens offer 25, 50 and 75 rows (spec section 9); a few existing
 * clients ask for more (receipt forms load course fees with pageSize=100, api-contract
 * 5.10), so the API accepts up to MAX_PAGE_SIZE. Pages are 1-based (api-contract 4.4);
 * `pageNumber` is the name some clients use for `page`.
 *
 * A list answers a plain array when no page is asked for (the clients that read arrays
 * keep working) and a page object otherwise. The page object carries every total name the
 * existing clients read (api-contract 4.4: totalRecords, totalCount, totalPages).
 */
import { z } from 'zod';
import { optionalText } from './fields.ts';

export const MAX_PAGE_SIZE = 100;

const pageNumber = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int()
    .min(1, 'Page must be a whole number from 1')
    .optional(),
);

export const SORT_ORDERS = ['asc', 'desc'] as const;

export const PaginationQuerySchema = z.object({
  page: pageNumber,
  pageNumber,
  pageSize: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .int()
      .min(1, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .optional(),
  ),
  search: optionalText(),
  sortOrder: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(SORT_ORDERS, { error: 'Sort order must be asc or desc' }).optional(),
  ),
});
export type PaginationQuery = z.output<typeof PaginationQuerySchema>;

/** A sort key among the given columns, for a list's query schema. */
export function sortByField<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return z.enum(columns, { error: `Sort by one of: ${columns.join(', ')}` }).optional();
}

/** One page of a list, with the totals under every name the existing clients read. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    totalRecords: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<Item> {
  data: Item[];
  totalRecords: number;
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** A list that answers an array without paging parameters and a page with them. */
export function listOrPageSchema<Item extends z.ZodType>(item: Item) {
  return z.union([z.array(item), pageSchema(item)]);
}
