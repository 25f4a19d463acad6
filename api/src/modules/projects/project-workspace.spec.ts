import request from 'supertest';
import { acceptedProposal } from '../../../test/accepted-proposal';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { readableMail } from '../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ProjectMessageEntity } from './entities/project-message.entity';
import { DEFAULT_PROJECT_STEPS, PROJECT_ONBOARDING_TASKS } from './projects.constants';

const STAFF = 'staff@example.com';

interface Step {
  id: string;
  title: string;
  details: string | null;
  isDone: boolean;
  completedAt: string | null;
  state: 'done' | 'current' | 'next';
  internalNote?: string | null;
}
interface Task {
  id: string;
  title: string;
  isDone: boolean;
  completedAt: string | null;
  questionnaireKind: string | null;
  questionnaireStatus: string | null;
}
interface Invoice {
  id: string;
  invoiceNumber: string;
  kind: 'deposit' | 'balance' | 'other';
  status: string;
  totalCents: number;
  amountDueCents: number;
  payUrl: string | null;
  pdfUrl: string;
}
interface Detail {
  id: string;
  title: string;
  status: string;
  steps: Step[];
  tasks: Task[];
  invoices: Invoice[];
  proposal: { id: string; title: string; status: string } | null;
  stepsDone: number;
  stepsTotal: number;
  currentStep: string | null;
  openTasks: number;
  unreadMessages: number;
}
interface AdminDetail extends Detail {
  client: { id: string; name: string; email: string } | null;
  nextStatuses: string[];
  completedAt: string | null;
  onboardingCompletedAt: string | null;
  counts: Record<string, number>;
}

