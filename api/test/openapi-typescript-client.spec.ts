import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/config/app.config';
import { PASSWORD, waitForCode } from './auth-helpers';
import { solvedBotCheck, withBotCheck } from './bot-check';
import { createTestApp, TestApp } from './test-app';

const run = promisify(execFile);
const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name);

/**
 * The contract as an integrator uses it, with tools nobody here wrote: openapi-typescript turns openapi.json
 * into types, openapi-fetch calls the API with them, and `tsc --strict` checks the calls. The compiled
 * client then talks to the started app. (Inside the repository, so Node finds openapi-fetch; git ignores it.)
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type Schemas = components['schemas'];

/** The calls of this test, typed by the generated schema alone. */
export function inspivision(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  return {
    listServices: () => client.GET('/api/services', { params: { query: { page: 1, pageSize: 5 } } }),
    askQuestion: (body: Schemas['CreateGeneralQuestionDto']) => client.POST('/api/general-question', { body }),
    askNothing: (altcha: string) =>
      // @ts-expect-error -- the contract requires the contact fields, the topic and the question
      client.POST('/api/general-question', { body: { message: 'Hello?', altcha } }),
    listUsers: () => client.GET('/api/admin/users', { params: { query: {} } }),
    signUp: (body: Schemas['SignupDto']) => client.POST('/api/auth/signup', { body }),
    verifyEmail: (body: Schemas['VerifyEmailDto']) => client.POST('/api/auth/verify-email', { body }),
    /** A signed-in write: the session cookie, this site's Origin and, when asked, the CSRF header. */
    updateProfile: (cookie: string, body: Schemas['UpdateProfileDto'], csrfHeader: boolean) =>
      client.PATCH('/api/auth/profile', {
        body,
        headers: { Cookie: cookie, Origin: baseUrl, ...(csrfHeader ? { 'X-Requested-With': 'XMLHttpRequest' } : {}) },
      }),
  };
}

/** The enums an integrator switches on are unions of their values. */
export const topic: Schemas['QuestionTopic'] = 'Digital Marketing';
export const country: Schemas['Country'] = 'Canada';
export const reason: Schemas['ErrorCode'] = 'ACCOUNT_SUSPENDED';
`;

type Answer = { data?: unknown; error?: unknown; response: Response };
interface Client {
  listServices(): Promise<Answer & { data?: { items: { id: number; title: string }[]; total: number } }>;
  askQuestion(body: object): Promise<Answer>;
  askNothing(altcha: string): Promise<Answer & { error?: { errors?: { field: string }[] } }>;
  listUsers(): Promise<Answer>;
  signUp(body: object): Promise<Answer>;
  verifyEmail(body: object): Promise<Answer>;
  updateProfile(cookie: string, body: object, csrfHeader: boolean): Promise<Answer>;
}

describe('a client generated from openapi.json by openapi-typescript and openapi-fetch', () => {
  let dir: string;
  let app: TestApp;
  let baseUrl: string;
  let client: Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(REPO_ROOT, 'api', '.openapi-client-'));
    app = await createTestApp();
    await new Promise<void>((resolve) => app.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates, and compiles under tsc --strict', async () => {
    await run(bin('openapi-typescript'), [join(REPO_ROOT, 'openapi.json'), '-o', join(dir, 'schema.ts')], {
      timeout: 60_000,
    });
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'CommonJS',
          moduleResolution: 'bundler',
          types: [],
          skipLibCheck: true,
          outDir: 'out',
        },
        files: ['client.ts', 'schema.ts'],
      }),
    );
    await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { timeout: 120_000 }).catch((error) => {
      throw new Error(`tsc --strict failed:\n${error.stdout}${error.stderr}`);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the client compiled just now
    client = require(join(dir, 'out', 'client.js')).inspivision(baseUrl);
  }, 180_000);

  it('lists the services', async () => {
    const { data, response } = await client.listServices();
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ page: 1, pageSize: 5, items: expect.any(Array) });
  });

  it('sends a general question, and gets the 400 of an invalid body with each bad field', async () => {
    // Each protected form carries a solved GET /api/bot-challenge (here solved as the widget would).
    const { response } = await client.askQuestion(
      await withBotCheck(app.http, {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        country: 'Canada',
        serviceQuestion: 'Digital Marketing',
        message: 'Do you also run ads on TikTok?',
      }),
    );
    expect(response.status).toBe(201);
    const invalid = await client.askNothing((await solvedBotCheck(app.http)).altcha!);
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errors?.map(({ field }) => field)).toEqual(expect.arrayContaining(['email', 'country']));
  });

  it('gets 401 for an anonymous admin call', async () => {
    const { response, error } = await client.listUsers();
    expect(response.status).toBe(401);
    expect(error).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('signs in, and writes with the session cookie only together with the documented CSRF header', async () => {
    const email = 'integrator@example.com';
    expect(
      (
        await client.signUp(
          await withBotCheck(app.http, { email, password: PASSWORD, firstName: 'Ira', lastName: 'Tegrator' }),
        )
      ).response.status,
    ).toBe(201);
    const verified = await client.verifyEmail({ email, code: await waitForCode(app, email), password: PASSWORD });
    expect(verified.response.status).toBe(200);
    const cookie = verified.response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    expect(cookie).toContain('inspivision.sid=');

    const refused = await client.updateProfile(cookie, { firstName: 'Irene' }, false);
    expect(refused.response.status).toBe(403);
    const updated = await client.updateProfile(cookie, { firstName: 'Irene' }, true);
    expect(updated.response.status).toBe(200);
    expect(updated.data).toMatchObject({ email, firstName: 'Irene' });
  });
});
