/**
 * A real OpenID Connect provider for the single sign-on tests (issue #33): oidc-provider on a
 * free loopback port, with one confidential client (PKCE required), the accounts a test adds,
 * and a way to "log in" as one of them over HTTP: `signIn(authorisationUrl, email)` walks the
 * provider's redirects as a browser would (with its cookies), completes the login and consent
 * at the interaction step, and answers the address the provider sends the browser back to.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  email: string;
  /** What the provider says as email_verified; true unless given. */
  emailVerified?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** An account the provider knows, by its email (also its subject). */
  addAccount(account: TestAccount): void;
  /**
   * Follows the authorisation address as a browser, logs in as the account (its email), and
   * answers the callback address with its code, state and iss; `deny` answers access_denied.
   */
  signIn(authorisationUrl: string, email: string, options?: { deny?: boolean }): Promise<URL>;
  /** For a real browser at the provider: the account its next login is (the login step shows no form). */
  loginAs(email: string): void;
  close(): Promise<void>;
}

const INTERACTION = /^\/interaction\/([^/?]+)/;

export async function startTestIdentityProvider(options: {
  redirectUri: string;
  /** false: the ID token carries only the subject, and the email is read from the UserInfo endpoint. */
  emailInIdToken?: boolean;
}): Promise<TestIdentityProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = `hemis-${randomUUID()}`;
  const clientSecret = randomUUID();
  let browserLogin = '';
  // Requests arrive only once the provider below exists: its issuer needs the port first.
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_context, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified ?? true }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The ID token carries the email claims, as most providers' do, unless told otherwise.
    conformIdTokenClaims: options.emailInIdToken === false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: [randomUUID()] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  /** The interaction step: the login (the account the test names) and the consent, in one go. */
  const interact = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const query = new URL(req.url ?? '/', 'http://provider').searchParams;
    if (query.get('deny') === 'true') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = query.get('login') ?? browserLogin;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (INTERACTION.test(req.url ?? '') && req.method === 'GET') {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    providerCallback(req, res);
  };

  const signIn: TestIdentityProvider['signIn'] = async (authorisationUrl, email, signInOptions = {}) => {
    const cookies = new Map<string, string>();
    const visit = async (url: string) => {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const split = pair.indexOf('=');
        cookies.set(pair.slice(0, split), pair.slice(split + 1));
      }
      await response.arrayBuffer();
      return response;
    };
    let response = await visit(authorisationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} without sending the browser on`);
      const next = new URL(location, issuer);
      if (next.href.startsWith(options.redirectUri)) return next;
      if (INTERACTION.test(next.pathname)) {
        if (signInOptions.deny) next.searchParams.set('deny', 'true');
        else next.searchParams.set('login', email);
      }
      response = await visit(next.href);
    }
    throw new Error('the provider kept redirecting');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.email, account),
    loginAs: (email) => {
      browserLogin = email;
    },
    signIn,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
