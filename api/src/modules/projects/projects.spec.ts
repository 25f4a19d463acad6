import request from 'supertest';
import { acceptedProposal } from '../../../test/accepted-proposal';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ProjectEntity } from './entities/project.entity';
import { DEFAULT_PROJECT_STEPS, PROJECT_ONBOARDING_TASKS, type ProjectStatus } from './projects.constants';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;

interface PortalProject {
  id: string;
  title: string;
  status: ProjectStatus;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  currency: string;
  payUrl: string | null;
  activatedAt: string | null;
  createdAt: string;
  stepsDone: number;
  stepsTotal: number;
  currentStep: string | null;
  openTasks: number;
  unreadMessages: number;
}
interface AdminProject extends Omit<
  PortalProject,
  'payUrl' | 'stepsDone' | 'stepsTotal' | 'currentStep' | 'openTasks' | 'unreadMessages'
> {
  userId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  proposalId: string | null;
  depositInvoiceId: string | null;
  depositInvoiceNumber: string | null;
  balanceInvoiceId: string | null;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

describe('projects: the client’s list and the staff table (docs/modules/projects.md)', () => {
  let app: TestApp;
  let staff: Browser;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
  }, 90_000);
  afterAll(() => app.close());

  /** A verified client account, signed in, with its id. */
  const client = async (email: string, firstName: string) => {
    const agent = await signUpVerified(app, email, firstName);
    const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
    return { agent, id, email };
  };

  /** Staff write and send a proposal to `who`, who opens it and accepts it: the project and its deposit invoice. */
  const accepted = (who: { agent: Browser; id: string }, title: string) => acceptedProposal(staff, who, title);

  /** Projects written straight to the table (no proposal), for paging and filtering. */
  const insertProjects = (rows: Partial<ProjectEntity>[]) =>
    app.dataSource.getRepository(ProjectEntity).save(
      rows.map((row) => ({
        title: 'Inserted project',
        totalAmountCents: 100000,
        depositAmountCents: 50000,
        balanceAmountCents: 50000,
        ...row,
      })),
    );

  const portalList = async (agent: Browser, query = ''): Promise<Page<PortalProject>> =>
    (await agent.get(`/api/portal/projects${query}`).expect(200)).body;
  const adminList = async (query: string): Promise<Page<AdminProject>> =>
    (await staff.get(`/api/admin/projects?${query}`).expect(200)).body;

  it('shows a client their own projects, never another client’s', async () => {
    const ana = await client('ana@example.com', 'Ana');
    const bob = await client('bob@example.com', 'Bob');
    const anas = await accepted(ana, 'Ana’s brand identity');
    const bobs = await accepted(bob, 'Bob’s brand identity');

    const mine = await portalList(ana.agent);
    expect(mine).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(mine.items).toEqual([
      {
        id: anas.projectId,
        title: 'Ana’s brand identity',
        status: 'awaiting_deposit',
        totalCents: 120000,
        depositCents: 60000,
        balanceCents: 60000,
        currency: 'USD',
        payUrl: anas.payUrl,
        activatedAt: null,
        createdAt: expect.any(String),
        // The default steps (no service on the proposal), none done yet, and the whole onboarding checklist.
        stepsDone: 0,
        stepsTotal: DEFAULT_PROJECT_STEPS.length,
        currentStep: DEFAULT_PROJECT_STEPS[0],
        openTasks: PROJECT_ONBOARDING_TASKS.length,
        unreadMessages: 0,
      },
    ]);
    expect(anas.payUrl).toMatch(/\/pay-invoice\/[A-Za-z0-9_-]+$/);
    const theirs = await portalList(bob.agent);
    expect(theirs.items.map((project) => project.id)).toEqual([bobs.projectId]);
    expect(JSON.stringify(theirs)).not.toContain('Ana’s');

    // Signed out: nothing.
    await request(app.app.getHttpServer())
      .get('/api/portal/projects')
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(401);
    // The staff table is staff's only.
    await ana.agent.get('/api/admin/projects').expect(403);
  });

  it('pages the client’s projects newest first', async () => {
    const cleo = await client('cleo@example.com', 'Cleo');
    const start = Date.now() - 10 * DAY_MS;
    await insertProjects(
      [1, 2, 3, 4, 5].map((n) => ({
        userId: cleo.id,
        title: `Cleo project ${n}`,
        status: 'active' as const,
        createdAt: new Date(start + n * DAY_MS),
      })),
    );
    const first = await portalList(cleo.agent, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((project) => project.title)).toEqual(['Cleo project 5', 'Cleo project 4']);
    const last = await portalList(cleo.agent, '?page=3&pageSize=2');
    expect(last.items.map((project) => project.title)).toEqual(['Cleo project 1']);
    expect(last.items[0].payUrl).toBeNull(); // no deposit invoice
    expect((await portalList(cleo.agent, '?page=4&pageSize=2')).items).toEqual([]);
    await cleo.agent.get('/api/portal/projects?pageSize=101').expect(400);
    await cleo.agent.get('/api/portal/projects?page=0').expect(400);
  });

  it('lets staff filter by status, search by title or client, sort and page', async () => {
    const dana = await client('dana.filter@example.com', 'Dana');
    const zed = await client('zed.filter@example.com', 'Zed');
    await insertProjects([
      { userId: dana.id, title: 'Filter alpha', status: 'on_hold', totalAmountCents: 300000 },
      { userId: zed.id, title: 'Filter beta', status: 'on_hold', totalAmountCents: 100000 },
      { userId: dana.id, title: 'Filter gamma', status: 'completed', totalAmountCents: 200000 },
      { userId: null, title: 'Filter orphan', status: 'cancelled' },
    ]);

    const onHold = await adminList('status=on_hold&search=Filter');
    expect(onHold.total).toBe(2);
    expect(onHold.items.every((project) => project.status === 'on_hold')).toBe(true);
    expect(onHold.items.find((project) => project.title === 'Filter alpha')).toMatchObject({
      userId: dana.id,
      clientName: 'Dana Lopez',
      clientEmail: 'dana.filter@example.com',
      proposalId: null,
      depositInvoiceId: null,
    });
    // By the client's e-mail, largest total first; one per page.
    const byClient = await adminList('search=dana.filter&sortBy=totalCents&sortOrder=desc&pageSize=1&page=2');
    expect(byClient).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(byClient.items.map((project) => project.title)).toEqual(['Filter gamma']);
    expect((await adminList('search=Zed%20Lopez')).items.map((project) => project.title)).toEqual(['Filter beta']);
    // A project whose account is gone has no client.
    const orphan = await adminList('search=Filter%20orphan');
    expect(orphan.items).toEqual([expect.objectContaining({ clientName: null, clientEmail: null, userId: null })]);
    // Sorted by the client's name (no client last, either way), two to a page.
    const clients = async (order: string) => {
      const query = `search=Filter&sortBy=clientName&sortOrder=${order}&pageSize=2`;
      const pages = [await adminList(`${query}&page=1`), await adminList(`${query}&page=2`)];
      return pages.flatMap((page) => page.items.map((project) => project.clientName));
    };
    expect(await clients('asc')).toEqual(['Dana Lopez', 'Dana Lopez', 'Zed Lopez', null]);
    expect(await clients('desc')).toEqual(['Zed Lopez', 'Dana Lopez', 'Dana Lopez', null]);
    // By the day it was created on the business's calendar: 03:00 UTC is the evening before in New York.
    await insertProjects([
      { userId: zed.id, title: 'Dated project', status: 'active', createdAt: new Date('2031-02-04T03:00:00Z') },
    ]);
    expect((await adminList('search=2031-02-03')).items.map((project) => project.title)).toEqual(['Dated project']);
    expect((await adminList('search=2031-02-04')).items).toEqual([]);
    await staff.get('/api/admin/projects?status=paused').expect(400);
    const csv = await staff.get('/api/admin/projects/export?format=csv&search=Filter&status=completed').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain('Filter gamma');
    expect(csv.text).not.toContain('Filter alpha');
  });

  it('accepting a proposal then paying the deposit shows the project active to the client and to staff', async () => {
    const eve = await client('eve@example.com', 'Eve');
    const { projectId, invoiceId, payUrl, proposalId } = await accepted(eve, 'Eve’s online store');

    const before = await adminList('search=Eve%E2%80%99s%20online%20store');
    expect(before.items).toEqual([
      expect.objectContaining({
        id: projectId,
        status: 'awaiting_deposit',
        clientName: 'Eve Lopez',
        clientEmail: 'eve@example.com',
        proposalId,
        depositInvoiceId: invoiceId,
        depositInvoiceNumber: expect.stringMatching(/^INV-/),
        balanceInvoiceId: expect.any(String),
        activatedAt: null,
      }),
    ]);
    expect((await adminList('status=awaiting_deposit')).items.map((project) => project.id)).toContain(projectId);

    // The client pays on the pay page, through the simulated driver's checkout.
    const publicId = new URL(payUrl).pathname.split('/').at(-1)!;
    const { body: checkout } = await eve.agent.post(`/api/pay-invoice/${publicId}/checkout`).expect(200);
    const page = await app.http.get(new URL(checkout.checkoutUrl).pathname).expect(200);
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    );
    await app.http
      .post('/api/billing/simulated-checkout')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ ...fields, action: 'pay' })
      .expect(303);
    await app.queueIdle('domain-events');

    const [mine] = (await portalList(eve.agent)).items;
    expect(mine).toMatchObject({ id: projectId, status: 'active', payUrl: null, activatedAt: expect.any(String) });
    const active = await adminList('status=active&search=Eve%E2%80%99s%20online%20store');
    expect(active.items).toEqual([expect.objectContaining({ id: projectId, status: 'active' })]);
    expect((await adminList('status=awaiting_deposit')).items.map((project) => project.id)).not.toContain(projectId);
  });
});
