import {
  formatIsoDate,
  readCallToAction,
  readCallToActionOr,
  readHeroOr,
  readLink,
  readLinkLabel,
  readList,
  readListOr,
  readStat,
  readSteps,
  readText,
} from './page-content';

describe('page content readers', () => {
  it('read trimmed, non-blank text only', () => {
    expect(readText('  Hello ')).toBe('Hello');
    expect(readText('   ')).toBeNull();
    expect(readText(42)).toBeNull();
    expect(readText(null)).toBeNull();
  });

  it('keep the readable items of a list and ignore anything that is not a list', () => {
    expect(readList(['a', 3, ' ', 'b'], readText)).toEqual(['a', 'b']);
    expect(readList({ 0: 'a' }, readText)).toEqual([]);
  });

  it('accept site paths, mailto and web links, nothing else', () => {
    expect(readLink({ label: 'Book', href: '/consultation' })).toEqual({ label: 'Book', href: '/consultation' });
    expect(readLink({ label: 'Mail', href: 'mailto:hello@inspivision.com' })).not.toBeNull();
    expect(readLink({ label: 'Web', href: 'https://example.com' })).not.toBeNull();
    expect(readLink({ label: 'Bad', href: 'javascript:alert(1)' })).toBeNull();
    expect(readLink({ label: 'Bad', href: ' JavaScript:alert(1)' })).toBeNull();
    expect(readLink({ label: 'Other host', href: '//evil.example' })).toBeNull();
    expect(readLink({ href: '/consultation' })).toBeNull();
  });

  it('read stats with a number as value', () => {
    expect(readStat({ value: 190, label: 'Business Launched' })).toEqual({ value: '190', label: 'Business Launched' });
    expect(readStat({ value: '98%' })).toBeNull();
  });

  it('order steps by their number and renumber them 1..n', () => {
    expect(
      readSteps([
        { step: 3, title: 'C', text: 'c' },
        { title: 'No number', text: 'x' },
        { step: 1, title: 'A', text: 'a' },
        { step: 2, title: 'Broken' },
      ]).map((step) => `${step.step} ${step.title}`),
    ).toEqual(['1 A', '2 C', '3 No number']);
  });

  it('need a heading and a valid primary link for a call to action', () => {
    const primary = { label: 'Book Consultation', href: '/consultation' };
    expect(readCallToAction({ heading: 'Ready?', primary })).toEqual({
      heading: 'Ready?',
      text: null,
      primary,
      secondary: null,
    });
    expect(readCallToAction({ heading: 'Ready?' })).toBeNull();
    expect(readCallToAction({ primary })).toBeNull();
  });

  it('format an ISO date the same way in every time zone', () => {
    expect(formatIsoDate('2025-10-10')).toBe('October 10, 2025');
    expect(formatIsoDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatIsoDate('2025-02-30')).toBeNull();
    expect(formatIsoDate('October 10, 2025')).toBeNull();
    expect(formatIsoDate(undefined)).toBeNull();
  });

  it('fall back to the page list when no item is readable, and cap the list', () => {
    expect(readListOr(['a', ' ', 'b', 'c'], readText, ['x'], 2)).toEqual(['a', 'b']);
    expect(readListOr([3, null], readText, ['x', 'y'])).toEqual(['x', 'y']);
    expect(readListOr('a, b', readText, ['x', 'y', 'z'], 2)).toEqual(['x', 'y']);
  });

  it('take only the label of a link whose target the page fixes', () => {
    const fallback = { label: 'Book Consultation', href: '/consultation' };
    expect(readLinkLabel({ label: ' Talk to Us ', href: 'https://elsewhere.example' }, fallback)).toEqual({
      label: 'Talk to Us',
      href: '/consultation',
    });
    expect(readLinkLabel({ label: '' }, fallback)).toEqual(fallback);
    expect(readLinkLabel('Talk to Us', fallback)).toEqual(fallback);
  });

  it('fall back part by part for a hero and a call to action with the page texts', () => {
    const hero = { heading: 'Our Work', subheading: 'Case studies.' };
    expect(readHeroOr({ heading: '  ', subheading: 'Edited.' }, hero)).toEqual({
      heading: 'Our Work',
      subheading: 'Edited.',
    });
    expect(readHeroOr(null, hero)).toEqual(hero);

    const cta = {
      heading: 'Ready?',
      text: 'Tell us.',
      primary: { label: 'Start Your Project', href: '/contact' },
      secondary: { label: 'Book Consultation', href: '/consultation' },
    };
    expect(
      readCallToActionOr({ text: 'Edited text.', primary: { label: 'Go', href: 'javascript:alert(1)' } }, cta),
    ).toEqual({ ...cta, text: 'Edited text.', primary: { label: 'Go', href: '/contact' } });
    expect(readCallToActionOr({ secondary: { label: 'Ignored' } }, { ...cta, secondary: null }).secondary).toBeNull();
  });
});
