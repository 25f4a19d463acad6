import { deriveSlug, requestBodyOf } from './blog-editor';

describe('deriveSlug (the same rule as the API when the slug is left out)', () => {
  it('turns a title into lower-case words joined by hyphens, accents removed', () => {
    expect(deriveSlug('Ça va? How to Form an LLC — in 2026!')).toBe('ca-va-how-to-form-an-llc-in-2026');
    expect(deriveSlug('  501(c)(3) Basics  ')).toBe('501-c-3-basics');
    expect(deriveSlug('🚀')).toBe('');
  });

  it('cuts a long title at a hyphen, at most 80 characters', () => {
    expect(deriveSlug(`${'x'.repeat(50)} ${'y'.repeat(50)}`)).toBe('x'.repeat(50));
    expect(deriveSlug('a'.repeat(100))).toBe('a'.repeat(80));
    const words = deriveSlug('word '.repeat(40));
    expect(words.length).toBeLessThanOrEqual(80);
    expect(words.endsWith('-')).toBe(false);
  });
});

describe('requestBodyOf', () => {
  it('sends blank optional texts as null and keeps the content as typed', () => {
    expect(
      requestBodyOf({
        title: '  A Title ',
        slug: ' ',
        excerpt: '',
        content: '  Body\n\nMore  ',
        image: ' /images/a.png ',
        metaDescription: '',
        tags: ['One'],
      }),
    ).toEqual({
      title: 'A Title',
      slug: null,
      excerpt: null,
      content: '  Body\n\nMore  ',
      image: '/images/a.png',
      metaDescription: null,
      tags: ['One'],
    });
    expect(
      requestBodyOf({ title: 'T', slug: '', excerpt: '', content: ' \n ', image: '', metaDescription: '', tags: [] })
        .content,
    ).toBeNull();
  });
});
