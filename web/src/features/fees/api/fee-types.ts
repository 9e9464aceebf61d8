/**
 * Course-specific fee types (api-contract 5.10): GET /FeeType, POST /FeeType, PUT /FeeType/{id},
 * and the course fees of one batch and program that the receipt form offers.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreateFeeTypeBodyParsed, FeeType, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQueryHook } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** The key the legacy program fee setup reads its fee types under too, so both refresh together. */
export const FEE_TYPES_KEY = ['fee-types'] as const;

/** The campus's fee types, all of them (a campus has one per batch, program and fee). */
export const useFeeTypeList = listQueryHook<FeeType>([...FEE_TYPES_KEY, 'all'], 'FeeType');

export const useCreateFeeType = () =>
  useInvalidatingMutation(
    (body: CreateFeeTypeBodyParsed) => apiRequest<FeeType>('FeeType', { method: 'POST', json: body }),
    [FEE_TYPES_KEY],
  );

/** PUT /FeeType/{id}: a major left empty is sent as 0, which clears it (a missing one would keep it). */
export const useUpdateFeeType = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: CreateFeeTypeBodyParsed }) =>
      apiRequest<FeeType>(`FeeType/${id}`, {
        method: 'PUT',
        json: { ...body, id, majorSubjectId: body.majorSubjectId ?? 0 },
      }),
    [FEE_TYPES_KEY],
  );

/** The largest page the API gives, which the receipt form asks for (api-contract 5.10). */
const COURSE_FEE_PAGE_SIZE = 100;

/**
 * The course fees a batch of a program pays, active ones only, for the receipt form
 * (GET FeeType?BatchId&ProgramId&page=1&pageSize=100). Nothing is asked before both are known.
 */
export function useCourseFees(batchId: number | undefined, programId: number | undefined) {
  return useQuery({
    queryKey: [...FEE_TYPES_KEY, 'course', batchId, programId],
    queryFn: async () => {
      const page = await apiRequest<Page<FeeType>>('FeeType', {
        query: { batchId, programId, page: 1, pageSize: COURSE_FEE_PAGE_SIZE },
      });
      return page.data.filter((fee) => fee.isActive);
    },
    enabled: Boolean(batchId && programId),
  });
}
