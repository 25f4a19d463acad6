import {
  autoLink,
  blockText,
  createHeadingIds,
  HEADING_START_WORDS,
  isHeading,
  isTitleLike,
  parseArticleBody,
  parseNumbered,
  splitParagraphs,
  type ArticleBlock,
} from './article-body';

const LONG_SENTENCE =
  'Choosing between an LLC and a corporation is one of the first decisions you make, and it shapes your taxes and paperwork for years.';

const types = (blocks: ArticleBlock[]) => blocks.map((block) => block.type);

describe('splitParagraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(splitParagraphs('  One.\n\nTwo.  \n\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('handles CRLF and lone CR line ends', () => {
    expect(splitParagraphs('One.\r\n\r\nTwo.\r\nstill two.\r\rThree.')).toEqual(['One.', 'Two.\nstill two.', 'Three.']);
  });

  it('treats several blank lines and whitespace-only lines as one break, dropping empty paragraphs', () => {
    expect(splitParagraphs('\n\n\nOne.\n\n\n\n  \t \n\nTwo.\n\n\n')).toEqual(['One.', 'Two.']);
  });

  it('keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('Line one\nLine two')).toEqual(['Line one\nLine two']);
  });

  it('returns nothing for empty, whitespace-only, null or undefined bodies', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs(' \n\n \r\n ')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
    expect(splitParagraphs(undefined)).toEqual([]);
  });
});

