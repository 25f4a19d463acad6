import { PageSectionType } from '../../../../api/generated/model';
import { readPageSection } from '../../public/pages/page-content';
import { contentTextForType, SECTION_CONTENT_TEMPLATES, SECTION_TYPE_OPTIONS, templateText } from './section-templates';

describe('section templates', () => {
  it('offers every type of the API, named', () => {
    expect(SECTION_TYPE_OPTIONS.map((option) => option.value)).toEqual(Object.values(PageSectionType));
    expect(SECTION_TYPE_OPTIONS[0]).toEqual({ value: 'hero', label: 'Hero: heading, lead and up to two buttons' });
  });

  it('gives each type a template the public page renders', () => {
    for (const type of Object.values(PageSectionType)) {
      const view = readPageSection({ sectionKey: 'x', sectionType: type, content: SECTION_CONTENT_TEMPLATES[type] });
      expect(view?.type).toBe(type);
    }
  });

  it("swaps in the new type's template only while the text is untouched", () => {
    expect(contentTextForType(templateText('text'), 'text', 'faq')).toBe(templateText('faq'));
    expect(contentTextForType('  ', 'text', 'faq')).toBe(templateText('faq'));
    expect(contentTextForType('{ "paragraphs": ["Mine"] }', 'text', 'faq')).toBe('{ "paragraphs": ["Mine"] }');
  });
});
