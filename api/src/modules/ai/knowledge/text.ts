import porter2 from 'wink-porter2-stemmer';

/**
 * British spellings read as the American ones the content uses ("colour" finds "color"). A Map, not an object:
 * a visitor's "constructor" is a word, not a property.
 */
const AMERICAN_SPELLINGS = new Map<string, string>(
  Object.entries({
    colour: 'color',
    colours: 'colors',
    organisation: 'organization',
    organisations: 'organizations',
    organise: 'organize',
    optimise: 'optimize',
    optimisation: 'optimization',
    catalogue: 'catalog',
    licence: 'license',
    programme: 'program',
    centre: 'center',
    analyse: 'analyze',
    favour: 'favor',
    behaviour: 'behavior',
    cheque: 'check',
    enrol: 'enroll',
    recognise: 'recognize',
    recognisable: 'recognizable',
    personalise: 'personalize',
    customise: 'customize',
    monetise: 'monetize',
    monetisation: 'monetization',
  }),
);

/**
 * A word's stem (Porter2, the Snowball English stemmer): "launching" and "launch", "corporations" and
 * "corporation", "colours" and "color" meet. Numbers are left alone.
 */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  return porter2(AMERICAN_SPELLINGS.get(word) ?? word);
}

/**
 * A lighter stem for the services' own phrases: American spelling and the plural only ("invoices" → "invoice",
 * "agencies" → "agency"), so that "brand" is not "branding", "name" not "naming", "bill" not "billing".
 */
export function singular(word: string): string {
  const american = AMERICAN_SPELLINGS.get(word) ?? word;
  if (/\d/.test(american) || american.length < 4) return american;
  if (american.endsWith('ies')) return `${american.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(american)) return american.slice(0, -2);
  if (/[^sui]s$/.test(american)) return american.slice(0, -1);
  return american;
}

/** Words that carry no topic: left out of the index and of queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by ' +
    'can could did do does doing done for from further had has have having he her here hers him his how i if in ' +
    'into is it its itself just me more most my myself no nor not of off on once only or other our ours out over ' +
    'own same she should so some such than that the their them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with within without would you ' +
    'your yours ' +
    "yourself us let like get got i'm it's you're we're don't can't what's ok okay please hi hello hey thanks"
  ).split(' '),
);

/**
 * Words too common on this site to tell one topic from another ("business", "service"...): they still count
 * in full-text search, but not when deciding which service a question is about or whether we offer something.
 */
export const GENERIC_TERMS = new Set(
  [
    'business',
    'company',
    'service',
    'help',
    'need',
    'want',
    'offer',
    'provide',
    'start',
    'launch',
    'set',
    'setup',
    'make',
    'take',
    'work',
    'new',
    'small',
    'thing',
    'someone',
    'support',
    'handle',
    'manage',
    'create',
    'build',
    'run',
    'look',
    'also',
    'guy',
    'team',
    'inspivision',
    'much',
    'long',
    'cost',
    'price',
    'pricing',
    'fee',
    'charge',
    'time',
    'quick',
    'fast',
    'soon',
    'way',
    'best',
  ].map((word) => stem(word)),
);

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}$]+/u;

/** The index's and the queries' term processing: lower case, no stop words, stemmed. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[’']s$/, '');
  if (!lower || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** "e-mail" and "e-commerce" are one word, as "email" and "ecommerce" are. */
export const tokenize = (text: string): string[] =>
  text
    .replace(/\b([eE])-(?=[a-zA-Z])/g, '$1')
    .split(SPACE_OR_PUNCTUATION)
    .filter(Boolean);

/** The distinct processed terms of a text, in order of appearance. */
export function termsOf(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** Sentences of a text: split after . ! ? and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["“'(]?[A-Z0-9$])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

/**
 * The figures a text states that a reader could hold us to: amounts of money, percentages and durations,
 * normalized ("$1,000" → "$1000", "4–8 weeks" → "4-8 week"), to check that a generated reply states none
 * the site's content does not.
 */
export function figuresOf(text: string): string[] {
  // A link's query ("?services=Branding%20%26...") holds no figure.
  const normalized = text
    .replace(/\/[\w/-]*\?\S*/g, ' ')
    .replace(/[–—]/g, '-')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
  const found = [
    ...[...normalized.matchAll(/\$\s?\d+(?:\.\d+)?\s?(?:k\b|thousand|million)?/gi)].map((match) =>
      match[0].replace(/\s/g, '').toLowerCase(),
    ),
    ...[...normalized.matchAll(/\b\d+(?:\.\d+)?\s?(?:%|percent\b)/gi)].map((match) => `${parseFloat(match[0])}%`),
    ...[
      ...normalized.matchAll(/\b(\d+(?:\s?(?:-|to)\s?\d+)?)[\s-]?(business day|minute|hour|day|week|month|year)s?\b/gi),
    ].map((match) => `${match[1].replace(/\s?(?:-|to)\s?/, '-')} ${match[2].toLowerCase()}`),
  ];
  return [...new Set(found)];
}

/** Cuts a text to at most `max` characters at a sentence (else word) boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (sentenceEnd > max * 0.5) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}
