/**
 * Readers for the JSON of the `pages` table (GET /api/pages/{slug}). Staff edit that JSON by hand,
 * so nothing is trusted: a reader returns null (or drops the item) for anything missing or
 * mistyped. Content pages (about, legal, services) render only the parts that read cleanly; pages
 * with texts of their own (home, portfolio) put `?? fallback` after a reader, or use the `...Or`
 * variants below, built on the same readers.
 */

import { longDateUtc } from '../../../../lib/long-date';

export interface ContentLink {
  label: string;
  href: string;
}

export interface ContentHero {
  heading: string;
  subheading: string | null;
  primary: ContentLink | null;
  secondary: ContentLink | null;
}

export interface ContentTitledText {
  title: string;
  text: string;
}

export interface ContentStat {
  value: string;
  label: string;
}

export interface ContentStep extends ContentTitledText {
  step: number;
}

export interface ContentCallToAction {
  heading: string;
  text: string | null;
  primary: ContentLink;
  secondary: ContentLink | null;
}

type JsonRecord = Record<string, unknown>;

export function readRecord(value: unknown): JsonRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null;
}

/** A non-blank string, trimmed. */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The items of an array that `read` accepts; [] for anything else. */
export function readList<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((item): item is T => item !== null);
}

/** The items `read` accepts, at most `max`; the fallback's items when none is readable. */
export function readListOr<T>(
  value: unknown,
  read: (item: unknown) => T | null,
  fallback: readonly T[],
  max = Number.POSITIVE_INFINITY,
): T[] {
  const items = readList(value, read);
  return (items.length > 0 ? items : [...fallback]).slice(0, max);
}

export function readTexts(value: unknown): string[] {
  return readList(value, readText);
}

/** Site paths, e-mail and web links only: a `javascript:` URL typed into the JSON never becomes a link. */
const SAFE_HREF = /^(\/(?!\/)|mailto:|https?:\/\/)/i;

export function readLink(value: unknown): ContentLink | null {
  const record = readRecord(value);
  const label = readText(record?.label);
  const href = readText(record?.href);
  return label && href && SAFE_HREF.test(href) ? { label, href } : null;
}

/**
 * A link whose target is the page's own: only its label comes from the content. Used where the
 * spec fixes the routes, so an edited link can never point elsewhere.
 */
export function readLinkLabel(value: unknown, fallback: ContentLink): ContentLink {
  return { label: readText(readRecord(value)?.label) ?? fallback.label, href: fallback.href };
}

export function readHero(value: unknown): ContentHero | null {
  const record = readRecord(value);
  const heading = readText(record?.heading);
  if (!heading) return null;
  return {
    heading,
    subheading: readText(record?.subheading),
    primary: readLink(record?.primary),
    secondary: readLink(record?.secondary),
  };
}

/** A hero's heading and subheading, each falling back to the page's own. */
export function readHeroOr(
  value: unknown,
  fallback: { heading: string; subheading: string },
): { heading: string; subheading: string } {
  const record = readRecord(value);
  return {
    heading: readText(record?.heading) ?? fallback.heading,
    subheading: readText(record?.subheading) ?? fallback.subheading,
  };
}

export function readTitledText(value: unknown): ContentTitledText | null {
  const record = readRecord(value);
  const title = readText(record?.title);
  const text = readText(record?.text);
  return title && text ? { title, text } : null;
}

export function readStat(value: unknown): ContentStat | null {
  const record = readRecord(value);
  // Numbers are accepted too: an edit may well turn "190" into 190.
  const raw = typeof record?.value === 'number' ? String(record.value) : record?.value;
  const statValue = readText(raw);
  const label = readText(record?.label);
  return statValue && label ? { value: statValue, label } : null;
}

/** Steps in their `step` order (the array's order when numbers are missing). */
export function readSteps(value: unknown): ContentStep[] {
  const steps = readList(value, (item) => {
    const titled = readTitledText(item);
    const step = readRecord(item)?.step;
    return titled ? { ...titled, step: typeof step === 'number' && Number.isFinite(step) ? step : Infinity } : null;
  });
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.step - b.step.step || a.index - b.index)
    .map(({ step }, index) => ({ ...step, step: index + 1 }));
}

