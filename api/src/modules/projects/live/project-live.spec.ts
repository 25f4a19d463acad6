import { randomBytes } from 'node:crypto';
import { ClientRequest, IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createReplica, createTestApp, TestApp } from '../../../../test/test-app';
import { ProjectMessageEntity } from '../entities/project-message.entity';
import { ProjectEntity } from '../entities/project.entity';
import { parseCursor } from './message-cursor';
import { ProjectFeed } from './project-feed';
import { LiveStreamTiming } from './project-live-streams';

const STAFF = 'staff@example.com';
const ENV = { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' };
/** What the issue promises: a change shows in an open page within this long. */
const LIVE_WITHIN_MS = 2_000;
const HEARTBEAT_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server-sent event as a browser reads it. */
interface StreamEvent {
  event?: string;
  id?: string;
  retry?: number;
  data?: { projectId: string; messageId?: string; part?: string };
  comment?: string;
}

/** An open live stream, read as EventSource would, with what arrived so far. */
interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  events: StreamEvent[];
  /** The first event after `from` (an index into events) that `match` accepts; fails after `ms`. */
  next(match: (event: StreamEvent) => boolean, from?: number, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') event.comment = value;
    else if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'retry') event.retry = Number(value);
    else if (field === 'data') event.data = JSON.parse(value);
  }
  return event;
}

/** The cookie header of a signed-in test browser, to open a stream on any replica of its app. */
const cookieOf = (agent: Browser) =>
  (agent as unknown as { jar: { getCookies(access: object): { toValueString(): string }[] } }).jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((entry) => entry.toValueString())
    .join('; ');

async function listening(app: TestApp): Promise<number> {
  const server = app.app.getHttpServer();
  if (!server.listening) await app.app.listen(0, '127.0.0.1');
  return (server.address() as AddressInfo).port;
}

function openStream(port: number, path: string, agent: Browser, headers: Record<string, string> = {}) {
  return new Promise<OpenStream>((resolve, reject) => {
    const events: StreamEvent[] = [];
    let buffer = '';
    let request: ClientRequest | undefined = undefined;
    let ended!: () => void;
    const endedPromise = new Promise<void>((done) => (ended = done));
    request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        // What EventSource sends on a same-origin page: no X-Requested-With, no Origin.
        headers: { accept: 'text/event-stream', cookie: cookieOf(agent), ...headers },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end).replace(/^\n+/, '');
            buffer = buffer.slice(end + 2);
            if (block) events.push(parseBlock(block));
          }
        });
        response.on('end', () => ended());
        response.on('close', () => ended());
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          events,
          ended: endedPromise,
          async next(match, from = 0, ms = LIVE_WITHIN_MS) {
            const deadline = Date.now() + ms;
            for (;;) {
              const found = events.slice(from).find(match);
              if (found) return found;
              if (Date.now() > deadline) {
                throw new Error(`No matching event within ${ms} ms; got ${JSON.stringify(events.slice(from))}`);
              }
              await sleep(10);
            }
          },
          close: () => request?.destroy(),
        });
      },
    );
    request.on('error', (error) => (events.length ? ended() : reject(error)));
    request.end();
  });
}

const isMessage = (messageId: string) => (event: StreamEvent) =>
  event.event === 'message' && event.data?.messageId === messageId;
const isChanged = (part: string) => (event: StreamEvent) => event.event === 'changed' && event.data?.part === part;

/** A verified client of `app`, signed in, with their account's id. */
async function client(app: TestApp, email: string, firstName: string) {
  const agent = await signUpVerified(app, email, firstName);
  const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
  return { agent, id };
}

const newProject = async (app: TestApp, userId: string): Promise<string> =>
  (await app.dataSource.getRepository(ProjectEntity).save({ userId, title: 'Brand identity', status: 'active' })).id;

const post = async (agent: Browser, side: 'portal' | 'admin', projectId: string, body: string): Promise<string> =>
  (await agent.post(`/api/${side}/projects/${projectId}/messages`).send({ body }).expect(201)).body.id;

