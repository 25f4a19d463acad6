import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBookingApi } from '../booking-test-api';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { ContactPage } from './ContactPage';

const api = fakeApiForEachTest();

const FAQ = Array.from({ length: 7 }, (_, index) => ({
  question: `Question ${index + 1}?`,
  answer: `Answer ${index + 1}.`,
}));

beforeEach(() => {
  fakeBookingApi(api);
  api.routes.set('GET /api/pages/contact', () => ({
    status: 200,
    body: {
      id: 1,
      slug: 'contact',
      title: 'Contact Us | Inspivision',
      metaDescription: 'Contact',
      content: {
        hero: { heading: 'Contact Us', subheading: 'Choose the form that fits.' },
        email: 'hello@inspivision.com',
        businessHours: 'Monday - Friday, 9AM - 6PM EST',
        serviceArea: 'Nationwide (USA) with remote services worldwide',
        tabs: [{ key: 'services', label: 'Service Inquiry', description: 'We reply within 2 hours.' }],
        faq: FAQ,
      },
    },
  }));
});

afterEach(() => jest.useRealTimers());

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('/contact', () => {
  it('shows the contact cards, the consultation tab by default and six FAQ items', async () => {
    await renderAtPath(<ContactPage />, '/contact');
    expect(await screen.findByRole('heading', { name: 'Contact Us', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@inspivision.com' })).toHaveAttribute(
      'href',
      'mailto:hello@inspivision.com',
    );
    const cards = screen.getByRole('list', { name: 'Contact details' });
    expect(cards).toHaveTextContent('Monday - Friday, 9AM - 6PM EST');
    expect(cards).toHaveTextContent('Nationwide (USA) with remote services worldwide');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Book a Consultation',
      'Service Inquiry',
      'Quick Question',
    ]);
    expect(selectedTab()).toHaveTextContent('Book a Consultation');
    expect(screen.getByRole('button', { name: 'Book My Consultation' })).toBeInTheDocument();
    expect(await screen.findByText('Question 6?')).toBeInTheDocument();
    expect(screen.queryByText('Question 7?')).not.toBeInTheDocument();
    expect(document.getElementById('contact-form')).toContainElement(selectedTab());
    expect(document.getElementById('get-started-form')).toHaveAttribute('role', 'tabpanel');
  });

  it.each([
    ['services', 'Service Inquiry', 'Submit Service Inquiry'],
    ['questions', 'Quick Question', 'Ask Your Question'],
    ['pricing', 'Book a Consultation', 'Book My Consultation'],
  ])('?form=%s opens the %s tab', async (form, tab, submit) => {
    await renderAtPath(<ContactPage />, `/contact?form=${form}`);
    expect(selectedTab()).toHaveTextContent(tab);
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });

  it('switches tabs by click and by arrow keys', async () => {
    await renderAtPath(<ContactPage />, '/contact');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Quick Question' }));
    expect(screen.getByLabelText('Your Question')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Book a Consultation');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Quick Question');
  });

  it('with a valid ?form= scrolls to the form at 0.6, 1.2 and 2 s', async () => {
    jest.useFakeTimers();
    await renderAtPath(<ContactPage />, '/contact?form=services');
    const form = document.getElementById('contact-form')!;
    const measure = jest.spyOn(form, 'getBoundingClientRect');
    const scrollsAfter = (ms: number) => {
      act(() => jest.advanceTimersByTime(ms));
      return measure.mock.calls.length;
    };
    expect(scrollsAfter(599)).toBe(0);
    expect(scrollsAfter(1)).toBe(1);
    expect(scrollsAfter(600)).toBe(2);
    expect(scrollsAfter(800)).toBe(3);
    expect(scrollsAfter(5000)).toBe(3);
  });

  it('without a valid ?form= does not scroll', async () => {
    jest.useFakeTimers();
    await renderAtPath(<ContactPage />, '/contact?form=nope');
    const measure = jest.spyOn(document.getElementById('contact-form')!, 'getBoundingClientRect');
    act(() => jest.advanceTimersByTime(3000));
    expect(measure).not.toHaveBeenCalled();
  });

  it('keeps working when the page texts cannot be read', async () => {
    api.routes.set('GET /api/pages/contact', () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }));
    await renderAtPath(<ContactPage />, '/contact?form=questions');
    expect(screen.getByRole('link', { name: 'hello@inspivision.com' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Ask Your Question' })).toBeInTheDocument();
  });
});
