/** What staff choose a section's type from, and the content each type starts from. Antd-free. */
import { PageSectionType } from '../../../../api/generated/model';
import { formatJson, type JsonObject } from './json-content';

/** Each type's name and what it shows (a Record: a type the API adds is a compile error until named here). */
export const SECTION_TYPE_NAMES: Record<PageSectionType, { name: string; shows: string }> = {
  hero: { name: 'Hero', shows: 'heading, lead and up to two buttons' },
  text: { name: 'Text', shows: 'paragraphs under an optional heading' },
  cards: { name: 'Cards', shows: 'titled texts in a grid' },
  stats: { name: 'Stats', shows: 'figures with their labels' },
  steps: { name: 'Steps', shows: 'numbered steps' },
  faq: { name: 'FAQ', shows: 'questions and answers' },
  cta: { name: 'Call to action', shows: 'a panel with buttons' },
};

/** The type picker's options, in the order of the API's `PageSectionType` enum. */
export const SECTION_TYPE_OPTIONS = Object.values(PageSectionType).map((value) => ({
  value,
  label: `${SECTION_TYPE_NAMES[value].name}: ${SECTION_TYPE_NAMES[value].shows}`,
}));

/** Content of each type with every field filled in, for staff to overwrite (the API's shapes; optional parts marked in the labels above). */
export const SECTION_CONTENT_TEMPLATES: Record<PageSectionType, JsonObject> = {
  hero: {
    heading: 'Heading',
    subheading: 'One or two sentences under it (optional).',
    primary: { label: 'Book Consultation', href: '/consultation' },
    secondary: { label: 'Our Services', href: '/services' },
  },
  text: { heading: 'Heading (optional)', paragraphs: ['First paragraph.', 'Second paragraph.'] },
  cards: {
    heading: 'Heading (optional)',
    intro: 'A sentence above the cards (optional).',
    items: [
      { title: 'Card title', text: 'Card text.' },
      { title: 'Card title', text: 'Card text.' },
    ],
  },
  stats: {
    heading: 'Heading (optional)',
    items: [
      { value: '190+', label: 'Businesses launched' },
      { value: '98%', label: 'Success rate' },
    ],
  },
  steps: {
    heading: 'Heading',
    intro: 'A sentence above the steps (optional).',
    steps: [
      { title: 'First step', text: 'What happens.' },
      { title: 'Second step', text: 'What happens next.' },
    ],
  },
  faq: { heading: 'Heading (optional)', items: [{ question: 'A question?', answer: 'Its answer.' }] },
  cta: {
    heading: 'Heading',
    text: 'A sentence under it (optional).',
    primary: { label: 'Book Consultation', href: '/consultation' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

export const templateText = (type: PageSectionType): string => formatJson(SECTION_CONTENT_TEMPLATES[type]);

/**
 * The content text once the type changes from `from` to `to`: the new type's template while the text is
 * still the old type's template or blank, else the staff's own text, untouched.
 */
export function contentTextForType(text: string, from: PageSectionType, to: PageSectionType): string {
  return !text.trim() || text === templateText(from) ? templateText(to) : text;
}
