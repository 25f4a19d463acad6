import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { AboutPage } from './AboutPage';

const ABOUT_CONTENT = {
  hero: { heading: 'About Inspivision', subheading: 'We help people turn ideas into businesses.' },
  story: ['Inspivision was founded in 2021.', 'Since then we have helped 190 businesses launch.'],
  nameMeaning: {
    intro: 'Our name joins three words.',
    parts: [
      { word: 'Inspire', meaning: 'We help you see what your idea can become.' },
      { word: 'Pivot', meaning: 'We adapt to your situation.' },
      { word: 'Vision', meaning: 'We plan beyond launch day.' },
    ],
    summary: 'Inspire + Pivot + Vision = Inspivision.',
  },
  whatWeDo: { intro: 'Everything a new business needs.', items: [{ title: 'Form and protect', text: 'Formation.' }] },
  mission: 'To make starting a business straightforward.',
  vision: 'A world where anyone can build a business.',
  stats: [
    { value: '2021', label: 'Founded' },
    { value: '190', label: 'Business Launched' },
    { value: '98%', label: 'Success Rate' },
    { value: '24/7', label: 'Support' },
  ],
  reasons: [{ title: '30-day launch guarantee', text: "If your business is not operational, you don't pay." }],
  cta: {
    heading: "Let's Build Your Business Together",
    text: 'Book a consultation.',
    primary: { label: 'Book Consultation', href: '/consultation' },
  },
};

const api = fakeApiForEachTest();

function answerWith(content: unknown) {
  api.routes.set('GET /api/pages/about', () => ({
    status: 200,
    body: { slug: 'about', title: 'About Us | Inspivision', metaDescription: null, sections: [], content },
  }));
}

describe('AboutPage', () => {
  it('shows a skeleton, then the story, name meaning, what we do, mission, vision, stats, reasons and CTA', async () => {
    answerWith(ABOUT_CONTENT);
    await renderAtPath(<AboutPage />, '/about');
    expect(screen.getByTestId('content-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Inspivision' })).toBeInTheDocument();
    expect(screen.getByText('Since then we have helped 190 businesses launch.')).toBeInTheDocument();

    const name = screen.getByRole('heading', { name: 'The Meaning Behind Our Name' }).closest('section')!;
    expect(
      within(name)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Inspire', 'Pivot', 'Vision']);
    expect(within(name).getByText('Inspire + Pivot + Vision = Inspivision.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' }).nextElementSibling).toHaveTextContent(
      'To make starting a business straightforward.',
    );
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();

    const stats = screen.getByLabelText('Our impact in numbers');
    const pairs = within(stats)
      .getAllByRole('term')
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
    expect(pairs).toEqual(['2021 Founded', '190 Business Launched', '98% Success Rate', '24/7 Support']);

    expect(screen.getByRole('heading', { name: 'Why Choose Inspivision' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
  });

  it('leaves out blocks the edited JSON breaks, and never links to a javascript: URL', async () => {
    answerWith({
      ...ABOUT_CONTENT,
      hero: 'About',
      story: 'not a list',
      nameMeaning: { parts: [{ word: 'Inspire' }] },
      stats: [{ value: 190, label: 'Business Launched' }, { label: 'No value' }, null],
      cta: { heading: 'Click', primary: { label: 'Book Consultation', href: 'javascript:alert(1)' } },
    });
    await renderAtPath(<AboutPage />, '/about');
    expect(await screen.findByRole('heading', { name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Inspivision' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The Meaning Behind Our Name' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Our impact in numbers')).getAllByRole('term')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Click' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Consultation' })).not.toBeInTheDocument();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    api.routes.set('GET /api/pages/about', () => ({ status: 503, body: { statusCode: 503, message: 'Down' } }));
    await renderAtPath(<AboutPage />, '/about');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this page.");

    answerWith(ABOUT_CONTENT);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
  });
});
