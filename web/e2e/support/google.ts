/**
 * Google sign-in in the journeys: a local OpenID provider (google-stand-in.ts, started by playwright.config.ts
 * beside the app) stands in for Google. The app under test must be started with these three settings
 * (.ci/run does):
 *   GOOGLE_CLIENT_ID=e2e-google-client GOOGLE_CLIENT_SECRET=e2e-google-client-secret
 *   GOOGLE_ISSUER_URL=http://127.0.0.1:3032
 * (E2E_GOOGLE_PORT moves the stand-in, and the issuer with it, for a server of one's own).
 */
export const GOOGLE_STAND_IN_PORT = Number(process.env.E2E_GOOGLE_PORT || 3032);
export const GOOGLE_STAND_IN_ISSUER = `http://127.0.0.1:${GOOGLE_STAND_IN_PORT}`;
export const GOOGLE_STAND_IN_CLIENT = { clientId: 'e2e-google-client', clientSecret: 'e2e-google-client-secret' };
/** The app's settings that point Google sign-in at the stand-in. */
export const GOOGLE_STAND_IN_ENV = {
  GOOGLE_CLIENT_ID: GOOGLE_STAND_IN_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: GOOGLE_STAND_IN_CLIENT.clientSecret,
  GOOGLE_ISSUER_URL: GOOGLE_STAND_IN_ISSUER,
};
