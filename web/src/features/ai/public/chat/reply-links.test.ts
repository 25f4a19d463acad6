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