export function readCallToAction(value: unknown): ContentCallToAction | null {
  const record = readRecord(value);
  const heading = readText(record?.heading);
  const primary = readLink(record?.primary);
  if (!heading || !primary) return null;
  return { heading, text: readText(record?.text), primary, secondary: readLink(record?.secondary) };
}

/** A call to action with the page's own targets: texts and labels from the content, each falling back to `fallback`. */
export function readCallToActionOr(value: unknown, fallback: ContentCallToAction): ContentCallToAction {
  const record = readRecord(value);
  return {
    heading: readText(record?.heading) ?? fallback.heading,
    text: readText(record?.text) ?? fallback.text,
    primary: readLinkLabel(record?.primary, fallback.primary),
    secondary: fallback.secondary && readLinkLabel(record?.secondary, fallback.secondary),
  };
}

// ---------------------------------------------------------------------------------------------
// Page readers
// ---------------------------------------------------------------------------------------------

export interface ServicesPageView {
  hero: ContentHero | null;
  method: { heading: string; intro: string | null; steps: ContentStep[]; stats: ContentStat[] } | null;
  finalCta: ContentCallToAction | null;
}

export function readServicesPage(content: unknown): ServicesPageView {
  const page = readRecord(content);
  const method = readRecord(page?.method);
  const methodHeading = readText(method?.heading);
  const steps = readSteps(method?.steps);
  return {
    hero: readHero(page?.hero),
    method:
      methodHeading && steps.length > 0
        ? { heading: methodHeading, intro: readText(method?.intro), steps, stats: readList(method?.stats, readStat) }
        : null,
    finalCta: readCallToAction(page?.finalCta),
  };
}

export interface NameMeaningPart {
  word: string;
  meaning: string;
}

export interface AboutPageView {
  hero: ContentHero | null;
  story: string[];
  nameMeaning: { intro: string | null; parts: NameMeaningPart[]; summary: string | null } | null;
  whatWeDo: { intro: string | null; items: ContentTitledText[] } | null;
  mission: string | null;
  vision: string | null;
  stats: ContentStat[];
  reasons: ContentTitledText[];
  cta: ContentCallToAction | null;
}

function readNameMeaningPart(value: unknown): NameMeaningPart | null {
  const record = readRecord(value);
  const word = readText(record?.word);
  const meaning = readText(record?.meaning);
  return word && meaning ? { word, meaning } : null;
}

export function readAboutPage(content: unknown): AboutPageView {
  const page = readRecord(content);
  const nameMeaning = readRecord(page?.nameMeaning);
  const parts = readList(nameMeaning?.parts, readNameMeaningPart);
  const whatWeDo = readRecord(page?.whatWeDo);
  const items = readList(whatWeDo?.items, readTitledText);
  return {
    hero: readHero(page?.hero),
    story: readTexts(page?.story),
    nameMeaning:
      parts.length > 0 ? { intro: readText(nameMeaning?.intro), parts, summary: readText(nameMeaning?.summary) } : null,
    whatWeDo: items.length > 0 ? { intro: readText(whatWeDo?.intro), items } : null,
    mission: readText(page?.mission),
    vision: readText(page?.vision),
    stats: readList(page?.stats, readStat),
    reasons: readList(page?.reasons, readTitledText),
    cta: readCallToAction(page?.cta),
  };
}

export interface LegalSectionView {
  heading: string;
  paragraphs: string[];
}

export interface LegalPageView {
  /** ISO date (YYYY-MM-DD) and its label, e.g. "October 10, 2025". */
  effectiveDate: { iso: string; label: string } | null;
  intro: string | null;
  sections: LegalSectionView[];
}

/** "2025-10-10" -> "October 10, 2025", the same in every time zone; null for anything else. */
export function formatIsoDate(value: unknown): string | null {
  const text = readText(value);
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return longDateUtc(date);
}

