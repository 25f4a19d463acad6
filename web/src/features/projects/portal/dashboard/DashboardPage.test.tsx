import { screen, within } from '@testing-library/react';
import type {
  PortalAmountOwedDto,
  PortalConsultationDto,
  PortalCreditDto,
  PortalProjectDto,
  PortalQuestionnaireSummaryDto,
} from '../../../../api/generated/model';
import { DashboardPage } from '../../../../components/portal/DashboardPage';
import { fakeApiForEachTest, type FakeRoute } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { makeUser } from '../../../../test/users';
import { makePortalInvoice, pageOf } from '../../../billing/billing-test-data';
import { makeProposalRow, PROPOSAL_ID } from '../../../proposals/portal/proposal-test-data';

const api = fakeApiForEachTest();

const PROJECT: PortalProjectDto = {
  id: '4a0b2d3f-6c7e-4f80-9bac-1d2e3f4a5b6c',
  title: 'Bakery website',
  status: 'active',
  totalCents: 400000,
  depositCents: 200000,
  balanceCents: 200000,
  currency: 'USD',
  payUrl: null,
  activatedAt: '2030-03-05T15:00:00.000Z',
  createdAt: '2030-03-01T12:00:00.000Z',
  stepsDone: 1,
  stepsTotal: 5,
  currentStep: 'Design',
  openTasks: 2,
  unreadMessages: 3,
};
const QUESTIONNAIRES: PortalQuestionnaireSummaryDto[] = [
  {
    kind: 'website',
    title: 'Website questionnaire',
    status: 'draft',
    updatedAt: '2030-03-06T15:00:00.000Z',
    submittedAt: null,
    taskProjectId: PROJECT.id,
  },
  {
    kind: 'branding',
    title: 'Branding questionnaire',
    status: 'not_started',
    updatedAt: null,
    submittedAt: null,
    taskProjectId: null,
  },
];
const CONSULTATION: PortalConsultationDto = {
  id: '7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41',
  status: 'confirmed',
  scheduledAt: '2099-03-04T15:00:00.000Z',
  meetingLink: 'https://meet.jit.si/inspivision-4f1c2a9e',
  servicesInterested: ['Digital Marketing'],
  createdAt: '2030-03-01T12:00:00.000Z',
  cancelUrl: null,
  rescheduleUrl: null,
};
const CREDIT: PortalCreditDto = {
  id: '0e1d2c3b-4a59-4687-9f0e-1d2c3b4a5968',
  amountCents: 2500,
  source: 'referral',
  expiresAt: null,
  createdAt: '2030-02-01T12:00:00.000Z',
};

const NOTHING_OWED: PortalAmountOwedDto = {
  amountDueCents: 0,
  currency: 'USD',
  nextDueDate: null,
  invoices: [],
  hasInvoices: false,
};
const INVOICE = makePortalInvoice();
/** Two invoices to pay, as the server adds them up (its total is not the web's sum: the server decides). */
const OWED: PortalAmountOwedDto = {
  amountDueCents: 93000,
  currency: 'USD',
  nextDueDate: '2030-03-31T12:00:00.000Z',
  hasInvoices: true,
  invoices: [
    {
      id: INVOICE.id,
      publicId: INVOICE.publicId,
      invoiceNumber: 'INV-2026-0007',
      status: 'overdue',
      description: 'Company formation package',
      amountDueCents: 65500,
      currency: 'USD',
      dueDate: '2030-03-31T12:00:00.000Z',
    },
    {
      id: 'second',
      publicId: 'second-public-id',
      invoiceNumber: 'INV-2026-0009',
      status: 'sent',
      description: null,
      amountDueCents: 27500,
      currency: 'USD',
      dueDate: '2030-04-15T12:00:00.000Z',
    },
  ],
};

