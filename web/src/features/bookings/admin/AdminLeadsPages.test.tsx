/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  AdminConsultationDetailDto,
  AdminGeneralQuestionDetailDto,
  AdminQuestionnaireResponseDto,
  BookingOptionsDto,
} from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import {
  bodyRows,
  buttonIn,
  chooseOption,
  combobox,
  confirmation,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
  typeDay,
} from '../../../components/admin-table/admin-table-test-utils';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const ANA_ID = '00000000-0000-4000-8000-0000000000a1';
const EVE_ID = '00000000-0000-4000-8000-0000000000e1';

const OPTIONS: BookingOptionsDto = {
  services: ['Business Formation & Legal Setup', 'Digital Marketing'],
  questionTopics: ['Digital Marketing', 'General Business Consulting'],
  budgets: ['$1,000 - $2,000 USD', '$3,000 - $5,000 USD'],
  businessTypes: [],
  countries: [],
  stages: [],
};

const ANA: AdminConsultationDetailDto = {
  id: ANA_ID,
  firstName: 'Ana',
  lastName: 'Lopez',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+14045550134',
  country: 'United States',
  userId: null,
  businessType: 'I have a business',
  servicesInterested: ['Business Formation & Legal Setup'],
  budget: '$3,000 - $5,000 USD',
  message: 'I need an LLC in Delaware.',
  scheduledAt: '2030-03-11T14:00:00.000Z',
  meetingLink: 'https://meet.jit.si/inspivision-abc',
  clientAddress: '203.0.113.7',
  clientNetwork: '203.0.113.7',
  status: 'pending',
  rescheduledFromId: null,
  createdAt: '2030-03-01T12:00:00.000Z',
  history: [
    {
      at: '2030-03-01T12:00:00.000Z',
      kind: 'received',
      fromStatus: null,
      toStatus: null,
      subject: null,
      message: null,
      deliveryStatus: null,
      actor: null,
    },
    {
      at: '2030-03-01T12:00:01.000Z',
      kind: 'email',
      fromStatus: null,
      toStatus: null,
      subject: 'We received your consultation request',
      message: null,
      deliveryStatus: 'sent',
      actor: null,
    },
  ],
};

const EVE: AdminGeneralQuestionDetailDto = {
  id: EVE_ID,
  firstName: 'Eve',
  lastName: 'Stone',
  email: 'eve@example.com',
  phone: null,
  country: 'Canada',
  userId: null,
  serviceQuestion: 'General Business Consulting',
  message: 'Can a non-resident open a US bank account?',
  status: 'pending',
  createdAt: '2030-03-02T12:00:00.000Z',
  history: [ANA.history[0]!],
};

/** Ana's answers to the questionnaire she filled in after booking. */
const ANAS_QUESTIONNAIRE: AdminQuestionnaireResponseDto = {
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'business-formation',
  title: 'Business formation questionnaire',
  status: 'submitted',
  userId: null,
  projectId: null,
  consultationId: ANA_ID,
  serviceInquiryId: null,
  answers: [{ questionId: 'entityType', label: 'Type of entity', answer: 'Limited liability company (LLC)' }],
  submittedAt: '2030-03-10T12:00:00.000Z',
  updatedAt: '2030-03-10T12:00:00.000Z',
  createdAt: '2030-03-09T12:00:00.000Z',
};

const TRANSITIONS = [
  { kind: 'consultation', from: 'pending', to: ['confirmed', 'declined', 'cancelled', 'completed', 'no_show'] },
  { kind: 'consultation', from: 'confirmed', to: ['cancelled', 'completed', 'no_show'] },
  { kind: 'general_question', from: 'pending', to: ['answered', 'closed'] },
  { kind: 'general_question', from: 'answered', to: ['closed'] },
];

let server: TestServer;
let ana: AdminConsultationDetailDto;
let eve: AdminGeneralQuestionDetailDto;
const writes: Array<{ path: string; body: unknown }> = [];

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
const withoutHistory = <T extends { history: unknown }>({ history: _history, ...row }: T) => row;

async function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/bookings/options') return sendJson(response, 200, OPTIONS);
  if (route === 'GET /api/admin/booking-status-transitions') return sendJson(response, 200, TRANSITIONS);
  if (route === 'GET /api/admin/consultations') return sendJson(response, 200, page([withoutHistory(ana)]));
  if (route === `GET /api/admin/consultations/${ANA_ID}`) return sendJson(response, 200, ana);
  if (route === 'GET /api/admin/questionnaires') return sendJson(response, 200, page([ANAS_QUESTIONNAIRE]));
  if (route === 'GET /api/admin/general-questions') return sendJson(response, 200, page([withoutHistory(eve)]));
  if (route === `GET /api/admin/general-questions/${EVE_ID}`) return sendJson(response, 200, eve);
  const body = await readJson(request);
  writes.push({ path: route, body });
  if (route === `PATCH /api/admin/consultations/${ANA_ID}/status`) {
    const { status } = body as { status: 'confirmed' };
    ana = { ...ana, status };
    return sendJson(response, 200, {
      id: ANA_ID,
      status,
      allowedNextStatuses: [],
      visitorNotified: true,
      remindersScheduled: 2,
    });
  }
  if (route === `POST /api/admin/general-questions/${EVE_ID}/reply`) {
    eve = { ...eve, status: 'answered' };
    return sendJson(response, 200, eve);
  }
  sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
}

beforeAll(async () => {
  server = await startTestServer((request, response) => void handle(request, response));
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  ana = { ...ANA };
  eve = { ...EVE };
  writes.length = 0;
  server.requests.length = 0;
});

const drawer = () => screen.findByRole('dialog');

