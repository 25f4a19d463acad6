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
