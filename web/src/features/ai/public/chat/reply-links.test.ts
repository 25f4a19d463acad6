import { splitReplyLinks } from './reply-links';

describe('splitReplyLinks', () => {
  it("turns the site's public paths into links, punctuation and all", () => {
    expect(
      splitReplyLinks('Book a free call at /consultation. See /services (all 8) or /legal/refund-policy!'),
    ).toEqual([
      { text: 'Book a free call at ' },
      { path: '/consultation' },
      { text: '. See ' },
      { path: '/services' },
      { text: ' (all 8) or ' },
      { path: '/legal/refund-policy' },
      { text: '!' },
    ]);
    expect(splitReplyLinks('/contact')).toEqual([{ path: '/contact' }]);
  });

  it("keeps a link's query (the consultation form prefilled with the recommended services)", () => {
    expect(
      splitReplyLinks(
        'To get started, book a consultation: /consultation?services=Branding%20%26%20Identity%20Design,Digital%20Marketing.',
      ),
    ).toEqual([
      { text: 'To get started, book a consultation: ' },
      { path: '/consultation', search: { services: 'Branding & Identity Design,Digital Marketing' } },
      { text: '.' },
    ]);
  });

  it('leaves unknown paths, private areas, fractions and parts of words as text', () => {
    for (const reply of [
      'Try /pricing or /admin1 or /portal.',
      '24/7 support',
      'and/or',
      'a http://x.test/services link',
    ]) {
      expect(splitReplyLinks(reply)).toEqual([{ text: reply }]);
    }
  });
});
