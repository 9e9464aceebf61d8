/**
 * A university's keys of the submission API: GET UniversityApiKey (the list), POST
 * UniversityApiKey (a new key, whose secret only this answer holds) and POST
 * UniversityApiKey/{id}/Revoke.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiKey, CreateApiKeyBody, CreatedApiKeySchema } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { API_KEYS_KEY } from './keys.ts';

export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const useApiKeys = () =>
  useQuery({ queryKey: API_KEYS_KEY, queryFn: () => apiRequest<ApiKey[]>('UniversityApiKey') });

export const createApiKey = (body: CreateApiKeyBody) =>
  apiRequest<CreatedApiKey>('UniversityApiKey', { method: 'POST', json: body });

export const useCreateApiKey = () => useInvalidatingMutation(createApiKey, [API_KEYS_KEY]);

export const revokeApiKey = (id: number) => apiRequest<ApiKey>(`UniversityApiKey/${id}/Revoke`, { method: 'POST' });

export const useRevokeApiKey = () => useInvalidatingMutation(revokeApiKey, [API_KEYS_KEY]);
