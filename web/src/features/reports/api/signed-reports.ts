/** Signed statistical reports (UploadReport, CampusReport): a campus's uploads, and what the campuses in scope submitted. */
import { useQuery } from '@tanstack/react-query';
import type { SignedReport } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const SIGNED_REPORTS = ['signed-reports'] as const;

export const useSignedReports = () =>
  useQuery({ queryKey: SIGNED_REPORTS, queryFn: () => apiRequest<SignedReport[]>('CampusReport') });

export const useUploadSignedReport = () =>
  useInvalidatingMutation(
    (form: { fiscalYearId: string; signedReport: File }) =>
      apiRequest<SignedReport>('UploadReport', { method: 'POST', form }),
    [SIGNED_REPORTS],
  );

export const useDeleteSignedReport = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<{ message: string }>(`UploadReport/${id}`, { method: 'DELETE' }),
    [SIGNED_REPORTS],
  );
