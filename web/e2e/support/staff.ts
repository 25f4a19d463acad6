/**
 * The staff account of the journeys. The server must be started with ADMIN_EMAILS including
 * E2E_ADMIN_EMAIL (default admin@inspivision.test), and Playwright must see the server's DATA_DIR
 * (default `.data` at the repository root) to read the e-mailed code.
 *
 * Staff pass a second factor at every sign-in. The setup project (staff.setup.ts) signs the account in
 * once through the pages (setting its password and its authenticator app on a fresh server) and saves
 * the session; journeys reuse it with signInStaff, in parallel. A journey that signs in by itself claims a
 * code with staffCode(). Nothing here signs the shared session out.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { mailDirectory } from './mailbox';

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL || 'admin@inspivision.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'Staff-journey-2025!';
export const ADMIN_EMAILS_HINT = `Is the server started with ADMIN_EMAILS including ${ADMIN_EMAIL}, and DATA_DIR the same as Playwright's?`;

/** Kept beside the server's data, so they belong to its database: the saved session, the app's secret. */
const stateDirectory = () => join(dirname(mailDirectory()), 'e2e-staff');
export const staffStorageState = () => join(stateDirectory(), 'session.json');
const secretFile = () => join(stateDirectory(), 'totp-secret');

export function saveStaffSecret(secret: string): void {
  mkdirSync(stateDirectory(), { recursive: true });
  writeFileSync(secretFile(), secret, { mode: 0o600 });
}

const STEP_MS = 30_000;

/** The authenticator-app code of `secret` for the time step of `timestamp`. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/**
 * A code of the staff account's authenticator app that no other journey uses: the server accepts each
 * 30-second step once, so a worker claims a step with a marker file created exclusively (waiting for the
 * next step when this one is taken).
 */
export async function staffCode(): Promise<string> {
  const secret = readFileSync(secretFile(), 'utf8').trim();
  mkdirSync(join(stateDirectory(), 'steps'), { recursive: true });
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    try {
      writeFileSync(join(stateDirectory(), 'steps', String(step)), '', { flag: 'wx' });
      return totpCode(secret, step * STEP_MS);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 50));
    }
  }
}

/** Signs in at /admin1/login with the staff password (the second step comes next). */
export async function logIn(page: Page) {
  await page.goto('/admin1/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The second step of a sign-in, with a claimed code of the authenticator app. */
export async function passSecondStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
  await page.getByLabel('6-digit code from your authenticator app').fill(await staffCode());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * Gives the page's browser context the staff session of the setup project and opens the dashboard
 * (page.request shares its cookies). `_request` is kept for the journeys' existing calls.
 */
export async function signInStaff(page: Page, _request?: APIRequestContext) {
  const { cookies } = JSON.parse(readFileSync(staffStorageState(), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto('/admin1');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
