import { screen, within } from '@testing-library/react';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { LegalPage } from './LegalPage';

const api = fakeApiForEachTest();

const SECTIONS = [
  {
    sectionKey: 'welcome',
    sectionType: 'hero',
    orderIndex: 0,
    content: {
      heading: 'Launch with us',
      subheading: 'Formation to first customers.',
      primary: { label: 'Book a call', href: '/consultation' },
      secondary: { label: 'Write to us', href: 'mailto:hello@inspivision.com' },
    },
  },
  {
    sectionKey: 'story',
    sectionType: 'text',
    orderIndex: 1,
    content: { paragraphs: ['Founded in 2021.', 'Since then, 190 launches.'] },
  },
  {
    sectionKey: 'offer',
    sectionType: 'cards',
    orderIndex: 2,
    content: {
      heading: 'What we do',
      intro: 'All of it.',
      items: [{ title: 'Formation', text: 'LLC or corporation.' }],
    },
  },
  {
    sectionKey: 'numbers',
    sectionType: 'stats',
    orderIndex: 3,
    content: { heading: 'Our impact', items: [{ value: '190+', label: 'Launches' }] },
  },
  {
    sectionKey: 'method',
    sectionType: 'steps',
    orderIndex: 4,
    content: {
      heading: 'How it works',
      steps: [
        { title: 'Call', text: 'We listen.' },
        { title: 'File', text: 'We file.' },
      ],
    },
  },
  {
    sectionKey: 'questions',
    sectionType: 'faq',
    orderIndex: 5,
    content: { heading: 'Questions', items: [{ question: 'How long?', answer: 'Two weeks.' }] },
  },
  { sectionKey: 'later', sectionType: 'gallery', orderIndex: 6, content: { images: ['/a.png'] } },
  { sectionKey: 'broken', sectionType: 'cards', orderIndex: 7, content: { items: [] } },
  {
    sectionKey: 'closing',
    sectionType: 'cta',
    orderIndex: 8,
    content: { heading: 'Ready?', text: 'Talk to us.', primary: { label: 'Start', href: 'javascript:alert(1)' } },
  },
  {
    sectionKey: 'next',
    sectionType: 'cta',
    orderIndex: 9,
    content: { heading: 'Still here?', primary: { label: 'Start now', href: '/contact#form' } },
  },
];

describe('PageSections', () => {
  it("renders a page's sections after its own content, one renderer per type, leaving out what does not read", async () => {
    api.routes.set('GET /api/pages/terms', () => ({
      status: 200,
      body: {
        slug: 'terms',
        title: 'Terms',
        metaDescription: null,
        content: { intro: 'These terms apply.', sections: [{ heading: 'Payments', paragraphs: ['Due in 14 days.'] }] },
        sections: SECTIONS,
      },
    }));
    await renderAtPath(<LegalPage slug="terms" />, '/legal/terms');

    expect(await screen.findByRole('heading', { level: 2, name: 'Launch with us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Payments',
      'Launch with us',
      'What we do',
      'Our impact',
      'How it works',
      'Questions',
      'Still here?',
    ]);

    const hero = screen.getByRole('region', { name: 'Launch with us' });
    expect(within(hero).getByText('Formation to first customers.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/consultation');
    expect(within(hero).getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hello@inspivision.com',
    );

    expect(screen.getByText('Since then, 190 launches.')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'What we do' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('FormationLLC or corporation.');
    expect(within(cards).getByRole('heading', { level: 3, name: 'Formation' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Our impact' });
    expect(within(stats).getByRole('term')).toHaveTextContent('Launches');
    expect(within(stats).getByRole('definition')).toHaveTextContent('190+');
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Step 1: Call', 'Step 2: File']);
    expect(screen.getByText('How long?').closest('details')).toHaveTextContent('Two weeks.');

    // An unknown type, an empty list and an unsafe link are left out.
    expect(screen.queryByText('Ready?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/contact#form');
  });

  it('renders nothing more when the page has no sections', async () => {
    api.routes.set('GET /api/pages/privacy', () => ({
      status: 200,
      body: {
        slug: 'privacy',
        title: 'Privacy',
        metaDescription: null,
        content: { intro: 'We keep little.' },
        sections: [],
      },
    }));
    await renderAtPath(<LegalPage slug="privacy" />, '/legal/privacy');
    expect(await screen.findByText('We keep little.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
