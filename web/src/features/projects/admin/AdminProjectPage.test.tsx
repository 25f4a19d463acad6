/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type {
  AdminProjectDetailDto,
  AdminProjectStepDto,
  ProjectEventDto,
  ProjectNoteDto,
} from '../../../api/generated/model';
import { buttonIn, confirmation, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { fakeApiForEachTest, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const PROJECT_ID = '3f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const PROPOSAL_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const BASE = `/api/admin/projects/${PROJECT_ID}`;
const STEP_IDS = [
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003',
] as const;
const NOTE_CANARY = 'Client prefers calls after 3pm.';

const step = (index: number, overrides: Partial<AdminProjectStepDto> = {}): AdminProjectStepDto => ({
  id: STEP_IDS[index]!,
  title: ['Kick-off', 'File the formation documents', 'Obtain the EIN'][index]!,
  details: null,
  isDone: false,
  completedAt: null,
  state: 'next',
  internalNote: null,
  ...overrides,
});

/** An active Delaware LLC project: kick-off done, filing under way (with a staff note), its balance still a draft. */
function makeProject(overrides: Partial<AdminProjectDetailDto> = {}): AdminProjectDetailDto {
  return {
    id: PROJECT_ID,
    title: 'Delaware LLC formation',
    status: 'active',
    userId: '0b6f3c2a-1d4e-4f5a-8b9c-7d6e5f4a3b2c',
    clientName: 'Ana Lopez',
    clientEmail: 'ana@example.com',
    client: { id: '0b6f3c2a-1d4e-4f5a-8b9c-7d6e5f4a3b2c', name: 'Ana Lopez', email: 'ana@example.com' },
    service: 'Business Formation & Legal Setup',
    proposalId: PROPOSAL_ID,
    serviceInquiryId: null,
    consultationId: null,
    totalCents: 64913,
    depositCents: 32457,
    balanceCents: 32456,
    currency: 'USD',
    depositInvoiceId: '6d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
    depositInvoiceNumber: 'INV-2030-0007',
    balanceInvoiceId: '7e3f4a5b-6c7d-4e8f-90a1-b2c3d4e5f6a7',
    activatedAt: '2030-03-05T15:00:00.000Z',
    createdAt: '2030-03-01T12:00:00.000Z',
    description: 'Everything to form and run your Delaware LLC.',
    completedAt: null,
    onboardingCompletedAt: null,
    nextStatuses: ['on_hold', 'completed', 'cancelled'],
    steps: [
      step(0, { isDone: true, completedAt: '2030-03-06T15:00:00.000Z', state: 'done' }),
      step(1, {
        state: 'current',
        details: 'We file with the state.',
        internalNote: 'Waiting on the registered agent.',
      }),
      step(2),
    ],
    tasks: [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        title: 'Complete the business formation questionnaire',
        details: null,
        isDone: false,
        completedAt: null,
        questionnaireKind: 'business-formation',
        questionnaireStatus: 'draft',
      },
    ],
    invoices: [
      {
        id: '6d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
        invoiceNumber: 'INV-2030-0007',
        kind: 'deposit',
        status: 'paid',
        totalCents: 32457,
        amountDueCents: 0,
        currency: 'USD',
        dueDate: null,
        payUrl: null,
        pdfUrl: '/api/admin/invoices/6d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6/pdf',
      },
      {
        id: '7e3f4a5b-6c7d-4e8f-90a1-b2c3d4e5f6a7',
        invoiceNumber: 'INV-2030-0008',
        kind: 'balance',
        status: 'draft',
        totalCents: 32456,
        amountDueCents: 32456,
        currency: 'USD',
        dueDate: null,
        payUrl: null,
        pdfUrl: '/api/admin/invoices/7e3f4a5b-6c7d-4e8f-90a1-b2c3d4e5f6a7/pdf',
      },
    ],
    proposal: { id: PROPOSAL_ID, title: 'Company launch package', status: 'accepted' },
    counts: {
      stepsDone: 1,
      stepsTotal: 3,
      openTasks: 1,
      tasksTotal: 1,
      documents: 0,
      messages: 0,
      unreadMessages: 0,
      notes: 1,
    },
    ...overrides,
  };
}

const NOTE: ProjectNoteDto = {
  id: 'c0000000-0000-4000-8000-000000000001',
  body: NOTE_CANARY,
  authorUserId: ME.id,
  authorName: 'Sam Lopez',
  createdAt: '2030-03-07T10:00:00.000Z',
};
const EVENTS: ProjectEventDto[] = [
  {
    id: 'd0000000-0000-4000-8000-000000000002',
    kind: 'step_done',
    payload: { stepId: STEP_IDS[0], title: 'Kick-off', by: 'staff' },
    createdAt: '2030-03-06T15:00:00.000Z',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000001',
    kind: 'status_changed',
    payload: { from: 'awaiting_deposit', to: 'active', by: 'system' },
    createdAt: '2030-03-05T15:00:00.000Z',
  },
];

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const json =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });

