import { screen, within } from '@testing-library/react';
import type { BlogPostSummaryDto } from '../../../../api/generated/model';
import { fakeApiForEachTest, type FakeAnswer } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { BlogPage } from './BlogPage';

const POSTS: BlogPostSummaryDto[] = [
  {
    id: 11,
    slug: 'how-to-start-business-in-the-us-step-by-step',
    title: 'How to Start a Business in the US, Step by Step',
    excerpt: 'From choosing a structure to opening a bank account.',
    image: '/images/blog/how-to-start-business-in-the-us-step-by-step.svg',
    tags: ['Formation', 'Guides'],
    createdAt: '2025-01-14T00:00:00.000Z',
    updatedAt: '2025-01-14T00:00:00.000Z',
  },
  {
    id: 12,
    slug: '',
    title: 'Digital Marketing Plan for Your First 90 Days',
    excerpt: null,
    image: null,
    tags: [],
    createdAt: '',
    updatedAt: '',
  },
];

function page(items: BlogPostSummaryDto[], delay = 0): () => FakeAnswer {
  return () => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 12 }, delay });
}

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/blog', page(POSTS));
});

describe('BlogPage', () => {
  it('shows 6 skeleton cards while loading, then a card per published article', async () => {
    api.routes.set('GET /api/blog', page(POSTS, 150));
    await renderAtPath(<BlogPage />, '/blog');

    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    expect(screen.getByTestId('blog-skeletons').children).toHaveLength(6);
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('blog-skeletons')).not.toBeInTheDocument();
    expect(api.server.requests.map((request) => request.url)).toContain('/api/blog?page=1');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'How to Start a Business in the US, Step by Step' })).toBeInTheDocument();
    expect(first.getByText('Startup Guide')).toHaveClass('badge');
    expect(first.getByText('Formation')).toBeInTheDocument();
    expect(first.getByText('From choosing a structure to opening a bank account.')).toBeInTheDocument();
    expect(first.getByText('January 14, 2025')).toHaveAttribute('datetime', '2025-01-14T00:00:00.000Z');
    expect(first.getByText('By Inspivision Team')).toBeInTheDocument();
    expect(first.getByText('5 min read')).toBeInTheDocument();
    const image = cards[0]!.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/blog/how-to-start-business-in-the-us-step-by-step.svg');
    // The first card is on the first screen: its picture loads at once; the others as they near the view.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // All on one page: no paging.
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).not.toBeInTheDocument();
  });

  it('links Read More to /blog/{slug}, or /blog/{id} without a slug', async () => {
    await renderAtPath(<BlogPage />, '/blog');
    const [bySlug, byId] = await screen.findAllByRole('article');

    expect(within(bySlug!).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/blog/how-to-start-business-in-the-us-step-by-step',
    );
    expect(within(byId!).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/12');
  });

  it('shows "Recently", the "Article" label and a fallback image when date, tags and image are missing', async () => {
    await renderAtPath(<BlogPage />, '/blog');
    const card = within((await screen.findAllByRole('article'))[1]!);

    expect(card.getByText('Recently')).toBeInTheDocument();
    expect(card.getByText('Article')).toBeInTheDocument();
    expect(card.getByText('Marketing')).toHaveClass('badge');
    expect(card.getByRole('heading').closest('article')!.querySelector('img')).toHaveAttribute(
      'src',
      '/images/blog/fallback-marketing.svg',
    );
  });

  it('pages the list with real links: Next to ?page=2, the current page marked, none for a single page', async () => {
    api.routes.set('GET /api/blog', () => ({
      status: 200,
      body: { items: POSTS, total: 13, page: 1, pageSize: 12 },
    }));
    await renderAtPath(<BlogPage />, '/blog');
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(nav).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(nav).getByRole('link', { name: /Next page/ })).toHaveAttribute('href', '/blog?page=2');
    expect(within(nav).queryByRole('link', { name: /Previous page/ })).not.toBeInTheDocument();
  });

  it('/blog?page=2 asks for the second page and links back to /blog', async () => {
    api.routes.set('GET /api/blog', () => ({
      status: 200,
      body: { items: POSTS.slice(0, 1), total: 13, page: 2, pageSize: 12 },
    }));
    await renderAtPath(<BlogPage />, '/blog?page=2');
    await screen.findAllByRole('article');
    expect(api.server.requests.map((request) => request.url)).toContain('/api/blog?page=2');
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(nav).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByRole('link', { name: /Next page/ })).not.toBeInTheDocument();
  });

  it('shows "No Articles Found" with a View All Articles link when there are none', async () => {
    api.routes.set('GET /api/blog', page([]));
    await renderAtPath(<BlogPage />, '/blog');

    expect(await screen.findByRole('heading', { name: 'No Articles Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('New articles are on their way. Please check back soon.')).toBeInTheDocument();
  });

  it('says a page past the last is past the last, and leads back to the first', async () => {
    api.routes.set('GET /api/blog', () => ({ status: 200, body: { items: [], total: 13, page: 9, pageSize: 12 } }));
    await renderAtPath(<BlogPage />, '/blog?page=9');

    expect(await screen.findByRole('heading', { name: 'No Articles Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This page is past the last one; the newest articles are on the first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });

  it('has the tips widget in the hero, the services promo, the consultation button and the newsletter form', async () => {
    await renderAtPath(<BlogPage />, '/blog');
    await screen.findAllByRole('article');

    const tips = screen.getByRole('region', { name: 'Get Personalized Business Tips' });
    expect(within(tips).getByRole('combobox', { name: 'Business type' })).toBeInTheDocument();
    expect(within(tips).getByRole('combobox', { name: 'Business stage' })).toBeInTheDocument();
    const promo = screen.getByRole('region', { name: 'Need Help Putting This Into Practice?' });
    const serviceLinks = within(promo).getAllByRole('link', { name: /Explore Services/ });
    expect(serviceLinks).toHaveLength(3);
    for (const link of serviceLinks) expect(link).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consultation');

    const form = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(within(form).getByRole('textbox')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
