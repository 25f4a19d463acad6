import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BlogPostSummaryDto,
  PortfolioItemDto,
  ServiceDto,
  StaticPageDto,
  TestimonialDto,
} from '../../../../api/generated/model';
import { fakeApiForEachTest, type FakeAnswer } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { HomePage } from './HomePage';

const HOME_CONTENT = {
  hero: {
    heading: 'Launch Your Business With Confidence',
    subheading: 'Formation, branding and marketing in one place.',
    primary: { label: 'Book Consultation', href: '/consultation' },
    secondary: { label: 'View Our Services', href: '/services' },
  },
  highlights: [
    { title: 'Business Formation', text: 'Formed correctly.', href: '/services#services-section' },
    { title: 'Brand & Online Presence', text: 'A first impression.', href: '/services#services-section' },
    { title: 'Marketing & Growth', text: 'Customers coming in.', href: '/services#services-section' },
  ],
  differentiators: [
    { title: 'Results-Driven', text: 'Outcomes you can see.' },
    { title: 'Expert Guidance', text: 'Plain language.' },
    { title: 'Comprehensive Support', text: 'Under one roof.' },
    { title: 'Fast Results', text: '30 days or less.' },
  ],
  servicesPreview: {
    heading: 'Our Services',
    intro: 'Eight services.',
    primary: { label: 'Get Started', href: '/consultation' },
    allServices: { label: 'Explore All 8 Services', href: '/services' },
  },
  process: [
    { step: 1, title: 'Discovery & Strategy', text: 'We learn your goals.' },
    { step: 2, title: 'Foundation & Formation', text: 'We form your entity.' },
    { step: 3, title: 'Launch & Marketing', text: 'You go live.' },
    { step: 4, title: 'Growth & Scale', text: 'We stay with you.' },
  ],
  about: {
    heading: 'About Inspivision',
    text: 'Since 2021.',
    link: { label: 'Learn More About Us', href: '/about' },
    stats: [
      { value: '190', label: 'Business Launched' },
      { value: '98%', label: 'Success Rate' },
      { value: '24/7', label: 'Support' },
    ],
  },
  faq: [
    { question: 'How long does it take to launch my business?', answer: '30 days or less.' },
    { question: 'What is the 30-day launch guarantee?', answer: "You don't pay." },
    { question: 'Do you work with clients outside the United States?', answer: 'Yes.' },
    { question: 'What happens after my business launches?', answer: 'Post-launch support.' },
  ],
  faqCta: { label: 'Ask Your Question', href: '/quick-question' },
  finalCta: {
    heading: 'Ready to Launch Your Business?',
    text: 'Schedule a consultation.',
    primary: { label: 'Schedule a Consultation', href: '/consultation' },
    secondary: { label: 'Email Us', href: 'mailto:hello@inspivision.com' },
    email: 'hello@inspivision.com',
  },
};

function homePage(content: unknown): StaticPageDto {
  return {
    slug: 'home',
    title: 'Home',
    metaDescription: null,
    content: content as StaticPageDto['content'],
    sections: [],
  };
}

const service = (id: number): ServiceDto => ({
  id,
  title: `Service ${id}`,
  category: 'formation',
  shortDescription: `Short ${id}`,
  description: `Description ${id}`,
  image: null,
  features: [],
  orderIndex: id,
});

const caseStudy = (id: number): PortfolioItemDto => ({
  id,
  title: `Case study ${id}`,
  description: `What we did ${id}`,
  serviceCategory: 'formation',
  industry: 'Food & Beverage',
  clientName: null,
  image: null,
  results: [`Result ${id}`],
  tags: [`Tag ${id}`],
});

const testimonial = (id: number): TestimonialDto => ({
  id,
  name: `Client ${id}`,
  company: `Company ${id}`,
  content: `Quote ${id}`,
  rating: 5,
  image: null,
  serviceCategory: null,
});

