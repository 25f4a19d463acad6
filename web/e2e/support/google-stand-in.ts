/**
 * The journeys' Google: the API specs' local OpenID provider (api/test/local-openid-provider.ts), on a fixed
 * port, with its sign-in page (an address, names, "verified", Continue or Cancel) for the browser. Its one
 * client returns to the app under test (E2E_BASE_URL, default http://localhost:3000). Started by
 * playwright.config.ts: `node --require esbuild-register web/e2e/support/google-stand-in.ts`.
 */
import { startLocalOpenIdProvider } from '../../../api/test/local-openid-provider';
import { GOOGLE_STAND_IN_CLIENT, GOOGLE_STAND_IN_PORT } from './google';

const appUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

void startLocalOpenIdProvider({
  ...GOOGLE_STAND_IN_CLIENT,
  redirectUri: `${appUrl}/auth/google/callback`,
  accounts: {},
  port: GOOGLE_STAND_IN_PORT,
  signInPage: true,
}).then(
  (provider) => console.log(`Google stand-in at ${provider.issuer} for ${appUrl}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
