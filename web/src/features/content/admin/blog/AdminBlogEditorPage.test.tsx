/**
 * The document is loaded at an admin path, as in production (lib/admin-document.ts reloads any other).
 *
 * @jest-environment-options {"url": "http://localhost/admin1"}
 */
import { screen, waitFor } from '@testing-library/react';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeUser } from '../../../../test/users';
import { setupUser } from '../../../../components/admin-table/admin-table-test-utils';

const api = fakeApiForEachTest();
const XSS = '<img src=x onerror=alert(1)>';

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({
    status: 200,
    body: makeUser({ role: 'admin', email: 'boss@inspivision.test' }),
  }));
});

const preview = () => screen.getByTestId('blog-preview');
// Optional fields are labelled "Slug (optional)" and so on.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;

async function openEditor() {
  await renderApp('/admin1/blog/new');
  await screen.findByRole('heading', { level: 1, name: 'New article' });
}

it('updates the live preview as staff type, with the article renderer and the slug filled from the title', async () => {
  const user = setupUser();
  await openEditor();
  // Plain DOM queries: role queries are slow under antd's styles in jsdom.
  const article = preview().querySelector<HTMLElement>('article[aria-label="Article preview"]')!;
  const text = (selector: string) => article.querySelector(selector)?.textContent;
  // The preview's title sits under its "Article page" heading: the editor's title is the page's one h1.
  expect(text('h3')).toBe('Untitled article');
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(document.title).toBe('New article · Back Office | Inspivision');

  await user.type(field('Title'), 'How to Form an LLC');
  expect(field('Slug').value).toBe('how-to-form-an-llc');
  // The preview renders a deferred copy of the values: it follows as soon as React has time.
  await waitFor(() => expect(text('h3')).toBe('How to Form an LLC'));
  // The /blog card is the blog page's own.
  expect(preview().querySelector('.card__title')?.textContent).toBe('How to Form an LLC');

  // A pasted body (one change event, as typing a long text would be slow here).
  await user.click(field('Content'));
  await user.paste(`What You Need\n\nFile with our formation team. ${XSS}`);
  await waitFor(() => expect(text('.article-body h2')).toBe('What You Need'));
  // Markup in the body is shown as text, never turned into an element.
  expect(text('p.article-body__paragraph')).toBe(`File with our formation team. ${XSS}`);
  expect(article.querySelector('img[src="x"]')).toBeNull();
  // The renderer's auto-link, and the table of contents listing the heading.
  expect(article.querySelector('a.article-body__link')?.getAttribute('href')).toBe('/services');
  expect(text('nav')).toContain('What You Need');

  // Once staff edit the slug, the title no longer changes it.
  await user.clear(field('Slug'));
  await user.type(field('Slug'), 'llc-guide');
  await user.type(field('Title'), '!');
  expect(field('Slug').value).toBe('llc-guide');
});

it('shows a taken slug (409) on the slug field', async () => {
  api.routes.set('POST /api/admin/blog', () => ({
    status: 409,
    body: { statusCode: 409, message: 'The slug "llc-guide" is already used by another article', code: 'SLUG_TAKEN' },
  }));
  const user = setupUser();
  await openEditor();
  await user.type(field('Title'), 'LLC Guide');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  const error = await screen.findByText('The slug "llc-guide" is already used by another article');
  expect(error.closest('.ant-form-item')?.querySelector('#slug')).toBeTruthy();
  expect(field('Slug').getAttribute('aria-invalid')).toBe('true');
  expect(api.callsTo('POST /api/admin/blog')[0]?.body).toMatchObject({
    title: 'LLC Guide',
    slug: 'llc-guide',
    isPublished: false,
  });
});

it("names the article in the document title, with the editor's title the page's one h1", async () => {
  const saved = {
    id: 7,
    title: 'LLC vs Corporation',
    slug: 'llc-vs-corporation',
    excerpt: null,
    content: null,
    image: null,
    tags: [],
    metaDescription: null,
    isPublished: true,
    publishedAt: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  };
  api.routes.set('GET /api/admin/blog/7', () => ({ status: 200, body: saved }));
  await renderApp('/admin1/blog/7');
  await screen.findByRole('heading', { level: 1, name: /^Edit article/ });

  await waitFor(() => expect(document.title).toBe('Edit article: LLC vs Corporation · Back Office | Inspivision'));
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(preview().querySelector('h3')?.textContent).toBe('LLC vs Corporation');
});
