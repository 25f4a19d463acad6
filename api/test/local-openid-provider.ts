import { generateKeyPairSync } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration } from 'oidc-provider';

/** What the provider says about an account (the claims Google puts in its ID tokens). */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalOpenIdProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, ProviderAccount>;
}

export interface LocalOpenIdProvider {
  /** http://127.0.0.1:<port>, for GOOGLE_ISSUER_URL. */
  issuer: string;
  /** What the next interaction does: sign in as this account id (and consent), or refuse consent. */
  nextUser: string | 'deny';
  /**
   * Plays a browser from `authorizationUrl` through the provider's redirects (login and consent happen
   * without a page, see `interact`) and returns the URL it finally sends the browser to (the client's).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the npm `oidc-provider`, certified) on 127.0.0.1 with a random port, with one
 * confidential client. Its interaction step (login, consent) answers at once as `nextUser`, so a test can
 * follow the whole authorization code flow with plain HTTP requests.
 */
export async function startLocalOpenIdProvider(options: LocalOpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  // oidc-provider 9 warns that it wants Node 22 (it runs here on Node 20, as this test proves) and that its
  // storage is in memory (what a test provider wants): those two warnings are left out of the test output.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (
      !/oidc-provider WARNING: (Unsupported runtime|a quick start development-only in-memory)/.test(String(args[0]))
    ) {
      warn(...args);
    }
  };
  try {
    return await start(options);
  } finally {
    console.warn = warn;
  }
}

async function start(options: LocalOpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  // oidc-provider is ESM-only: a dynamic import, kept as is by the SWC config (see google-sign-in.service.ts).
  const { default: Provider } = await import('oidc-provider');
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['local-openid-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Like Google: the ID token of the code flow carries the e-mail and profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => {
      const account = options.accounts[accountId];
      return account ? { accountId, claims: () => ({ sub: accountId, ...account }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  const local: LocalOpenIdProvider = {
    issuer,
    nextUser: 'deny',
    authorize: (authorizationUrl) => followRedirects(issuer, authorizationUrl),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  /** The login and consent "pages": decided by `nextUser`, answered with the provider's resume redirect. */
  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (local.nextUser === 'deny') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user declined',
      });
    } else if (details.prompt.name === 'login') {
      await provider.interactionFinished(request, response, { login: { accountId: local.nextUser } });
    } else {
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
    }
  };

  handle = (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interact(request, response).catch((error: Error) => response.writeHead(500).end(error.message));
    } else {
      providerCallback(request, response);
    }
  };
  return local;
}

/** A browser's redirect hops through the provider, with its cookies, until it leaves the provider. */
async function followRedirects(issuer: string, start: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== issuer) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    }
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the provider');
}
