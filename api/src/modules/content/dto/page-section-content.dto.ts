import { applyDecorators, Type as ClassType } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { SingleLine } from '../../../common/unsafe-text';
import { CONTENT_JSON_MAX_LENGTH, RequiredText } from '../admin/content-fields';
import { PAGE_SECTION_TYPES, type PageSectionType } from '../content.constants';

const SECTION_TEXT_MAX_LENGTH = 2_000;

/** The longest texts and lists of a section's content. */
export const PAGE_SECTION_LIMITS = {
  /** Headings, card and step titles, questions. */
  heading: 200,
  /** Paragraphs, intros, subheadings, card and step texts, answers. */
  text: SECTION_TEXT_MAX_LENGTH,
  /** Link labels, stat values ("190+") and stat labels. */
  label: 80,
  href: 2_048,
  /** Cards, stats, steps or questions of one section. */
  items: 24,
  /**
   * Paragraphs of a text section. Enough paragraphs of the longest text to hold any content JSON
   * (CONTENT_JSON_MAX_LENGTH), so a section converted by the TypedPageSections migration still fits.
   */
  paragraphs: Math.ceil(CONTENT_JSON_MAX_LENGTH / SECTION_TEXT_MAX_LENGTH),
} as const;

/** A path on this site (not "//host", which leaves it), an e-mail or a web address: the web's SAFE_HREF rule. */
export const SECTION_HREF = /^(?:\/(?!\/)\S*|mailto:\S+|https?:\/\/\S+)$/;
const SECTION_HREF_MESSAGE = '$property must be a path on this site (/...), a mailto: or an http(s):// address';

/** Left out, null or blank: the section has none, and is stored without it. */
const Optional = () =>
  applyDecorators(
    Transform(({ value }) => (value === null || (typeof value === 'string' && !value.trim()) ? undefined : value)),
    ValidateIf((_object, value) => value !== undefined),
  );

/** A one-line text: heading, title, label, question. */
const LineText = (maxLength: number) => applyDecorators(RequiredText(maxLength), SingleLine());

/** An object of class `type`, each of its fields checked. */
const Nested = (type: () => ClassType) => applyDecorators(IsObject(), ValidateNested(), Type(type));

/** 1 to `maxItems` objects of class `type`, each checked. */
const ItemList = (type: () => ClassType, maxItems: number) =>
  applyDecorators(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(maxItems),
    // ValidateNested alone would let a nested array through as an item.
    IsObject({ each: true, message: 'each value in $property must be an object' }),
    ValidateNested({ each: true }),
    Type(type),
  );

const L = PAGE_SECTION_LIMITS;

@ApiSchema({ description: 'A link of a page section' })
export class SectionLinkDto {
  @ApiProperty({ maxLength: L.label, example: 'Book Consultation' })
  @LineText(L.label)
  label: string;

  @ApiProperty({
    maxLength: L.href,
    pattern: SECTION_HREF.source,
    example: '/consultation',
    description: 'A path on this site (/..., not //...), a mailto: or an http(s):// address',
  })
  @LineText(L.href)
  @Matches(SECTION_HREF, { message: SECTION_HREF_MESSAGE })
  href: string;
}

@ApiSchema({ description: 'A card or a step: a title and its text' })
export class SectionTitledTextDto {
  @ApiProperty({ maxLength: L.heading, example: 'Form and protect' })
  @LineText(L.heading)
  title: string;

  @ApiProperty({ maxLength: L.text, example: 'LLC or corporation, EIN and registered agent, filed for you.' })
  @RequiredText(L.text)
  text: string;
}

@ApiSchema({ description: 'A figure and what it counts' })
export class SectionStatDto {
  @ApiProperty({ maxLength: L.label, example: '190+' })
  @LineText(L.label)
  value: string;

  @ApiProperty({ maxLength: L.label, example: 'Businesses launched' })
  @LineText(L.label)
  label: string;
}

@ApiSchema({ description: 'A question and its answer' })
export class SectionFaqItemDto {
  @ApiProperty({ maxLength: L.heading, example: 'How long does forming an LLC take?' })
  @LineText(L.heading)
  question: string;

  @ApiProperty({ maxLength: L.text, example: 'Most states approve a filing within 5 to 10 business days.' })
  @RequiredText(L.text)
  answer: string;
}

const OptionalHeading = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: L.heading, example: 'Why founders choose us' }),
    Optional(),
    LineText(L.heading),
  );

const OptionalIntro = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: L.text, example: 'Everything a new business needs, in one place.' }),
    Optional(),
    RequiredText(L.text),
  );

const Link = (required: boolean) =>
  applyDecorators(
    required ? ApiProperty({ type: SectionLinkDto }) : ApiPropertyOptional({ type: SectionLinkDto }),
    ...(required ? [] : [Optional()]),
    Nested(() => SectionLinkDto),
  );

@ApiSchema({ description: 'Content of a hero section: a heading, its lead and up to two links' })
export class HeroSectionContentDto {
  @ApiProperty({ maxLength: L.heading, example: 'Launch your US business with confidence' })
  @LineText(L.heading)
  heading: string;

  @ApiPropertyOptional({ maxLength: L.text, example: 'Formation, branding and your first customers, handled.' })
  @Optional()
  @RequiredText(L.text)
  subheading?: string;

