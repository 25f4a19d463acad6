import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { PortfolioItemDto } from './dto/portfolio.dto';
import { PortfolioItemEntity } from './entities/portfolio-item.entity';

@Injectable()
export class PortfolioService {
  constructor(@InjectRepository(PortfolioItemEntity) private readonly items: Repository<PortfolioItemEntity>) {}

  /** Active case studies, newest first; items added together keep the order they were written in. */
  async listActive(query: PageQueryDto): Promise<Page<PortfolioItemDto>> {
    const [rows, total] = await this.items.findAndCount({
      where: { isActive: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(rows.map(PortfolioItemDto.from), total, query);
  }
}
