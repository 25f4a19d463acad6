import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import type { TestimonialEntity } from '../entities/testimonial.entity';

/** A published testimonial: what visitors see, never the author's account or e-mail. */
export class TestimonialDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Marcus T.' })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  company: string | null;

  @ApiProperty()
  content: string;

  @ApiProperty({ minimum: 0, maximum: 5, example: 5 })
  rating: number;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Business Formation & Legal Setup' })
  serviceCategory: string | null;

  static from(entity: TestimonialEntity): TestimonialDto {
    const { id, name, company, content, rating, image, serviceCategory } = entity;
    return { id, name, company, content, rating, image, serviceCategory };
  }
}

export class TestimonialPageDto extends PageOf(TestimonialDto, 'TestimonialPageDto') {}
