/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminReferralDetailDto, AdminReferralDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import {
  bodyRows,
  buttonIn,
  chooseOption,
  combobox,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
} from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const ANA: AdminReferralDto = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'K7QM2XPA',
  isActive: true,
  referrer: { id: '0b6f3c2a-1d4e-4f5a-8b9c-7d6e5f4a3b2c', email: 'ana@example.com', name: 'Ana Lopez' },
  visits: 42,
  signUps: 5,
  conversions: 2,
  creditsEarnedCents: 20000,
  creditsAvailableCents: 15000,
  currency: 'USD',
  createdAt: '2026-10-01T12:00:00.000Z',
};
const BEA: AdminReferralDto = {
  ...ANA,
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  code: 'ZX9WQ4RT',
  isActive: false,
  referrer: { id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', email: 'bea@example.com', name: 'Bea Stone' },
  visits: 3,
  signUps: 0,
  conversions: 0,
  creditsEarnedCents: 0,
  creditsAvailableCents: 0,
};
const DETAIL = `/api/admin/referrals/${ANA.id}`;

let server: TestServer;
let detail: AdminReferralDetailDto;
let writes: Array<{ path: string; body: unknown }>;

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

const staffEvent = (kind: 'credit_adjusted' | 'code_deactivated', amountCents: number | null, reason: string) => ({
  id: `e0000000-0000-4000-8000-00000000010${detail.timeline.length}`,
  kind,
  amountCents,
  reason,
  conversionId: null,
  actorUserId: ME.id,
  actorName: 'Sam Lopez',
  createdAt: '2026-11-20T16:00:00.000Z',
});

/** The API as far as the page goes: the list filters as the server does, the code changes with what staff do. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/admin/referrals') {
    const search = url.searchParams.get('search')?.toLowerCase();
    const isActive = url.searchParams.get('isActive');
    const items = [ANA, BEA]
      .filter((row) => !search || row.code.toLowerCase().includes(search) || row.referrer.email.includes(search))
      .filter((row) => isActive === null || String(row.isActive) === isActive);
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
  }
  if (route === `GET ${DETAIL}`) return sendJson(response, 200, detail);
  if (request.method !== 'POST') return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
  const body = await readJson(request);
  writes.push({ path: route, body });
  if (route === `POST ${DETAIL}/adjustments`) {
    const { amountCents, reason } = body as { amountCents: number; reason: string };
    if (-amountCents > detail.creditsAvailableCents) {
      return sendJson(response, 409, {
        statusCode: 409,
        message: `Only $${(detail.creditsAvailableCents / 100).toFixed(2)} of credit is available to take back.`,
        code: 'NOT_ENOUGH_CREDIT',
      });
    }
    detail = {
      ...detail,
      creditsAvailableCents: detail.creditsAvailableCents + amountCents,
      timeline: [staffEvent('credit_adjusted', amountCents, reason), ...detail.timeline],
    };
    return sendJson(response, 200, detail);
  }
  if (route === `POST ${DETAIL}/deactivate`) {
    const { reason } = body as { reason: string };
    detail = {
      ...detail,
      isActive: false,
      timeline: [staffEvent('code_deactivated', null, reason), ...detail.timeline],
    };
    return sendJson(response, 200, detail);
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
  server.requests.length = 0;
  writes = [];
  detail = {
    ...ANA,
    conversionList: [
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        referredUserId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
        referredEmail: 'carl@example.com',
        firstInvoiceId: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
        firstInvoiceNumber: 'INV-2026-0042',
        amountCents: 50000,
        status: 'awarded',
        rejectedReason: null,
        creditCents: 10000,
        createdAt: '2026-11-02T15:00:00.000Z',
      },
      {
        id: 'c0000000-0000-4000-8000-000000000002',
        referredUserId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
        referredEmail: 'dina@example.com',
        firstInvoiceId: null,
        firstInvoiceNumber: null,
        amountCents: null,
        status: 'rejected',
        rejectedReason: 'same_person',
        creditCents: null,
        createdAt: '2026-11-01T15:00:00.000Z',
      },
    ],
    timeline: [
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        kind: 'conversion_awarded',
        amountCents: 10000,
        reason: null,
        conversionId: 'c0000000-0000-4000-8000-000000000001',
        actorUserId: null,
        actorName: null,
        createdAt: '2026-11-02T15:00:00.000Z',
      },
    ],
  };
});

const listQueries = () => queriesTo(server, '/api/admin/referrals');

const drawerElement = () =>
  waitFor(() => {
    const drawer = Array.from(document.querySelectorAll<HTMLElement>('.ant-drawer-section')).find((candidate) =>
      candidate.textContent?.startsWith('Referral code '),
    );
    if (!drawer) throw new Error('No open referral drawer');
    return drawer;
  });

const modal = (title: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find(
      (candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!found) throw new Error(`No dialog "${title}"`);
    return found;
  });

const section = (drawer: HTMLElement, name: string) => {
  const found = drawer.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return within(found);
};

async function openDrawer() {
  const user = setupUser();
  await renderApp('/admin1/referrals');
  await user.click(await screen.findByLabelText('View referral code K7QM2XPA'));
  const drawer = await drawerElement();
  await waitFor(() => expect(drawer.querySelector('section[aria-label="Timeline"]')).not.toBeNull());
  return { user, drawer };
}

describe('/admin1/referrals', () => {
  it('lists the codes with referrer, status in words, figures and credits', async () => {
    await renderApp('/admin1/referrals');
    expect(await findPageHeading(/Referrals/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '10', sortBy: 'createdAt', sortOrder: 'desc' });

    const ana = within(rowOf('K7QM2XPA'));
    expect(ana.getByText('Ana Lopez')).toBeInTheDocument();
    expect(ana.getByText('ana@example.com')).toBeInTheDocument();
    expect(ana.getByText('Active')).toBeInTheDocument();
    expect(ana.getByText('42')).toBeInTheDocument();
    expect(ana.getByText('$200.00')).toBeInTheDocument();
    expect(ana.getByText('$150.00')).toBeInTheDocument();
    expect(within(rowOf('ZX9WQ4RT')).getByText('Deactivated')).toBeInTheDocument();
  });

  it('reads a search and the active filter from the URL, and filters through it', async () => {
    const { router } = await renderApp('/admin1/referrals?search=K7QM2XPA&isActive=true');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toMatchObject({ search: 'K7QM2XPA', isActive: 'true' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search referrals' })).toHaveValue('K7QM2XPA');

    await chooseOption(combobox('Status'), 'Deactivated');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'K7QM2XPA', isActive: false }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ isActive: 'false' }));
    await waitFor(() => expect(screen.getByText(/No referral codes match/)).toBeInTheDocument());
  });

  it("shows a code's conversions and timeline in the drawer", async () => {
    const { drawer } = await openDrawer();
    const conversions = section(drawer, 'Conversions');
    const carl = within(conversions.getByText('carl@example.com').closest('tr')!);
    expect(carl.getByText('INV-2026-0042')).toBeInTheDocument();
    expect(carl.getByText('$500.00')).toBeInTheDocument();
    expect(carl.getByText('Credit earned')).toBeInTheDocument();
    const dina = within(conversions.getByText('dina@example.com').closest('tr')!);
    expect(dina.getByText('Rejected')).toBeInTheDocument();
    expect(dina.getByText('Same person as the referrer or an earlier referral')).toBeInTheDocument();
    const timeline = section(drawer, 'Timeline');
    expect(timeline.getByText('Conversion earned credit · +$100.00')).toBeInTheDocument();
    expect(timeline.getByText(/by the system/)).toBeInTheDocument();
  });

  it('takes back credit in dollars with a reason (required), and says why the server refused', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(buttonIn(drawer, 'Adjust credit'));
    const dialog = await modal("Adjust Ana Lopez's credit");
    const form = within(dialog);
    await user.click(form.getByText('Take back'));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '12.5' } });
    await user.click(buttonIn(dialog, 'Take back credit'));
    expect(await form.findByText('Please give a reason.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    fireEvent.change(form.getByLabelText('Reason'), { target: { value: '  Duplicate account  ' } });
    await user.click(buttonIn(dialog, 'Take back credit'));
    expect(await screen.findByText('Took back $12.50 of credit from Ana Lopez.')).toBeInTheDocument();
    expect(writes).toEqual([
      { path: `POST ${DETAIL}/adjustments`, body: { amountCents: -1250, reason: 'Duplicate account' } },
    ]);
    const timeline = section(drawer, 'Timeline');
    expect(await timeline.findByText('Credit adjusted · −$12.50')).toBeInTheDocument();
    expect(timeline.getByText('Duplicate account')).toBeInTheDocument();
    expect(timeline.getByText(/by Sam Lopez/)).toBeInTheDocument();

    // More than is available: the server's message is shown.
    await user.click(buttonIn(drawer, 'Adjust credit'));
    const again = await modal("Adjust Ana Lopez's credit");
    await user.click(within(again).getByText('Take back'));
    fireEvent.change(within(again).getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'Too much' } });
    await user.click(buttonIn(again, 'Take back credit'));
    expect(await screen.findByText('Only $137.50 of credit is available to take back.')).toBeInTheDocument();
  });

  it('grants credit and deactivates the code with a reason', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(buttonIn(drawer, 'Adjust credit'));
    const dialog = await modal("Adjust Ana Lopez's credit");
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    await user.click(buttonIn(dialog, 'Grant credit'));
    expect(await screen.findByText('Granted $25.00 of credit to Ana Lopez.')).toBeInTheDocument();

    await user.click(buttonIn(drawer, 'Deactivate'));
    const deactivate = await modal('Deactivate referral code K7QM2XPA');
    await user.click(buttonIn(deactivate, 'Deactivate'));
    expect(await within(deactivate).findByText('Please give a reason.')).toBeInTheDocument();
    fireEvent.change(within(deactivate).getByLabelText('Reason'), { target: { value: 'Posted on a coupon site' } });
    await user.click(buttonIn(deactivate, 'Deactivate'));
    expect(await screen.findByText('Referral code K7QM2XPA deactivated.')).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      { amountCents: 2500, reason: 'Goodwill' },
      { reason: 'Posted on a coupon site' },
    ]);
    expect(await section(drawer, 'Timeline').findByText('Code deactivated')).toBeInTheDocument();
    await waitFor(() => expect(buttonIn(drawer, 'Reactivate')).toBeInTheDocument());
  });
});
