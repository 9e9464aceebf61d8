/**
 * StudentTransfer (api-contract 5.6, api-agreement "student-academics"): sending a student to
 * another campus, the transfers out of the caller's campus, the pending transfers into it from
 * campuses in HEMIS, accepting one, and the transfer document.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, StudentTransfer, TransferTargetCampus } from '@hemis/contracts';
import { apiRequest, downloadFile } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { STUDENTS_KEY } from './student-keys.ts';

export const STUDENT_TRANSFERS_KEY = ['student-transfers'] as const;

export type StudentTransferPage = Page<StudentTransfer>;

export type TransferDirection = 'Incoming' | 'Outgoing';

/** What the transfer-out dialog sends (multipart, api-contract 5.6). */
export interface TransferOutInput {
  studentId: number;
  sourceCampusId: number;
  /** 0 when the campus is not in HEMIS; campusName then names it. */
  targetCampusId: number;
  campusName?: string;
  targetProgramId?: number;
  transferReason: string;
  /** YYYY-MM-DD (AD). */
  transferDate: string;
  maintainFees: boolean;
  clearDues: boolean;
  remarks: string;
  transferDocument?: File;
}

/** The list table's search is sent as `name` (the student's). */
export function getStudentTransfers(direction: TransferDirection, request: PageRequest) {
  return apiRequest<StudentTransferPage>(`StudentTransfer/${direction}`, {
    query: { page: request.page, pageSize: request.pageSize, name: request.search },
  });
}

export function useStudentTransfers(direction: TransferDirection, request: PageRequest) {
  return usePagedQuery([...STUDENT_TRANSFERS_KEY, direction, request], () => getStudentTransfers(direction, request));
}

export function transferStudentOut(input: TransferOutInput): Promise<Pick<StudentTransfer, 'id' | 'state'>> {
  const { maintainFees, clearDues, transferDocument, ...fields } = input;
  return apiRequest('StudentTransfer', {
    method: 'POST',
    form: {
      ...fields,
      maintainFees: String(maintainFees),
      clearDues: String(clearDues),
      transferDocument,
    },
  });
}

export function useTransferStudentOut() {
  return useInvalidatingMutation(transferStudentOut, [STUDENT_TRANSFERS_KEY, STUDENTS_KEY]);
}

/** Answers the student's new id at the caller's campus. */
export function acceptStudentTransfer(id: number): Promise<{ id: number }> {
  return apiRequest(`StudentTransfer/${id}/Accept`, { method: 'POST' });
}

export function useAcceptStudentTransfer() {
  return useInvalidatingMutation(acceptStudentTransfer, [STUDENT_TRANSFERS_KEY, STUDENTS_KEY]);
}

export function downloadTransferDocument(id: number): Promise<void> {
  return downloadFile(`StudentTransfer/${id}/document`, undefined, `transfer-${id}`);
}

/** GET StudentTransfer/TargetCampuses: every other campus in HEMIS a student can be sent to. */
export function getTransferTargetCampuses() {
  return apiRequest<TransferTargetCampus[]>('StudentTransfer/TargetCampuses');
}

export const transferTargetCampusesQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT_TRANSFERS_KEY, 'target-campuses'],
    queryFn: getTransferTargetCampuses,
    staleTime: 5 * 60_000,
  });

export function useTransferTargetCampuses() {
  return useQuery(transferTargetCampusesQueryOptions());
}