const post = (id: number): BlogPostSummaryDto => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  excerpt: `Excerpt ${id}`,
  image: null,
  tags: [],
  createdAt: '2025-01-14T00:00:00.000Z',
  updatedAt: '2025-01-14T00:00:00.000Z',
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function list<T>(items: T[], delay = 0): () => FakeAnswer {
  return () => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: items.length }, delay });
}

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/pages/home', () => ({ status: 200, body: homePage(HOME_CONTENT) }));
  api.routes.set('GET /api/services', list(range(6).map(service)));
  api.routes.set('GET /api/portfolio', list(range(5).map(caseStudy)));
  api.routes.set('GET /api/testimonials', list(range(5).map(testimonial)));
  api.routes.set('GET /api/blog', list(range(5).map(post)));
});

/** The home page with its texts and, unless `lists: 'loading'`, every list loaded (cheap DOM checks: the page is big). */
async function renderHome({ lists = 'loaded' }: { lists?: 'loaded' | 'loading' } = {}) {
  const result = await renderAtPath(<HomePage />, '/');
  await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Launch Your Business With Confidence'));
  if (lists === 'loaded') {
    await waitFor(() => expect(document.querySelector('.card--skeleton')).toBeNull());
  }
  return result;
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('shows the hero, the three tiles, what makes us different, the process and the about stats', async () => {
    await renderHome();

    const hero = region('Launch Your Business With Confidence');
    expect(within(hero).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(within(hero).getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');

    const tiles = within(region('What we do')).getAllByRole('link', { name: /Explore Services/ });
    expect(tiles).toHaveLength(3);
    for (const tile of tiles) expect(tile).toHaveAttribute('href', '/services#services-section');

    const different = within(region('What makes us different'));
    for (const title of ['Results-Driven', 'Expert Guidance', 'Comprehensive Support', 'Fast Results']) {
      expect(different.getByRole('heading', { name: title })).toBeInTheDocument();
    }

    const steps = within(region('Our Process')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Discovery & Strategy',
      'Step 2: Foundation & Formation',
      'Step 3: Launch & Marketing',
      'Step 4: Growth & Scale',
    ]);

    const about = within(region('About Inspivision'));
    expect(about.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    expect(about.getByText('190').closest('div')).toHaveTextContent('Business Launched');
    expect(about.getByText('98%').closest('div')).toHaveTextContent('Success Rate');
    expect(about.getByText('24/7').closest('div')).toHaveTextContent('Support');
  });

  it('shows the first 4 services, 3 case studies, 3 testimonials and 3 articles', async () => {
    await renderHome();

    const services = within(region('Our Services'));
    expect(services.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
      'Service 4',
    ]);
    expect(services.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/consultation');
    expect(services.getByRole('link', { name: 'Explore All 8 Services' })).toHaveAttribute('href', '/services');

    const portfolio = within(region('Recent Success Stories'));
    expect(portfolio.getAllByRole('article')).toHaveLength(3);
    for (const link of portfolio.getAllByRole('link', { name: /View Our Portfolio/ })) {
      expect(link).toHaveAttribute('href', '/portfolio');
    }
    expect(portfolio.getAllByText('Key Results')).toHaveLength(3);

    const testimonials = within(region('What Our Clients Say'));
    expect(testimonials.getAllByRole('figure')).toHaveLength(3);
    // Valid HTML: each caption is its figure's own child, not a descendant of a wrapper.
    for (const figure of testimonials.getAllByRole('figure')) {
      expect(figure.querySelector(':scope > figcaption')).not.toBeNull();
    }
    expect(testimonials.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(testimonials.getByText('Quote 1')).toBeInTheDocument();
    expect(testimonials.queryByText('Quote 4')).not.toBeInTheDocument();

    const blog = within(region('Latest Insights'));
    expect(blog.getAllByRole('article')).toHaveLength(3);
    expect(blog.getAllByRole('link', { name: /Read More/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/blog/article-1',
      '/blog/article-2',
      '/blog/article-3',
    ]);
    expect(blog.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');

    const urls = api.server.requests.map((request) => request.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/portfolio?page=1&pageSize=3',
        '/api/testimonials?page=1&pageSize=3',
        '/api/blog?page=1&pageSize=3',
      ]),
    );
  });

  it('shows skeletons while the lists load, and leaves out the portfolio, testimonial and blog blocks when empty', async () => {
    api.routes.set('GET /api/portfolio', list([], 1000));
    api.routes.set('GET /api/testimonials', list([], 1000));
    api.routes.set('GET /api/blog', list([], 1000));
    await renderHome({ lists: 'loading' });

    expect(within(region('Recent Success Stories')).getByText('Loading case studies...')).toBeInTheDocument();
    expect(within(region('What Our Clients Say')).getByText('Loading testimonials...')).toBeInTheDocument();
    expect(within(region('Latest Insights')).getByText('Loading articles...')).toBeInTheDocument();

    // Once the empty lists arrive the three blocks are gone; the rest of the page stays.
    for (const name of ['Recent Success Stories', 'What Our Clients Say', 'Latest Insights']) {
      await waitFor(() => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument());
    }
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(region('Frequently Asked Questions')).toBeInTheDocument();
  });

  it('has a FAQ of 4 questions that open on click, and Ask Your Question', async () => {
    const user = userEvent.setup();
    await renderHome();

    const faq = region('Frequently Asked Questions');
    const questions = faq.querySelectorAll('details');
    expect(questions).toHaveLength(4);
    const first = questions[0]!;
    expect(first).not.toHaveAttribute('open');
    await user.click(within(faq).getByText('How long does it take to launch my business?'));
    expect(first).toHaveAttribute('open');
    expect(within(first).getByText('30 days or less.')).toBeVisible();
    expect(within(faq).getByRole('link', { name: 'Ask Your Question' })).toHaveAttribute('href', '/quick-question');
  });

  it('ends with a consultation call to action and an e-mail button', async () => {
    await renderHome();

    const cta = within(region('Ready to Launch Your Business?'));
    expect(cta.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/consultation');
    expect(cta.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:hello@inspivision.com');
  });

  it('falls back to its own texts where the edited page JSON is missing or malformed', async () => {
    api.routes.set('GET /api/pages/home', () => ({
      status: 200,
      body: homePage({
        hero: { heading: '  ', primary: { label: 'Talk to Us', href: 'https://elsewhere.example' } },
        highlights: 'three tiles',
        differentiators: [{ title: 'Only a title' }, null, 7],
        faq: [{ question: 'Edited question?', answer: 'Edited answer.' }, { question: 'No answer' }],
        finalCta: { email: 'not an address" onclick="x' },
      }),
    }));
    await renderHome();

    const hero = region('Launch Your Business With Confidence');
    // An edited label is used; the target stays the fixed one.
    expect(within(hero).getByRole('link', { name: 'Talk to Us' })).toHaveAttribute('href', '/consultation');
    expect(within(region('What we do')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region('What makes us different')).getAllByRole('listitem')).toHaveLength(4);
    const faq = region('Frequently Asked Questions');
    expect(faq.querySelectorAll('details')).toHaveLength(1);
    expect(within(faq).getByText('Edited question?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:hello@inspivision.com');
  });

  it('still shows the page with its own texts when the page content cannot be read', async () => {
    api.routes.set('GET /api/pages/home', () => ({ status: 500, body: { statusCode: 500, message: 'Oops' } }));
    await renderHome();
    expect(screen.getByRole('link', { name: 'Explore All 8 Services' })).toHaveAttribute('href', '/services');
  });

  it('does not set the document title itself', async () => {
    document.title = 'Set by the layout';
    await renderHome();
    expect(document.title).toBe('Set by the layout');
  });
});
