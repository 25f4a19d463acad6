/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor } from '@testing-library/react';
import type { IncomingMessage } from 'node:http';
import type { AdminPortfolioItemDto } from '../../../../api/generated/model';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { bodyRows, chooseOption, combobox, setupUser } from '../../../../components/admin-table/admin-table-test-utils';

const item = (id: number, title: string, fields: Partial<AdminPortfolioItemDto> = {}): AdminPortfolioItemDto => ({
  id,
  title,
  description: `${title}: the story.`,
  serviceCategory: 'formation',
  clientName: null,
  industry: null,
  image: null,
  results: [],
  tags: [],
  isActive: true,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...fields,
});
const ITEMS = [
  item(1, 'Meal-prep startup registered', { clientName: 'A Houston startup' }),
  item(2, 'Skincare line rebranded', { serviceCategory: 'branding', isActive: false }),
];

const api = fakeApiForEachTest();

const query = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://test').searchParams;

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ role: 'admin' }) }));
  api.routes.set('GET /api/admin/portfolio', (_body, request) => {
    const category = query(request).get('serviceCategory');
    const items = ITEMS.filter((row) => !category || row.serviceCategory === category);
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 10 } };
  });
  api.routes.set('POST /api/admin/portfolio', (body) => ({
    status: 201,
    body: item(3, (body as { title: string }).title),
  }));
});

const titles = () => bodyRows().map((row) => row.querySelector('strong')?.textContent);
const button = (text: string) => screen.getAllByText(text).at(-1)!.closest('button')!;

describe('/admin1/portfolio', () => {
  it('lists case studies and filters them by category through the URL', async () => {
    const { router } = await renderApp('/admin1/portfolio');
    await waitFor(() => expect(titles()).toEqual(['Meal-prep startup registered', 'Skincare line rebranded']));
    expect(screen.getByText('A Houston startup')).toBeInTheDocument();

    await chooseOption(combobox('Category'), 'Branding');
    await waitFor(() => expect(titles()).toEqual(['Skincare line rebranded']));
    expect(router.state.location.search).toEqual({ serviceCategory: 'branding' });
  });

  it('adds a case study: a title is required, blank results are dropped', async () => {
    const user = setupUser();
    await renderApp('/admin1/portfolio');
    await waitFor(() => expect(titles()).toHaveLength(2));
    await user.click(button('Add case study'));
    await screen.findByText('New case study');

    await user.click(button('Add case study'));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/portfolio')).toHaveLength(0);
    // Focus goes to the field to fix (every admin form: AdminRoot's form settings).
    await waitFor(() => expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveFocus());

    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Bakery opens a second shop');
    await user.type(screen.getByLabelText('Description'), 'Formation and branding.');
    await user.click(button('Add result'));
    await user.type(screen.getByLabelText('Result 1'), 'Opened in 21 days');
    await user.click(button('Add result'));
    await user.click(button('Add case study'));

    await waitFor(() => expect(api.callsTo('POST /api/admin/portfolio')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/portfolio')[0]!.body).toEqual({
      title: 'Bakery opens a second shop',
      description: 'Formation and branding.',
      serviceCategory: 'formation',
      clientName: '',
      industry: '',
      image: '',
      results: ['Opened in 21 days'],
      tags: [],
      isActive: true,
    });
    expect(await screen.findByText('“Bakery opens a second shop” is added.')).toBeInTheDocument();
  });
});
