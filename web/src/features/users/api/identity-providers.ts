/**
 * The identity providers staff sign in with (issue #33), kept by the grants body's
 * administrators: GET and POST IdentityProvider, PUT and DELETE IdentityProvider/{id}. The
 * answers never hold a client secret.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreateIdentityProviderBody, IdentityProvider, UpdateIdentityProviderBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const IDENTITY_PROVIDERS_KEY = ['identity-providers'] as const;
/** The sign-in page's list changes with them. */
const SIGN_IN_PROVIDERS_KEY = ['sso-providers'] as const;

export const useIdentityProviders = () =>
  useQuery({
    queryKey: IDENTITY_PROVIDERS_KEY,
    queryFn: () => apiRequest<IdentityProvider[]>('IdentityProvider'),
  });

export const createIdentityProvider = (body: CreateIdentityProviderBody) =>
  apiRequest<IdentityProvider>('IdentityProvider', { method: 'POST', json: body });

export const updateIdentityProvider = ({ id, body }: { id: number; body: UpdateIdentityProviderBody }) =>
  apiRequest<IdentityProvider>(`IdentityProvider/${id}`, { method: 'PUT', json: body });

export const deleteIdentityProvider = (id: number) =>
  apiRequest<{ message: string }>(`IdentityProvider/${id}`, { method: 'DELETE' });

const CHANGED = [IDENTITY_PROVIDERS_KEY, SIGN_IN_PROVIDERS_KEY];

export const useCreateIdentityProvider = () => useInvalidatingMutation(createIdentityProvider, CHANGED);
export const useUpdateIdentityProvider = () => useInvalidatingMutation(updateIdentityProvider, CHANGED);
export const useDeleteIdentityProvider = () => useInvalidatingMutation(deleteIdentityProvider, CHANGED);
