import { readContactPage } from './page-content';

describe('readContactPage', () => {
  it('reads the cards, tabs and FAQ, dropping broken items', () => {
    const page = readContactPage({
      hero: { heading: 'Contact Us', subheading: 'Choose a form.' },
      email: ' hello@inspivision.com ',
      businessHours: 'Monday - Friday, 9AM - 6PM EST',
      serviceArea: 'Nationwide',
      tabs: [{ key: 'services', label: 'Service Inquiry', description: 'Within 2 hours.' }, { key: 'x' }],
      faq: [{ question: 'Q1?', answer: 'A1.' }, { question: 'No answer' }, 'junk'],
    });
    expect(page).toEqual({
      hero: { heading: 'Contact Us', subheading: 'Choose a form.', primary: null, secondary: null },
      email: 'hello@inspivision.com',
      businessHours: 'Monday - Friday, 9AM - 6PM EST',
      serviceArea: 'Nationwide',
      tabs: [{ key: 'services', label: 'Service Inquiry', description: 'Within 2 hours.' }],
      faq: [{ question: 'Q1?', answer: 'A1.' }],
    });
  });

  it('never turns a mistyped e-mail into a mail link, and survives junk', () => {
    expect(readContactPage({ email: 'javascript:alert(1)' }).email).toBeNull();
    expect(readContactPage('junk')).toEqual({
      hero: null,
      email: null,
      businessHours: null,
      serviceArea: null,
      tabs: [],
      faq: [],
    });
  });
});
