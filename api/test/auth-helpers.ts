import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { withBotCheck } from './bot-check';
import type { TestApp } from './test-app';

/** What the web's axios instance sends with every call (the CSRF check wants both with a session). */
export const BROWSER_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost:3000' };

export type Browser = ReturnType<typeof request.agent>;

/** A cookie-keeping client that behaves like the site's own pages. */
export function browser(app: TestApp): Browser {
  return request.agent(app.app.getHttpServer()).set(BROWSER_HEADERS);
}

const mailsTo = async (app: TestApp, email: string) =>
  (await app.mails()).filter((eml) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml));

/** Waits for mail number `count` (1-based) to `email` and returns it. */
export async function waitForMail(app: TestApp, email: string, count = 1): Promise<string> {
  for (let i = 0; i < 250; i++) {
    const mails = await mailsTo(app, email);
    if (mails.length >= count) return mails[count - 1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail number ${count} to ${email}`);
}

/** The 6-digit code of mail number `count` to `email` (it stands alone on a line of the text part). */
export async function waitForCode(app: TestApp, email: string, count = 1): Promise<string> {
  const mail = await waitForMail(app, email, count);
  const code = /^(\d{6})\r?$/m.exec(mail)?.[1];
  if (!code) throw new Error(`Mail number ${count} to ${email} has no code`);
  return code;
}

export const PASSWORD = 'blue-harbor-lantern';

/** Signs up and verifies `email`; returns the signed-in browser. */
export async function signUpVerified(app: TestApp, email: string, firstName = 'Ana'): Promise<Browser> {
  const client = browser(app);
  await client
    .post('/api/auth/signup')
    .send(await withBotCheck(client, { email, password: PASSWORD, firstName, lastName: 'Lopez' }))
    .expect(201);
  const code = await waitForCode(app, email);
  await client.post('/api/auth/verify-email').send({ email, code, password: PASSWORD }).expect(200);
  return client;
}

/** The authenticator-app code of `secret` for the time step of `timestamp` (ms). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

const STEP_MS = 30_000;

/** What a test keeps of a staff account's second factor to sign it in again. */
interface StaffFactor {
  secret: string;
  /** The last time step whose code was used: the server accepts each step once. */
  lastStep: number;
  recoveryCodes: string[];
}

/** Per app, each staff account signed in by signInStaff. */
const staffFactors = new WeakMap<TestApp, Map<string, StaffFactor>>();

/**
 * Sets up an authenticator app on `client`'s account (which passes its second factor) and answers what a
 * test needs to pass it again.
 */
export async function enrolTotp(client: Browser): Promise<StaffFactor> {
  const { body: setup } = await client.post('/api/auth/second-factor/totp/setup').expect(200);
  const now = Date.now();
  const { body } = await client
    .post('/api/auth/second-factor/totp/confirm')
    .send({ code: totpCode(setup.secret, now) })
    .expect(200);
  return { secret: setup.secret, lastStep: Math.floor(now / STEP_MS), recoveryCodes: body.recoveryCodes ?? [] };
}

/**
 * Passes the second factor of a freshly signed-in `client` with a code of a step not used yet: this step or,
 * when it was used, the next one (the server accepts one step of drift); a third sign-in within one step
 * uses a recovery code, as a person would.
 */
async function passSecondFactor(client: Browser, factor: StaffFactor): Promise<void> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), factor.lastStep + 1);
  if (step <= Math.floor(Date.now() / STEP_MS) + 1) {
    factor.lastStep = step;
    await client
      .post('/api/auth/second-factor/totp/verify')
      .send({ code: totpCode(factor.secret, step * STEP_MS) })
      .expect(200);
    return;
  }
  const code = factor.recoveryCodes.pop();
  if (!code) throw new Error('No recovery code left for this staff account');
  await client.post('/api/auth/second-factor/recovery-codes/verify').send({ code }).expect(200);
}

/**
 * A browser signed in as staff (`email` is in the app's ADMIN_EMAILS) through the real second factor. The
 * first call signs the account up, sets up an authenticator app and waits for the e-mail that says so (so
 * tests counting the account's mails start after it); later calls sign in with the password and a code.
 */
export async function signInStaff(app: TestApp, email: string, firstName = 'Sam'): Promise<Browser> {
  const factors = staffFactors.get(app) ?? new Map<string, StaffFactor>();
  staffFactors.set(app, factors);
  const known = factors.get(email);
  if (!known) {
    const client = await signUpVerified(app, email, firstName);
    factors.set(email, await enrolTotp(client));
    await waitForMail(app, email, 2);
    return client;
  }
  const client = browser(app);
  await client.post('/api/auth/email-login').send({ email, password: PASSWORD }).expect(200);
  await passSecondFactor(client, known);
  return client;
}