/** The account's lists, each empty unless given. */
function account({
  owed = NOTHING_OWED,
  invoices = [],
  proposals = [],
  projects = [],
  questionnaires = [],
  consultations = [],
  credits = [],
}: {
  owed?: PortalAmountOwedDto;
  invoices?: unknown[];
  proposals?: unknown[];
  projects?: PortalProjectDto[];
  questionnaires?: PortalQuestionnaireSummaryDto[];
  consultations?: PortalConsultationDto[];
  credits?: PortalCreditDto[];
}) {
  const list =
    (items: unknown[]): FakeRoute =>
    () => ({ status: 200, body: pageOf(items) });
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
  api.routes.set('GET /api/portal/invoices', list(invoices));
  api.routes.set('GET /api/portal/invoices/owed', () => ({ status: 200, body: owed }));
  api.routes.set('GET /api/portal/proposals', list(proposals));
  api.routes.set('GET /api/portal/projects', list(projects));
  api.routes.set('GET /api/portal/questionnaires', list(questionnaires));
  api.routes.set('GET /api/portal/bookings/consultations', list(consultations));
  api.routes.set('GET /api/portal/bookings/service-inquiries', list([]));
  api.routes.set('GET /api/portal/bookings/questions', list([]));
  api.routes.set('GET /api/portal/billing/credits', () => ({
    status: 200,
    body: { ...pageOf(credits), totalAvailableCents: credits.reduce((sum, credit) => sum + credit.amountCents, 0) },
  }));
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the portal dashboard', () => {
  it('leads a new account to book a consultation', async () => {
    account({});
    await renderAtPath(<DashboardPage />, '/portal');
    expect(screen.getByRole('status', { name: 'Loading what needs you now' })).toBeInTheDocument();

    expect(await region('What you owe').findByText('Nothing to pay: no invoices yet.')).toBeInTheDocument();
    const needs = region('What needs you now');
    expect(await needs.findByText('Welcome! Let’s plan your launch')).toBeInTheDocument();
    expect(needs.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(needs.queryByRole('list')).toBeNull();

    const next = region('Next consultation');
    expect(await next.findByText('No consultation booked.')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(
      await region('Account credits').findByText('No credits yet. Refer a friend to earn some.'),
    ).toBeInTheDocument();
    expect(await region('Your projects').findByText('No projects yet')).toBeInTheDocument();
  });

  it('shows what the client owes, as the server adds it up, with each invoice’s amount, due date and Pay', async () => {
    account({ owed: OWED, invoices: [makePortalInvoice({ amountDueCents: 65500 })] });
    await renderAtPath(<DashboardPage />, '/portal');
    expect(screen.getByRole('status', { name: 'Loading what you owe' })).toBeInTheDocument();

    const owed = region('What you owe');
    expect(await owed.findByText('$930.00')).toBeInTheDocument();
    expect(owed.getByText('in all, the next due March 31, 2030')).toBeInTheDocument();
    const invoices = within(owed.getByRole('list', { name: 'Invoices to pay' }));
    expect(invoices.getAllByRole('listitem')).toHaveLength(2);
    expect(invoices.getByText('Company formation package · $655.00 due March 31, 2030')).toBeInTheDocument();
    expect(invoices.getByText('· Overdue')).toBeInTheDocument();
    expect(invoices.getByRole('link', { name: 'Pay invoice INV-2026-0007' })).toHaveAttribute(
      'href',
      `/pay-invoice/${INVOICE.publicId}`,
    );
    expect(invoices.getByText('$275.00 due April 15, 2030')).toBeInTheDocument();
    expect(invoices.getByRole('link', { name: 'Pay invoice INV-2026-0009' })).toHaveAttribute(
      'href',
      '/pay-invoice/second-public-id',
    );
    expect(screen.queryByText(/No invoices yet/)).toBeNull();
    // Paying is in "What you owe" only: nothing else needs this client.
    expect(await region('What needs you now').findByText('Nothing else needs you right now.')).toBeInTheDocument();
  });

  it('says when a client with invoices has paid them all', async () => {
    account({ owed: { ...NOTHING_OWED, hasInvoices: true } });
    await renderAtPath(<DashboardPage />, '/portal');
    const owed = region('What you owe');
    expect(await owed.findByText('You’re all paid up: nothing to pay right now.')).toBeInTheDocument();
    expect(owed.getByRole('link', { name: 'See your invoices' })).toHaveAttribute('href', '/portal/invoices');
  });

  it('lists the proposal to sign, the questionnaire and tasks to finish and the unread messages', async () => {
    account({
      owed: OWED,
      proposals: [
        makeProposalRow(),
        makeProposalRow({ id: 'accepted', title: 'Signed long ago', status: 'accepted' }),
        makeProposalRow({
          id: 'lapsed',
          title: 'Lapsed offer',
          status: 'viewed',
          validUntil: '2026-01-31T23:59:59.000Z',
        }),
      ],
      projects: [PROJECT],
      questionnaires: QUESTIONNAIRES,
      consultations: [CONSULTATION],
      credits: [CREDIT],
    });
    await renderAtPath(<DashboardPage />, '/portal');

    const needs = within(await screen.findByRole('list', { name: 'What needs you now' }));
    expect(needs.getAllByRole('listitem')).toHaveLength(4);
    expect(needs.queryByText(/INV-2026/)).toBeNull();

    expect(needs.getByText('Review and sign: Company formation and website')).toBeInTheDocument();
    expect(needs.getByRole('link', { name: 'Review the proposal Company formation and website' })).toHaveAttribute(
      'href',
      `/portal/proposals/${PROPOSAL_ID}`,
    );
    expect(needs.queryByText(/Signed long ago|Lapsed offer/)).toBeNull();

    expect(needs.getByText('Finish the website questionnaire')).toBeInTheDocument();
    expect(needs.getByRole('link', { name: 'Open the website questionnaire' })).toHaveAttribute(
      'href',
      `/portal/questionnaire/website?projectId=${PROJECT.id}`,
    );
    expect(needs.queryByText(/branding/i)).toBeNull();

    expect(needs.getByText('Finish onboarding for Bakery website')).toBeInTheDocument();
    expect(needs.getByText('2 tasks left on your checklist.')).toBeInTheDocument();
    expect(needs.getByRole('link', { name: 'Open the checklist of Bakery website' })).toHaveAttribute(
      'href',
      `/portal/projects/${PROJECT.id}`,
    );
    expect(needs.getByText('3 new messages on Bakery website')).toBeInTheDocument();
    expect(needs.getByRole('link', { name: 'Read the messages of Bakery website' })).toHaveAttribute(
      'href',
      `/portal/projects/${PROJECT.id}`,
    );

    const progress = await region('Your projects').findByRole('progressbar', { name: 'Progress of Bakery website' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 5: Design');

    const next = region('Next consultation');
    expect(await next.findByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      CONSULTATION.meetingLink,
    );
    expect(next.getByText(/March 4, 2099/)).toBeInTheDocument();
    expect(await region('Account credits').findByText('$25.00')).toBeInTheDocument();
  });

  it('says when nothing needs the client, and shows no past or cancelled consultation as the next one', async () => {
    account({
      projects: [{ ...PROJECT, openTasks: 0, unreadMessages: 0 }],
      consultations: [
        { ...CONSULTATION, scheduledAt: '2020-01-01T15:00:00.000Z' },
        { ...CONSULTATION, id: 'cancelled', status: 'cancelled' },
      ],
    });
    await renderAtPath(<DashboardPage />, '/portal');
    expect(
      await region('What needs you now').findByText("You're all caught up: nothing needs you right now."),
    ).toBeInTheDocument();
    expect(await region('Next consultation').findByText('No consultation booked.')).toBeInTheDocument();
  });

  it('cuts a long e-mail address with an ellipsis rather than mid-word, the whole of it in the text and the tooltip', async () => {
    const email = 'alexandra.montgomery-fitzgerald.founder@example-holdings.com';
    account({});
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ email, firstName: null }) }));
    await renderAtPath(<DashboardPage />, '/portal');
    await screen.findAllByTitle(email);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(`Welcome back, ${email}!`);
    const inHeading = within(heading).getByTitle(email);
    expect(inHeading).toHaveTextContent(email);
    expect(inHeading).toHaveClass('truncated');
    const inAccount = region('Your account').getByTitle(email);
    expect(inAccount).toHaveTextContent(email);
    expect(inAccount).toHaveClass('truncated');
  });

  it('says so when what needs the client cannot be checked', async () => {
    account({});
    api.routes.set('GET /api/portal/proposals', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    await renderAtPath(<DashboardPage />, '/portal');
    expect(await region('What needs you now').findByRole('alert')).toHaveTextContent(
      "We couldn't load what needs you now.",
    );
  });

  it('says so when what the client owes cannot be loaded, with a way to try again', async () => {
    account({});
    api.routes.set('GET /api/portal/invoices/owed', () => ({
      status: 500,
      body: { statusCode: 500, message: 'Boom' },
    }));
    await renderAtPath(<DashboardPage />, '/portal');
    const alert = await region('What you owe').findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load what you owe.");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
