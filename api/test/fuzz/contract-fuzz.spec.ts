import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../src/config/app.config';
import { buildOpenApiDocument } from '../../src/openapi/openapi.document';
import { QUEUE_NAMES } from '../../src/infrastructure/queue/queue.constants';
import { SESSION_COOKIE } from '../../src/modules/auth/auth.constants';
import { BROWSER_HEADERS, signUpVerified } from '../auth-helpers';
import { createTestApp, TestApp } from '../test-app';
import { FuzzRequest, KnownIdPick, Operation, operationsOf, requestArbitrary } from './request-arbitraries';
import { SoftwareAuthenticator } from '../software-authenticator';

/**
 * Every operation of the contract, fuzzed from its own schemas as four callers: anonymous, a customer, another
 * customer and staff. What must hold for every request:
 * - no 5xx, and every 4xx in the one error shape;
 * - nothing the first customer owns is readable (its canary values never appear in another caller's answers)
 *   or changed (its rows are the same after the others' runs);
 * - a refused write leaves no row behind.
 * FUZZ_REQUESTS_PER_ROLE sets the number of requests per caller: 1,000 by default, 10,000 in CI's run on
 * PostgreSQL (.ci/run). FUZZ_SEED replays a run: the seed of a failing run is printed with the failure.
 */
