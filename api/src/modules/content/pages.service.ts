import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StaticPageDto } from './dto/page.dto';
import { PageSectionEntity } from './entities/page-section.entity';
import { PageEntity } from './entities/page.entity';

@Injectable()
export class PagesService {
  constructor(
    @InjectRepository(PageEntity) private readonly pages: Repository<PageEntity>,
    @InjectRepository(PageSectionEntity) private readonly sections: Repository<PageSectionEntity>,
  ) {}

  /** A published page with its active sections in display order; unpublished pages are not found. */
  async findPublished(slug: string): Promise<StaticPageDto> {
    const page = await this.pages.findOneBy({ slug, isPublished: true });
    if (!page) throw new NotFoundException('Page not found');
    const sections = await this.sections.find({
      where: { pageId: page.id, isActive: true },
      order: { orderIndex: 'ASC', id: 'ASC' },
    });
    return StaticPageDto.from(page, sections);
  }
}
