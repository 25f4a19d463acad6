import request from 'supertest';
import { Browser, BROWSER_HEADERS, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { ProjectMessageEntity } from '../entities/project-message.entity';
import { ProjectEntity } from '../entities/project.entity';

const STAFF = 'staff@example.com';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The app's clock, moved forward to pass the e-mail limit without waiting. */
class MovableClock extends Clock {
  offsetMinutes = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMinutes * 60_000);
  }
}

interface Message {
  id: string;
  body: string;
  senderRole: 'customer' | 'admin';
  senderName: string;
  mine: boolean;
  attachment: { id: string; originalName: string; sizeBytes: number; mimeType: string } | null;
  readAt: string | null;
  createdAt: string;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

describe('project messages (docs/modules/projects.md#messages)', () => {
  const clock = new MovableClock();
  let app: TestApp;
  let staff: Browser;
  let ana: { agent: Browser; id: string };
  let bob: { agent: Browser; id: string };

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: STAFF, STAFF_NOTIFY_EMAILS: 'team@example.com', AUTH_RATE_LIMIT_PER_IP: '1000' },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    staff = await signInStaff(app, STAFF);
    ana = await client('ana@example.com', 'Ana');
    bob = await client('bob@example.com', 'Bob');
  }, 120_000);
  afterAll(() => app.close());
  afterEach(() => (clock.offsetMinutes = 0));

  /** A verified client account, signed in, with its id. */
  async function client(email: string, firstName: string) {
    const agent = await signUpVerified(app, email, firstName);
    const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
    return { agent, id };
  }

  const newProject = async (title = 'Brand identity'): Promise<string> =>
    (await app.dataSource.getRepository(ProjectEntity).save({ userId: ana.id, title, status: 'active' })).id;
  const portal = (projectId: string) => `/api/portal/projects/${projectId}/messages`;
  const admin = (projectId: string) => `/api/admin/projects/${projectId}/messages`;
  const thread = async (agent: Browser, path: string): Promise<Page<Message>> =>
    (await agent.get(path).expect(200)).body;

  /** The mails to `email` about new messages, once the outbox has sent what is due. */
  const noticesTo = async (email: string) => {
    await app.queueIdle(QUEUES.outbox);
    return (await app.mails())
      .map(readableMail)
      .filter((mail) => new RegExp(`^To: ${email}$`, 'm').test(mail) && /^Subject: New message/m.test(mail));
  };

  it('lets the client and staff write to each other, each seeing whose message is theirs', async () => {
    const projectId = await newProject();

    const { body: question } = await ana.agent
      .post(portal(projectId))
      .send({ body: '  When do we start?\nThanks  ' })
      .expect(201);
    expect(question).toEqual({
      id: expect.any(String),
      body: 'When do we start?\nThanks',
      senderRole: 'customer',
      senderName: 'Ana Lopez',
      mine: true,
      attachment: null,
      readAt: null,
      createdAt: expect.any(String),
    });
    const { body: answer } = await staff.post(admin(projectId)).send({ body: 'Monday!' }).expect(201);
    expect(answer).toMatchObject({ senderRole: 'admin', senderName: 'Sam Lopez', mine: true });

    const clientView = await thread(ana.agent, portal(projectId));
    expect(clientView).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(clientView.items.map((message) => [message.body, message.mine])).toEqual([
      ['Monday!', false],
      ['When do we start?\nThanks', true],
    ]);
    const staffView = await thread(staff, admin(projectId));
    expect(staffView.items.map((message) => [message.senderRole, message.mine])).toEqual([
      ['admin', true],
      ['customer', false],
    ]);
  });

  it('answers 404 to another client, 401 to nobody and 403 to a client on staff’s routes', async () => {
    const projectId = await newProject();
    const anonymous = request.agent(app.app.getHttpServer()).set(BROWSER_HEADERS);

    await bob.agent.get(portal(projectId)).expect(404);
    await bob.agent.post(portal(projectId)).send({ body: 'Hello?' }).expect(404);
    await bob.agent.post(`${portal(projectId)}/read`).expect(404);
    await anonymous.get(portal(projectId)).expect(401);
    await anonymous.post(portal(projectId)).send({ body: 'Hello?' }).expect(401);
    await ana.agent.get(admin(projectId)).expect(403);
    await ana.agent.post(admin(projectId)).send({ body: 'As staff' }).expect(403);
    await staff.get(admin('3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43')).expect(404);
    expect(await app.dataSource.getRepository(ProjectMessageEntity).countBy({ projectId })).toBe(0);
  });

  it('refuses an empty message and one of 2001 characters with a 400 naming `body`', async () => {
    const projectId = await newProject();

    for (const body of ['', '   \n\t ']) {
      const empty = await ana.agent.post(portal(projectId)).send({ body }).expect(400);
      expect(empty.body.errors).toEqual([{ field: 'body', message: 'body should not be empty' }]);
    }
    const long = await ana.agent
      .post(portal(projectId))
      .send({ body: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body).toMatchObject({
      message: 'Invalid request: body',
      errors: [{ field: 'body', message: 'body must be shorter than or equal to 2000 characters' }],
    });
    await ana.agent
      .post(portal(projectId))
      .send({ body: 'x'.repeat(2000) })
      .expect(201);
    expect(await app.dataSource.getRepository(ProjectMessageEntity).countBy({ projectId })).toBe(1);
  });

  it('attaches a document the sender sees, and never shows the client one staff hid', async () => {
    const projectId = await newProject();
    const documents = `/api/admin/projects/${projectId}/documents`;
    const { body: shared } = await staff.post(documents).attach('file', PDF, 'Plan.pdf').expect(201);
    const { body: internal } = await staff
      .post(documents)
      .field('isVisible', 'false')
      .attach('file', PDF, 'Costs.pdf')
      .expect(201);
    const { body: other } = await staff
      .post(`/api/admin/projects/${await newProject()}/documents`)
      .attach('file', PDF, 'Elsewhere.pdf')
      .expect(201);

    await staff.post(admin(projectId)).send({ body: 'The plan', attachmentId: shared.id }).expect(201);
    await staff.post(admin(projectId)).send({ body: 'Our costs', attachmentId: internal.id }).expect(201);
    const refused = await ana.agent
      .post(portal(projectId))
      .send({ body: 'Seen it', attachmentId: internal.id })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'attachmentId', message: 'attachmentId must name a document of this project that you can see' },
    ]);
    await staff.post(admin(projectId)).send({ body: 'Wrong project', attachmentId: other.id }).expect(400);

    const clientView = await thread(ana.agent, portal(projectId));
    expect(clientView.items.map((message) => [message.body, message.attachment?.originalName ?? null])).toEqual([
      ['Our costs', null],
      ['The plan', 'Plan.pdf'],
    ]);
    expect(JSON.stringify(clientView)).not.toContain('Costs.pdf');
    const staffView = await thread(staff, admin(projectId));
    expect(staffView.items[0].attachment).toEqual({
      id: internal.id,
      originalName: 'Costs.pdf',
      sizeBytes: PDF.length,
      mimeType: 'application/pdf',
    });
  });

  it('catches up with `after`: a message id gives exactly the newer ones, a time those since', async () => {
    const projectId = await newProject();
    const sent: Message[] = [];
    for (const body of ['one', 'two', 'three']) {
      sent.push((await ana.agent.post(portal(projectId)).send({ body }).expect(201)).body);
    }

    const afterFirst = await thread(staff, `${admin(projectId)}?after=${sent[0].id}`);
    expect(afterFirst.items.map((message) => message.body)).toEqual(['three', 'two']);
    expect(afterFirst.total).toBe(2);
    expect((await thread(ana.agent, `${portal(projectId)}?after=${sent[2].id}`)).items).toEqual([]);
    const since = await thread(ana.agent, `${portal(projectId)}?after=${new Date(Date.now() - 60_000).toISOString()}`);
    expect(since.total).toBe(3);
    const paged = await thread(ana.agent, `${portal(projectId)}?pageSize=2&page=2`);
    expect(paged.items.map((message) => message.body)).toEqual(['one']);

    const bad = await ana.agent.get(`${portal(projectId)}?after=yesterday`).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'after', message: 'after must be a message id or an ISO 8601 time' }]);
    const foreign = await ana.agent.get(`${portal(projectId)}?after=3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43`).expect(400);
    expect(foreign.body.errors).toEqual([{ field: 'after', message: 'after names no message of this project' }]);
  });

  it("marks the other side's messages read, and only those", async () => {
    const projectId = await newProject();
    await staff.post(admin(projectId)).send({ body: 'Hello Ana' }).expect(201);
    await staff.post(admin(projectId)).send({ body: 'Files are ready' }).expect(201);
    await ana.agent.post(portal(projectId)).send({ body: 'Thanks!' }).expect(201);

    expect((await ana.agent.post(`${portal(projectId)}/read`).expect(200)).body).toEqual({ markedRead: 2 });
    expect((await ana.agent.post(`${portal(projectId)}/read`).expect(200)).body).toEqual({ markedRead: 0 });

    const staffView = await thread(staff, admin(projectId));
    expect(staffView.items.map((message) => [message.body, message.readAt !== null])).toEqual([
      ['Thanks!', false],
      ['Files are ready', true],
      ['Hello Ana', true],
    ]);
    expect((await staff.post(`${admin(projectId)}/read`).expect(200)).body).toEqual({ markedRead: 1 });
  });

  it('e-mails the other side at most once per 10 minutes per thread, with a link and never the message', async () => {
    const projectId = await newProject('Website redesign');
    const before = {
      team: (await noticesTo('team@example.com')).length,
      ana: (await noticesTo('ana@example.com')).length,
    };

    // Two at once from the client: one e-mail to staff.
    await Promise.all([
      ana.agent.post(portal(projectId)).send({ body: 'Secret plan A' }).expect(201),
      ana.agent.post(portal(projectId)).send({ body: 'Secret plan B' }).expect(201),
    ]);
    await staff.post(admin(projectId)).send({ body: 'Private reply' }).expect(201);
    clock.offsetMinutes = 9;
    await ana.agent.post(portal(projectId)).send({ body: 'Still there?' }).expect(201);
    await staff.post(admin(projectId)).send({ body: 'Yes' }).expect(201);

    const toStaff = (await noticesTo('team@example.com')).slice(before.team);
    const toClient = (await noticesTo('ana@example.com')).slice(before.ana);
    expect(toStaff).toHaveLength(1);
    expect(toClient).toHaveLength(1);
    expect(toStaff[0]).toMatch(/^Subject: New message from Ana Lopez: Website redesign$/m);
    expect(toStaff[0]).toContain(`${app.config.PUBLIC_URL}/admin1/projects/${projectId}`);
    expect(toClient[0]).toMatch(/^Subject: New message about Website redesign$/m);
    expect(toClient[0]).toContain(`${app.config.PUBLIC_URL}/portal/projects/${projectId}`);
    for (const mail of [...toStaff, ...toClient]) expect(mail).not.toMatch(/Secret plan|Private reply|Still there/);

    // Past the 10 minutes since the first: one more each way.
    clock.offsetMinutes = 11;
    await ana.agent.post(portal(projectId)).send({ body: 'Back again' }).expect(201);
    await staff.post(admin(projectId)).send({ body: 'Welcome back' }).expect(201);
    expect((await noticesTo('team@example.com')).slice(before.team)).toHaveLength(2);
    expect((await noticesTo('ana@example.com')).slice(before.ana)).toHaveLength(2);

    // Another project's thread has its own limit.
    await ana.agent
      .post(portal(await newProject('Logo')))
      .send({ body: 'New thread' })
      .expect(201);
    expect((await noticesTo('team@example.com')).slice(before.team)).toHaveLength(3);
  });
});