const REQUESTS_PER_ROLE = Number(process.env.FUZZ_REQUESTS_PER_ROLE ?? 1_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomBytes(4).readInt32LE();

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Rows that change without a request of the fuzzer's making: session touches and background delivery logs. */
const TABLES_WRITTEN_IN_THE_BACKGROUND = new Set(['sessions', 'sms_logs', 'drip_logs', 'migrations']);
/** Written by refused requests on purpose: a wrong password counts towards the account's ceiling. */
const TABLES_COUNTING_REFUSALS = new Set(['sign_in_failures']);
/** A password no schema example or hostile value holds, so the fuzzer never signs in as or changes a caller. */
const ROLE_PASSWORD = `fuzz-${randomBytes(8).toString('hex')}`;

interface Role {
  name: 'anonymous' | 'customer' | 'other customer' | 'admin';
  email?: string;
  cookie?: string;
  /** Ids seen in this caller's answers (and, for the others, the first customer's): path parameter values. */
  knownIds: unknown[];
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json?: unknown;
}

describe('the contract under hostile input', () => {
  let app: TestApp;
  let baseUrl: string;
  let operations: Operation[];
  let document: ReturnType<typeof buildOpenApiDocument>;
  let tables: string[];
  /** The first customer's rows once set up: neither anonymous visitors nor the other customer may change them. */
  let customerSnapshot: unknown;
  const staffPasskey = new SoftwareAuthenticator();
  const canary = `Canary${randomBytes(5).toString('hex')}`;
  const roles: Record<'anonymous' | 'customer' | 'otherCustomer' | 'admin', Role> = {
    anonymous: { name: 'anonymous', knownIds: [] },
    customer: { name: 'customer', email: `${canary.toLowerCase()}@fuzz.test`, knownIds: [] },
    otherCustomer: { name: 'other customer', email: `other-${randomBytes(4).toString('hex')}@fuzz.test`, knownIds: [] },
    admin: { name: 'admin', email: 'staff@fuzz.test', knownIds: [] },
  };

  beforeAll(async () => {
    // Every rate limit and pending-booking cap high enough that requests reach validation and the handlers
    // instead of stopping at 429 or 409; the anti-robot check off, since it would refuse every generated body
    // of the five forms before validation (the honeypot stays: the fuzzer fills it now and then). The check
    // itself is tested in src/common/bot-challenge/bot-challenge.spec.ts.
    const limits = Object.keys(new AppConfig()).filter(
      (name) => name.includes('RATE_LIMIT') || name.startsWith('PENDING_CONSULTATIONS'),
    );
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: roles.admin.email!,
        BOT_CHALLENGE: 'off',
        ...Object.fromEntries(limits.map((name) => [name, '1000000'])),
      },
    });
    await app.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    document = buildOpenApiDocument(app.app);
    operations = operationsOf(document);
    tables = (
      await app.dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
    )
      .map((row) => row.table_name)
      .filter((table) => !TABLES_WRITTEN_IN_THE_BACKGROUND.has(table) && !TABLES_COUNTING_REFUSALS.has(table))
      .sort();
    await logRowWrites();

    for (const role of [roles.customer, roles.otherCustomer, roles.admin]) {
      const agent = await signUpVerified(app, role.email!, role === roles.customer ? canary : 'Other');
      if (role === roles.admin) {
        // Staff pass a second factor: a passkey, which (unlike a code) works at every sign-in.
        const { body } = await agent.post('/api/auth/second-factor/passkeys/registration-options').expect(200);
        const response = staffPasskey.register(body.options);
        await agent.post('/api/auth/second-factor/passkeys').send({ response, name: 'Fuzz key' }).expect(201);
      }
      await agent
        .post('/api/auth/change-password')
        .send({ currentPassword: 'blue-harbor-lantern', newPassword: ROLE_PASSWORD });
      await signIn(role);
    }
    // The first customer's own data, marked with the canary wherever a person's details go.
    const own = await send(roles.customer, 'PATCH', '/api/auth/profile', {
      firstName: canary,
      lastName: canary,
      phone: '+1 404 555 0134',
    });
    expect(own.status).toBe(200);
    const lead = { firstName: canary, lastName: canary, email: roles.customer.email, phone: '+1 404 555 0134' };
    for (const [path, extra] of [
      ['/api/general-question', { question: `${canary} question`, topic: 'General', subject: canary }],
      ['/api/service-inquiry', { message: `${canary} message` }],
    ] as const) {
      await send(roles.customer, 'POST', path, { ...lead, ...extra });
    }
    // A proposal sent to the first customer: theirs to read, sign or decline, a 404 to the others.
    const [{ id: customerId }] = await app.dataSource.query<{ id: string }[]>(`SELECT id FROM users WHERE email = $1`, [
      roles.customer.email,
    ]);
    const proposal = await send(roles.admin, 'POST', '/api/admin/proposals', {
      userId: customerId,
      title: `${canary} proposal`,
      items: [{ title: `${canary} work`, quantity: 100, unitPriceCents: 100000 }],
      validUntil: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
    });
    expect(proposal.status).toBe(201);
    expect(
      (await send(roles.admin, 'POST', `/api/admin/proposals/${(proposal.json as { id: string }).id}/send`)).status,
    ).toBe(200);
    // The first customer accepts another proposal: a project with steps, tasks, a document, a message and a
    // questionnaire draft of theirs, all marked with the canary.
    const { id: projectProposalId } = (
      await send(roles.admin, 'POST', '/api/admin/proposals', {
        userId: customerId,
        title: `${canary} project`,
        items: [{ title: `${canary} build`, quantity: 100, unitPriceCents: 150000 }],
        validUntil: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
      })
    ).json as { id: string };
    await send(roles.admin, 'POST', `/api/admin/proposals/${projectProposalId}/send`);
    const shown = (await send(roles.customer, 'GET', `/api/portal/proposals/${projectProposalId}`)).json as {
      documentSha256: string;
    };
    const accepted = await send(roles.customer, 'POST', `/api/portal/proposals/${projectProposalId}/accept`, {
      signerName: canary,
      consentToElectronicRecords: true,
      intentToSign: true,
      paymentChoice: 'deposit',
      documentSha256: shown.documentSha256,
    });
    expect(accepted.status).toBe(200);
    const { projectId } = accepted.json as { projectId: string };
    const upload = new FormData();
    upload.append('file', new Blob([`${canary} brief`], { type: 'text/plain' }), `${canary}.txt`);
    const uploaded = await fetch(`${baseUrl}/api/portal/projects/${projectId}/documents`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, cookie: roles.customer.cookie! },
      body: upload,
    });
    expect(uploaded.status).toBe(201);
    const { id: attachmentId } = (await uploaded.json()) as { id: string };
    const message = await send(roles.customer, 'POST', `/api/portal/projects/${projectId}/messages`, {
      body: `${canary} message`,
      attachmentId,
    });
    expect(message.status).toBe(201);
    const draft = await send(roles.customer, 'PUT', '/api/portal/questionnaires/website/draft', {
      answers: { audience: `${canary} audience` },
      projectId,
    });
    expect(draft.status).toBe(200);
    // What the first customer can read (ids of its rows) becomes what the others try to read and change.
    for (const operation of operations.filter((op) => op.method === 'GET' && !op.path.includes('{'))) {
      const answer = await send(roles.customer, 'GET', operation.path);
      if (answer.status === 200) harvestIds(answer.json, roles.customer.knownIds);
    }
    // A pay link's id is a secret the link carries (whoever holds it may pay), not a record to guess at.
    const shared = roles.customer.knownIds.filter((id) => !payLinkIds.has(id));
    roles.anonymous.knownIds.push(...shared);
    roles.otherCustomer.knownIds.push(...shared);
    await allQueuesIdle();
    customerSnapshot = await customerRows();
  }, 120_000);

  afterAll(() => app?.close());

  async function signIn(role: Role): Promise<void> {
    await app.dataSource.query(`UPDATE users SET is_suspended = false WHERE email = $1`, [role.email]);
    role.cookie = undefined;
    const answer = await send(role, 'POST', '/api/auth/email-login', { email: role.email, password: ROLE_PASSWORD });
    if (answer.status !== 200) throw new Error(`${role.name} could not sign in: ${answer.status} ${answer.text}`);
    if (role !== roles.admin) return;
    const options = await send(role, 'POST', '/api/auth/second-factor/passkeys/authentication-options');
    const response = staffPasskey.authenticate((options.json as { options: { challenge: string } }).options);
    const passed = await send(role, 'POST', '/api/auth/second-factor/passkeys/verify', { response });
    if (passed.status !== 200) throw new Error(`staff could not pass the passkey: ${passed.status} ${passed.text}`);
  }

  async function send(
    role: Role,
    method: string,
    path: string,
    json?: unknown,
    init: { headers?: Record<string, string>; body?: string; omitCsrfHeader?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...(init.omitCsrfHeader ? {} : BROWSER_HEADERS), ...init.headers };
    if (role.cookie) headers.cookie = role.cookie;
    let body = init.body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    if (session) role.cookie = session.endsWith('=') ? undefined : session;
    const contentType = response.headers.get('content-type') ?? '';
    // A live stream (server-sent events) never ends by itself: its status and headers are the answer.
    if (contentType.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, contentType, text: '' };
    }
    const text = await response.text();
    let parsed: unknown;
    if (contentType.includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: response.status, contentType, text, json: parsed };
  }

  const encodeSegment = (value: unknown): string => {
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as a client that encodes it anyway would send it
    }
  };

  function urlOf(role: Role, request: FuzzRequest): string {
    const path = request.operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = request.pathValues[name];
      if (value && typeof value === 'object' && 'raw' in value) return String(value.raw);
      if (value && typeof value === 'object' && 'knownId' in value) {
        const pool = role.knownIds;
        return encodeSegment(pool.length ? pool[(value as KnownIdPick).knownId % pool.length] : '1');
      }
      return encodeSegment(value);
    });
    const pairs = request.query.flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeSegment(name)}=${item === null ? '' : encodeSegment(item)}`,
      ),
    );
    return pairs.length ? `${path}?${pairs.join('&')}` : path;
  }

  /**
   * Every row inserted or deleted from here on is logged by a trigger, in the same transaction (a rolled-back
   * write leaves no entry): the id of the newest entry tells whether anything was written since.
   */
  async function logRowWrites(): Promise<void> {
    await app.dataSource.query(`CREATE TABLE fuzz_row_writes (id bigserial PRIMARY KEY, table_name text NOT NULL)`);
    await app.dataSource.query(
      `CREATE FUNCTION fuzz_log_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO fuzz_row_writes (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    );
    for (const table of tables) {
      await app.dataSource.query(
        `CREATE TRIGGER fuzz_log_row_write AFTER INSERT OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION fuzz_log_row_write()`,
      );
    }
  }

  async function lastRowWrite(): Promise<number> {
    const [{ id }] = await app.dataSource.query<{ id: string | null }[]>(`SELECT max(id) AS id FROM fuzz_row_writes`);
    return Number(id ?? 0);
  }

  async function tablesWrittenSince(id: number): Promise<string[]> {
    const rows = await app.dataSource.query<{ table_name: string }[]>(
      `SELECT DISTINCT table_name FROM fuzz_row_writes WHERE id > $1 ORDER BY table_name`,
      [id],
    );
    return rows.map((row) => row.table_name);
  }

  /** The first customer's rows: its account and every row that names it in a user_id column. */
  async function customerRows(): Promise<unknown> {
    const [{ id }] = await app.dataSource.query<{ id: string }[]>(`SELECT id FROM users WHERE email = $1`, [
      roles.customer.email,
    ]);
    const owned = await app.dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'
       ORDER BY table_name`,
    );
    const snapshot: Record<string, unknown> = {
      users: await app.dataSource.query(`SELECT * FROM users WHERE id = $1`, [id]),
    };
    for (const { table_name: table } of owned) {
      if (TABLES_WRITTEN_IN_THE_BACKGROUND.has(table)) continue;
      snapshot[table] = await app.dataSource.query(`SELECT * FROM "${table}" WHERE user_id = $1 ORDER BY 1`, [id]);
    }
    return JSON.parse(JSON.stringify(snapshot));
  }

  function describeFailure(role: Role, request: FuzzRequest, url: string, answer: Answer, problem: string): string {
    const body = request.body.kind === 'json' ? JSON.stringify(request.body.value) : JSON.stringify(request.body);
    return (
      `${problem}\n  as ${role.name}: ${request.operation.method} ${url}\n  body: ${body?.slice(0, 2000)}\n` +
      `  answer: ${answer.status} ${answer.text.slice(0, 500)}`
    );
  }

  function errorShapeProblem(answer: Answer): string | undefined {
    if (!answer.contentType.includes('application/json')) return `a ${answer.status} that is not JSON`;
    const body = answer.json as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return `a ${answer.status} without a JSON object`;
    const allowed = new Set(['statusCode', 'message', 'errors', 'code']);
    if (Object.keys(body).some((key) => !allowed.has(key))) return 'an error with keys outside the error shape';
    if (body.statusCode !== answer.status) return 'an error whose statusCode differs from the status';
    if (typeof body.message !== 'string' || !body.message) return 'an error without a message';
    if (body.code !== undefined && typeof body.code !== 'string') return 'an error code that is not a string';
    if (body.errors !== undefined) {
      const fine =
        Array.isArray(body.errors) &&
        body.errors.every(
          (error: unknown) =>
            typeof (error as Record<string, unknown>)?.field === 'string' &&
            typeof (error as Record<string, unknown>)?.message === 'string',
        );
      if (!fine) return 'field errors outside the error shape';
    }
    return undefined;
  }

  async function allQueuesIdle(): Promise<void> {
    for (const queue of QUEUE_NAMES) await app.queueIdle(queue);
  }

  /** The ids of pay links (`publicId`) seen in answers. */
  const payLinkIds = new Set<unknown>();

  function harvestIds(value: unknown, into: unknown[], depth = 0): void {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && (typeof inner === 'string' || typeof inner === 'number')) {
        if (key === 'publicId') payLinkIds.add(inner);
        if (!into.includes(inner) && into.length < 500) into.push(inner);
      } else harvestIds(inner, into, depth + 1);
    }
  }

  async function fuzz(role: Role, seedOffset: number): Promise<void> {
    const arbitrary = fc.oneof(...operations.map((operation) => requestArbitrary(document, operation)));
    const property = fc.asyncProperty(arbitrary, async (request) => {
      const url = urlOf(role, request);
      const { body } = request;
      const write = WRITE_METHODS.has(request.operation.method);
      // Marked before each write: reads may record rows too (an invoice's pay page records its viewing).
      const baseline = write ? await lastRowWrite() : 0;
      const answer = await send(
        role,
        request.operation.method,
        url,
        body.kind === 'json' ? body.value : undefined,
        body.kind === 'raw'
          ? {
              body: body.text,
              headers: {
                'content-type': body.contentType,
                ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
              },
              omitCsrfHeader: request.omitCsrfHeader,
            }
          : { omitCsrfHeader: request.omitCsrfHeader },
      );
      const fail = (problem: string) => {
        throw new Error(describeFailure(role, request, url, answer, problem));
      };
      if (answer.status >= 500) fail(`a ${answer.status}`);
      if (answer.status >= 400) {
        const problem = errorShapeProblem(answer);
        if (problem) fail(problem);
      }
      if (role !== roles.customer && role !== roles.admin && answer.text.toLowerCase().includes(canary.toLowerCase())) {
        fail(`the first customer's data in an answer to ${role.name}`);
      }
      if (write && answer.status >= 400) {
        const written = await tablesWrittenSince(baseline);
        if (written.length) fail(`a refused write inserted or deleted rows of ${written.join(', ')}`);
      } else if (write) {
        // Work an accepted write hands to the queues (code e-mails, mail delivery, domain events) writes its rows
        // after the answer: let it finish, so they are not taken for the next request's.
        await allQueuesIdle();
      }
      if (answer.status < 300) harvestIds(answer.json, role.knownIds);
      // A caller whose session the fuzzer ended (logout; a suspension, which answers 403 ACCOUNT_SUSPENDED) signs in
      // again.
      const suspended = (answer.json as { code?: unknown } | undefined)?.code === 'ACCOUNT_SUSPENDED';
      if (role.email && (answer.status === 401 || suspended)) await signIn(role);
    });
    // Each caller draws its own sequence from the one seed.
    const result = await fc.check(property, {
      numRuns: REQUESTS_PER_ROLE,
      seed: SEED + seedOffset,
      endOnFailure: true,
    });
    if (result.failed) {
      // The request and answer as described by the property (shortened), not fast-check's dump of the value.
      const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      throw new Error(
        `Fuzzing as ${role.name} failed after ${result.numRuns} requests; replay with FUZZ_SEED=${SEED}\n${cause}`,
      );
    }
  }

  const TIMEOUT = 30 * 60_000;

  it(
    'holds as an anonymous visitor, who neither reads nor changes a customer’s data',
    async () => {
      await fuzz(roles.anonymous, 0);
      expect(await customerRows()).toEqual(customerSnapshot);
    },
    TIMEOUT,
  );

  it(
    'holds as another customer, who neither reads nor changes the first customer’s data',
    async () => {
      await fuzz(roles.otherCustomer, 1);
      expect(await customerRows()).toEqual(customerSnapshot);
    },
    TIMEOUT,
  );

  it('holds as the customer', () => fuzz(roles.customer, 2), TIMEOUT);

  it('holds as staff', () => fuzz(roles.admin, 3), TIMEOUT);
});
