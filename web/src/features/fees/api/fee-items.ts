/** Fee items (api-contract 5.10): GET /GeneralFeeType, POST /GeneralFeeType, PUT /GeneralFeeType/{id}. */
import type { CreateGeneralFeeTypeBodyParsed, GeneralFeeType } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQueryHook } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const FEE_ITEMS_KEY = ['fee-items'] as const;

/** The campus's fee items, general and course-specific, all of them. */
export const useFeeItems = listQueryHook<GeneralFeeType>(FEE_ITEMS_KEY, 'GeneralFeeType');

export const useCreateFeeItem = () =>
  useInvalidatingMutation(
    (body: CreateGeneralFeeTypeBodyParsed) =>
      apiRequest<GeneralFeeType>('GeneralFeeType', { method: 'POST', json: body }),
    [FEE_ITEMS_KEY],
  );

export const useUpdateFeeItem = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: CreateGeneralFeeTypeBodyParsed }) =>
      apiRequest<GeneralFeeType>(`GeneralFeeType/${id}`, { method: 'PUT', json: { ...body, id } }),
    [FEE_ITEMS_KEY],
  );
