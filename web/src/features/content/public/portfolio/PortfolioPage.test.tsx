import { screen, within } from '@testing-library/react';
import type { PortfolioItemDto, StaticPageDto } from '../../../../api/generated/model';
import { fakeApiForEachTest, type FakeAnswer } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { PortfolioPage } from './PortfolioPage';

const ITEMS: PortfolioItemDto[] = [
  {
    id: 1,
    title: 'From Home Kitchen to Licensed Meal-Prep Business',
    description: 'We formed an LLC and set up permits and online ordering.',
    serviceCategory: 'formation',
    industry: 'Food & Beverage',
    clientName: 'A Houston meal-prep startup',
    image: null,
    results: ['Operational in 26 days', '120 weekly subscribers in 3 months'],
    tags: ['LLC', 'Permits'],
  },
  {
    id: 2,
    title: 'A Berlin SaaS Opens Its US Company',
    description: 'Delaware C-Corp, EIN without an SSN and a US bank account.',
    serviceCategory: 'international',
    industry: null,
    clientName: null,
    image: null,
    results: [],
    tags: [],
  },
];

const PAGE: StaticPageDto = {
  slug: 'portfolio',
  title: 'Portfolio',
  metaDescription: null,
  sections: [],
  content: {
    hero: { heading: 'Our Work', subheading: 'Case studies from businesses we have helped launch.' },
    cta: {
      heading: 'Ready to Start Your Project?',
      text: 'Tell us where your business is today.',
      primary: { label: 'Start Your Project', href: '/contact' },
      secondary: { label: 'Book Consultation', href: '/consultation' },
    },
  },
};

function list(items: PortfolioItemDto[], delay = 0): () => FakeAnswer {
  return () => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 100 }, delay });
}

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/pages/portfolio', () => ({ status: 200, body: PAGE }));
  api.routes.set('GET /api/portfolio', list(ITEMS));
});

describe('PortfolioPage', () => {
  it('shows 6 skeleton cards while loading, then a card per case study', async () => {
    api.routes.set('GET /api/portfolio', list(ITEMS, 150));
    await renderAtPath(<PortfolioPage />, '/portfolio');

    expect(screen.getByText('Loading case studies...')).toBeInTheDocument();
    expect(screen.getByTestId('portfolio-skeletons').children).toHaveLength(6);
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('portfolio-skeletons')).not.toBeInTheDocument();
    expect(api.server.requests.map((request) => request.url)).toContain('/api/portfolio?page=1&pageSize=100');
  });

  it('shows the icon, industry badge, title, description, Key Results, tags and Start Your Project', async () => {
    await renderAtPath(<PortfolioPage />, '/portfolio');
    const [first, second] = await screen.findAllByRole('article');
    const card = within(first!);

    expect(first!.querySelector('.category-icon svg')).toHaveAttribute('aria-hidden', 'true');
    expect(first!.querySelector('.category-icon')).toHaveAttribute('data-category', 'formation');
    expect(card.getByText('Food & Beverage')).toHaveClass('badge');
    expect(card.getByRole('heading', { name: 'From Home Kitchen to Licensed Meal-Prep Business' })).toBeInTheDocument();
    expect(card.getByText('We formed an LLC and set up permits and online ordering.')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Key Results' })).toBeInTheDocument();
    const lists = card.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Operational in 26 days', '120 weekly subscribers in 3 months']);
    expect(within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(card.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/contact');

    // No results, tags or industry: those parts are left out, not shown empty.
    const bare = within(second!);
    expect(second!.querySelector('.category-icon')).toHaveAttribute('data-category', 'international');
    expect(bare.queryByText('Key Results')).not.toBeInTheDocument();
    expect(bare.queryByRole('list')).not.toBeInTheDocument();
    expect(bare.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/contact');
  });

  it('takes the hero and the call to action from the page content', async () => {
    await renderAtPath(<PortfolioPage />, '/portfolio');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument();
    expect(screen.getByText('Case studies from businesses we have helped launch.')).toBeInTheDocument();
    const cta = within(screen.getByRole('heading', { name: 'Ready to Start Your Project?' }).closest('.cta-panel')!);
    expect(cta.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
    expect(cta.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
  });

  it('shows an empty state when there are no case studies', async () => {
    api.routes.set('GET /api/portfolio', list([]));
    await renderAtPath(<PortfolioPage />, '/portfolio');

    expect(await screen.findByRole('heading', { name: 'No Case Studies Yet' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('offers Try Again when the case studies cannot be loaded', async () => {
    api.routes.set('GET /api/portfolio', () => ({ status: 500, body: { statusCode: 500, message: 'Oops' } }));
    await renderAtPath(<PortfolioPage />, '/portfolio');

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load our case studies.");
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
