/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  DashboardFunnelDto,
  DashboardLateResponsePage,
  DashboardLeadsPerWeekDto,
  DashboardReceivablesDto,
  DashboardReferralsDto,
  DashboardResponseTimesDto,
  DashboardRevenueDto,
  DashboardTopRequestsDto,
} from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { chooseOption, combobox, queriesTo, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { businessDayKey } from '../../billing/billing-dates';

// jsdom has no canvas: the charts are stubs (the text alternatives beside them are the page's own).
jest.mock('./DashboardCharts', () => ({
  LeadsPerWeekChart: () => null,
  RevenueChart: () => null,
  FunnelChart: () => null,
}));

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const RANGE = { from: '2026-10-01', to: '2026-10-31' };
// October 1 to 31 in New York (EDT, UTC-4, until November 1): the tables' instant bounds.
const CREATED = { createdFrom: '2026-10-01T04:00:00.000Z', createdTo: '2026-11-01T03:59:59.999Z' };
const LATE_ID = '00000000-0000-4000-8000-00000000a7e1';

const LEADS: DashboardLeadsPerWeekDto = {
  ...RANGE,
  weeks: [
    { weekStart: '2026-09-28', consultations: 12, serviceInquiries: 7, generalQuestions: 20 },
    { weekStart: '2026-10-05', consultations: 3, serviceInquiries: 0, generalQuestions: 5 },
  ],
};
const FUNNEL: DashboardFunnelDto = {
  ...RANGE,
  visits: 4210,
  leads: 96,
  consultationsHeld: 18,
  proposalsSent: 9,
  proposalsAccepted: 5,
  invoicesPaid: 4,
};
const REVENUE: DashboardRevenueDto = {
  ...RANGE,
  currency: 'USD',
  months: [{ month: '2026-10', grossCents: 1250000, refundedCents: 50000, netCents: 1200000 }],
};
const RECEIVABLES: DashboardReceivablesDto = {
  asOf: '2026-10-31T16:00:00.000Z',
  currency: 'USD',
  outstandingCents: 830000,
  outstandingCount: 11,
  overdueCents: 210000,
  overdueCount: 3,
};
const RESPONSES: DashboardResponseTimesDto = {
  ...RANGE,
  inquiries: { received: 40, answeredOnTime: 37, targetHours: 2 },
  questions: { received: 0, answeredOnTime: 0, targetHours: 24 },
};
const LATE: DashboardLateResponsePage = {
  items: [
    {
      kind: 'service_inquiry',
      id: LATE_ID,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      receivedAt: '2026-10-03T14:00:00.000Z',
      answeredAt: '2026-10-03T19:30:00.000Z',
      minutesToAnswer: 330,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};
const TOP: DashboardTopRequestsDto = {
  ...RANGE,
  services: [{ service: 'Website & App Development', count: 31 }],
  budgets: [{ budget: '$5,000 - $10,000 USD', count: 14 }],
};
const REFERRALS: DashboardReferralsDto = {
  ...RANGE,
  visits: 120,
  signUps: 9,
  conversions: 3,
  reversed: 1,
  rejected: 2,
  creditsGrantedCents: 30000,
};

let server: TestServer;
let leads: DashboardLeadsPerWeekDto;
let receivablesFailures = 0;

function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  if (pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (pathname === '/api/admin/users/stats') return sendJson(response, 200, { users: 1234, newThisWeek: 17 });
  if (pathname === '/api/admin/dashboard/leads-per-week') return sendJson(response, 200, leads);
  if (pathname === '/api/admin/dashboard/funnel') return sendJson(response, 200, FUNNEL);
  if (pathname === '/api/admin/dashboard/revenue') return sendJson(response, 200, REVENUE);
  if (pathname === '/api/admin/dashboard/receivables') {
    if (receivablesFailures > 0) {
      receivablesFailures -= 1;
      return sendJson(response, 500, { statusCode: 500, message: 'The database is resting.' });
    }
    return sendJson(response, 200, RECEIVABLES);
  }
  if (pathname === '/api/admin/dashboard/response-times') return sendJson(response, 200, RESPONSES);
  if (pathname === '/api/admin/dashboard/response-times/late') return sendJson(response, 200, LATE);
  if (pathname === '/api/admin/dashboard/top-requests') return sendJson(response, 200, TOP);
  if (pathname === '/api/admin/dashboard/referrals') return sendJson(response, 200, REFERRALS);
  sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
}

beforeAll(async () => {
  server = await startTestServer(handle);
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  leads = LEADS;
  receivablesFailures = 0;
  server.requests.length = 0;
});

// Queries by element and text, not by role: computing every accessible name of the whole antd page is slow
// on a loaded machine. The region is the card its heading labels; a link is named by aria-label, else its text.
const region = async (name: string) => {
  const heading = await screen.findByText(name, { selector: 'h2' });
  const card = heading.closest<HTMLElement>('[role="region"]')!;
  expect(card).toHaveAttribute('aria-labelledby', heading.id);
  return card;
};
const findLink = (container: HTMLElement, name: string | RegExp) =>
  waitFor(() => {
    const link = Array.from(container.querySelectorAll('a')).find((anchor) => {
      const label = anchor.getAttribute('aria-label') ?? anchor.textContent ?? '';
      return typeof name === 'string' ? label === name : name.test(label);
    });
    if (!link) throw new Error(`No link "${String(name)}"`);
    return link;
  });
/** A chart's text alternative (by its caption) and the picture it describes. */
const chartTable = async (caption: string) => {
  const table = (await screen.findByText(caption, { selector: 'caption' })).closest('table')!;
  const rows = Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
  const picture = document.querySelector(`[aria-describedby="${table.id}"]`);
  return { table, rows, picture };
};
/** A link's path and query, as an object. */
const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href')!, 'http://localhost');
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
};

describe('/admin1 (dashboard)', () => {
  it('shows each figure of the period the URL names', async () => {
    await renderApp('/admin1?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText('Dashboard', { selector: 'h1' })).toBeInTheDocument();
    for (const path of ['leads-per-week', 'funnel', 'revenue', 'response-times', 'top-requests', 'referrals']) {
      await waitFor(() => expect(queriesTo(server, `/api/admin/dashboard/${path}`)).toEqual([RANGE]));
    }

    const outstanding = within(await region('Outstanding'));
    expect(await outstanding.findByText('$8,300.00')).toBeInTheDocument();
    expect(within(await region('Overdue')).getByText('$2,100.00')).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();

    const answers = within(await region('Answer times'));
    expect(await answers.findByText('92.5%')).toBeInTheDocument();
    expect(answers.getByText('37 of 40 on time')).toBeInTheDocument();
    // No question to count yet: no share, rather than 0%.
    expect(answers.getByText('None to count in this period')).toBeInTheDocument();
    expect(await answers.findByText('5.5 h')).toBeInTheDocument();

    const funnel = within(await region('Funnel'));
    expect(await funnel.findByText('Proposals accepted: 5')).toBeInTheDocument();
    // Each step as a share of the one before: 5 of 9 proposals sent were accepted.
    expect(funnel.getByText('(55.6% of the step before)')).toBeInTheDocument();

    const revenue = within(await region('Revenue per month'));
    const statistic = async (title: string) =>
      within((await revenue.findByText(title)).closest<HTMLElement>('.ant-statistic')!);
    expect((await statistic('Received (whole months)')).getByText('$12,500.00')).toBeInTheDocument();
    expect((await statistic('Net (whole months)')).getByText('$12,000.00')).toBeInTheDocument();

    const referrals = within(await region('Referrals'));
    expect(await referrals.findByText('Conversions')).toBeInTheDocument();
    expect(referrals.getByText('$300.00')).toBeInTheDocument();
  });

  it('links each figure to its table with the same filters', async () => {
    await renderApp('/admin1?from=2026-10-01&to=2026-10-31');

    const leadsRegion = await region('Leads per week');
    expect(target(await findLink(leadsRegion, 'Consultations: 15, in the consultations table'))).toEqual({
      path: '/admin1/leads',
      search: CREATED,
    });
    expect(target(await findLink(leadsRegion, /^Questions: 25/))).toEqual({
      path: '/admin1/leads/questions',
      search: CREATED,
    });

    const funnel = await region('Funnel');
    expect(target(await findLink(funnel, 'Proposals accepted: 5'))).toEqual({
      path: '/admin1/proposals',
      search: { status: 'accepted', ...CREATED },
    });
    expect(target(await findLink(funnel, 'Consultations held: 18'))).toEqual({
      path: '/admin1/leads',
      search: { status: 'completed', scheduledFrom: CREATED.createdFrom, scheduledTo: CREATED.createdTo },
    });
    expect(target(await findLink(funnel, 'Invoices paid: 4'))).toEqual({
      path: '/admin1/invoices',
      search: { status: 'paid', ...CREATED },
    });

    expect(target(await findLink(await region('Overdue'), '3 invoices overdue'))).toEqual({
      path: '/admin1/invoices',
      search: { overdue: 'true' },
    });
    expect(target(await findLink(await region('Outstanding'), '11 invoices unpaid'))).toEqual({
      path: '/admin1/invoices',
      search: { status: 'sent' },
    });

    // A late answer opens in its table's drawer.
    expect(target(await findLink(await region('Answer times'), 'Open the service inquiry from Ana Lopez'))).toEqual({
      path: '/admin1/leads/inquiries',
      search: { open: LATE_ID },
    });

    const top = await region('Most requested');
    expect(target(await findLink(top, 'Service inquiries for Website & App Development'))).toEqual({
      path: '/admin1/leads/inquiries',
      search: { ...CREATED, service: 'Website & App Development' },
    });
    expect(target(await findLink(top, 'Consultations for $5,000 - $10,000 USD'))).toEqual({
      path: '/admin1/leads',
      search: { ...CREATED, budget: '$5,000 - $10,000 USD' },
    });

    expect(target(await findLink(await region('Referrals'), 'All referrals'))).toEqual({
      path: '/admin1/referrals',
      search: {},
    });
  });

  it('lists every value of a chart in its text alternative', async () => {
    await renderApp('/admin1?from=2026-10-01&to=2026-10-31');
    const leads = await chartTable('Leads per week by kind (stacked columns)');
    // The picture is named, and described by the table of its values.
    expect(leads.picture).toHaveAttribute('role', 'img');
    expect(leads.picture).toHaveAttribute('aria-label', 'Leads per week by kind (stacked columns)');
    expect(leads.rows).toEqual([
      ['Week', 'Consultations', 'Service inquiries', 'Questions'],
      ['Week of Sep 28, 2026', '12', '7', '20'],
      ['Week of Oct 5, 2026', '3', '0', '5'],
    ]);

    const revenue = await chartTable('Money received, refunded and net per month');
    expect(revenue.rows).toContainEqual(['Oct 2026', '$12,500.00', '$500.00', '$12,000.00']);
    const funnel = await chartTable('Funnel from site visits to invoices paid');
    expect(funnel.rows).toContainEqual(['Site visits', '4,210']);
    expect(funnel.rows).toContainEqual(['Invoices paid', '4']);
  });

  it('asks every widget again for the period chosen, and keeps it in the URL', async () => {
    const { router } = await renderApp('/admin1');
    const today = businessDayKey();
    await waitFor(() => expect(queriesTo(server, '/api/admin/dashboard/funnel')).toHaveLength(1));
    // No period in the URL: the last 30 days, today included.
    expect(queriesTo(server, '/api/admin/dashboard/funnel')[0]!.to).toBe(today);

    await chooseOption(combobox('Period'), 'This year');
    const year = { from: `${today.slice(0, 4)}-01-01`, to: today };
    await waitFor(() => expect(router.state.location.search).toEqual(year));
    for (const path of ['leads-per-week', 'funnel', 'revenue', 'response-times', 'top-requests', 'referrals']) {
      await waitFor(() => expect(queriesTo(server, `/api/admin/dashboard/${path}`).at(-1)).toEqual(year));
    }
    await waitFor(() =>
      expect(queriesTo(server, '/api/admin/dashboard/response-times/late').at(-1)).toEqual({
        ...year,
        page: '1',
        pageSize: '10',
      }),
    );
  });

  it('says when the period has no leads', async () => {
    leads = {
      ...RANGE,
      weeks: [{ weekStart: '2026-09-28', consultations: 0, serviceInquiries: 0, generalQuestions: 0 }],
    };
    await renderApp('/admin1?from=2026-10-01&to=2026-10-31');
    const leadsRegion = within(await region('Leads per week'));
    expect(await leadsRegion.findByText('No leads in this period')).toBeInTheDocument();
    expect(screen.queryByText('Leads per week by kind (stacked columns)')).not.toBeInTheDocument();
  });

  it('shows the server message with Retry when a figure cannot load, and the figure after a retry', async () => {
    receivablesFailures = 1;
    await renderApp('/admin1?from=2026-10-01&to=2026-10-31');
    const outstanding = within(await region('Outstanding'));
    const alert = await outstanding.findByRole('alert');
    expect(alert).toHaveTextContent('The database is resting.');
    await setupUser().click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await outstanding.findByText('$8,300.00')).toBeInTheDocument();
  });
});