const api = fakeApiForEachTest();
let project: AdminProjectDetailDto;

beforeEach(() => {
  project = makeProject();
  api.routes.set('GET /api/auth/user', json(ME));
  api.routes.set(`GET ${BASE}`, () => ({ status: 200, body: project }));
  api.routes.set(`GET ${BASE}/notes`, json(page([NOTE])));
  api.routes.set(`GET ${BASE}/timeline`, json(page(EVENTS)));
  api.routes.set(`GET ${BASE}/documents`, json(page([])));
  api.routes.set(`GET ${BASE}/messages`, json(page([])));
  api.routes.set('GET /api/admin/questionnaires', json(page([])));
});

async function openPage() {
  const user = setupUser();
  const app = await renderApp(`/admin1/projects/${PROJECT_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Delaware LLC formation' }, { timeout: 30_000 });
  return { user, ...app };
}

const section = (name: string) => {
  const found = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return found;
};

/** The steps' titles, in the order shown. */
const stepTitles = () =>
  Array.from(section('Steps').querySelectorAll('ol > li')).map(
    (item) => item.querySelector('strong')?.textContent?.replace(/^\d+\.\s*/, '') ?? '',
  );

/** The button with this aria-label (a plain-DOM query: role queries are slow under antd's styles). */
function buttonNamed(name: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  if (!button) throw new Error(`No button "${name}"`);
  return button;
}
const findButtonNamed = (name: string) => waitFor(() => buttonNamed(name));

/** Puts `text` in a field at once (typing key by key re-renders antd's form for each). */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The open antd dialog, by its title. */
const dialog = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find((candidate) =>
      candidate.textContent?.includes(title),
    );
    if (!found) throw new Error(`No dialog ${title}`);
    return found;
  });

describe('/admin1/projects/:projectId', () => {
  it('shows the project: client, status, money, steps with their staff notes, onboarding, billing, notes, timeline', async () => {
    await openPage();
    expect(screen.getByText('Everything to form and run your Delaware LLC.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(screen.getByRole('link', { name: 'Ana Lopez in the users table' })).toHaveAttribute(
      'href',
      '/admin1/users?search=ana%40example.com',
    );
    expect(screen.getByText('$649.13')).toBeInTheDocument();
    expect(screen.getByText('$324.57')).toBeInTheDocument();
    // Only the moves the API offers.
    const statusButtons = Array.from(
      document.querySelectorAll('[aria-label="Change the status"] button'),
      (button) => button.textContent,
    );
    expect(statusButtons).toEqual(['Put on hold', 'Complete', 'Cancel project']);

    expect(stepTitles()).toEqual(['Kick-off', 'File the formation documents', 'Obtain the EIN']);
    const steps = within(section('Steps'));
    expect(steps.getByText('1 of 3 done')).toBeInTheDocument();
    const filing = section('Steps').querySelectorAll('ol > li')[1] as HTMLElement;
    expect(within(filing).getByText('Current')).toBeInTheDocument();
    expect(within(filing).getByText('Staff only')).toBeInTheDocument();
    expect(within(filing).getByText('Waiting on the registered agent.')).toBeInTheDocument();

    const onboarding = within(section('Onboarding'));
    expect(
      onboarding.getByRole('checkbox', { name: 'Complete the business formation questionnaire' }),
    ).not.toBeChecked();
    expect(onboarding.getByText('Business formation questionnaire')).toBeInTheDocument();
    expect(onboarding.getByText('Draft saved')).toBeInTheDocument();

    const billing = within(section('Invoices and proposal'));
    expect(billing.getByRole('link', { name: 'Invoice INV-2030-0008 in the invoices table' })).toHaveAttribute(
      'href',
      '/admin1/invoices?search=INV-2030-0008',
    );
    expect(billing.getByRole('link', { name: 'Company launch package' })).toHaveAttribute(
      'href',
      `/admin1/proposals?open=${PROPOSAL_ID}`,
    );

    const notes = section('Internal notes');
    expect(within(notes).getByText('Staff only')).toBeInTheDocument();
    expect(within(notes).getByText('Never shown to the client')).toBeInTheDocument();
    expect(await within(notes).findByText(NOTE_CANARY)).toBeInTheDocument();

    const timeline = within(section('Timeline'));
    expect(await timeline.findByText('Step done')).toBeInTheDocument();
    expect(timeline.getByText('"Kick-off"')).toBeInTheDocument();
    expect(timeline.getByText('Awaiting deposit → Active')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Messages with the client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Questionnaires' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/questionnaires')).toHaveLength(1);
  });

  it('completes the project only once staff confirm what the balance invoice will be', async () => {
    api.routes.set(`PATCH ${BASE}`, (body) => {
      project = makeProject({
        status: 'completed',
        completedAt: '2030-04-01T12:00:00.000Z',
        nextStatuses: [],
        invoices: project.invoices.map((invoice) =>
          invoice.kind === 'balance' ? { ...invoice, status: 'sent' } : invoice,
        ),
        ...(body as object),
      });
      return { status: 200, body: project };
    });
    const { user } = await openPage();

    await user.click(buttonIn(document.body, 'Complete'));
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent(
      'Completing sends the balance invoice of $324.56 to the client (ana@example.com), with its pay link.',
    );
    expect(api.callsTo(`PATCH ${BASE}`)).toEqual([]);
    await user.click(buttonIn(confirm, 'Complete project'));

    expect(
      await screen.findByText('The project is completed; balance invoice INV-2030-0008 was sent to the client.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${BASE}`).map((call) => call.body)).toEqual([{ status: 'completed' }]);
    expect(await screen.findByText('Final: the status can no longer change.')).toBeInTheDocument();
  });

  it("shows the server's refusal when the status cannot change", async () => {
    api.routes.set(
      `PATCH ${BASE}`,
      json({ statusCode: 409, message: 'The balance invoice could not be sent: at least $0.50.' }, 409),
    );
    const { user } = await openPage();
    await user.click(buttonIn(document.body, 'Put on hold'));
    expect(await screen.findByText('The balance invoice could not be sent: at least $0.50.')).toBeInTheDocument();
  });

  it('adds a step with its staff note, moves steps, and marks one done telling staff the client is e-mailed', async () => {
    api.routes.set(`POST ${BASE}/steps`, (body) => {
      const added = step(2, { id: 'a0000000-0000-4000-8000-000000000004', ...(body as object) });
      project = { ...project, steps: [...project.steps, added] };
      return { status: 201, body: added };
    });
    api.routes.set(`PUT ${BASE}/steps/order`, (body) => {
      const { stepIds } = body as { stepIds: string[] };
      project = { ...project, steps: stepIds.map((id) => project.steps.find((candidate) => candidate.id === id)!) };
      return { status: 200, body: project.steps };
    });
    api.routes.set(`PATCH ${BASE}/steps/${STEP_IDS[1]}`, (body) => {
      project = {
        ...project,
        steps: project.steps.map((candidate) =>
          candidate.id === STEP_IDS[1] ? { ...candidate, ...(body as object), state: 'done' as const } : candidate,
        ),
      };
      return { status: 200, body: project.steps.find((candidate) => candidate.id === STEP_IDS[1]) };
    });
    const { user } = await openPage();

    await user.click(buttonIn(section('Steps'), 'Add step'));
    const form = await dialog('Add a step');
    await fill(user, within(form).getByLabelText(/^Title/), 'Open the bank account');
    await fill(user, within(form).getByLabelText(/^Internal note/), 'Bank needs the EIN letter.');
    await user.click(buttonIn(form, 'Add step'));
    expect(await screen.findByText('Step "Open the bank account" added.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/steps`).map((call) => call.body)).toEqual([
      { title: 'Open the bank account', details: null, internalNote: 'Bank needs the EIN letter.' },
    ]);
    await waitFor(() => expect(stepTitles()).toHaveLength(4));

    const moveDown = buttonNamed('Move Kick-off down');
    await user.click(moveDown);
    await waitFor(() => expect(stepTitles().slice(0, 2)).toEqual(['File the formation documents', 'Kick-off']));
    expect(api.callsTo(`PUT ${BASE}/steps/order`).map((call) => call.body)).toEqual([
      { stepIds: [STEP_IDS[1], STEP_IDS[0], STEP_IDS[2], 'a0000000-0000-4000-8000-000000000004'] },
    ]);
    // The keyboard user's focus follows the step.
    await waitFor(() => expect(buttonNamed('Move Kick-off down')).toHaveFocus());
    expect(buttonNamed('Move File the formation documents up')).toBeDisabled();

    await user.click(buttonNamed('Mark File the formation documents done'));
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent('The client (ana@example.com) is e-mailed that it is done');
    expect(api.callsTo(`PATCH ${BASE}/steps/${STEP_IDS[1]}`)).toEqual([]);
    await user.click(buttonIn(confirm, 'Mark done'));
    expect(
      await screen.findByText('"File the formation documents" is done; ana@example.com is e-mailed.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${BASE}/steps/${STEP_IDS[1]}`).map((call) => call.body)).toEqual([{ isDone: true }]);
    expect(await findButtonNamed('Mark File the formation documents not done')).toBeInTheDocument();
  });

  it('ticks an onboarding task', async () => {
    const TASK = `${BASE}/tasks/b0000000-0000-4000-8000-000000000001`;
    api.routes.set(`PATCH ${TASK}`, (body) => {
      project = { ...project, tasks: project.tasks.map((task) => ({ ...task, ...(body as object) })) };
      return { status: 200, body: project.tasks[0] };
    });
    const { user } = await openPage();
    const task = within(section('Onboarding')).getByRole('checkbox', {
      name: 'Complete the business formation questionnaire',
    });
    await user.click(task);
    expect(await screen.findByText('"Complete the business formation questionnaire" ticked.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${TASK}`).map((call) => call.body)).toEqual([{ isDone: true }]);
    await waitFor(() => expect(task).toBeChecked());
  });

  it('adds a staff note', async () => {
    api.routes.set(`POST ${BASE}/notes`, (body) => ({
      status: 201,
      body: { ...NOTE, id: 'c0000000-0000-4000-8000-000000000002', ...(body as object) },
    }));
    const { user } = await openPage();
    const notes = section('Internal notes');
    await fill(user, within(notes).getByLabelText('New note'), '  Call back on Friday.  ');
    await user.click(buttonIn(notes, 'Add note'));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/notes`).map((call) => call.body)).toEqual([{ body: 'Call back on Friday.' }]);
    expect(within(notes).getByLabelText('New note')).toHaveValue('');
  });

  it('says a project that does not exist is not found', async () => {
    api.routes.set(`GET ${BASE}`, json({ statusCode: 404, message: 'Project not found' }, 404));
    await renderApp(`/admin1/projects/${PROJECT_ID}`);
    expect(await screen.findByText('Project not found', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/admin1/projects');
  });
});
