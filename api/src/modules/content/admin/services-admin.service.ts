import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ContentCache } from '../cache/content-cache';
import { ServiceEntity } from '../entities/service.entity';
import { AdminServiceDto, CreateServiceDto, MoveDirection, UpdateServiceDto } from './dto/services-admin.dto';
import { ImageSources } from './image-sources';

const ORDER = { orderIndex: 'ASC', id: 'ASC' } as const;

/**
 * Staff's services: all of them (inactive too) in display order, edits, activation and the order.
 * Order changes run in one transaction holding a lock on the table, so two staff reordering at once
 * (or adding a service meanwhile) end in one consistent 1..n order. Each write empties the public
 * content cache after it is committed.
 */
@Injectable()
export class ServicesAdminService {
  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly imageSources: ImageSources,
  ) {}

  async list(): Promise<AdminServiceDto[]> {
    return (await this.services.find({ order: ORDER })).map(AdminServiceDto.from);
  }

  /** A new service, placed last. */
  async create(input: CreateServiceDto): Promise<AdminServiceDto> {
    this.imageSources.check(input.image);
    const saved = await this.inOrderLock(async (manager) => {
      const { max } = (await manager
        .createQueryBuilder(ServiceEntity, 'service')
        .select('MAX(service.orderIndex)', 'max')
        .getRawOne<{ max: number | null }>()) ?? { max: null };
      return manager.save(manager.create(ServiceEntity, { keywords: [], ...input, orderIndex: (max ?? 0) + 1 }));
    });
    await this.cache.invalidate();
    return AdminServiceDto.from(saved);
  }

  async update(id: number, input: UpdateServiceDto): Promise<AdminServiceDto> {
    this.imageSources.check(input.image);
    const service = await this.services.findOneBy({ id });
    if (!service) throw new NotFoundException('Service not found');
    const saved = await this.services.save(Object.assign(service, input));
    await this.cache.invalidate();
    return AdminServiceDto.from(saved);
  }

  /** Swaps a service with its neighbour above or below (nothing changes at either end); the new order. */
  async move(id: number, direction: MoveDirection): Promise<AdminServiceDto[]> {
    const list = await this.inOrderLock(async (manager) => {
      const rows = await manager.find(ServiceEntity, { order: ORDER });
      const index = rows.findIndex((row) => row.id === id);
      if (index < 0) throw new NotFoundException('Service not found');
      const target = direction === 'up' ? index - 1 : index + 1;
      if (target >= 0 && target < rows.length) [rows[index], rows[target]] = [rows[target], rows[index]];
      return this.renumber(manager, rows);
    });
    await this.cache.invalidate();
    return list;
  }

  /** Puts every service in the given order; `ids` must name each service once (409 if the set changed). */
  async reorder(ids: number[]): Promise<AdminServiceDto[]> {
    const list = await this.inOrderLock(async (manager) => {
      const rows = await manager.find(ServiceEntity, { order: ORDER });
      const byId = new Map(rows.map((row) => [row.id, row]));
      if (ids.length !== rows.length || ids.some((id) => !byId.has(id))) {
        throw new ConflictException('The list of services has changed. Reload and try again.');
      }
      return this.renumber(
        manager,
        ids.map((id) => byId.get(id)!),
      );
    });
    await this.cache.invalidate();
    return list;
  }

  /** Runs `work` in a transaction that holds the services table against other writers (reads go on). */
  private inOrderLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('LOCK TABLE services IN EXCLUSIVE MODE');
      return work(manager);
    });
  }

  /** Writes orderIndex 1..n in the rows' order (only the rows whose place changed). */
  private async renumber(manager: EntityManager, rows: ServiceEntity[]): Promise<AdminServiceDto[]> {
    for (const [index, row] of rows.entries()) {
      if (row.orderIndex === index + 1) continue;
      await manager.update(ServiceEntity, { id: row.id }, { orderIndex: index + 1 });
      row.orderIndex = index + 1;
    }
    return rows.map(AdminServiceDto.from);
  }
}
