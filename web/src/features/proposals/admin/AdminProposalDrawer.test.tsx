/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminProposalDetailDto } from '../../../api/generated/model';
import { setApiBaseUrl } from '../../../api/http';
import { buttonIn, confirmation, setupUser } from '../../../components/admin-table/admin-table-test-utils';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderApp } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { makeAdminInvoiceDetail } from '../../billing/billing-test-data';
import {
  ADMIN_PROPOSAL_ID,
  adminProposalRow,
  makeAdminProposalDetail,
  proposalEvent,
  REVISION_ID,
  SHA,
} from './proposal-admin-test-data';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin', firstName: 'Sam', lastName: 'Lopez' });
const DETAIL = `/api/admin/proposals/${ADMIN_PROPOSAL_ID}`;
const PROJECT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const DEPOSIT_INVOICE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const BALANCE_INVOICE_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const SEALED_SHA = 'cd'.repeat(32);

/** Signed with a drawn signature, the deposit chosen; its project, invoices and sealed PDF made. */
const ACCEPTED = makeAdminProposalDetail({
  status: 'accepted',
  viewedAt: '2026-03-03T09:30:00.000Z',
  acceptedAt: '2026-03-04T18:00:00.000Z',
  signature: {
    name: 'Ana Lopez',
    email: 'ana@example.com',
    signedAt: '2026-03-04T18:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0',
    documentSha256: SHA,
    drawn: true,
  },
  paymentChoice: 'deposit',
  projectId: PROJECT_ID,
  depositInvoiceId: DEPOSIT_INVOICE_ID,
  balanceInvoiceId: BALANCE_INVOICE_ID,
  sealedPdfSha256: SEALED_SHA,
  timeline: [
    proposalEvent('created', '2026-03-01T14:00:00.000Z'),
    proposalEvent('sent', '2026-03-02T15:00:00.000Z'),
    proposalEvent('viewed', '2026-03-03T09:30:00.000Z'),
    proposalEvent('signed', '2026-03-04T18:00:00.000Z'),
    proposalEvent('accepted', '2026-03-04T18:00:00.000Z'),
    proposalEvent('sealed', '2026-03-04T18:00:05.000Z', { documentSha256: SEALED_SHA }),
  ],
});

let server: TestServer;
/** The proposals the API keeps, by id. */
let proposals: Map<string, AdminProposalDetailDto>;
let writes: string[];

function handle(request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://test');
  const route = `${request.method} ${pathname}`;
  if (route === 'GET /api/auth/user') return sendJson(response, 200, ME);
  if (route === 'GET /api/admin/proposals') {
    const items = [...proposals.values()].map(adminProposalRow);
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
  }
  if (route === `GET /api/admin/invoices/${DEPOSIT_INVOICE_ID}`) {
    return sendJson(
      response,
      200,
      makeAdminInvoiceDetail({ id: DEPOSIT_INVOICE_ID, invoiceNumber: 'INV-2026-0042', amountCents: 37175 }),
    );
  }
  if (route === `GET /api/admin/invoices/${BALANCE_INVOICE_ID}`) {
    return sendJson(
      response,
      200,
      makeAdminInvoiceDetail({
        id: BALANCE_INVOICE_ID,
        invoiceNumber: 'INV-2026-0043',
        status: 'draft',
        amountCents: 37175,
      }),
    );
  }
  const found = /^GET \/api\/admin\/proposals\/([0-9a-f-]+)$/.exec(route);
  if (found && proposals.has(found[1]!)) return sendJson(response, 200, proposals.get(found[1]!));
  if (request.method !== 'POST') return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
  writes.push(route);
  const current = proposals.get(ADMIN_PROPOSAL_ID)!;
  if (route === `POST ${DETAIL}/send`) {
    const sent = { ...current, status: 'sent' as const, sentAt: '2026-03-10T16:00:00.000Z', documentSha256: SHA };
    proposals.set(ADMIN_PROPOSAL_ID, sent);
    return sendJson(response, 200, sent);
  }
  if (route === `POST ${DETAIL}/revise` || route === `POST ${DETAIL}/duplicate`) {
    const revising = route.endsWith('/revise');
    const copy = makeAdminProposalDetail({
      id: REVISION_ID,
      status: 'draft',
      version: revising ? current.version + 1 : 1,
      revisesId: revising ? current.id : null,
      sentAt: null,
      documentSha256: null,
      timeline: [proposalEvent('created', '2026-03-10T16:00:00.000Z')],
    });
    proposals.set(REVISION_ID, copy);
    if (revising) proposals.set(ADMIN_PROPOSAL_ID, { ...current, status: 'superseded', supersededById: REVISION_ID });
    return sendJson(response, 201, copy);
  }
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
  writes = [];
  server.requests.length = 0;
});