  @Link(false)
  primary?: SectionLinkDto;

  @Link(false)
  secondary?: SectionLinkDto;
}

@ApiSchema({ description: 'Content of a text section: paragraphs under an optional heading' })
export class TextSectionContentDto {
  @OptionalHeading()
  heading?: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: L.paragraphs,
    example: ['Founded in 2021, Inspivision has helped 190 businesses launch.'],
    description: `Each 1 to ${L.text} characters`,
  })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value,
  )
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(L.paragraphs)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(L.text, { each: true })
  paragraphs: string[];
}

@ApiSchema({ description: 'Content of a cards section: titled texts in a grid' })
export class CardsSectionContentDto {
  @OptionalHeading()
  heading?: string;

  @OptionalIntro()
  intro?: string;

  @ApiProperty({ type: [SectionTitledTextDto], minItems: 1, maxItems: L.items })
  @ItemList(() => SectionTitledTextDto, L.items)
  items: SectionTitledTextDto[];
}

@ApiSchema({ description: 'Content of a stats section: figures with their labels' })
export class StatsSectionContentDto {
  @OptionalHeading()
  heading?: string;

  @ApiProperty({ type: [SectionStatDto], minItems: 1, maxItems: L.items })
  @ItemList(() => SectionStatDto, L.items)
  items: SectionStatDto[];
}

@ApiSchema({ description: 'Content of a steps section: numbered steps in their order' })
export class StepsSectionContentDto {
  @ApiProperty({ maxLength: L.heading, example: 'How we make it happen' })
  @LineText(L.heading)
  heading: string;

  @OptionalIntro()
  intro?: string;

  @ApiProperty({ type: [SectionTitledTextDto], minItems: 1, maxItems: L.items })
  @ItemList(() => SectionTitledTextDto, L.items)
  steps: SectionTitledTextDto[];
}

@ApiSchema({ description: 'Content of a faq section: questions and their answers' })
export class FaqSectionContentDto {
  @OptionalHeading()
  heading?: string;

  @ApiProperty({ type: [SectionFaqItemDto], minItems: 1, maxItems: L.items })
  @ItemList(() => SectionFaqItemDto, L.items)
  items: SectionFaqItemDto[];
}

@ApiSchema({ description: 'Content of a cta section: a call to action with one or two links' })
export class CtaSectionContentDto {
  @ApiProperty({ maxLength: L.heading, example: "Let's build your business together" })
  @LineText(L.heading)
  heading: string;

  @ApiPropertyOptional({ maxLength: L.text, example: 'Book a free consultation: we answer within one business day.' })
  @Optional()
  @RequiredText(L.text)
  text?: string;

  @Link(true)
  primary: SectionLinkDto;

  @Link(false)
  secondary?: SectionLinkDto;
}

/** The class a section's content must fit, by section type. */
export const SECTION_CONTENT_CLASSES: Record<PageSectionType, ClassType> = {
  hero: HeroSectionContentDto,
  text: TextSectionContentDto,
  cards: CardsSectionContentDto,
  stats: StatsSectionContentDto,
  steps: StepsSectionContentDto,
  faq: FaqSectionContentDto,
  cta: CtaSectionContentDto,
};

/** For @ApiExtraModels: every content class (their schemas are only reached through `$ref`s built by hand). */
export const SECTION_CONTENT_MODELS = Object.values(SECTION_CONTENT_CLASSES);

/** The `content` of a create or update body: one of the content shapes, the one of `sectionType`. */
export const SECTION_CONTENT_SCHEMA: ApiPropertyOptions = {
  anyOf: SECTION_CONTENT_MODELS.map((model) => ({ $ref: getSchemaPath(model) })),
  description:
    'The content of a section of `sectionType`: ' +
    PAGE_SECTION_TYPES.map((type) => `${SECTION_CONTENT_CLASSES[type].name} for ${type}`).join(', ') +
    `; a JSON object of at most ${CONTENT_JSON_MAX_LENGTH} characters`,
};

const pascalCase = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * One subclass of `base` per section type, with `sectionType` fixed to the type and `content` of the type's
 * class, named `${Type}${base.name}` (HeroPageSectionDto...): the variants of a discriminated `oneOf`.
 */
export function sectionVariants(base: ClassType): ClassType[] {
  return PAGE_SECTION_TYPES.map((type) => {
    class Variant extends base {}
    ApiProperty({ enum: [type], example: type, description: 'How the site renders the section' })(
      Variant.prototype,
      'sectionType',
    );
    ApiProperty({ type: SECTION_CONTENT_CLASSES[type] })(Variant.prototype, 'content');
    ApiSchema({ name: `${pascalCase(type)}${base.name}`, description: `A ${type} section` })(Variant);
    return Variant;
  });
}

/** A list of sections: each one of `variants` (from sectionVariants), told apart by `sectionType`. */
export function sectionListSchema(variants: ClassType[]): ApiPropertyOptions {
  const refs = variants.map((variant) => getSchemaPath(variant));
  return {
    type: 'array',
    items: {
      oneOf: refs.map(($ref) => ({ $ref })),
      discriminator: {
        propertyName: 'sectionType',
        mapping: Object.fromEntries(PAGE_SECTION_TYPES.map((type, index) => [type, refs[index]!])),
      },
    },
  };
}