describe('projects: the project page API (docs/modules/projects.md#the-project-page-api)', () => {
  let app: TestApp;
  let staff: Browser;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
  }, 90_000);
  afterAll(() => app.close());

  const client = async (email: string, firstName: string) => {
    const agent = await signUpVerified(app, email, firstName);
    const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
    return { agent, id, email };
  };
  const portalDetail = async (agent: Browser, projectId: string): Promise<Detail> =>
    (await agent.get(`/api/portal/projects/${projectId}`).expect(200)).body;
  const adminDetail = async (projectId: string): Promise<AdminDetail> =>
    (await staff.get(`/api/admin/projects/${projectId}`).expect(200)).body;
  const timelineKinds = async (projectId: string): Promise<string[]> =>
    (await staff.get(`/api/admin/projects/${projectId}/timeline?pageSize=100`).expect(200)).body.items.map(
      (event: { kind: string }) => event.kind,
    );
  const mailsWith = async (text: string) => (await app.mails()).map(readableMail).filter((eml) => eml.includes(text));
  /** Staff record the whole deposit as a wire: billing's InvoicePaid makes the project active. */
  const payDeposit = async (invoiceId: string) => {
    await staff
      .post(`/api/admin/invoices/${invoiceId}/payments`)
      .send({ method: 'wire', amountCents: 60000 })
      .expect(201);
    await app.queueIdle('domain-events');
  };

  it('shows a client their project page, never another client’s; staff routes are staff’s', async () => {
    const ana = await client('ana@example.com', 'Ana');
    const bob = await client('bob@example.com', 'Bob');
    const { projectId, proposalId, invoiceId, payUrl } = await acceptedProposal(staff, ana, 'Ana’s brand identity');

    const detail = await portalDetail(ana.agent, projectId);
    expect(detail).toMatchObject({
      id: projectId,
      title: 'Ana’s brand identity',
      status: 'awaiting_deposit',
      payUrl,
      stepsDone: 0,
      stepsTotal: DEFAULT_PROJECT_STEPS.length,
      currentStep: DEFAULT_PROJECT_STEPS[0],
      openTasks: PROJECT_ONBOARDING_TASKS.length,
      proposal: { id: proposalId, title: 'Ana’s brand identity', status: 'accepted' },
    });
    expect(detail.steps.map((step) => [step.title, step.state])).toEqual(
      DEFAULT_PROJECT_STEPS.map((title, index) => [title, index === 0 ? 'current' : 'next']),
    );
    expect(detail.tasks.map((task) => task.title)).toEqual(PROJECT_ONBOARDING_TASKS.map((task) => task.title));
    // The deposit invoice only: the balance is a draft until the project completes.
    expect(detail.invoices).toEqual([
      expect.objectContaining({
        id: invoiceId,
        kind: 'deposit',
        status: 'sent',
        totalCents: 60000,
        amountDueCents: 60000,
        payUrl,
        pdfUrl: `/api/portal/invoices/${invoiceId}/pdf`,
      }),
    ]);
    await ana.agent.get(detail.invoices[0].pdfUrl).expect(200);

    // Another client, an unknown id, a signed-out visitor.
    await bob.agent.get(`/api/portal/projects/${projectId}`).expect(404);
    await bob.agent
      .patch(`/api/portal/projects/${projectId}/tasks/${detail.tasks[1].id}`)
      .send({ isDone: true })
      .expect(404);
    await ana.agent.get('/api/portal/projects/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43').expect(404);
    await ana.agent.get('/api/portal/projects/not-a-uuid').expect(400);
    await request(app.app.getHttpServer())
      .get(`/api/portal/projects/${projectId}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(401);
    // The back office's routes refuse a customer, even the owner.
    await ana.agent.get(`/api/admin/projects/${projectId}`).expect(403);
    await ana.agent.patch(`/api/admin/projects/${projectId}`).send({ status: 'cancelled' }).expect(403);
    await ana.agent.post(`/api/admin/projects/${projectId}/steps`).send({ title: 'Mine' }).expect(403);
    await ana.agent.get(`/api/admin/projects/${projectId}/notes`).expect(403);
    await ana.agent.get(`/api/admin/projects/${projectId}/timeline`).expect(403);

    // Staff see everything: the client, the balance's draft, what the status may become.
    const full = await adminDetail(projectId);
    expect(full).toMatchObject({
      client: { id: ana.id, name: 'Ana Lopez', email: 'ana@example.com' },
      nextStatuses: ['cancelled'],
      proposal: { id: proposalId, status: 'accepted' },
      counts: expect.objectContaining({ stepsTotal: DEFAULT_PROJECT_STEPS.length, documents: 0, notes: 0 }),
    });
    expect(full.invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual([
      ['deposit', 'sent'],
      ['balance', 'draft'],
    ]);
    expect(full.invoices[1].pdfUrl).toBe(`/api/admin/invoices/${full.invoices[1].id}/pdf`);
    await staff.get('/api/admin/projects/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43').expect(404);
  });

  it('lets staff add, edit, reorder and complete steps; the client sees them and is e-mailed each step done', async () => {
    const cleo = await client('cleo@example.com', 'Cleo');
    const { projectId } = await acceptedProposal(staff, cleo, 'Cleo’s website');
    const base = `/api/admin/projects/${projectId}/steps`;

    const { body: added } = await staff
      .post(base)
      .send({ title: 'Hand over the files', details: 'Every source file.', internalNote: 'Zip it' })
      .expect(201);
    expect(added).toMatchObject({ title: 'Hand over the files', state: 'next', isDone: false, internalNote: 'Zip it' });
    await staff.post(base).send({ title: '' }).expect(400);
    await staff.post(base).send({ title: 'Two\nlines' }).expect(400);
    const { body: edited } = await staff
      .patch(`${base}/${added.id}`)
      .send({ title: 'Hand over every file', details: null })
      .expect(200);
    expect(edited).toMatchObject({ title: 'Hand over every file', details: null, internalNote: 'Zip it' });

    // The new step first: every id once, or 400.
    const ids = (await portalDetail(cleo.agent, projectId)).steps.map((step) => step.id);
    expect(ids.at(-1)).toBe(added.id);
    await staff
      .put(`${base}/order`)
      .send({ stepIds: ids.slice(1) })
      .expect(400);
    await staff
      .put(`${base}/order`)
      .send({ stepIds: [...ids, '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43'] })
      .expect(400);
    const { body: reordered } = await staff
      .put(`${base}/order`)
      .send({ stepIds: [added.id, ...ids.slice(0, -1)] })
      .expect(200);
    expect(reordered.map((step: Step) => step.title)).toEqual(['Hand over every file', ...DEFAULT_PROJECT_STEPS]);

    // Done: dated, the client's page moves on, and they are e-mailed with what comes next.
    const { body: done } = await staff.patch(`${base}/${added.id}`).send({ isDone: true }).expect(200);
    expect(done).toMatchObject({ isDone: true, state: 'done', completedAt: expect.any(String) });
    const seen = await portalDetail(cleo.agent, projectId);
    expect(seen.steps.map((step) => step.state)).toEqual(['done', 'current', 'next', 'next', 'next']);
    expect(seen).toMatchObject({ stepsDone: 1, stepsTotal: 5, currentStep: DEFAULT_PROJECT_STEPS[0] });
    await app.queueIdle('outbox');
    const [mail] = await mailsWith('Done: Hand over every file');
    expect(mail).toMatch(/^To: cleo@example\.com$/m);
    expect(mail).toContain(`Next up: "${DEFAULT_PROJECT_STEPS[0]}"`);
    expect(mail).toContain(`/portal/projects/${projectId}`);
    expect(mail).not.toContain('Zip it');
    // Marking it done again sends nothing more; not done again clears the date.
    await staff.patch(`${base}/${added.id}`).send({ isDone: true }).expect(200);
    await app.queueIdle('outbox');
    expect(await mailsWith('Done: Hand over every file')).toHaveLength(1);
    const { body: reopened } = await staff.patch(`${base}/${added.id}`).send({ isDone: false }).expect(200);
    expect(reopened).toMatchObject({ isDone: false, completedAt: null, state: 'current' });

    await staff.delete(`${base}/${added.id}`).expect(204);
    await staff.delete(`${base}/${added.id}`).expect(404);
    expect((await portalDetail(cleo.agent, projectId)).steps.map((step) => step.title)).toEqual([
      ...DEFAULT_PROJECT_STEPS,
    ]);
    // A step of another project is not this project's.
    const other = await acceptedProposal(staff, cleo, 'Cleo’s second project');
    const otherStep = (await adminDetail(other.projectId)).steps[0];
    await staff.patch(`${base}/${otherStep.id}`).send({ isDone: true }).expect(404);

    // The first step done starts the work: from then on the deposit is not refundable.
    expect((await timelineKinds(projectId)).slice(0, 7)).toEqual([
      'step_removed',
      'step_reopened',
      'work_started',
      'step_done',
      'steps_reordered',
      'step_changed',
      'step_added',
    ]);
  });

  it('lets the client tick their plain onboarding tasks; the last one completes onboarding', async () => {
    const dan = await client('dan@example.com', 'Dan');
    const { projectId } = await acceptedProposal(staff, dan, 'Dan’s marketing');
    const { body: questionnaireTask } = await staff
      .post(`/api/admin/projects/${projectId}/tasks`)
      .send({ title: 'Tell us about your brand', questionnaireKind: 'branding' })
      .expect(201);
    expect(questionnaireTask).toMatchObject({
      questionnaireKind: 'branding',
      questionnaireStatus: null,
      isDone: false,
    });
    await staff
      .post(`/api/admin/projects/${projectId}/tasks`)
      .send({ title: 'X', questionnaireKind: 'poetry' })
      .expect(400);

    const tasks = (await portalDetail(dan.agent, projectId)).tasks;
    const tick = (taskId: string, isDone: boolean) =>
      dan.agent.patch(`/api/portal/projects/${projectId}/tasks/${taskId}`).send({ isDone });
    // Its questionnaire ticks it, not the client.
    const refused = await tick(questionnaireTask.id, true).expect(409);
    expect(refused.body.message).toMatch(/questionnaire/);
    await tick(tasks[0].id, 'yes' as never).expect(400);

    const { body: ticked } = await tick(tasks[0].id, true).expect(200);
    expect(ticked).toMatchObject({ id: tasks[0].id, isDone: true, completedAt: expect.any(String) });
    const [row] = (await dan.agent.get('/api/portal/projects').expect(200)).body.items;
    expect(row.openTasks).toBe(tasks.length - 1);
    expect((await tick(tasks[0].id, false).expect(200)).body).toMatchObject({ isDone: false, completedAt: null });

    for (const task of tasks.filter((candidate) => !candidate.questionnaireKind)) await tick(task.id, true).expect(200);
    expect((await adminDetail(projectId)).onboardingCompletedAt).toBeNull();
    // Staff tick the questionnaire's task: nothing is left open.
    await staff
      .patch(`/api/admin/projects/${projectId}/tasks/${questionnaireTask.id}`)
      .send({ isDone: true })
      .expect(200);
    const full = await adminDetail(projectId);
    expect(full.onboardingCompletedAt).toEqual(expect.any(String));
    expect(full.counts).toMatchObject({ openTasks: 0, tasksTotal: tasks.length });
    const kinds = await timelineKinds(projectId);
    expect(kinds.filter((kind) => kind === 'onboarding_completed')).toHaveLength(1);
    expect(kinds).toEqual(expect.arrayContaining(['task_added', 'task_done', 'task_reopened']));

    // Staff edit and remove tasks.
    const { body: renamed } = await staff
      .patch(`/api/admin/projects/${projectId}/tasks/${questionnaireTask.id}`)
      .send({ title: 'The branding questionnaire', questionnaireKind: null })
      .expect(200);
    expect(renamed).toMatchObject({ title: 'The branding questionnaire', questionnaireKind: null, isDone: true });
    await staff.delete(`/api/admin/projects/${projectId}/tasks/${questionnaireTask.id}`).expect(204);
    expect((await portalDetail(dan.agent, projectId)).tasks.map((task) => task.id)).not.toContain(questionnaireTask.id);
  });

  it('moves a project through its statuses, refusing the others, and completing sends the balance invoice', async () => {
    const eve = await client('eve@example.com', 'Eve');
    const { projectId, invoiceId } = await acceptedProposal(staff, eve, 'Eve’s online store');
    const status = (to: string) => staff.patch(`/api/admin/projects/${projectId}`).send({ status: to });

    // Work starts when the deposit is paid, not by hand.
    for (const to of ['active', 'on_hold', 'completed']) {
      const { body } = await status(to).expect(409);
      expect(body).toMatchObject({ code: 'STATUS_TRANSITION_INVALID', message: expect.stringContaining('cancelled') });
    }
    await status('paused').expect(400);
    await payDeposit(invoiceId);
    expect((await status('on_hold').expect(200)).body).toMatchObject({
      status: 'on_hold',
      nextStatuses: ['active', 'completed', 'cancelled'],
    });
    expect((await status('active').expect(200)).body.status).toBe('active');
    expect((await status('active').expect(409)).body.message).toBe('The project is already active');

    const completed: AdminDetail = (await status('completed').expect(200)).body;
    expect(completed).toMatchObject({ status: 'completed', completedAt: expect.any(String), nextStatuses: [] });
    const balance = completed.invoices.find((invoice) => invoice.kind === 'balance')!;
    expect(balance).toMatchObject({
      status: 'sent',
      amountDueCents: 60000,
      payUrl: expect.stringContaining('/pay-invoice/'),
    });
    // The client sees it on their invoices and on the project page, and gets it by e-mail.
    const { body: invoices } = await eve.agent.get('/api/portal/invoices').expect(200);
    expect(invoices.items.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber)).toContain(
      balance.invoiceNumber,
    );
    const page = await portalDetail(eve.agent, projectId);
    expect(page.status).toBe('completed');
    expect(page.invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual([
      ['deposit', 'paid'],
      ['balance', 'sent'],
    ]);
    await app.queueIdle('outbox');
    expect(await mailsWith(`Invoice ${balance.invoiceNumber} from Inspivision`)).toHaveLength(1);

    // Completed is final.
    for (const to of ['active', 'cancelled']) {
      expect((await status(to).expect(409)).body.message).toBe('A completed project can no longer change its status');
    }
    const kinds = await timelineKinds(projectId);
    expect(kinds.slice(0, 2)).toEqual(['balance_invoice_sent', 'status_changed']);
    expect(kinds.filter((kind) => kind === 'status_changed')).toHaveLength(3);
  });

  it('completes once when two staff complete the project at the same time', async () => {
    const lea = await client('lea@example.com', 'Lea');
    const { projectId, invoiceId } = await acceptedProposal(staff, lea, 'Lea’s identity');
    await payDeposit(invoiceId);
    const answers = await Promise.all(
      [1, 2].map(() => staff.patch(`/api/admin/projects/${projectId}`).send({ status: 'completed' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const balance = (await adminDetail(projectId)).invoices.find((invoice) => invoice.kind === 'balance')!;
    await app.queueIdle('outbox');
    expect(await mailsWith(`Invoice ${balance.invoiceNumber} from Inspivision`)).toHaveLength(1);
  });

  it('leaves the project as it was when billing refuses to send the balance', async () => {
    const kai = await client('kai@example.com', 'Kai');
    const { projectId, invoiceId } = await acceptedProposal(staff, kai, 'Kai’s store');
    await payDeposit(invoiceId);
    const balance = (await adminDetail(projectId)).invoices.find((invoice) => invoice.kind === 'balance')!;
    // A balance a card cannot take (under $0.50).
    await staff
      .patch(`/api/admin/invoices/${balance.id}`)
      .send({ items: [{ title: 'Balance', quantity: 100, unitPriceCents: 10 }] })
      .expect(200);
    const { body } = await staff.patch(`/api/admin/projects/${projectId}`).send({ status: 'completed' }).expect(409);
    expect(body.code).toBe('INVOICE_AMOUNT_NOT_PAYABLE');
    const after = await adminDetail(projectId);
    expect(after).toMatchObject({ status: 'active', completedAt: null });
    expect(after.invoices.find((invoice) => invoice.kind === 'balance')).toMatchObject({ status: 'draft' });
    expect(await timelineKinds(projectId)).not.toContain('balance_invoice_sent');
  });

  it('cancelling a project awaiting its deposit cancels its invoices; cancelled is final', async () => {
    const fay = await client('fay@example.com', 'Fay');
    const { projectId } = await acceptedProposal(staff, fay, 'Fay’s formation');
    const { body } = await staff.patch(`/api/admin/projects/${projectId}`).send({ status: 'cancelled' }).expect(200);
    expect(body.invoices.map((invoice: Invoice) => [invoice.kind, invoice.status])).toEqual([
      ['deposit', 'cancelled'],
      ['balance', 'cancelled'],
    ]);
    expect((await fay.agent.get('/api/portal/projects').expect(200)).body.items[0]).toMatchObject({
      status: 'cancelled',
      payUrl: null,
    });
    await staff.patch(`/api/admin/projects/${projectId}`).send({ status: 'active' }).expect(409);
  });

  it('completes a project paid in full without a balance to send', async () => {
    const gus = await client('gus@example.com', 'Gus');
    const { projectId, invoiceId } = await acceptedProposal(staff, gus, 'Gus’s app', 'full');
    await staff
      .post(`/api/admin/invoices/${invoiceId}/payments`)
      .send({ method: 'wire', amountCents: 120000 })
      .expect(201);
    await app.queueIdle('domain-events');
    const { body } = await staff.patch(`/api/admin/projects/${projectId}`).send({ status: 'completed' }).expect(200);
    expect(body.status).toBe('completed');
    expect(body.invoices.map((invoice: Invoice) => invoice.kind)).toEqual(['deposit']);
    expect(await timelineKinds(projectId)).not.toContain('balance_invoice_sent');
  });

  it('keeps staff notes and internal notes out of every portal response', async () => {
    const hal = await client('hal@example.com', 'Hal');
    const { projectId } = await acceptedProposal(staff, hal, 'Hal’s brand');
    const CANARY = 'CANARY-7f3e-staff-only';
    const [first] = (await adminDetail(projectId)).steps;
    await staff
      .patch(`/api/admin/projects/${projectId}/steps/${first.id}`)
      .send({ internalNote: `Step ${CANARY}` })
      .expect(200);
    await staff
      .post(`/api/admin/projects/${projectId}/steps`)
      .send({ title: 'Extra', internalNote: `New ${CANARY}` })
      .expect(201);
    const { body: note } = await staff
      .post(`/api/admin/projects/${projectId}/notes`)
      .send({ body: `Note ${CANARY}` })
      .expect(201);
    expect(note).toMatchObject({ body: `Note ${CANARY}`, authorName: 'Sam Lopez' });

    // Staff see them.
    expect(JSON.stringify(await adminDetail(projectId))).toContain(`Step ${CANARY}`);
    const { body: notes } = await staff.get(`/api/admin/projects/${projectId}/notes`).expect(200);
    expect(notes).toMatchObject({ total: 1, items: [{ id: note.id }] });
    // The client never does, in the list or the page; nor does the timeline name them.
    for (const path of ['/api/portal/projects', `/api/portal/projects/${projectId}`]) {
      const { text } = await hal.agent.get(path).expect(200);
      expect(text).toContain('Hal’s brand');
      expect(text).not.toContain(CANARY);
    }
    const { text: timeline } = await staff.get(`/api/admin/projects/${projectId}/timeline`).expect(200);
    expect(timeline).toContain('internalNote');
    expect(timeline).not.toContain(CANARY);
  });

  it('pages staff notes newest first and checks their length', async () => {
    const ivy = await client('ivy@example.com', 'Ivy');
    const { projectId } = await acceptedProposal(staff, ivy, 'Ivy’s shop');
    const notes = `/api/admin/projects/${projectId}/notes`;
    for (const n of [1, 2, 3])
      await staff
        .post(notes)
        .send({ body: `Note ${n}` })
        .expect(201);
    const { body: page } = await staff.get(`${notes}?pageSize=2`).expect(200);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((item: { body: string }) => item.body)).toEqual(['Note 3', 'Note 2']);
    expect(
      (await staff.get(`${notes}?pageSize=2&page=2`).expect(200)).body.items.map((item: { body: string }) => item.body),
    ).toEqual(['Note 1']);
    expect((await staff.post(notes).send({ body: '   ' }).expect(400)).body.errors[0].field).toBe('body');
    expect(
      (
        await staff
          .post(notes)
          .send({ body: 'x'.repeat(5001) })
          .expect(400)
      ).body.errors[0].field,
    ).toBe('body');
    await staff
      .post(notes)
      .send({ body: 'x'.repeat(5000) })
      .expect(201);
    await staff.get('/api/admin/projects/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/notes').expect(404);
  });

  it('counts the messages each side has not read', async () => {
    const jo = await client('jo@example.com', 'Jo');
    const { projectId } = await acceptedProposal(staff, jo, 'Jo’s launch');
    const messages = app.dataSource.getRepository(ProjectMessageEntity);
    await messages.insert([
      { projectId, senderRole: 'admin', body: 'From staff, unread', readAt: null },
      { projectId, senderRole: 'admin', body: 'From staff, read', readAt: new Date() },
      { projectId, senderRole: 'customer', senderUserId: jo.id, body: 'From Jo, unread', readAt: null },
    ]);
    expect((await jo.agent.get('/api/portal/projects').expect(200)).body.items[0].unreadMessages).toBe(1);
    expect((await portalDetail(jo.agent, projectId)).unreadMessages).toBe(1);
    expect((await adminDetail(projectId)).counts).toMatchObject({ messages: 3, unreadMessages: 1 });
  });
});
