import { SingleLine } from '../../../../common/unsafe-text';
import { Present } from '../../../../common/validation';
import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { ID_SCHEMA, MAX_INT_ID } from '../../../../common/id-param.pipe';
import { SERVICE_CATEGORIES, ServiceCategory } from '../../content.constants';
import { ServiceDto } from '../../dto/service.dto';
import type { ServiceEntity } from '../../entities/service.entity';
import { CONTENT_TITLE_MAX_LENGTH, IMAGE_MAX_LENGTH, ImageRef, RequiredText, StringList } from '../content-fields';

export const SERVICE_SHORT_DESCRIPTION_MAX_LENGTH = 500;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5_000;
export const SERVICE_FEATURES_MAX = 12;
export const SERVICE_FEATURE_MAX_LENGTH = 200;
/** The "also known as" vocabulary the assistant matches questions against. */
export const SERVICE_KEYWORDS_MAX = 80;
export const SERVICE_KEYWORD_MAX_LENGTH = 60;
const KEYWORDS_DESCRIPTION =
  'Other words visitors use for this service ("also known as"): the assistant recognises them in questions. Not shown on the site.';
const KEYWORDS_EXAMPLE = ['logo', 'brand kit', 'style guide'];
/** More services than this cannot be reordered in one request (a guard on the body, far above real use). */
export const SERVICES_MAX = 200;

/** A service as staff see it: inactive ones too. */
@ApiSchema({ description: 'A service as staff see it: inactive ones too' })
export class AdminServiceDto extends ServiceDto {
  @ApiProperty({ example: true, description: 'false: hidden from the site' })
  isActive: boolean;

  @ApiProperty({ type: [String], description: KEYWORDS_DESCRIPTION, example: KEYWORDS_EXAMPLE })
  keywords: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  static override from(entity: ServiceEntity): AdminServiceDto {
    return {
      ...ServiceDto.from(entity),
      isActive: entity.isActive,
      keywords: entity.keywords,
      updatedAt: entity.updatedAt,
    };
  }
}

export class CreateServiceDto {
  @ApiProperty({ maxLength: CONTENT_TITLE_MAX_LENGTH, example: 'Business Formation & Legal Setup' })
  @RequiredText(CONTENT_TITLE_MAX_LENGTH)
  @SingleLine()
  title: string;

  @ApiProperty({ enum: SERVICE_CATEGORIES, enumName: 'ServiceCategory' })
  @IsIn(SERVICE_CATEGORIES)
  @SingleLine()
  category: ServiceCategory;

  @ApiProperty({
    example: 'LLC or corporation, EIN, registered agent and operating agreement, done right the first time.',
    maxLength: SERVICE_SHORT_DESCRIPTION_MAX_LENGTH,
    description: 'The text of the service card',
  })
  @RequiredText(SERVICE_SHORT_DESCRIPTION_MAX_LENGTH)
  @SingleLine()
  shortDescription: string;

  @ApiProperty({
    example: 'We form your US company in the state that suits you, obtain its EIN and prepare its founding documents.',
    maxLength: SERVICE_DESCRIPTION_MAX_LENGTH,
  })
  @RequiredText(SERVICE_DESCRIPTION_MAX_LENGTH)
  description: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: IMAGE_MAX_LENGTH })
  @ImageRef()
  image?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: SERVICE_FEATURES_MAX,
    description: `Up to ${SERVICE_FEATURES_MAX} features of 1 to ${SERVICE_FEATURE_MAX_LENGTH} characters, in display order (cards show the first 3)`,
  })
  @Present()
  @StringList(SERVICE_FEATURES_MAX, SERVICE_FEATURE_MAX_LENGTH)
  features?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: SERVICE_KEYWORD_MAX_LENGTH },
    maxItems: SERVICE_KEYWORDS_MAX,
    default: [],
    description: KEYWORDS_DESCRIPTION,
    example: KEYWORDS_EXAMPLE,
  })
  @Present()
  @StringList(SERVICE_KEYWORDS_MAX, SERVICE_KEYWORD_MAX_LENGTH)
  @SingleLine({ each: true })
  keywords?: string[];

  @ApiPropertyOptional({ default: true, description: 'false keeps it off the site' })
  @Present()
  @IsBoolean()
  isActive?: boolean;
}

/** Changes to a service (absent fields stay, null only empties the image); `isActive` activates or deactivates it. */
export class UpdateServiceDto extends PartialType(CreateServiceDto, { skipNullProperties: false }) {}

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export class MoveServiceDto {
  @ApiProperty({ enum: MOVE_DIRECTIONS, enumName: 'MoveDirection', description: 'One place earlier or later' })
  @IsIn(MOVE_DIRECTIONS)
  direction: MoveDirection;
}

export class ReorderServicesDto {
  @ApiProperty({
    type: 'array',
    items: ID_SCHEMA,
    example: [3, 1, 2],
    description: 'Every service id (inactive ones too), each once, in the new display order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT_ID, { each: true })
  ids: number[];
}
