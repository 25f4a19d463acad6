/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminTestimonialDto } from '../../../../api/generated/model';
import { setApiBaseUrl } from '../../../../api/http';
import { sendJson, startTestServer, type TestServer } from '../../../../test/http-server';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import {
  bodyRows,
  buttonIn,
  chooseOption,
  combobox,
  findPageHeading,
  queriesTo,
  rowOf,
  setupUser,
} from '../../../../components/admin-table/admin-table-test-utils';

const ME = makeUser({ email: 'boss@inspivision.test', role: 'admin' });
const ANA = makeUser({ id: '00000000-0000-4000-8000-0000000000a1', email: 'ana@example.com' });
const PROJECT_ID = '00000000-0000-4000-8000-0000000000b1';

function testimonial(fields: Partial<AdminTestimonialDto> & Pick<AdminTestimonialDto, 'id' | 'name'>) {
  return {
    company: 'Acme LLC',
    content: 'Great service from start to finish.',
    rating: 5,
    serviceCategory: null,
    source: 'website',
    status: 'pending',
    isActive: true,
    consentPublic: false,
    isPublic: false,
    userEmail: null,
    projectTitle: null,
    invoiceNumber: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fields,
  } satisfies AdminTestimonialDto;
}

const INITIAL: AdminTestimonialDto[] = [
  testimonial({ id: 1, name: 'Carla Diaz', createdAt: '2025-03-02T12:00:00.000Z' }),
  testimonial({
    id: 2,
    name: 'Ana Lopez',
    source: 'post-payment',
    status: 'approved',
    consentPublic: true,
    isPublic: true,
    userEmail: 'ana@example.com',
    projectTitle: 'Lopez Bakery LLC formation',
  }),
];

let server: TestServer;
let rows: AdminTestimonialDto[];
const bodies: Array<{ path: string; body: unknown }> = [];

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test');
  const { pathname, searchParams: query } = url;
  if (pathname === '/api/auth/user') return sendJson(response, 200, ME);
  if (request.method === 'GET' && pathname === '/api/admin/testimonials') {
    const items = rows.filter((row) =>
      ['status', 'source'].every((key) => !query.has(key) || row[key as 'status'] === query.get(key)),
    );
    return sendJson(response, 200, { items, total: items.length, page: 1, pageSize: 10 });
  }
  if (request.method === 'GET' && pathname === '/api/admin/users') {
    return sendJson(response, 200, { items: [ANA], total: 1, page: 1, pageSize: 10 });
  }
  if (request.method === 'GET' && pathname === '/api/admin/testimonials/feedback-targets') {
    return sendJson(response, 200, {
      projects: [{ id: PROJECT_ID, title: 'Lopez Bakery LLC formation', status: 'active' }],
      invoices: [],
    });
  }
  const body = request.method === 'GET' ? undefined : await readJson(request);
  bodies.push({ path: `${request.method} ${pathname}`, body });
  if (request.method === 'POST' && pathname === '/api/admin/testimonials/request-feedback') {
    return sendJson(response, 200, { message: 'Feedback request sent to ana@example.com.' });
  }
  const moderate = /^\/api\/admin\/testimonials\/(\d+)$/.exec(pathname);
  if (request.method === 'PATCH' && moderate) {
    const row = rows.find((candidate) => candidate.id === Number(moderate[1]))!;
    Object.assign(row, body);
    row.isPublic = row.status === 'approved' && row.isActive;
    return sendJson(response, 200, row);
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
  rows = INITIAL.map((row) => ({ ...row }));
  bodies.length = 0;
  server.requests.length = 0;
});

describe('/admin1/testimonials', () => {
  it('lists testimonials with status, source and visibility, and keeps the filters in the URL', async () => {
    const { router } = await renderApp('/admin1/testimonials');
    expect(await findPageHeading(/Testimonials/)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const carla = within(rowOf('Carla Diaz'));
    expect(carla.getByText('Pending')).toBeInTheDocument();
    expect(carla.getByText('Website form')).toBeInTheDocument();
    expect(carla.getByText('not approved')).toBeInTheDocument();
    const ana = within(rowOf('Ana Lopez'));
    expect(ana.getByText('Feedback link')).toBeInTheDocument();
    expect(ana.getByText('ana@example.com')).toBeInTheDocument();
    expect(ana.getByText('Shown')).toBeInTheDocument();
    expect(ana.queryByText('Approve')).toBeNull();

    await chooseOption(combobox('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(queriesTo(server, '/api/admin/testimonials').at(-1)).toMatchObject({ status: 'pending' });
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/testimonials/export?status=pending&sortBy=createdAt&sortOrder=desc',
    );
  });

  it('approves and unpublishes with a toast each, then shows the new state', async () => {
    const user = setupUser();
    await renderApp('/admin1/testimonials');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(buttonIn(rowOf('Carla Diaz'), 'Approve'));
    expect(await screen.findByText('Approved the testimonial from Carla Diaz.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Carla Diaz')).getByText('Shown')).toBeInTheDocument());
    expect(bodies).toEqual([{ path: 'PATCH /api/admin/testimonials/1', body: { status: 'approved' } }]);

    await user.click(buttonIn(rowOf('Carla Diaz'), 'Unpublish'));
    expect(await screen.findByText('Unpublished the testimonial from Carla Diaz.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Carla Diaz')).getByText('unpublished')).toBeInTheDocument());
    expect(buttonIn(rowOf('Carla Diaz'), 'Publish')).toBeEnabled();
  });

  it('offers only the actions that apply to each state, and ends the notice with one period', async () => {
    rows.push(testimonial({ id: 3, name: 'Maria G.', status: 'rejected' }));
    const user = setupUser();
    await renderApp('/admin1/testimonials');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const actions = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Carla Diaz')).toEqual(['Approve', 'Reject']);
    expect(actions('Maria G.')).toEqual(['Approve']);
    expect(actions('Ana Lopez')).toEqual(['Reject', 'Unpublish']);

    await user.click(buttonIn(rowOf('Maria G.'), 'Approve'));
    expect(await screen.findByText('Approved the testimonial from Maria G.')).toBeInTheDocument();
    await waitFor(() => expect(actions('Maria G.')).toEqual(['Reject', 'Unpublish']));
  });

  it('e-mails a client a feedback link for one of their projects', async () => {
    const user = setupUser();
    await renderApp('/admin1/testimonials');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Request feedback' }));
    const dialog = await screen.findByRole('dialog');
    const send = () => buttonIn(dialog, 'Send request');
    expect(send()).toBeDisabled();

    await chooseOption(dialog.querySelector<HTMLElement>('#request-feedback-user')!, 'ana@example.com · Ana Lopez');
    await chooseOption(dialog.querySelector<HTMLElement>('#request-feedback-target')!, 'Lopez Bakery LLC formation');
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());

    expect(await screen.findByText('Feedback request sent to ana@example.com.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { path: 'POST /api/admin/testimonials/request-feedback', body: { userId: ANA.id, projectId: PROJECT_ID } },
    ]);
  });
});
