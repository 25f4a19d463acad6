import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminTable } from '../../../common/admin-table';
import { ExportColumn } from '../../../common/export-columns';
import { Page } from '../../../common/pagination';
import { ContentCache } from '../cache/content-cache';
import { PortfolioItemEntity } from '../entities/portfolio-item.entity';
import { sentFields } from './content-fields';
import {
  AdminPortfolioFilterDto,
  AdminPortfolioItemDto,
  CreatePortfolioItemDto,
  ListAdminPortfolioQueryDto,
  UpdatePortfolioItemDto,
} from './dto/portfolio-admin.dto';
import { ImageSources } from './image-sources';

const EXPORT_COLUMNS: ExportColumn<AdminPortfolioItemDto>[] = [
  { header: 'Title', value: (item) => item.title },
  { header: 'Category', value: (item) => item.serviceCategory },
  { header: 'Client', value: (item) => item.clientName },
  { header: 'Industry', value: (item) => item.industry },
  { header: 'Results', value: (item) => item.results.join('; ') },
  { header: 'Tags', value: (item) => item.tags.join('; ') },
  { header: 'Active', value: (item) => item.isActive },
  { header: 'Created', value: (item) => item.createdAt, type: 'instant' },
  { header: 'Updated', value: (item) => item.updatedAt, type: 'instant' },
];

/** Staff's management of the case studies; every write empties the public content cache after it. */
@Injectable()
export class PortfolioAdminService {
  constructor(
    @InjectRepository(PortfolioItemEntity) private readonly items: Repository<PortfolioItemEntity>,
    private readonly cache: ContentCache,
    private readonly imageSources: ImageSources,
  ) {}

  readonly table = new AdminTable<PortfolioItemEntity, AdminPortfolioItemDto, AdminPortfolioFilterDto>({
    query: (filter) => {
      const builder = this.items.createQueryBuilder('item');
      if (filter.serviceCategory) {
        builder.andWhere('item.serviceCategory = :category', { category: filter.serviceCategory });
      }
      if (filter.isActive !== undefined) builder.andWhere('item.isActive = :isActive', { isActive: filter.isActive });
      return builder;
    },
    searchIn: ['item.title', 'item.clientName', 'item.industry', 'item.description'],
    sortColumns: {
      createdAt: 'item.createdAt',
      updatedAt: 'item.updatedAt',
      title: 'item.title',
      serviceCategory: 'item.serviceCategory',
    },
    tieBreaker: 'item.id',
    toRow: AdminPortfolioItemDto.fromEntity,
    exportColumns: EXPORT_COLUMNS,
    exportName: 'portfolio',
  });

  list(query: ListAdminPortfolioQueryDto): Promise<Page<AdminPortfolioItemDto>> {
    return this.table.list(query);
  }

  async get(id: number): Promise<AdminPortfolioItemDto> {
    return AdminPortfolioItemDto.fromEntity(await this.find(id));
  }

  async create(input: CreatePortfolioItemDto): Promise<AdminPortfolioItemDto> {
    this.imageSources.check(input.image);
    const saved = await this.items.save(this.items.create({ ...input }));
    await this.cache.invalidate();
    return this.get(saved.id);
  }

  async update(id: number, changes: UpdatePortfolioItemDto): Promise<AdminPortfolioItemDto> {
    this.imageSources.check(changes.image);
    const item = await this.find(id);
    await this.items.save(this.items.merge(item, sentFields(changes)));
    await this.cache.invalidate();
    return this.get(id);
  }

  setActive(id: number, isActive: boolean): Promise<AdminPortfolioItemDto> {
    return this.update(id, { isActive });
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.items.delete(id);
    if (!deleted.affected) throw new NotFoundException('No such portfolio item');
    await this.cache.invalidate();
  }

  private async find(id: number): Promise<PortfolioItemEntity> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundException('No such portfolio item');
    return item;
  }
}
