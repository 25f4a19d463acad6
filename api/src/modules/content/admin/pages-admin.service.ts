import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../database/errors';
import { ContentCache } from '../cache/content-cache';
import { PageSectionEntity } from '../entities/page-section.entity';
import { PageEntity } from '../entities/page.entity';
import { fittedSectionContent } from '../page-section-content';
import { sentFields } from './content-fields';
import {
  AdminPageDto,
  AdminPageSummaryDto,
  PAGE_SECTIONS_MAX,
  CreatePageSectionDto,
  ReorderPageSectionsDto,
  UpdatePageDto,
  UpdatePageSectionDto,
} from './dto/pages-admin.dto';

const duplicateKey = (key: string) => new ConflictException(`This page already has a section with the key "${key}"`);

/**
 * Staff's editing of the static pages (their slugs are the site's routes, so pages are neither
 * created nor deleted here) and of their sections. Every write empties the public content cache,
 * which also holds the SEO head built from the page's title and description.
 */
@Injectable()
export class PagesAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PageEntity) private readonly pages: Repository<PageEntity>,
    @InjectRepository(PageSectionEntity) private readonly sections: Repository<PageSectionEntity>,
    private readonly cache: ContentCache,
  ) {}

  async list(): Promise<AdminPageSummaryDto[]> {
    const pages = await this.pages.find({ order: { slug: 'ASC' } });
    return pages.map(AdminPageSummaryDto.fromEntity);
  }

  async get(slug: string): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    return AdminPageDto.withSections(page, await this.sectionsOf(page.id));
  }

  async update(slug: string, changes: UpdatePageDto): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    await this.pages.save(this.pages.merge(page, sentFields(changes)));
    await this.cache.invalidate();
    return this.get(slug);
  }

  async addSection(slug: string, input: CreatePageSectionDto): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    const existing = await this.sections.countBy({ pageId: page.id });
    if (existing >= PAGE_SECTIONS_MAX)
      throw new BadRequestException(`A page has at most ${PAGE_SECTIONS_MAX} sections`);
    const last = await this.sections.maximum('orderIndex', { pageId: page.id });
    const section = this.sections.create({
      pageId: page.id,
      isActive: true,
      ...sentFields(input),
      content: fittedSectionContent(input.sectionType, input.content),
      orderIndex: input.orderIndex ?? (last === null ? 0 : last + 1),
    });
    await this.saveSection(section);
    return this.get(slug);
  }

  async updateSection(slug: string, id: number, changes: UpdatePageSectionDto): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    const section = await this.sections.findOneBy({ id, pageId: page.id });
    if (!section) throw new NotFoundException('No such section on this page');
    const edited = this.sections.merge(section, sentFields(changes));
    // A new type is checked against the stored content, new content against the stored type.
    if (changes.sectionType !== undefined || changes.content !== undefined) {
      edited.content = fittedSectionContent(edited.sectionType, edited.content);
    }
    await this.saveSection(edited);
    return this.get(slug);
  }

  async removeSection(slug: string, id: number): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    const deleted = await this.sections.delete({ id, pageId: page.id });
    if (!deleted.affected) throw new NotFoundException('No such section on this page');
    await this.cache.invalidate();
    return this.get(slug);
  }

  /** Puts the page's sections in the order given (which must name each of them once). */
  async reorderSections(slug: string, { sectionIds }: ReorderPageSectionsDto): Promise<AdminPageDto> {
    const page = await this.findPage(slug);
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PageSectionEntity);
      // Locked so a section added meanwhile cannot be left out of the new order.
      const current = await repository.find({ where: { pageId: page.id }, lock: { mode: 'pessimistic_write' } });
      const known = new Set(current.map((section) => section.id));
      if (sectionIds.length !== known.size || !sectionIds.every((id) => known.has(id))) {
        throw new BadRequestException('List every section of this page exactly once');
      }
      for (const [orderIndex, id] of sectionIds.entries()) await repository.update(id, { orderIndex });
    });
    await this.cache.invalidate();
    return this.get(slug);
  }

  private async saveSection(section: PageSectionEntity): Promise<void> {
    try {
      await this.sections.save(section);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateKey(section.sectionKey);
      throw error;
    }
    await this.cache.invalidate();
  }

  private async findPage(slug: string): Promise<PageEntity> {
    const page = await this.pages.findOneBy({ slug });
    if (!page) throw new NotFoundException('Page not found');
    return page;
  }

  private sectionsOf(pageId: number): Promise<PageSectionEntity[]> {
    return this.sections.find({ where: { pageId }, order: { orderIndex: 'ASC', id: 'ASC' } });
  }
}
