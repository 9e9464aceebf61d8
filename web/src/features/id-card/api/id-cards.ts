/** Identity cards (api-contract 5.14) and the printed student documents' downloads. */
import { useQuery } from '@tanstack/react-query';
import type { CardDesign } from '@hemis/contracts';
import { apiRequest, downloadFile } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export interface CardBatch {
  batchNo: number;
  validityDateNep: string;
  issueDateNep: string;
  batchName: string | null;
  levelName: string;
  programName: string;
  count: number;
}

export interface CardStudent {
  id: number;
  fullName: string;
  programName: string;
  levelName: string;
  batchNepali: string;
  semester: string | null;
  year: string | null;
  validDateNep: string | null;
}

const CARDS = ['id-cards'] as const;

export const useCardBatches = () =>
  useQuery({ queryKey: [...CARDS, 'batches'], queryFn: () => apiRequest<CardBatch[]>('IdCardInfo/batches') });

export const useCardStudents = (programId: number | '', page: number, search: string) =>
  useQuery({
    queryKey: [...CARDS, 'students', programId, page, search],
    queryFn: () =>
      apiRequest<{ students: CardStudent[]; totalRecords: number }>('Student/GetIdCard', {
        query: { programId: programId || undefined, page, pageSize: 50, search: search || undefined },
      }),
  });

export const useIssueCards = () =>
  useInvalidatingMutation(
    (body: {
      programMgmtId: number;
      issueDateNep: string;
      validityDateNep: string;
      validityDateEng: string;
      studentIds: number[];
    }) =>
      apiRequest<{ batchNo: number; count: number }>('IdCardInfo/bulk-by-students', {
        method: 'POST',
        json: { ...body, generationType: 'Bulk' },
      }),
    [CARDS],
  );

export const downloadBatch = (batchNo: number, design: CardDesign) =>
  downloadFile(`IdCardInfo/${batchNo}/pdf`, { design }, `id-cards-batch-${batchNo}.pdf`);
export const downloadStudentCard = (studentId: number, design: CardDesign) =>
  downloadFile(`Student/${studentId}/IdCard/pdf`, { design }, `id-card-${studentId}.pdf`);
export const downloadOwnCard = () => downloadFile('Student/Me/IdCard/pdf', undefined, 'id-card.pdf');
export const downloadRegistrationForm = (studentId: number) =>
  downloadFile(`Student/${studentId}/RegistrationForm/pdf`, undefined, `registration-form-${studentId}.pdf`);
