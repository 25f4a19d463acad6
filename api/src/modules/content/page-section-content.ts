import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { FieldErrorDto } from '../../common/error-response.dto';
import { fieldErrors, RequestValidationException } from '../../common/validation';
import { PAGE_SECTION_TYPES, type PageSectionType } from './content.constants';
import { SECTION_CONTENT_CLASSES } from './dto/page-section-content.dto';

export type SectionContent = Record<string, unknown>;

export const isPageSectionType = (value: unknown): value is PageSectionType =>
  (PAGE_SECTION_TYPES as readonly unknown[]).includes(value);

/** The ways class-validator starts a message with the field's own name ("items must...", "each value in items..."). */
const MESSAGE_SUBJECT_PREFIXES = ['', 'property ', 'each value in '];

/** A nested field's message names the field by its whole path ("content.items must..."), as `field` does. */
function namedByPath({ field, message }: FieldErrorDto): FieldErrorDto {
  const name = field.slice(field.lastIndexOf('.') + 1);
  const prefix = MESSAGE_SUBJECT_PREFIXES.find((start) => message.startsWith(`${start}${name} `));
  return prefix === undefined
    ? { field, message }
    : { field, message: prefix + field + message.slice(prefix.length + name.length) };
}

function fit(type: PageSectionType, content: unknown): { content: SectionContent; errors: FieldErrorDto[] } {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    return { content: {}, errors: [{ field: 'content', message: 'content must be a JSON object' }] };
  }
  const checked = plainToInstance(SECTION_CONTENT_CLASSES[type], content);
  const errors = validateSync(checked, { whitelist: true, forbidNonWhitelisted: true });
  // Plain JSON, as stored: texts trimmed, the optional parts left blank gone.
  return { content: JSON.parse(JSON.stringify(checked)), errors: fieldErrors(errors, 'content').map(namedByPath) };
}

/** What keeps `content` from being the content of a `type` section, by field ("content.items"); [] if it fits. */
export const sectionContentErrors = (type: PageSectionType, content: unknown): FieldErrorDto[] =>
  fit(type, content).errors;

/** `content` as stored for a `type` section (texts trimmed, blank optional parts left out), or a 400 naming each misfit. */
export function fittedSectionContent(type: PageSectionType, content: unknown): SectionContent {
  const { content: fitted, errors } = fit(type, content);
  if (errors.length > 0) {
    const problems = errors.map((error) => error.message).join('; ');
    throw new RequestValidationException(errors, `The content does not fit a ${type} section: ${problems}`);
  }
  return fitted;
}