function readLegalSection(value: unknown): LegalSectionView | null {
  const record = readRecord(value);
  const heading = readText(record?.heading);
  const paragraphs = readTexts(record?.paragraphs);
  return heading && paragraphs.length > 0 ? { heading, paragraphs } : null;
}

export function readLegalPage(content: unknown): LegalPageView {
  const page = readRecord(content);
  const label = formatIsoDate(page?.effectiveDate);
  return {
    effectiveDate: label ? { iso: readText(page?.effectiveDate)!, label } : null,
    intro: readText(page?.intro),
    sections: readList(page?.sections, readLegalSection),
  };
}

export interface FaqItemView {
  question: string;
  answer: string;
}

export function readFaqItem(value: unknown): FaqItemView | null {
  const record = readRecord(value);
  const question = readText(record?.question);
  const answer = readText(record?.answer);
  return question && answer ? { question, answer } : null;
}

export interface ContactTabView {
  key: string;
  label: string;
  description: string | null;
}

export interface ContactPageView {
  hero: ContentHero | null;
  email: string | null;
  businessHours: string | null;
  serviceArea: string | null;
  tabs: ContactTabView[];
  faq: FaqItemView[];
}

function readContactTab(value: unknown): ContactTabView | null {
  const record = readRecord(value);
  const key = readText(record?.key);
  const label = readText(record?.label);
  return key && label ? { key, label, description: readText(record?.description) } : null;
}

/** /contact: the e-mail must look like one, so a typo never becomes a broken mail link. */
export function readContactPage(content: unknown): ContactPageView {
  const page = readRecord(content);
  const email = readText(page?.email);
  return {
    hero: readHero(page?.hero),
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    businessHours: readText(page?.businessHours),
    serviceArea: readText(page?.serviceArea),
    tabs: readList(page?.tabs, readContactTab),
    faq: readList(page?.faq, readFaqItem),
  };
}

// ---------------------------------------------------------------------------------------------
// Page sections (`sections` of GET /api/pages/{slug}): typed by the API, read defensively all the same
// ---------------------------------------------------------------------------------------------

export type PageSectionView = { key: string } & (
  | { type: 'hero'; hero: ContentHero }
  | { type: 'text'; heading: string | null; paragraphs: string[] }
  | { type: 'cards'; heading: string | null; intro: string | null; items: ContentTitledText[] }
  | { type: 'stats'; heading: string | null; items: ContentStat[] }
  | { type: 'steps'; heading: string; intro: string | null; steps: ContentStep[] }
  | { type: 'faq'; heading: string | null; items: FaqItemView[] }
  | { type: 'cta'; cta: ContentCallToAction }
);

/** A section as the page renders it, or null when its type is unknown or its content does not read cleanly. */
export function readPageSection(section: {
  sectionKey: string;
  sectionType: string;
  content: unknown;
}): PageSectionView | null {
  const key = section.sectionKey;
  const content = readRecord(section.content);
  const heading = readText(content?.heading);
  const intro = readText(content?.intro);
  switch (section.sectionType) {
    case 'hero': {
      const hero = readHero(content);
      return hero && { key, type: 'hero', hero };
    }
    case 'text': {
      const paragraphs = readTexts(content?.paragraphs);
      return paragraphs.length > 0 ? { key, type: 'text', heading, paragraphs } : null;
    }
    case 'cards': {
      const items = readList(content?.items, readTitledText);
      return items.length > 0 ? { key, type: 'cards', heading, intro, items } : null;
    }
    case 'stats': {
      const items = readList(content?.items, readStat);
      return items.length > 0 ? { key, type: 'stats', heading, items } : null;
    }
    case 'steps': {
      const steps = readSteps(content?.steps);
      return heading && steps.length > 0 ? { key, type: 'steps', heading, intro, steps } : null;
    }
    case 'faq': {
      const items = readList(content?.items, readFaqItem);
      return items.length > 0 ? { key, type: 'faq', heading, items } : null;
    }
    case 'cta': {
      const cta = readCallToAction(content);
      return cta && { key, type: 'cta', cta };
    }
    default:
      return null;
  }
}
