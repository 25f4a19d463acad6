import { SingleLine } from '../../../common/unsafe-text';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Equals, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageOf } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import {
  TESTIMONIAL_DEFAULT_RATING,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_STATUSES,
  TestimonialStatus,
} from '../content.constants';
import type { TestimonialEntity } from '../entities/testimonial.entity';
import { SIGNED_TOKEN_EXAMPLE } from '../../../config/payload-signer';
import { ApiIdProperty } from '../../../common/id-param.pipe';

/** A published testimonial: what visitors see, never the author's account or e-mail. */
export class TestimonialDto {
  @ApiIdProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Marcus T.' })
  name: string;

  @ApiProperty({ example: 'Lopez Bakery LLC', type: String, nullable: true })
  company: string | null;

  @ApiProperty({ example: 'They formed our LLC and built our store in a month. Clear prices, fast answers.' })
  content: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5, example: 5 })
  rating: number;

  @ApiProperty({ example: null, type: String, nullable: true })
  image: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Business Formation & Legal Setup' })
  serviceCategory: string | null;

  static from(entity: TestimonialEntity): TestimonialDto {
    const { id, name, company, content, rating, image, serviceCategory } = entity;
    return { id, name, company, content, rating, image, serviceCategory };
  }
}

export const TestimonialPageDto = PageOf(TestimonialDto, 'TestimonialPageDto');
export type TestimonialPageDto = InstanceType<typeof TestimonialPageDto>;

/** The public form's payload (docs/modules/content.md). */
export class CreateTestimonialDto {
  @ApiProperty({ maxLength: TESTIMONIAL_LIMITS.name, example: 'Ana Lopez' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(TESTIMONIAL_LIMITS.name)
  @SingleLine()
  name: string;

  @ApiProperty({ maxLength: TESTIMONIAL_LIMITS.company, example: 'Lopez Bakery LLC' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your company' })
  @MaxLength(TESTIMONIAL_LIMITS.company)
  @SingleLine()
  company: string;

  @ApiProperty({
    example: 'They formed our LLC and built our store in a month. Clear prices, fast answers.',
    maxLength: TESTIMONIAL_LIMITS.content,
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please write your testimonial' })
  @MaxLength(TESTIMONIAL_LIMITS.content)
  content: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5, default: TESTIMONIAL_DEFAULT_RATING })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Must be null: the public form sends no image' })
  @IsOptional()
  @Equals(null, { message: 'image must be null' })
  image?: null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TESTIMONIAL_LIMITS.serviceCategory })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(TESTIMONIAL_LIMITS.serviceCategory)
  serviceCategory?: string | null;

  @ApiPropertyOptional({ description: 'Accepted as the form sends it; the testimonial is hidden until approved' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

/** The secure form's payload: the link's token and the feedback (docs/modules/content.md). */
export class SecureTestimonialDto {
  @ApiProperty({ example: SIGNED_TOKEN_EXAMPLE, description: 'The token of the feedback link', maxLength: 1000 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  token: string;

  @ApiProperty({
    example: 'The onboarding checklist kept us on track; the portal made every invoice easy to find.',
    maxLength: TESTIMONIAL_LIMITS.content,
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please write your feedback' })
  @MaxLength(TESTIMONIAL_LIMITS.content)
  content: string;

  @ApiProperty({ type: 'integer', example: 5, minimum: 1, maximum: 5 })
  @IsInt()
  @Min(1)
  @Max(5)
  rating: number;

  @ApiPropertyOptional({ default: false, description: 'May it be shown on the site (after review)' })
  @IsOptional()
  @IsBoolean()
  consentPublic?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TESTIMONIAL_LIMITS.company })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(TESTIMONIAL_LIMITS.company)
  @SingleLine()
  company?: string | null;
}

/** POST /api/testimonials/validate-token: the feedback link's token, in the body (a URL would leave it in logs). */
export class FeedbackTokenDto {
  @ApiProperty({ example: SIGNED_TOKEN_EXAMPLE, description: 'The token of the feedback link', maxLength: 1000 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  token: string;
}

/** What a feedback link is about: one of them is set. */
export class FeedbackContextDto {
  @ApiProperty({ type: String, nullable: true, example: 'Lopez Bakery LLC formation' })
  projectTitle: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Website design - deposit' })
  invoiceDescription: string | null;
}

@ApiSchema({ description: 'What the feedback link is about' })
export class FeedbackTokenValidationDto {
  @ApiProperty({ type: FeedbackContextDto })
  context: FeedbackContextDto;
}

/** The answer to a submission: it was received and waits for review. */
@ApiSchema({ description: 'The answer to a submission: it was received and waits for review' })
export class TestimonialReceivedDto {
  @ApiIdProperty({ example: 12 })
  id: number;

  @ApiProperty({ enum: TESTIMONIAL_STATUSES, enumName: 'TestimonialStatus', example: 'pending' })
  status: TestimonialStatus;

  @ApiProperty({ example: 'Thank you! Your testimonial will appear once our team has reviewed it.' })
  message: string;
}
