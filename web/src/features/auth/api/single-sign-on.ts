/**
 * Single sign-on (issue #33): GET Sso/Providers (the sign-in page's buttons), the address that
 * starts a sign-in at a provider (the browser goes there itself), and POST Sso/Complete, which
 * turns the one-time hand-off of the /sso page into the signed-in user.
 */
import { useQuery } from '@tanstack/react-query';
import type { SignedInUser, SsoProvider } from '@hemis/contracts';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';

export function getSsoProviders(): Promise<SsoProvider[]> {
  return apiRequest<SsoProvider[]>('Sso/Providers', { auth: false });
}

export function useSsoProviders() {
  return useQuery({ queryKey: ['sso-providers'], queryFn: getSsoProviders, staleTime: 5 * 60_000 });
}

/** Where "Sign in with …" goes: the provider, by way of the server, and back to `returnTo` once signed in. */
export function ssoStartUrl(providerId: number, returnTo: string): string {
  return apiUrl(`Sso/${providerId}/Start`, { returnTo: returnTo === '/' ? undefined : returnTo });
}

export function completeSso(handoff: string): Promise<SignedInUser> {
  return apiRequest<SignedInUser>('Sso/Complete', { method: 'POST', auth: false, json: { handoff } });
}
