/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor } from '@testing-library/react';
import type { AdminServiceDto } from '../../../../api/generated/model';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { SERVICE_LIMITS } from '../../../../constants/admin';
import { bodyRows, setupUser } from '../../../../components/admin-table/admin-table-test-utils';

const service = (id: number, title: string, fields: Partial<AdminServiceDto> = {}): AdminServiceDto => ({
  id,
  title,
  category: 'marketing',
  shortDescription: `${title}, done well.`,
  description: `${title}: what we do.`,
  image: null,
  features: ['Logo'],
  keywords: [],
  orderIndex: id,
  isActive: true,
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...fields,
});
const BRANDING = service(1, 'Branding & Identity Design', { keywords: ['logo'] });

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ role: 'admin' }) }));
  api.routes.set('GET /api/admin/services', () => ({ status: 200, body: [BRANDING] }));
  api.routes.set('PATCH /api/admin/services/1', (body) => ({
    status: 200,
    body: { ...BRANDING, ...(body as Partial<AdminServiceDto>) },
  }));
  api.routes.set('POST /api/admin/services', (body) => ({
    status: 201,
    body: service(2, (body as { title: string }).title, body as Partial<AdminServiceDto>),
  }));
});

const button = (text: string) => screen.getAllByText(text).at(-1)!.closest('button')!;
/** The "Also known as" tags input, found through its label (marked "(optional)") as a screen reader would. */
const keywordsInput = () => screen.getByLabelText(/^Also known as/, { selector: 'input' });

describe('/admin1/services: "Also known as"', () => {
  it('loads a service’s keywords and saves the typed ones with them', async () => {
    const user = setupUser();
    await renderApp('/admin1/services');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByLabelText('Edit Branding & Identity Design'));
    await screen.findByText('Edit “Branding & Identity Design”');
    expect(
      screen.getByText(
        'Other words visitors use for this service, e.g. logo, brand kit. The assistant recognises them in questions; they are not shown on the site.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTitle('logo')).toBeInTheDocument();

    await user.type(keywordsInput(), 'brand kit,style guide,');
    await user.click(button('Save'));

    await waitFor(() => expect(api.callsTo('PATCH /api/admin/services/1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/services/1')[0]!.body).toMatchObject({
      keywords: ['logo', 'brand kit', 'style guide'],
    });
    expect(await screen.findByText('"Branding & Identity Design" is saved.')).toBeInTheDocument();
  });

  it('sends the keywords of a new service', async () => {
    const user = setupUser();
    await renderApp('/admin1/services');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(button('New service'));
    await screen.findByText('New service', { selector: '.ant-drawer-title' });

    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Tax Filing');
    await user.click(screen.getByLabelText('Category', { selector: 'input' }));
    await user.click((await screen.findAllByTitle('Consulting')).at(-1)!);
    await user.type(screen.getByLabelText('Short description'), 'On time.');
    await user.type(screen.getByLabelText('Description'), 'Returns.');
    await user.type(keywordsInput(), ' taxes ,');
    await user.click(button('Save'));

    await waitFor(() => expect(api.callsTo('POST /api/admin/services')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/services')[0]!.body).toMatchObject({
      title: 'Tax Filing',
      keywords: ['taxes'],
    });
  });

  it(`refuses more than ${SERVICE_LIMITS.keywords} entries with a clear message`, async () => {
    api.routes.set('GET /api/admin/services', () => ({
      status: 200,
      body: [
        { ...BRANDING, keywords: Array.from({ length: SERVICE_LIMITS.keywords + 1 }, (_, index) => `word ${index}`) },
      ],
    }));
    const user = setupUser();
    await renderApp('/admin1/services');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByLabelText('Edit Branding & Identity Design'));
    await screen.findByText('Edit “Branding & Identity Design”');
    await user.click(button('Save'));

    expect(await screen.findByText(`At most ${SERVICE_LIMITS.keywords} entries: remove 1.`)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/services/1')).toHaveLength(0);
  });
});