describe('live updates of a project page (docs/modules/projects.md#live-updates)', () => {
  let app: TestApp;
  let port: number;
  let staff: Browser;
  let ana: { agent: Browser; id: string };
  let bob: { agent: Browser; id: string };
  let closed = false;

  beforeAll(async () => {
    app = await createTestApp({
      env: ENV,
      overrides: [{ provide: LiveStreamTiming, useValue: { heartbeatMs: HEARTBEAT_MS, retryMs: 3_000 } }],
    });
    port = await listening(app);
    staff = await signInStaff(app, STAFF);
    ana = await client(app, 'ana@example.com', 'Ana');
    bob = await client(app, 'bob@example.com', 'Bob');
  }, 120_000);
  afterAll(async () => {
    if (!closed) await app.close();
  });

  const portalLive = (projectId: string, query = '') => `/api/portal/projects/${projectId}/live${query}`;
  const adminLive = (projectId: string) => `/api/admin/projects/${projectId}/live`;

  it('streams, uncompressed and unbuffered, each side the message the other posts, within 2 s', async () => {
    const projectId = await newProject(app, ana.id);
    const anaPage = await openStream(port, portalLive(projectId), ana.agent, { 'accept-encoding': 'gzip, br' });
    const staffPage = await openStream(port, adminLive(projectId), staff);
    try {
      expect(anaPage.status).toBe(200);
      expect(anaPage.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(anaPage.headers['content-encoding']).toBeUndefined();
      expect(anaPage.headers['cache-control']).toMatch(/no-store/);
      expect(anaPage.headers['cache-control']).toMatch(/no-transform/);
      expect(anaPage.headers['x-accel-buffering']).toBe('no');
      // The first event sets where the page is and how soon it reconnects.
      const hello = await anaPage.next((event) => event.retry !== undefined);
      expect(hello).toMatchObject({ retry: 3_000 });
      expect(parseCursor(hello.id!)).not.toBeNull();

      const started = Date.now();
      const fromStaff = await post(staff, 'admin', projectId, 'The first drafts are ready.');
      await anaPage.next(isMessage(fromStaff));
      expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);
      const fromAna = await post(ana.agent, 'portal', projectId, 'Thank you, looking now.');
      await staffPage.next(isMessage(fromAna));

      const anaMessages = anaPage.events.filter((event) => event.event === 'message');
      expect(anaMessages.map((event) => event.data)).toEqual([
        { projectId, messageId: fromStaff },
        { projectId, messageId: fromAna },
      ]);
    } finally {
      anaPage.close();
      staffPage.close();
    }
  });

  it('tells each page which part changed, and only staff pages about staff notes', async () => {
    const projectId = await newProject(app, ana.id);
    const anaPage = await openStream(port, portalLive(projectId), ana.agent);
    const staffPage = await openStream(port, adminLive(projectId), staff);
    try {
      await anaPage.next((event) => event.retry !== undefined);
      await staffPage.next((event) => event.retry !== undefined);
      const feed = app.app.get(ProjectFeed);
      await feed.changed(projectId, 'notes');
      await feed.changed(projectId, 'steps');

      await anaPage.next(isChanged('steps'));
      await staffPage.next(isChanged('notes'));
      await staffPage.next(isChanged('steps'));
      expect(anaPage.events.filter((event) => event.event === 'changed').map((event) => event.data)).toEqual([
        { projectId, part: 'steps' },
      ]);
      // Each event carries a place to resume from.
      expect(anaPage.events.filter((event) => event.event).every((event) => parseCursor(event.id!))).toBe(true);
    } finally {
      anaPage.close();
      staffPage.close();
    }
  });

  it('keeps a quiet stream alive with a heartbeat comment', async () => {
    const projectId = await newProject(app, ana.id);
    const anaPage = await openStream(port, portalLive(projectId), ana.agent);
    try {
      await anaPage.next((event) => event.comment === 'heartbeat', 0, HEARTBEAT_MS * 3);
    } finally {
      anaPage.close();
    }
  });

  it('gives a page that reconnects every message it missed, in order, once, then `changed` project, then live ones', async () => {
    const projectId = await newProject(app, ana.id);
    const before = await post(staff, 'admin', projectId, 'Welcome aboard.');
    const first = await openStream(port, portalLive(projectId), ana.agent);
    const seen = await first.next((event) => event.retry !== undefined);
    const heard = await post(staff, 'admin', projectId, 'Kick-off is on Monday.');
    const lastSeen = await first.next(isMessage(heard));
    first.close();
    await first.ended;

    const missed = [];
    for (const body of ['Here is the agenda.', 'And the questionnaire.', 'See you then.']) {
      missed.push(await post(staff, 'admin', projectId, body));
    }
    // EventSource sends the id of the last event it got.
    const again = await openStream(port, portalLive(projectId), ana.agent, { 'last-event-id': lastSeen.id! });
    let live: string;
    try {
      const refetch = await again.next(isChanged('project'));
      const replayed = again.events
        .slice(0, again.events.indexOf(refetch))
        .filter((event) => event.event === 'message');
      expect(replayed.map((event) => event.data!.messageId)).toEqual(missed);
      // Their ids follow the thread's order, so a later reconnect resumes after the last of them.
      expect(replayed.map((event) => event.id)).toEqual([...replayed.map((event) => event.id!)].sort());
      expect(refetch.id).toBe(replayed.at(-1)!.id);

      // A replayed message announced again (as one posted while the page reconnected is) is not told twice.
      await app.app.get(ProjectFeed).messagePosted(projectId, missed[2]);
      live = await post(ana.agent, 'portal', projectId, 'Great, thanks!');
      await again.next(isMessage(live), again.events.indexOf(refetch));
      await sleep(200);
      const messageIds = again.events.filter((event) => event.event === 'message').map((e) => e.data!.messageId);
      expect(messageIds).toEqual([...missed, live]);
      expect(messageIds).not.toContain(before);
      expect(seen.id).not.toBe(lastSeen.id);
    } finally {
      again.close();
    }

    // A polyfill that cannot send the header passes the id as lastEventId; an id this server never made only asks
    // the page to fetch everything again.
    const byQuery = await openStream(
      port,
      portalLive(projectId, `?lastEventId=${encodeURIComponent(seen.id!)}`),
      ana.agent,
    );
    const unknown = await openStream(port, portalLive(projectId), ana.agent, { 'last-event-id': '42' });
    try {
      const refetch = await byQuery.next(isChanged('project'));
      expect(
        byQuery.events
          .slice(0, byQuery.events.indexOf(refetch))
          .filter((event) => event.event === 'message')
          .map((event) => event.data!.messageId),
      ).toEqual([heard, ...missed, live]);
      await unknown.next(isChanged('project'));
      expect(unknown.events.filter((event) => event.event === 'message')).toEqual([]);
    } finally {
      byQuery.close();
      unknown.close();
    }
  });

  it('answers another client 404, a visitor 401 and a client on the staff stream 403', async () => {
    const projectId = await newProject(app, ana.id);
    const bobs = await bob.agent.get(`/api/portal/projects/${projectId}/live`).expect(404);
    expect(bobs.body).toMatchObject({ statusCode: 404, message: 'Project not found' });
    await bob.agent.get('/api/portal/projects/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/live').expect(404);
    await request(app.app.getHttpServer()).get(`/api/portal/projects/${projectId}/live`).expect(401);
    await request(app.app.getHttpServer()).get(`/api/admin/projects/${projectId}/live`).expect(401);
    await ana.agent.get(`/api/admin/projects/${projectId}/live`).expect(403);
    await staff.get('/api/admin/projects/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/live').expect(404);
    await ana.agent.get('/api/portal/projects/not-a-uuid/live').expect(400);
  });

  it('ends open streams when the application shuts down, and its close does not wait for them', async () => {
    const projectId = await newProject(app, ana.id);
    const anaPage = await openStream(port, portalLive(projectId), ana.agent);
    await anaPage.next((event) => event.retry !== undefined);
    const started = Date.now();
    closed = true;
    await app.close();
    await anaPage.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

const ON_POSTGRES_AND_REDIS = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!ON_POSTGRES_AND_REDIS) {
  console.info('project-live.spec: the two-replica test needs DATABASE_URL and REDIS_URL; skipped');
}

(ON_POSTGRES_AND_REDIS ? describe : describe.skip)('live updates across replicas (PostgreSQL and Redis)', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let staff: Browser;
  let ana: { agent: Browser; id: string };

  // One deployment: the same secret signs sessions on every replica (SECURITY.md).
  const env = { ...ENV, APP_SECRET: randomBytes(32).toString('base64') };

  beforeAll(async () => {
    replicaA = await createTestApp({ env });
    // Signed up before B starts: the sign-up codes are e-mailed by whichever replica takes the job, into its own DATA_DIR.
    staff = await signInStaff(replicaA, STAFF);
    ana = await client(replicaA, 'ana@example.com', 'Ana');
    replicaB = await createReplica(replicaA, env);
  }, 120_000);
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
  });

  it('brings a message posted through replica A to a page connected to replica B within 2 s, both ways', async () => {
    expect(replicaB.config.liveUpdatesDriver).toBe('redis');
    const projectId = await newProject(replicaA, ana.id);
    const portB = await listening(replicaB);
    const anaOnB = await openStream(portB, `/api/portal/projects/${projectId}/live`, ana.agent);
    const staffOnB = await openStream(portB, `/api/admin/projects/${projectId}/live`, staff);
    try {
      expect([anaOnB.status, staffOnB.status]).toEqual([200, 200]);
      await anaOnB.next((event) => event.retry !== undefined);
      await staffOnB.next((event) => event.retry !== undefined);

      const started = Date.now();
      const fromStaff = await post(staff, 'admin', projectId, 'The logo drafts are in your documents.');
      await anaOnB.next(isMessage(fromStaff));
      expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);

      const fromAna = await post(ana.agent, 'portal', projectId, 'Lovely, the second one please.');
      await staffOnB.next(isMessage(fromAna));
      const row = await replicaB.dataSource.getRepository(ProjectMessageEntity).findOneByOrFail({ id: fromAna });
      expect(row.body).toBe('Lovely, the second one please.');
    } finally {
      anaOnB.close();
      staffOnB.close();
    }
  });
});
