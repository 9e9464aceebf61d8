/**
 * What the four statements of a campus's books share (GET AccountReport/*): the query they are
 * read with (the campus, the fiscal year, BS dates within it; a ledger for a ledger's statement)
 * and how each is read, cached and downloaded. Each statement's file names its endpoint.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFormat } from '@hemis/contracts';
import { apiRequest, downloadFile, type QueryValue } from '../../../../lib/api-client.ts';

export const STATEMENTS_KEY = ['account-statements'] as const;

/** The statement's choices as the screen holds them ('' for none). */
export interface StatementRequest {
  /** Chosen by the grants body and universities; a campus's staff read their own books. */
  campusId: string;
  fiscalYearId: string;
  fromDate: string;
  toDate: string;
  ledgerId?: string;
  subLedgerId?: string;
}

export const statementQuery = (request: StatementRequest): Record<string, QueryValue> => ({
  campusId: request.campusId || undefined,
  fiscalYearId: request.fiscalYearId,
  fromDate: request.fromDate || undefined,
  toDate: request.toDate || undefined,
  ledgerId: request.ledgerId || undefined,
  subLedgerId: request.subLedgerId || undefined,
});

function statementQueryOptions<Data>(path: string, request: StatementRequest, enabled: boolean) {
  const query = statementQuery(request);
  return queryOptions({
    queryKey: [...STATEMENTS_KEY, path, query],
    queryFn: () => apiRequest<Data>(path, { query }),
    enabled,
  });
}

/** One statement's endpoint: its fetcher, query options, hook and downloads. */
export function statementEndpoint<Data>(path: string, fileName: string) {
  return {
    path,
    get: (request: StatementRequest) => apiRequest<Data>(path, { query: statementQuery(request) }),
    queryOptions: (request: StatementRequest, enabled: boolean) => statementQueryOptions<Data>(path, request, enabled),
    useStatement: (request: StatementRequest, enabled: boolean) =>
      useQuery(statementQueryOptions<Data>(path, request, enabled)),
    download: (request: StatementRequest, format: ReportFormat) =>
      downloadFile(path, { ...statementQuery(request), format }, `${fileName}.${format}`),
  };
}

export type StatementEndpoint<Data> = ReturnType<typeof statementEndpoint<Data>>;
