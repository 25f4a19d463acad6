import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDto } from '../api/generated/model';
import { setApiBaseUrl } from '../api/http';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { renderAtPath } from '../test/render';
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

let server: TestServer;
let answer: 'ok' | 'error';

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (!request.url?.startsWith('/api/services'))
      return sendJson(response, 404, { statusCode: 404, message: 'Not Found' });
    if (answer === 'error') return sendJson(response, 500, { statusCode: 500, message: 'Internal server error' });
    sendJson(response, 200, { items: SERVICES, total: SERVICES.length, page: 1, pageSize: 20 });
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  answer = 'ok';
});

describe('ServicesPage', () => {
  it('shows "Loading services..." and then a card per service from the server', async () => {
    await renderAtPath(<ServicesPage />, '/services');
    expect(screen.getByText('Loading services...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toContain('/api/services?page=1&pageSize=100');

    const formation = within(cards[0]!);
    expect(formation.getByRole('heading', { name: 'Business Formation & Legal Setup' })).toBeInTheDocument();
    expect(formation.getByText('Business Formation')).toHaveClass('badge');
    expect(
      formation.getByText('We form your company, get your EIN and set up your compliance calendar.'),
    ).toBeInTheDocument();
    const image = formation.getByRole('img', { name: 'Business Formation & Legal Setup' });
    expect(image).toHaveAttribute('src', '/images/services/business-formation-legal-setup.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(formation.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/service-inquiry');
    expect(formation.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(cards[0]).toHaveAttribute('id', 'service-formation');
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

  it('shows an error with a retry that loads the services', async () => {
    answer = 'error';
    const user = userEvent.setup();
    await renderAtPath(<ServicesPage />, '/services');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load our services.");

    answer = 'ok';
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });
});
