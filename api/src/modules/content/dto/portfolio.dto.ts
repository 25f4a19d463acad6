import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import { PORTFOLIO_CATEGORIES, PortfolioCategory } from '../content.constants';
import type { PortfolioItemEntity } from '../entities/portfolio-item.entity';
import { ApiIdProperty } from '../../../common/id-param.pipe';

/** A case study on /portfolio (docs/modules/content.md). */
export class PortfolioItemDto {
  @ApiIdProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Global Trade Co. goes from idea to LLC in 3 weeks' })
  title: string;

  @ApiProperty({
    example: 'A Canadian importer needed a US entity, an EIN and a bank account before its first shipment.',
  })
  description: string;

  @ApiProperty({ example: '/images/portfolio/global-trade-co.jpg', type: String, nullable: true })
  image: string | null;

  @ApiProperty({ enum: PORTFOLIO_CATEGORIES, enumName: 'PortfolioCategory' })
  serviceCategory: PortfolioCategory;

  @ApiProperty({ example: 'Import & Export', type: String, nullable: true })
  industry: string | null;

  @ApiProperty({
    example: ['Delaware LLC formed in 6 days', 'EIN and bank account within 3 weeks'],
    type: [String],
    description: 'Key results',
  })
  results: string[];

  @ApiProperty({ example: ['LLC', 'International'], type: [String] })
  tags: string[];

  @ApiProperty({ example: 'Global Trade Co.', type: String, nullable: true })
  clientName: string | null;

  static from(entity: PortfolioItemEntity): PortfolioItemDto {
    const { id, title, description, image, serviceCategory, industry, results, tags, clientName } = entity;
    return { id, title, description, image, serviceCategory, industry, results, tags, clientName };
  }
}

export const PortfolioPageDto = PageOf(PortfolioItemDto, 'PortfolioPageDto');
export type PortfolioPageDto = InstanceType<typeof PortfolioPageDto>;