describe('headings', () => {
  it.each(HEADING_START_WORDS)('a short paragraph starting with "%s" is a heading', (word) => {
    expect(isHeading(`${word} this is about, in lower case`)).toBe(true);
  });

  it('needs the question word as a whole, capitalised word', () => {
    expect(isHeading('However you look at it, it is a choice')).toBe(false);
    expect(isHeading('Steps are listed below, in order')).toBe(false);
    expect(isHeading('Whatever you choose, keep records')).toBe(false);
    expect(isHeading('what you need, in lower case')).toBe(false);
    expect(isHeading('Step-by-step guide')).toBe(true);
    expect(isHeading('Step 1: build the foundation')).toBe(true);
  });

  it('applies the question-word rule on its own, as docs/modules/content.md says (even with a closing period)', () => {
    expect(isHeading('When in doubt, ask.')).toBe(true);
  });

  it('uses the 120-character threshold: 119 is a heading, 120 is not', () => {
    const make = (length: number) => `What ${'x'.repeat(length - 5)}`;
    expect(make(119)).toHaveLength(119);
    expect(isHeading(make(119))).toBe(true);
    expect(isHeading(make(120))).toBe(false);
    const title = (length: number) => `Title ${'X'.repeat(length - 6)}`;
    expect(isHeading(title(119))).toBe(true);
    expect(isHeading(title(120))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = `What ${'é'.repeat(100)}${'😀'.repeat(14)}`; // 119 characters, 133 UTF-16 units
    expect(Array.from(text)).toHaveLength(119);
    expect(isHeading(text)).toBe(true);
  });

  it('never makes a multi-line paragraph a heading', () => {
    expect(isHeading('What you get\nand more')).toBe(false);
  });

  it('keeps long paragraphs as paragraphs', () => {
    expect(isHeading(LONG_SENTENCE)).toBe(false);
  });
});

describe('isTitleLike', () => {
  it.each([
    'Choosing the Right Structure',
    'LLC vs. Corporation',
    'Conclusion',
    'Is an LLC Right for You?',
    'Before you file:',
    'Our 2025 Checklist',
    'The 30-Day Launch Guarantee',
    '"Quoted" Title Words',
  ])('"%s" is title-like', (text) => {
    expect(isTitleLike(text)).toBe(true);
  });

  it.each([
    ['sentence case', 'Choosing the right structure'],
    ['a sentence end', 'Choosing The Right Structure.'],
    ['an exclamation', 'Thank You!'],
    ['a trailing comma', 'First Things First,'],
    ['a semicolon end', 'Plan Ahead;'],
    ['a lower-case first word', 'the Right Structure'],
    ['no letters', '2025'],
    ['only symbols', '* * *'],
    ['a sentence ending with a colon after a period', 'Read this.'],
  ])('is not title-like with %s', (_why, text) => {
    expect(isTitleLike(text)).toBe(false);
  });
});

describe('numbered subheadings', () => {
  it('parses "1. ..." lines', () => {
    expect(parseNumbered('1. Choose your state')).toEqual({ number: '1', text: 'Choose your state' });
    expect(parseNumbered('12.   Keep records')).toEqual({ number: '12', text: 'Keep records' });
  });

  it('ignores decimals, missing spaces and numbers without a dot', () => {
    expect(parseNumbered('3.5 million businesses')).toBeNull();
    expect(parseNumbered('1.Choose')).toBeNull();
    expect(parseNumbered('1) Choose')).toBeNull();
    expect(parseNumbered('2025 was a year')).toBeNull();
    expect(parseNumbered('1. ')).toBeNull();
  });

  it('makes a numbered paragraph a subheading even when long, and splits off the lines after the first', () => {
    const blocks = parseArticleBody(
      `1. ${LONG_SENTENCE}\n\n2. File with the state\nThe state filing creates the company.`,
    );
    expect(types(blocks)).toEqual(['subheading', 'subheading', 'paragraph']);
    expect(blocks[1]).toEqual({
      type: 'subheading',
      number: '2',
      text: 'File with the state',
      id: 'file-with-the-state',
    });
    expect(blockText(blocks[2])).toBe('The state filing creates the company.');
  });

  it('takes precedence over the heading rules', () => {
    expect(types(parseArticleBody('1. What To Do'))).toEqual(['subheading']);
  });
});

describe('heading ids', () => {
  it('slugifies, strips accents and de-duplicates', () => {
    const next = createHeadingIds();
    expect(next('What Is an LLC?')).toBe('what-is-an-llc');
    expect(next('What is an LLC')).toBe('what-is-an-llc-2');
    expect(next('What is an LLC!')).toBe('what-is-an-llc-3');
    expect(next('Café Résumé')).toBe('cafe-resume');
    expect(next('???')).toBe('section-5');
  });
});

describe('autoLink', () => {
  it.each([
    ['business formation', '/services'],
    ['formation', '/services'],
    ['digital marketing', '/services'],
    ['marketing', '/services'],
    ['consulting', '/services'],
    ['contact', '/contact'],
    ['consultation', '/contact'],
    ['team', '/about'],
    ['company', '/about'],
    ['brand', '/'],
    ['platform', '/'],
  ])('links "%s" to %s', (phrase, to) => {
    expect(autoLink(`We talk about ${phrase} here.`)).toEqual([
      { text: 'We talk about ' },
      { text: phrase, to },
      { text: ' here.' },
    ]);
  });

  it('is case-insensitive and keeps the original spelling', () => {
    expect(autoLink('MARKETING matters')).toEqual([{ text: 'MARKETING', to: '/services' }, { text: ' matters' }]);
  });

  it('prefers the longest phrase', () => {
    expect(autoLink('Try digital marketing.')).toEqual([
      { text: 'Try ' },
      { text: 'digital marketing', to: '/services' },
      { text: '.' },
    ]);
    expect(autoLink('Our team helps.')[0]).toEqual({ text: 'Our team', to: '/about' });
  });

  it('matches whole words only', () => {
    for (const text of [
      'Information matters.',
      'Teamwork and teammates.',
      'Contacts, rebrand, platformer.',
      'A company-wide policy.',
      'Mail contact@example.com today.',
      'See example.com/team for more.',
      'Visit company.com now.',
    ]) {
      expect(autoLink(text)).toEqual([{ text }]);
    }
  });

  it('accepts punctuation around a phrase and a possessive', () => {
    expect(autoLink('(marketing)')[1]).toEqual({ text: 'marketing', to: '/services' });
    expect(autoLink("The company's goals.")[1]).toEqual({ text: 'company', to: '/about' });
  });

  it('links each destination once, across calls sharing the same set', () => {
    const linked = new Set<string>();
    expect(autoLink('Marketing and formation and consulting.', linked)).toEqual([
      { text: 'Marketing', to: '/services' },
      { text: ' and formation and consulting.' },
    ]);
    expect(autoLink('More marketing, then contact us.', linked)).toEqual([
      { text: 'More marketing, then ' },
      { text: 'contact us', to: '/contact' },
      { text: '.' },
    ]);
  });

  it('leaves text without phrases as one segment', () => {
    expect(autoLink('Nothing to see.')).toEqual([{ text: 'Nothing to see.' }]);
    expect(autoLink('')).toEqual([{ text: '' }]);
  });
});

describe('parseArticleBody', () => {
  it('builds headings, subheadings and paragraphs in order', () => {
    const blocks = parseArticleBody(
      [LONG_SENTENCE, 'Why It Matters', 'Short plain line of text.', '1. First step', LONG_SENTENCE].join('\n\n'),
    );
    expect(types(blocks)).toEqual(['paragraph', 'heading', 'paragraph', 'subheading', 'paragraph']);
    expect(blocks[1]).toEqual({ type: 'heading', text: 'Why It Matters', id: 'why-it-matters' });
  });

  it('puts no links inside headings, and a heading does not use up a destination', () => {
    const blocks = parseArticleBody(
      `How Marketing Works\n\n1. Marketing basics\n\n${LONG_SENTENCE} Good marketing helps.`,
    );
    expect(blocks[0]).toEqual({ type: 'heading', text: 'How Marketing Works', id: 'how-marketing-works' });
    expect(blocks[1]).toMatchObject({ type: 'subheading', text: 'Marketing basics' });
    expect(blocks[2]).toMatchObject({
      type: 'paragraph',
      segments: [{ text: `${LONG_SENTENCE} Good ` }, { text: 'marketing', to: '/services' }, { text: ' helps.' }],
    });
  });

  it('links each destination at most once per article', () => {
    const blocks = parseArticleBody(
      'Our company offers formation.\n\nThe company also does marketing and brand work.\n\nContact the team.',
    );
    const links = blocks.flatMap((block) =>
      block.type === 'paragraph' ? block.segments.filter((segment) => 'to' in segment) : [],
    );
    expect(links).toEqual([
      { text: 'Our company', to: '/about' },
      { text: 'formation', to: '/services' },
      { text: 'brand', to: '/' },
      { text: 'Contact', to: '/contact' },
    ]);
  });

  it('keeps markup as plain text', () => {
    const blocks = parseArticleBody('<script>alert(1)</script> and a longer sentence so this stays a paragraph.');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        segments: [{ text: '<script>alert(1)</script> and a longer sentence so this stays a paragraph.' }],
      },
    ]);
  });

  it('returns no blocks for an empty body', () => {
    expect(parseArticleBody('')).toEqual([]);
    expect(parseArticleBody(null)).toEqual([]);
  });
});
