/**
 * Paged lists (contracts/src/schemas/pagination.ts): a plain array when the request asks for
 * no page, so the clients that read arrays keep working; a page with its totals otherwise.
 */
import { DEFAULT_PAGE_SIZE, type Page, type PaginationQuery } from '@hemis/contracts';

export interface PageRequest {
  page: number;
  pageSize: number;
  skip: number;
  take: number;
}

/** The page asked for, or undefined when the request names neither a page nor a page size. */
export function pageRequest(query: Pick<PaginationQuery, 'page' | 'pageNumber' | 'pageSize'>): PageRequest | undefined {
  const page = query.page ?? query.pageNumber;
  if (page === undefined && query.pageSize === undefined) return undefined;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const current = page ?? 1;
  return { page: current, pageSize, skip: (current - 1) * pageSize, take: pageSize };
}

export function toPage<Item>(data: Item[], total: number, request: PageRequest): Page<Item> {
  return {
    data,
    totalRecords: total,
    totalCount: total,
    totalPages: Math.ceil(total / request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * Runs a list query as the request asks: every row (an array), or one page and the total.
 * `find` receives Prisma's skip/take, or nothing for all rows.
 */
export async function listOrPage<Item>(
  query: Pick<PaginationQuery, 'page' | 'pageNumber' | 'pageSize'>,
  find: (window?: { skip: number; take: number }) => Promise<Item[]>,
  count: () => Promise<number>,
): Promise<Item[] | Page<Item>> {
  const request = pageRequest(query);
  if (!request) return find();
  const [data, total] = await Promise.all([find({ skip: request.skip, take: request.take }), count()]);
  return toPage(data, total, request);
}

/**
 * A page read in one statement that also counted every matching row (`count(*) OVER ()`,
 * as `total`), instead of a second statement for the total: a paged list then costs one
 * round trip (docs/decisions/0008). A page past the end has no row to carry the count, so
 * `count` answers it then. The rows keep their `total`; the caller maps them to its answer.
 */
export async function countedPage<Row extends { total: number }>(
  rows: Row[],
  request: PageRequest,
  count: () => Promise<number>,
): Promise<Page<Row>> {
  const total = rows[0]?.total ?? (request.skip === 0 ? 0 : await count());
  return toPage(rows, total, request);
}
