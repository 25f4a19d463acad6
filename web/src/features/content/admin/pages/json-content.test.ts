import { PAGE_LIMITS } from '../../../../constants/admin';
import { parseJsonObject, textFields, withText } from './json-content';

describe('parseJsonObject', () => {
  it('accepts a JSON object and nothing else', () => {
    expect(parseJsonObject('{ "a": [1, { "b": null }] }')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
    expect(parseJsonObject('{ "a": ')).toEqual({ ok: false, error: expect.stringMatching(/^Not valid JSON: /) });
    for (const text of ['[]', 'null', '"text"', '42']) {
      expect(parseJsonObject(text)).toEqual({ ok: false, error: 'The content must be a JSON object: { ... }' });
    }
  });

  it('refuses content longer than the API stores', () => {
    const fits = JSON.stringify({ t: 'x'.repeat(PAGE_LIMITS.content - 8) });
    expect(fits).toHaveLength(PAGE_LIMITS.content);
    expect(parseJsonObject(fits).ok).toBe(true);
    const tooLong = parseJsonObject(JSON.stringify({ t: 'x'.repeat(PAGE_LIMITS.content) }));
    expect(tooLong).toEqual({ ok: false, error: 'The content is too long: 100,008 characters (at most 100,000).' });
  });
});

describe('textFields and withText', () => {
  const content = {
    hero: { heading: 'About', subheading: 'Us', primary: { label: 'Go', href: '/' } },
    finalCta: { heading: 'Start' },
    mission: 'Launch.',
    story: ['One', 'Two'],
    stats: [{ value: '190', label: 'Businesses' }],
  };

  it('lists the texts of the top two levels, labelled, and leaves lists to the JSON', () => {
    expect(textFields(content)).toEqual([
      { path: ['hero', 'heading'], label: 'Hero › Heading', value: 'About' },
      { path: ['hero', 'subheading'], label: 'Hero › Subheading', value: 'Us' },
      { path: ['finalCta', 'heading'], label: 'Final cta › Heading', value: 'Start' },
      { path: ['mission'], label: 'Mission', value: 'Launch.' },
    ]);
  });

  it('replaces one text and keeps everything else', () => {
    const edited = withText(content, ['hero', 'heading'], 'Our story');
    expect(edited).toEqual({ ...content, hero: { ...content.hero, heading: 'Our story' } });
    expect(content.hero.heading).toBe('About');
    expect(withText(content, ['mission'], 'Grow.').mission).toBe('Grow.');
  });
});