describe('/admin1/leads (consultations)', () => {
  it('keeps status, service, budget and date filters in the URL and sends them to the API and the export', async () => {
    const { router } = await renderApp('/admin1/leads');
    expect(await findPageHeading(/Consultations/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = within(rowOf('Ana Lopez'));
    expect(row.getByText('ana@example.com')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();

    await chooseOption(combobox('Status'), 'Confirmed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'confirmed' }));
    await chooseOption(combobox('Service'), 'Digital Marketing');
    await chooseOption(combobox('Budget'), '$3,000 - $5,000 USD');
    await typeDay('Received from', '2030-03-01');
    const from = new Date(2030, 2, 1).toISOString();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'confirmed',
        service: 'Digital Marketing',
        budget: '$3,000 - $5,000 USD',
        createdFrom: from,
      }),
    );
    await waitFor(() =>
      expect(queriesTo(server, '/api/admin/consultations').at(-1)).toMatchObject({
        status: 'confirmed',
        service: 'Digital Marketing',
        budget: '$3,000 - $5,000 USD',
        createdFrom: from,
      }),
    );
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      `/api/admin/consultations/export?${new URLSearchParams({
        status: 'confirmed',
        createdFrom: from,
        service: 'Digital Marketing',
        budget: '$3,000 - $5,000 USD',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }).toString()}`,
    );
  });

  it('opens a lead in a drawer with its whole submission and history, and confirms it with a toast', async () => {
    const user = setupUser();
    await renderApp('/admin1/leads');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'View the consultation from Ana Lopez' }));
    const panel = within(await drawer());
    expect(await panel.findByText('I need an LLC in Delaware.')).toBeInTheDocument();
    // The phone is stored in E.164 and shown as people write it: a US number in its national form.
    for (const text of ['(404) 555-0134', 'United States', 'I have a business', '$3,000 - $5,000 USD']) {
      expect(panel.getByText(text)).toBeInTheDocument();
    }
    expect(panel.getByRole('link', { name: 'https://meet.jit.si/inspivision-abc' })).toBeInTheDocument();
    const history = within(panel.getByRole('region', { name: 'History' }));
    expect(history.getByText('Received')).toBeInTheDocument();
    expect(history.getByText('E-mail: We received your consultation request')).toBeInTheDocument();
    const questionnaires = within(panel.getByRole('region', { name: 'Questionnaires' }));
    expect(await questionnaires.findByText('Business formation questionnaire')).toBeInTheDocument();
    expect(questionnaires.getByText('Type of entity')).toBeInTheDocument();
    expect(questionnaires.getByText('Limited liability company (LLC)')).toBeInTheDocument();
    expect(queriesTo(server, '/api/admin/questionnaires').at(-1)).toMatchObject({ consultationId: ANA_ID });

    // Declining asks first; keeping it sends nothing.
    const decline = await waitFor(async () => buttonIn(await drawer(), 'Decline'));
    expect(buttonIn(await drawer(), 'Mark no-show')).toBeInTheDocument();
    await user.click(decline);
    await user.click(buttonIn(await confirmation(), 'Keep it'));
    expect(writes).toEqual([]);

    await user.click(buttonIn(await drawer(), 'Confirm'));
    expect(await screen.findByText('Confirmed: Ana Lopez.')).toBeInTheDocument();
    expect(writes).toEqual([
      { path: `PATCH /api/admin/consultations/${ANA_ID}/status`, body: { status: 'confirmed' } },
    ]);
    await waitFor(() => expect(within(rowOf('ana@example.com')).getByText('Confirmed')).toBeInTheDocument());
  });
});

describe('/admin1/leads/questions', () => {
  it('checks the reply, sends it by e-mail and shows the question answered', async () => {
    const user = setupUser();
    await renderApp('/admin1/leads/questions');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'View the question from Eve Stone' }));
    const panel = within(await drawer());
    expect(await panel.findByText('Can a non-resident open a US bank account?')).toBeInTheDocument();

    // The message is read with the field (antd replaces its node on each check: a found node may be a leaving one).
    const reply = panel.getByLabelText('Reply by e-mail to eve@example.com');
    await user.click(buttonIn(await drawer(), 'Send reply'));
    await waitFor(() => expect(reply).toHaveAccessibleDescription('Write a reply.'));
    await waitFor(() => expect(reply).toHaveFocus());
    await user.type(reply, '   ');
    await user.click(buttonIn(await drawer(), 'Send reply'));
    await waitFor(() => expect(reply).toHaveAccessibleDescription('Write a reply.'));
    expect(writes).toEqual([]);

    await user.type(reply, 'Yes, several banks do.');
    await user.click(buttonIn(await drawer(), 'Send reply'));
    expect(await screen.findByText('Reply sent to eve@example.com.')).toBeInTheDocument();
    expect(writes).toEqual([
      { path: `POST /api/admin/general-questions/${EVE_ID}/reply`, body: { message: 'Yes, several banks do.' } },
    ]);
    await waitFor(() => expect(within(rowOf('eve@example.com')).getByText('Answered')).toBeInTheDocument());
  });

  it("opens the question a link names (?open=id, the dashboard's late answers) and drops it from the URL on close", async () => {
    const user = setupUser();
    const { router } = await renderApp(`/admin1/leads/questions?status=pending&open=${EVE_ID}`);
    const panel = within(await drawer());
    expect(await panel.findByText('Can a non-resident open a US bank account?')).toBeInTheDocument();
    // The drawer is no filter: the list is asked without it.
    await waitFor(() => expect(queriesTo(server, '/api/admin/general-questions')).toHaveLength(1));
    expect(queriesTo(server, '/api/admin/general-questions')[0]).toEqual({
      page: '1',
      pageSize: '10',
      status: 'pending',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    await user.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
