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
  /** The port on 127.0.0.1 (default: any free one). */
  port?: number;
  /**
   * Ask in a page, as Google's account chooser does, for a browser: the address and names to sign in as
   * (an account made on the spot, its address verified unless unticked), or Cancel. Without it the
   * interaction answers at once as `nextUser`.
   */
  signInPage?: boolean;
}

export interface LocalOpenIdProvider {
  /** http://127.0.0.1:<port>, for GOOGLE_ISSUER_URL. */
  issuer: string;
  /** What the next interaction does: sign in as this account id (and consent), or refuse consent (not with signInPage). */
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
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
    if (options.signInPage && details.prompt.name === 'login') {
      if (request.method !== 'POST') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(details.uid));
        return;
      }
      const form = new URLSearchParams(await readBody(request));
      const email = form.get('email')?.trim();
      if (form.get('action') === 'cancel' || !email) {
        await provider.interactionFinished(request, response, {
          error: 'access_denied',
          error_description: 'The user cancelled',
        });
        return;
      }
      options.accounts[email] = {
        email,
        email_verified: form.get('verified') === 'yes',
        given_name: form.get('given_name') || undefined,
        family_name: form.get('family_name') || undefined,
      };
      await provider.interactionFinished(request, response, { login: { accountId: email } });
    } else if (local.nextUser === 'deny' && !options.signInPage) {
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

/** The stand-in's account chooser: who to sign in as, or Cancel (a form posted back to the interaction). */
function signInPage(uid: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – local Google stand-in</title></head>
<body>
<main>
<h1>Sign in with Google</h1>
<p>A local stand-in for Google sign-in (tests and journeys only).</p>
<form method="post" action="/interaction/${uid}">
<p><label>Email <input name="email" type="email" autocomplete="off"></label></p>
<p><label>First name <input name="given_name" autocomplete="off"></label></p>
<p><label>Last name <input name="family_name" autocomplete="off"></label></p>
<p><label><input name="verified" type="checkbox" value="yes" checked> Google has verified this address</label></p>
<p><button name="action" value="continue">Continue</button> <button name="action" value="cancel">Cancel</button></p>
</form>
</main>
</body>
</html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
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
