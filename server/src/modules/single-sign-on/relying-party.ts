/**
 * HEMIS as an OpenID Connect relying party, through openid-client: the authorisation code flow
 * with PKCE (S256), state and nonce. Each provider's discovery document is read once per process
 * and kept until the provider's settings change. Plain http issuers are refused by the library
 * unless the configuration allows them (SSO_ALLOW_HTTP_ISSUERS: tests, development). The library
 * is loaded by the first single sign-on, not at start, as the PDF and spreadsheet libraries are:
 * an installation without a provider never holds it in memory.
 */
import type * as Oidc from 'openid-client';

type OidcLibrary = typeof Oidc;
let library: Promise<OidcLibrary> | undefined;
const openidClient = (): Promise<OidcLibrary> => (library ??= import('openid-client'));

/** What the relying party needs of a provider; `clientSecret` in clear. */
export interface ProviderSettings {
  id: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes whenever the settings do (the sealed secret is drawn afresh on every save). */
  version: string;
}

/** The secrets of one authorisation request, kept until its callback. */
export interface AuthorisationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider says about the signed-in person. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  /** undefined when the provider does not say. */
  emailVerified: boolean | undefined;
}

/** Why talking to a provider failed: it could not be reached, or its answer was refused. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused' | 'cancelled',
    readonly detail: string,
  ) {
    super(detail);
  }
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** A failure to reach the provider at all (refused connection, unknown host, timeout), anywhere in the causes. */
function isNetworkFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { name, message, code } = cause as { name?: string; message?: string; code?: string };
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (code && NETWORK_CODES.has(code)) return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function describe(error: unknown): string {
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  return [name, code, message].filter(Boolean).join(': ').slice(0, 500);
}

/** The provider's answer or its absence, as a ProviderFailure. */
function failureOf(oidc: OidcLibrary, error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    const cancelled = error.error === 'access_denied' || error.error === 'interaction_required';
    return new ProviderFailure(cancelled ? 'cancelled' : 'refused', `authorization response: ${error.error}`);
  }
  if (error instanceof oidc.ResponseBodyError && error.status >= 500) {
    return new ProviderFailure('unreachable', describe(error));
  }
  if (isNetworkFailure(error)) return new ProviderFailure('unreachable', describe(error));
  const { code } = error as { code?: string };
  // Refused by the library: an https-only rule, a discovery document for another issuer.
  if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN') return new ProviderFailure('unreachable', describe(error));
  return new ProviderFailure('refused', describe(error));
}

/** email_verified as a boolean; some providers send it as the text "true" or "false". */
function verifiedFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export class RelyingParty {
  private readonly configurations = new Map<number, { version: string; configuration: Promise<Oidc.Configuration> }>();

  constructor(
    private readonly options: {
      /** The callback's address, registered at every provider. */
      redirectUri: string;
      allowHttpIssuers: boolean;
    },
  ) {}

  private configurationOf(oidc: OidcLibrary, provider: ProviderSettings): Promise<Oidc.Configuration> {
    const kept = this.configurations.get(provider.id);
    if (kept?.version === provider.version) return kept.configuration;
    const configuration = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      // Client authentication every provider supports (RFC 6749 section 2.3.1).
      oidc.ClientSecretBasic(provider.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: [
          // ID tokens' signatures are checked against the provider's keys, not only taken from its token endpoint.
          oidc.enableNonRepudiationChecks,
          ...(this.options.allowHttpIssuers ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    // A failed discovery is not kept: the next sign-in asks again.
    configuration.catch(() => {
      if (this.configurations.get(provider.id)?.configuration === configuration)
        this.configurations.delete(provider.id);
    });
    this.configurations.set(provider.id, { version: provider.version, configuration });
    return configuration;
  }

  /** A fresh request's secrets and the provider's authorisation address that carries them. */
  async authorisationUrl(provider: ProviderSettings): Promise<{ url: string; request: AuthorisationRequest }> {
    const oidc = await openidClient();
    try {
      const configuration = await this.configurationOf(oidc, provider);
      const request = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: this.options.redirectUri,
        scope: SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, request };
    } catch (error) {
      throw failureOf(oidc, error);
    }
  }

  /**
   * The callback: the authorisation response checked against its request (state, the provider's
   * `iss`), the code exchanged with the PKCE verifier, the ID token checked (signature, issuer,
   * audience, times, nonce), and the person's email read from it or, when it has none, from
   * the UserInfo endpoint.
   */
  async identify(
    provider: ProviderSettings,
    responseParameters: URLSearchParams,
    request: AuthorisationRequest,
  ): Promise<ProviderIdentity> {
    const oidc = await openidClient();
    try {
      const configuration = await this.configurationOf(oidc, provider);
      const currentUrl = new URL(this.options.redirectUri);
      currentUrl.search = responseParameters.toString();
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderFailure('refused', 'no ID token');
      let { email, email_verified: verified } = claims as { email?: unknown; email_verified?: unknown };
      if (typeof email !== 'string') {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        ({ email, email_verified: verified } = info);
      }
      return {
        subject: claims.sub,
        email: typeof email === 'string' ? email : undefined,
        emailVerified: verifiedFlag(verified),
      };
    } catch (error) {
      throw failureOf(oidc, error);
    }
  }
}
