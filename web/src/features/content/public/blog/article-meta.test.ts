import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArticleBody } from './article-body';
import {
  articleImage,
  cardLabel,
  categoryBadge,
  dateLabel,
  FALLBACK_HERO_IMAGES,
  fallbackHeroImage,
  hasKeyword,
  isoDate,
  keywordForm,
  READ_TIME_LABEL,
  tableOfContents,
} from './article-meta';

describe('keyword matching', () => {
  it('normalises slugs and titles alike', () => {
    expect(keywordForm('How to Start a Business — Café 501(c)(3)!')).toBe('how-to-start-a-business-cafe-501-c-3');
  });

  it('needs a keyword to begin a word', () => {
    expect(hasKeyword(['information-technology'], ['formation'])).toBe(false);
    expect(hasKeyword(['llc-formations'], ['formation'])).toBe(true);
    expect(hasKeyword([null, undefined, ''], ['formation'])).toBe(false);
  });
});

describe('categoryBadge', () => {
  it.each([
    ['startup-checklist', 'Startup Guide'],
    ['Startups in 2025', 'Startup Guide'],
    ['entrepreneur-mindset', 'Startup Guide'],
    ['how-to-start-business-in-the-us-step-by-step', 'Startup Guide'],
    ['How to Start a Business in the US', 'Startup Guide'],
    ['international-founders-registered-agent-ein-us-bank-account', 'Global Business'],
    ['Planning Your Expansion', 'Global Business'],
    ['global-sales', 'Global Business'],
    ['digital-marketing-plan-first-90-days', 'Marketing'],
    ['Growth Tactics', 'Marketing'],
    ['Email Marketing Basics', 'Marketing'],
    ['how-to-form-a-501c3-nonprofit', 'Non-Profit'],
    ['Non-Profit Boards', 'Non-Profit'],
    ['llc-formation-timeline', 'Non-Profit'],
    ['llc-vs-corporation-choosing-a-structure', 'Business Insights'],
    ['Information Security for Small Shops', 'Business Insights'],
    ['', 'Business Insights'],
  ])('%s -> %s', (text, badge) => {
    expect(categoryBadge(text)).toBe(badge);
  });

  it('looks at slug and title together, in the documented order', () => {
    expect(categoryBadge('automate-your-small-business', 'Global Growth')).toBe('Global Business');
    expect(categoryBadge(null, 'A Brand Identity Checklist for New Businesses')).toBe('Business Insights');
    expect(categoryBadge()).toBe('Business Insights');
  });
});

describe('fallback hero image', () => {
  it.each([
    ['startup-guide', '/images/blog/fallback-startup.svg'],
    ['global-expansion', '/images/blog/fallback-global.svg'],
    ['digital-ads', '/images/blog/fallback-marketing.svg'],
    ['nonprofit-boards', '/images/blog/fallback-nonprofit.svg'],
    ['llc-vs-corporation', '/images/blog/fallback-general.svg'],
  ])('%s -> %s', (slug, image) => {
    expect(fallbackHeroImage(slug)).toBe(image);
  });

  it('points at files that exist in web/public', () => {
    for (const path of Object.values(FALLBACK_HERO_IMAGES)) {
      expect(existsSync(join(__dirname, '../../../../../public', path))).toBe(true);
    }
  });

  it("prefers the article's own image", () => {
    expect(articleImage({ image: '/images/blog/own.svg', slug: 'startup' })).toBe('/images/blog/own.svg');
    expect(articleImage({ image: '  ', slug: 'startup' })).toBe('/images/blog/fallback-startup.svg');
    expect(articleImage({ image: null, title: 'Going Global' })).toBe('/images/blog/fallback-global.svg');
  });
});

describe('card and header labels', () => {
  it('uses the first tag, else "Article"', () => {
    expect(cardLabel(['Startup Guide', 'LLC'])).toBe('Startup Guide');
    expect(cardLabel(['  ', 'LLC'])).toBe('LLC');
    expect(cardLabel([])).toBe('Article');
    expect(cardLabel(null)).toBe('Article');
    expect(cardLabel(undefined)).toBe('Article');
  });

  it('formats the date, else "Recently"', () => {
    expect(dateLabel('2025-01-14T14:00:00.000Z')).toBe('January 14, 2025');
    expect(dateLabel('2025-01-14')).toBe('January 14, 2025');
    expect(dateLabel(new Date(Date.UTC(2024, 11, 31, 23, 30)))).toBe('December 31, 2024');
    expect(dateLabel(null)).toBe('Recently');
    expect(dateLabel(undefined)).toBe('Recently');
    expect(dateLabel('')).toBe('Recently');
    expect(dateLabel('not a date')).toBe('Recently');
    expect(isoDate('2025-01-14')).toBe('2025-01-14T00:00:00.000Z');
    expect(isoDate('nope')).toBeUndefined();
  });

  it('has a fixed read time', () => {
    expect(READ_TIME_LABEL).toBe('5 min read');
  });
});

describe('tableOfContents', () => {
  it('lists headings and numbered subheadings with the ids of the blocks', () => {
    const blocks = parseArticleBody(
      'Intro paragraph that is long enough to be a paragraph and ends with a period, as paragraphs do.\n\nWhat It Is\n\n1. First step\n\nWhat It Is',
    );
    expect(tableOfContents(blocks)).toEqual([
      { id: 'what-it-is', text: 'What It Is', level: 2 },
      { id: 'first-step', text: '1. First step', level: 3 },
      { id: 'what-it-is-2', text: 'What It Is', level: 2 },
    ]);
  });

  it('is empty without headings', () => {
    expect(tableOfContents(parseArticleBody('Just text.'))).toEqual([]);
  });
});
