import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  BUDGET_RANGES,
  BUSINESS_STAGES,
  BUSINESS_TYPES,
  OFFERED_SERVICES,
  QUESTION_TOPICS,
} from '../bookings.constants';
import { COUNTRIES } from '../countries';

/** Every option list of the three booking forms (docs/modules/bookings.md), so the web reads one source. */
@ApiSchema({
  description: 'Every option list of the three booking forms, so the web reads one source',
})
export class BookingOptionsDto {
  @ApiProperty({
    enum: OFFERED_SERVICES,
    enumName: 'OfferedService',
    isArray: true,
    example: OFFERED_SERVICES.slice(0, 2),
    description: 'The 8 offered services (consultation and service inquiry)',
  })
  services: string[];

  @ApiProperty({
    enum: QUESTION_TOPICS,
    enumName: 'QuestionTopic',
    isArray: true,
    example: QUESTION_TOPICS.slice(0, 2),
    type: [String],
    description: 'The quick question topics: the 8 services and General Business Consulting',
  })
  questionTopics: string[];

  @ApiProperty({
    enum: BUSINESS_STAGES,
    enumName: 'BusinessStage',
    isArray: true,
    example: BUSINESS_STAGES.slice(0, 2),
    description: 'The consultation\'s "where are you at" stages',
  })
  stages: string[];

  @ApiProperty({
    enum: BUDGET_RANGES,
    enumName: 'BudgetRange',
    isArray: true,
    example: BUDGET_RANGES.slice(0, 2),
    description: 'Budget ranges (consultation and service inquiry)',
  })
  budgets: string[];

  @ApiProperty({
    enum: BUSINESS_TYPES,
    enumName: 'BusinessType',
    isArray: true,
    example: BUSINESS_TYPES.slice(0, 2),
    description: "The service inquiry's business types",
  })
  businessTypes: string[];

  @ApiProperty({
    enum: COUNTRIES,
    enumName: 'Country',
    isArray: true,
    example: COUNTRIES.slice(0, 2),
    description: 'Countries (UN members and observers): United States first, then the rest alphabetically',
  })
  countries: string[];
}
