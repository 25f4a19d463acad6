import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDto } from '../../../../api/generated/model';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { ServicesPage } from './ServicesPage';

const SERVICES: ServiceDto[] = [
  {
    id: 1,
    title: 'Business Formation & Legal Setup',
    category: 'formation',
    shortDescription: 'LLC or corporation, done right.',
    description: 'We form your company, get your EIN and set up your compliance calendar.',
    image: '/images/services/business-formation-legal-setup.svg',
    features: ['LLC or C-Corp formation', 'EIN registration', 'Operating agreement', 'Registered agent', 'BOI report'],
    orderIndex: 1,
  },
  {
    id: 2,
    title: 'Website & App Development',
    category: 'development',
    shortDescription: 'Fast sites that convert.',
    description: 'Websites and apps built for speed and search.',
    image: null,
    features: ['Responsive design', 'SEO basics'],
    orderIndex: 2,
  },
];

const SERVICES_PAGE = {
  slug: 'services',
  title: 'Services | Inspivision',
  metaDescription: null,
  sections: [],
  content: {
    method: {
      heading: 'How We Launch Businesses',
      intro: 'The same three-step method is behind every launch.',
      steps: [
        { step: 2, title: 'Build', text: 'We form and build.' },
        { step: 1, title: 'Plan', text: 'We agree on a scope.' },
        { step: 3, title: 'Launch & Support', text: 'We go live together.' },
      ],
      stats: [
        { value: '200+', label: 'Businesses Launched' },
        { value: '98%', label: 'Success Rate' },
      ],
    },
    finalCta: {
      heading: 'Not Sure Which Services You Need?',
      text: 'Book a consultation.',
      primary: { label: 'Book Consultation', href: '/consultation' },
      secondary: { label: 'Get Started Today', href: '/service-inquiry' },
    },
  },
};

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('GET /api/services', () => ({
    status: 200,
    body: { items: SERVICES, total: SERVICES.length, page: 1, pageSize: 100 },
  }));
  api.routes.set('GET /api/pages/services', () => ({ status: 200, body: SERVICES_PAGE }));
});

describe('ServicesPage', () => {
  it('shows "Loading services..." and then a card per service from the server', async () => {
    await renderAtPath(<ServicesPage />, '/services');
    expect(screen.getByText('Loading services...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/services')).toBe(true);

    const formation = within(cards[0]!);
    expect(formation.getByRole('heading', { name: 'Business Formation & Legal Setup' })).toBeInTheDocument();
    expect(formation.getByText('Business Formation')).toHaveClass('badge');
    expect(
      formation.getByText('We form your company, get your EIN and set up your compliance calendar.'),
    ).toBeInTheDocument();
    const image = formation.getByRole('img', { name: 'Business Formation & Legal Setup' });
    expect(image).toHaveAttribute('src', '/images/services/business-formation-legal-setup.svg');
    // The first card is on the first screen: its picture loads at once (the others as they near the view).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(formation.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/service-inquiry');
    expect(formation.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(cards[0]).toHaveAttribute('id', 'service-formation');
    expect(document.getElementById('services-section')).toContainElement(cards[0]!);
  });

  it('explains "How We Make It Happen" for each service by its title', async () => {
    await renderAtPath(<ServicesPage />, '/services');
    const [formation, website] = await screen.findAllByRole('article');
    const paragraph = (card: HTMLElement) =>
      within(card).getByRole('heading', { name: 'How We Make It Happen' }).nextElementSibling?.textContent;
    expect(paragraph(formation!)).toMatch(/formation documents, obtain your EIN/);
    expect(paragraph(website!)).toMatch(/mobile-first site or app/);
  });

  it('lists at most 3 features per card', async () => {
    await renderAtPath(<ServicesPage />, '/services');
    const [formation, website] = await screen.findAllByRole('article');

    expect(
      within(formation!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LLC or C-Corp formation', 'EIN registration', 'Operating agreement']);
    expect(screen.queryByText('Registered agent')).not.toBeInTheDocument();
    expect(within(website!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the method with its steps in order and stats, and the closing call to action', async () => {
    await renderAtPath(<ServicesPage />, '/services');
    const method = (await screen.findByRole('heading', { level: 2, name: 'How We Launch Businesses' })).closest(
      'section',
    )!;
    expect(
      within(method)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1: Plan', 'Step 2: Build', 'Step 3: Launch & Support']);
    const stats = within(method).getByLabelText('Our results');
    expect(stats).toHaveTextContent('200+');
    expect(stats).toHaveTextContent('Businesses Launched');
    expect(stats).toHaveTextContent('98%');

    const cta = screen.getByRole('heading', { name: 'Not Sure Which Services You Need?' }).closest('section')!;
    expect(within(cta).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(within(cta).getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/service-inquiry');
  });

  it('still lists the services when the page content is missing or malformed', async () => {
    api.routes.set('GET /api/pages/services', () => ({
      status: 200,
      body: {
        ...SERVICES_PAGE,
        content: { method: { heading: 'Method', steps: 'three' }, finalCta: { heading: 'X' } },
      },
    }));
    await renderAtPath(<ServicesPage />, '/services');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(api.callsTo('GET /api/pages/services')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Method' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('shows an error with a retry that loads the services', async () => {
    api.routes.set('GET /api/services', () => ({ status: 500, body: { statusCode: 500, message: 'Internal' } }));
    const user = userEvent.setup();
    await renderAtPath(<ServicesPage />, '/services');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load our services.");

    api.routes.set('GET /api/services', () => ({
      status: 200,
      body: { items: SERVICES, total: SERVICES.length, page: 1, pageSize: 100 },
    }));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });
});
