/**
 * A campus's income and expenditure entries (api-contract 5.11): the list by fiscal year, one
 * page at a time as the server searches, sorts and pages it, adding
 * and changing one (multipart, with its evidence document), cancelling one with a reason, its
 * earlier versions, and the evidence documents, fetched with the session's token.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  CreateIncomeExpenditureEntryBodyParsed,
  IncomeExpenditureEntry,
  IncomeExpenditureEntryVersion,
  Page,
} from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest, downloadFile, type FormValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const ENTRIES_KEY = ['income-expenditure-entries'] as const;

export interface EntryFilters {
  fiscalYearId: string;
  headType: string;
  /** 'true': the cancelled entries in place of those that stand. */
  cancelled: string;
}

/** A page of the entries of the caller's scope, newest first unless sorted. */
export function useIncomeExpenditureEntryPage(request: PageRequest, filters: EntryFilters) {
  return usePagedQuery([...ENTRIES_KEY, 'page', request, filters], () =>
    apiRequest<Page<IncomeExpenditureEntry>>('IncomeExpenditureEntry', {
      query: {
        ...pageQuery(request),
        fiscalYearId: filters.fiscalYearId,
        headType: filters.headType,
        cancelled: filters.cancelled,
      },
    }),
  );
}

/** The entry form's wire fields: evidenceDoc a file, or "" for none (the edit sends no file to keep the kept one). */
function entryForm(body: CreateIncomeExpenditureEntryBodyParsed, keepEvidence: boolean): Record<string, FormValue> {
  return {
    headNameId: body.headNameId,
    fiscalYearId: body.fiscalYearId,
    dateOfEntry: body.dateOfEntry,
    amount: body.amount,
    remarks: body.remarks ?? '',
    ...(body.evidenceDoc instanceof Blob ? { evidenceDoc: body.evidenceDoc } : keepEvidence ? {} : { evidenceDoc: '' }),
  };
}

export const useCreateIncomeExpenditureEntry = () =>
  useInvalidatingMutation(
    (body: CreateIncomeExpenditureEntryBodyParsed) =>
      apiRequest<IncomeExpenditureEntry>('IncomeExpenditureEntry', { method: 'POST', form: entryForm(body, false) }),
    [ENTRIES_KEY],
  );

export const useUpdateIncomeExpenditureEntry = () =>
  useInvalidatingMutation(
    ({ id, body, reason }: { id: number; body: CreateIncomeExpenditureEntryBodyParsed; reason: string }) =>
      apiRequest<IncomeExpenditureEntry>(`IncomeExpenditureEntry/${id}`, {
        method: 'PUT',
        form: { id, ...entryForm(body, true), reason },
      }),
    [ENTRIES_KEY],
  );

/** Cancels an entry made by mistake, with the reason: it leaves the list and the totals and is kept. */
export const useCancelIncomeExpenditureEntry = () =>
  useInvalidatingMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<IncomeExpenditureEntry>(`IncomeExpenditureEntry/${id}/cancel`, { method: 'POST', json: { reason } }),
    [ENTRIES_KEY],
  );

export function useEntryVersions(id: number) {
  return useQuery({
    queryKey: [...ENTRIES_KEY, 'versions', id],
    queryFn: () => apiRequest<IncomeExpenditureEntryVersion[]>(`IncomeExpenditureEntry/${id}/versions`),
  });
}

/** Downloads the evidence the entry keeps, or that one of its earlier versions kept. */
export function downloadEvidence(entryId: number, versionId?: number) {
  const path = versionId
    ? `IncomeExpenditureEntry/${entryId}/versions/${versionId}/evidence`
    : `IncomeExpenditureEntry/${entryId}/evidence`;
  return downloadFile(path, undefined, 'evidenceDoc');
}
