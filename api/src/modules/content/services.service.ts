import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { ServiceDto } from './dto/service.dto';
import { ServiceEntity } from './entities/service.entity';

@Injectable()
export class ServicesService {
  constructor(@InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>) {}

  /** Active services in the staff's order (id breaks ties so pages never overlap). */
  async listActive(query: PageQueryDto): Promise<Page<ServiceDto>> {
    const [rows, total] = await this.services.findAndCount({
      where: { isActive: true },
      order: { orderIndex: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(rows.map(ServiceDto.from), total, query);
  }
}
