import { screen, within } from '@testing-library/react';
import type { IncomingMessage } from 'node:http';
import type { BlogPostDto } from '../../../../api/generated/model';
import { fakeApiForEachTest, type FakeAnswer } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { ArticlePage } from './ArticlePage';

const ARTICLE: BlogPostDto = {
  id: 7,
  slug: 'how-to-form-a-501c3-nonprofit',
  title: 'How to Form a 501(c)(3) Nonprofit',
  excerpt: 'The steps from incorporation to IRS recognition.',
  content: [
    'Forming a nonprofit takes two approvals: the state and the IRS.',
    'What you need before you file',
    'A name, a board and a mission statement.',
    '1. Incorporate in your state',
    'File the articles of incorporation.',
  ].join('\n\n'),
  image: '/images/blog/how-to-form-a-501c3-nonprofit.svg',
  metaDescription: null,
  tags: ['Nonprofits'],
  createdAt: '2025-02-03T00:00:00.000Z',
  updatedAt: '2025-02-03T00:00:00.000Z',
};

const NOT_FOUND: FakeAnswer = { status: 404, body: { statusCode: 404, message: 'Article not found' } };

/** The API resolves a slug, an id string or a numeric id (GET /api/blog/{slugOrId}). */
function article(post: BlogPostDto, delay = 0) {
  return (_body: unknown, request: IncomingMessage): FakeAnswer => {
    const key = decodeURIComponent((request.url ?? '').split('/').pop()!.split('?')[0]!);
    return key === post.slug || key === String(post.id) ? { status: 200, body: post, delay } : NOT_FOUND;
  };
}

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set(`GET /api/blog/${ARTICLE.slug}`, article(ARTICLE));
  api.routes.set(`GET /api/blog/${ARTICLE.id}`, article(ARTICLE));
});

describe('ArticlePage', () => {
  it('shows a skeleton, then the article found by its slug', async () => {
    api.routes.set(`GET /api/blog/${ARTICLE.slug}`, article(ARTICLE, 150));
    await renderAtPath(<ArticlePage slug={ARTICLE.slug} />, `/blog/${ARTICLE.slug}`);

    expect(screen.getByText('Loading article...')).toBeInTheDocument();
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();

    const page = within(await screen.findByRole('article'));
    expect(screen.queryByTestId('article-skeleton')).not.toBeInTheDocument();
    expect(page.getByRole('heading', { level: 1, name: 'How to Form a 501(c)(3) Nonprofit' })).toBeInTheDocument();
    expect(page.getByText('The steps from incorporation to IRS recognition.')).toBeInTheDocument();
    expect(page.getByText('Business Insights')).toHaveClass('badge');
    expect(page.getByText('February 3, 2025')).toHaveAttribute('datetime', '2025-02-03T00:00:00.000Z');
    expect(page.getByText('5 min read')).toBeInTheDocument();
    expect(page.getByText('By Inspivision Team')).toBeInTheDocument();
    expect(page.getAllByRole('link', { name: /Back to Blog/ })[0]).toHaveAttribute('href', '/blog');

    const image = document.querySelector('img.article-view__image');
    expect(image).toHaveAttribute('src', '/images/blog/how-to-form-a-501c3-nonprofit.svg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    // Body: headings, numbered subheadings and paragraphs; the contents box links to the headings.
    expect(page.getByRole('heading', { level: 2, name: 'What you need before you file' })).toBeInTheDocument();
    expect(page.getByText('File the articles of incorporation.')).toBeInTheDocument();
    const toc = within(page.getByRole('navigation', { name: 'In This Article' }));
    const entries = toc.getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual([
      'What you need before you file',
      '1. Incorporate in your state',
    ]);
    const target = entries[0]!.getAttribute('href')!.slice(1);
    expect(document.getElementById(target)).toHaveTextContent('What you need before you file');

    expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consultation');
    expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  });

  it('finds the article by its numeric id', async () => {
    await renderAtPath(<ArticlePage slug="7" />, '/blog/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to Form a 501(c)(3) Nonprofit' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/blog/7')).toHaveLength(1);
  });

  it('says "Article Not Found" with a Back to Blog link when nothing matches', async () => {
    api.routes.set('GET /api/blog/no-such-article', () => NOT_FOUND);
    await renderAtPath(<ArticlePage slug="no-such-article" />, '/blog/no-such-article');

    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['a way out of /api/blog', '../metrics'],
    ['a dot segment', '..'],
    ['an encoded dot segment', '%2e%2e'],
    ['a path', 'a/../../admin'],
    ['capitals', 'Not-A-Slug'],
    ['a space', 'has space'],
    ['256 characters', 'x'.repeat(256)],
  ])('says "Article Not Found" for %s, which cannot name an article, without asking the API', async (_what, slug) => {
    await renderAtPath(<ArticlePage slug={slug} />, '/blog/x');

    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('article-skeleton')).not.toBeInTheDocument();
    expect(api.calls.filter(({ path }) => path.startsWith('/api/blog'))).toEqual([]);
  });

  it('offers Try Again (not "Not Found") when the server fails', async () => {
    api.routes.set('GET /api/blog/broken', () => ({ status: 500, body: { statusCode: 500, message: 'Oops' } }));
    await renderAtPath(<ArticlePage slug="broken" />, '/blog/broken');

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this article.");
    expect(screen.queryByText('Article Not Found')).not.toBeInTheDocument();
  });

  it('shows markup in an article as text, never as HTML', async () => {
    const hostile = { ...ARTICLE, content: 'Before <img src=x onerror=alert(1)> after.\n\n<script>alert(2)</script>' };
    api.routes.set(`GET /api/blog/${ARTICLE.slug}`, article(hostile));
    await renderAtPath(<ArticlePage slug={ARTICLE.slug} />, `/blog/${ARTICLE.slug}`);

    const page = await screen.findByRole('article');
    expect(within(page).getByText('Before <img src=x onerror=alert(1)> after.')).toBeInTheDocument();
    expect(within(page).getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(page.querySelector('img[src="x"]')).toBeNull();
    expect(page.querySelector('script')).toBeNull();
  });

  it('shows the canned body for the topic when the article has no content', async () => {
    api.routes.set(`GET /api/blog/${ARTICLE.slug}`, article({ ...ARTICLE, content: '  ', image: null }));
    await renderAtPath(<ArticlePage slug={ARTICLE.slug} />, `/blog/${ARTICLE.slug}`);

    const page = within(await screen.findByRole('article'));
    expect(page.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(page.getByRole('navigation', { name: 'In This Article' })).toBeInTheDocument();
    expect(document.querySelector('img.article-view__image')).toHaveAttribute(
      'src',
      '/images/blog/fallback-nonprofit.svg',
    );
  });
});
