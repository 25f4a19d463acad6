/**
 * Labels and pictures of an article (docs/modules/content.md: the blog
 * list's cards and the article page). Pure functions, no React.
 */

import { longDateUtc } from '../../../../lib/long-date';
import type { ArticleBlock } from './article-body';

/* ---------- Keyword matching ---------- */

/**
 * Lower case, accents removed, every run of other characters than a-z and 0-9 turned into one
 * hyphen: "How to Start a Business" and "how-to-start-a-business" give the same form, and
 * "501(c)(3)" gives "501-c-3".
 */
export function keywordForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Whether any of `texts` (a slug, a title...) holds one of `keywords` (written in keyword form,
 * e.g. "start-business"). A keyword must begin a word, so "formation" matches "formations" but
 * not "information", and "startup" matches "startups"; it may run on to the end of a longer word.
 */
export function hasKeyword(texts: readonly (string | null | undefined)[], keywords: readonly string[]): boolean {
  return texts.some((text) => {
    if (!text) return false;
    const form = `-${keywordForm(text)}`;
    return keywords.some((keyword) => form.includes(`-${keyword}`));
  });
}

/* ---------- Topic, category badge, fallback hero image ---------- */

export type ArticleTopic = 'startup' | 'global' | 'marketing' | 'nonprofit' | 'general';

/**
 * The badge keywords (docs/modules/content.md), in the order they are tried (the first group that matches wins).
 * Spelling variants of the same keyword are listed too: "start-up", "start-a-business" (a title
 * says "Start a Business" where a slug says "start-business") and "non-profit".
 */
export const TOPIC_KEYWORDS: readonly { topic: Exclude<ArticleTopic, 'general'>; keywords: readonly string[] }[] = [
  { topic: 'startup', keywords: ['startup', 'start-up', 'entrepreneur', 'start-business', 'start-a-business'] },
  { topic: 'global', keywords: ['international', 'expansion', 'global'] },
  { topic: 'marketing', keywords: ['marketing', 'digital', 'growth'] },
  { topic: 'nonprofit', keywords: ['nonprofit', 'non-profit', 'formation'] },
];

export const CATEGORY_BADGES: Readonly<Record<ArticleTopic, string>> = {
  startup: 'Startup Guide',
  global: 'Global Business',
  marketing: 'Marketing',
  nonprofit: 'Non-Profit',
  general: 'Business Insights',
};

/** The badge the article detail page always shows (docs/modules/content.md). */
export const ARTICLE_DETAIL_BADGE = CATEGORY_BADGES.general;

/** The topic of an article from keywords in its slug and/or title (pass either or both). */
export function articleTopic(...slugOrTitle: (string | null | undefined)[]): ArticleTopic {
  return TOPIC_KEYWORDS.find(({ keywords }) => hasKeyword(slugOrTitle, keywords))?.topic ?? 'general';
}

/** The blog card's category badge: "Startup Guide", "Global Business", "Marketing", "Non-Profit" or "Business Insights". */
export function categoryBadge(...slugOrTitle: (string | null | undefined)[]): string {
  return CATEGORY_BADGES[articleTopic(...slugOrTitle)];
}

/** Fallback pictures in web/public/images/blog/, one per topic. */
export const FALLBACK_HERO_IMAGES: Readonly<Record<ArticleTopic, string>> = {
  startup: '/images/blog/fallback-startup.svg',
  global: '/images/blog/fallback-global.svg',
  marketing: '/images/blog/fallback-marketing.svg',
  nonprofit: '/images/blog/fallback-nonprofit.svg',
  general: '/images/blog/fallback-general.svg',
};

/** The fallback hero image for an article, chosen by the topic keyword in its slug or title. */
export function fallbackHeroImage(...slugOrTitle: (string | null | undefined)[]): string {
  return FALLBACK_HERO_IMAGES[articleTopic(...slugOrTitle)];
}

/** The article's own image when it has one, else the fallback for its topic. */
export function articleImage(article: { image?: string | null; slug?: string | null; title?: string | null }): string {
  const own = article.image?.trim();
  return own ? own : fallbackHeroImage(article.slug, article.title);
}

/* ---------- Card and header labels ---------- */

export const READ_TIME_LABEL = '5 min read';
export const DEFAULT_CARD_LABEL = 'Article';
export const UNKNOWN_DATE_LABEL = 'Recently';
/** Articles are always signed by the team (docs/modules/content.md). */
export const ARTICLE_AUTHOR = 'Inspivision Team';

/** The blog card label: the first tag (ignoring blank ones), else "Article". */
export function cardLabel(tags: readonly (string | null | undefined)[] | null | undefined): string {
  const first = tags?.map((tag) => tag?.trim()).find((tag) => tag);
  return first || DEFAULT_CARD_LABEL;
}

/**
 * "January 14, 2025" for a valid date (Date, ISO string or epoch milliseconds), else "Recently". In UTC:
 * a date-only value ("2025-01-14", read as UTC midnight) is that day everywhere; timestamps are
 * publication times set by staff.
 */
export function dateLabel(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN_DATE_LABEL;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? UNKNOWN_DATE_LABEL : longDateUtc(date);
}

/** The ISO date for `<time dateTime>` and structured data, or undefined when the date is unknown. */
export function isoDate(value: string | number | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/* ---------- Table of contents ---------- */

export interface TocEntry {
  /** The heading's element id (the anchor is `#${id}`). */
  id: string;
  text: string;
  /** 2 for a heading, 3 for a numbered subheading (the levels ArticleBody renders). */
  level: 2 | 3;
}

/**
 * The headings and numbered subheadings of a parsed body, in order, with the same ids ArticleBody
 * gives the elements. Pass the same blocks to both so the anchors match.
 */
export function tableOfContents(blocks: readonly ArticleBlock[]): TocEntry[] {
  return blocks.flatMap((block): TocEntry[] => {
    if (block.type === 'heading') return [{ id: block.id, text: block.text, level: 2 }];
    if (block.type === 'subheading') return [{ id: block.id, text: `${block.number}. ${block.text}`, level: 3 }];
    return [];
  });
}
