import { parseArticleBody } from './article-body';
import { tableOfContents } from './article-meta';
import { articleBodyText, CANNED_BODIES, cannedBodyFor, cannedBodyKey, type CannedBodyKey } from './canned-bodies';

describe('cannedBodyKey', () => {
  it.each<[string, CannedBodyKey]>([
    ['how-to-start-business-in-the-us-step-by-step', 'startBusiness'],
    ['How to Start a Business in the US', 'startBusiness'],
    ['Lessons for Entrepreneurs', 'startBusiness'],
    ['international-founders-registered-agent-ein-us-bank-account', 'international'],
    ['Planning Your Expansion', 'international'],
    ['how-to-form-a-501c3-nonprofit', 'nonprofit'],
    ['How to Form a 501(c)(3)', 'nonprofit'],
    ['Running a Non-Profit', 'nonprofit'],
    ['digital-marketing-plan-first-90-days', 'marketing'],
    ['Digital Storefronts', 'marketing'],
    ['Marketing on a Budget', 'marketing'],
    ['llc-vs-corporation-choosing-a-structure', 'generic'],
    ['', 'generic'],
  ])('%s -> %s', (text, key) => {
    expect(cannedBodyKey(text)).toBe(key);
  });

  it('tries the groups in the documented order', () => {
    expect(cannedBodyKey('international-entrepreneur')).toBe('startBusiness');
    expect(cannedBodyKey('nonprofit-digital-fundraising')).toBe('nonprofit');
    expect(cannedBodyKey('expansion-marketing')).toBe('international');
  });

  it('does not use the badge-only keywords', () => {
    expect(cannedBodyKey('startup-growth')).toBe('generic');
    expect(cannedBodyKey('global-growth')).toBe('generic');
    expect(cannedBodyKey('llc-formation')).toBe('generic');
  });

  it('reads slug and title', () => {
    expect(cannedBodyKey('some-slug', 'Going International')).toBe('international');
    expect(cannedBodyFor(null, 'Digital Tools')).toBe(CANNED_BODIES.marketing);
  });
});

describe('articleBodyText', () => {
  it("uses the article's own content when it has any", () => {
    expect(articleBodyText({ content: 'Own text.', slug: 'digital' })).toBe('Own text.');
  });

  it('falls back to the canned body for empty, blank or missing content', () => {
    expect(articleBodyText({ content: '', slug: 'how-to-start-business' })).toBe(CANNED_BODIES.startBusiness);
    expect(articleBodyText({ content: ' \n\n ', slug: 'x', title: 'Nonprofit 101' })).toBe(CANNED_BODIES.nonprofit);
    expect(articleBodyText({ content: null, slug: 'x' })).toBe(CANNED_BODIES.generic);
    expect(articleBodyText({})).toBe(CANNED_BODIES.generic);
  });
});

describe.each(Object.entries(CANNED_BODIES))('canned body %s', (_key, body) => {
  const blocks = parseArticleBody(body);

  it('is a several-paragraph article with detected headings and numbered steps', () => {
    expect(blocks.filter((block) => block.type === 'paragraph').length).toBeGreaterThanOrEqual(6);
    expect(blocks.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(3);
    expect(blocks.filter((block) => block.type === 'subheading').length).toBeGreaterThanOrEqual(3);
    expect(blocks[0].type).toBe('paragraph');
    expect(tableOfContents(blocks).length).toBeGreaterThanOrEqual(6);
  });

  it('states the agency claims and ends with a consultation call to action', () => {
    expect(body).toMatch(/30 days|4 to 8 weeks/);
    expect(body).toMatch(/post-launch support/);
    expect(body.trim().endsWith('.')).toBe(true);
    expect(body).toMatch(/Book a consultation/);
  });

  it('links to the contact page from its text', () => {
    const links = blocks.flatMap((block) =>
      block.type === 'paragraph' ? block.segments.filter((segment) => 'to' in segment) : [],
    );
    expect(links.map((link) => ('to' in link ? link.to : ''))).toContain('/contact');
  });
});