const given = (proposal: AdminProposalDetailDto) => {
  proposals = new Map([[proposal.id, proposal]]);
};

/** The drawer, once the proposal `title` is loaded in it. */
const drawerOf = (title: string) =>
  waitFor(
    () => {
      const drawer = Array.from(document.querySelectorAll<HTMLElement>('.ant-drawer-section')).find((candidate) =>
        candidate.textContent?.startsWith(title),
      );
      if (!drawer) throw new Error(`No drawer for ${title}`);
      return drawer;
    },
    { timeout: 30_000 },
  );

const actions = (drawer: HTMLElement) =>
  Array.from(drawer.querySelectorAll('[aria-label="Proposal actions"] > *')).map((action) =>
    action.textContent?.trim(),
  );

/** The status tag's words. */
const statusOf = (drawer: HTMLElement) => drawer.querySelector('.ant-tag')?.textContent;

const section = (drawer: HTMLElement, name: string) => {
  const found = drawer.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return within(found);
};

async function openDrawer(id = ADMIN_PROPOSAL_ID, title = 'Company launch package · version 1') {
  const user = setupUser();
  const app = await renderApp(`/admin1/proposals?open=${id}`);
  const drawer = await drawerOf(title);
  return { user, drawer, ...app };
}

describe('the proposal drawer', () => {
  it('offers a draft Send (confirmed), Edit, Duplicate and its PDF preview; sending changes its status', async () => {
    given(makeAdminProposalDetail({ status: 'draft', sentAt: null, documentSha256: null }));
    const { user, drawer, router } = await openDrawer();
    expect(actions(drawer)).toEqual(['Send', 'Edit', 'Duplicate', 'PDF preview']);
    expect(within(drawer).getByText('Works once the proposal is sent')).toBeInTheDocument();
    expect(section(drawer, 'Signature').getByText('Not signed.')).toBeInTheDocument();

    await user.click(buttonIn(drawer, 'Send'));
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent('ana@example.com is e-mailed the PDF and a link to sign it.');
    expect(writes).toEqual([]);
    await user.click(buttonIn(confirm, 'Send'));
    expect(await screen.findByText('Proposal "Company launch package" sent to ana@example.com.')).toBeInTheDocument();
    expect(writes).toEqual([`POST ${DETAIL}/send`]);
    await waitFor(() => expect(actions(drawer)).toEqual(['Revise', 'Duplicate', 'PDF']));
    expect(statusOf(drawer)).toBe('Sent');

    await user.click(buttonIn(drawer, 'Duplicate'));
    expect(await screen.findByText('A copy of "Company launch package" was created as a draft.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ open: REVISION_ID }));
  });

  it('takes Edit to the form with the draft', async () => {
    given(makeAdminProposalDetail({ status: 'draft', sentAt: null, documentSha256: null }));
    const { user, drawer, router } = await openDrawer();
    await user.click(buttonIn(drawer, 'Edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin1/create-proposal'));
    expect(router.state.location.search).toEqual({ edit: ADMIN_PROPOSAL_ID });
  });

  it('revises a viewed proposal only once confirmed, then shows the new draft version', async () => {
    given(makeAdminProposalDetail({ status: 'viewed', viewedAt: '2026-03-03T09:30:00.000Z' }));
    const { user, drawer, router } = await openDrawer();
    expect(actions(drawer)).toEqual(['Revise', 'Duplicate', 'PDF']);

    await user.click(buttonIn(drawer, 'Revise'));
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent(
      'Version 1 is superseded at once: the client can no longer sign or decline it. Version 2 opens as a draft',
    );
    await user.click(buttonIn(confirm, 'Keep it'));
    expect(writes).toEqual([]);

    await user.click(buttonIn(drawer, 'Revise'));
    await user.click(buttonIn(await confirmation(), 'Revise'));
    expect(await screen.findByText('Version 2 created as a draft; version 1 is superseded.')).toBeInTheDocument();
    expect(writes).toEqual([`POST ${DETAIL}/revise`]);
    await waitFor(() => expect(router.state.location.search).toEqual({ open: REVISION_ID }));
    const revision = await drawerOf('Company launch package · version 2');
    await waitFor(() => expect(actions(revision)).toEqual(['Send', 'Edit', 'Duplicate', 'PDF preview']));
    expect(within(revision).getByText('Open the version it revises')).toBeInTheDocument();
  });

  it('shows an accepted proposal’s signature evidence, what acceptance created and the timeline', async () => {
    given(ACCEPTED);
    const { drawer } = await openDrawer();
    expect(actions(drawer)).toEqual(['Duplicate', 'PDF', 'Signed PDF']);
    const links = Array.from(drawer.querySelectorAll('[aria-label="Proposal actions"] a'));
    expect(links.find((link) => link.textContent === 'Signed PDF')).toHaveAttribute(
      'href',
      `/api/admin/proposals/${ADMIN_PROPOSAL_ID}/sealed-pdf`,
    );

    const signature = section(drawer, 'Signature');
    expect(signature.getByText('Ana Lopez (ana@example.com)')).toBeInTheDocument();
    expect(signature.getByText('203.0.113.7')).toBeInTheDocument();
    expect(signature.getByText('Mozilla/5.0 (Macintosh) Firefox/140.0')).toBeInTheDocument();
    expect(signature.getByText('Drawn, with the typed name')).toBeInTheDocument();
    expect(signature.getByText(SHA)).toBeInTheDocument();
    expect(signature.getByText(SEALED_SHA)).toBeInTheDocument();
    expect(signature.getByText('The deposit now')).toBeInTheDocument();

    const created = section(drawer, 'Project and invoices');
    expect(created.getByRole('link', { name: 'Company launch package' })).toHaveAttribute(
      'href',
      `/admin1/projects/${PROJECT_ID}`,
    );
    await waitFor(() => expect(created.getByRole('link', { name: 'INV-2026-0042' })).toBeInTheDocument());
    expect(created.getByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute(
      'href',
      '/admin1/invoices?search=INV-2026-0042',
    );
    await waitFor(() => expect(created.getByText('INV-2026-0043')).toBeInTheDocument());
    expect(created.getByText('Deposit invoice:')).toBeInTheDocument();
    expect(created.getByText('Balance invoice:')).toBeInTheDocument();

    const totals = section(drawer, 'Items and totals');
    expect(totals.getByText('Deposit at acceptance (50%)').nextSibling).toHaveTextContent('$371.75');
    expect(totals.getByText('Balance on completion').nextSibling).toHaveTextContent('$371.75');

    const timeline = section(drawer, 'Timeline');
    for (const label of [
      'Created',
      'Sent to the client',
      'Opened by the client',
      'Signed',
      'Accepted',
      'Signed PDF sealed',
    ]) {
      expect(timeline.getByText(label)).toBeInTheDocument();
    }
    expect(timeline.getAllByText(/203\.0\.113\.7/)).toHaveLength(3);
  });

  it('shows why a declined proposal ended, and offers only to duplicate it', async () => {
    given(
      makeAdminProposalDetail({
        status: 'declined',
        declinedAt: '2026-03-05T12:00:00.000Z',
        declineReason: 'We went with a cheaper offer.',
        validUntil: '2026-03-01T04:59:59.999Z',
      }),
    );
    const { drawer } = await openDrawer();
    expect(actions(drawer)).toEqual(['Duplicate', 'PDF']);
    expect(within(drawer).getByText('Reason: We went with a cheaper offer.')).toBeInTheDocument();
    expect(statusOf(drawer)).toBe('Declined');
    expect(within(drawer).queryByText('Past valid-until')).toBeNull();
  });
});
