import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { TestimonialDto } from './dto/testimonial.dto';
import { TestimonialEntity } from './entities/testimonial.entity';

/**
 * Which testimonials visitors see: approved by staff, active, and published with the author's
 * consent. A testimonial sent through the public website form (source 'website') was written to
 * be shown, so sending it is the consent; one left through the secure post-payment link is shown
 * only when its author ticked consentPublic.
 */
export const PUBLIC_TESTIMONIAL_WHERE: FindOptionsWhere<TestimonialEntity>[] = [
  { status: 'approved', isActive: true, consentPublic: true },
  { status: 'approved', isActive: true, source: 'website' },
];

@Injectable()
export class TestimonialsService {
  constructor(@InjectRepository(TestimonialEntity) private readonly testimonials: Repository<TestimonialEntity>) {}

  /** Published testimonials, newest first; ones added together keep the order they were written in. */
  async listPublic(query: PageQueryDto): Promise<Page<TestimonialDto>> {
    const [rows, total] = await this.testimonials.findAndCount({
      where: PUBLIC_TESTIMONIAL_WHERE,
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(rows.map(TestimonialDto.from), total, query);
  }
}
