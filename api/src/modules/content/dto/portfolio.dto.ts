import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import { PORTFOLIO_CATEGORIES, PortfolioCategory } from '../content.constants';
import type { PortfolioItemEntity } from '../entities/portfolio-item.entity';

/** A case study on /portfolio (SPEC.md section 3). */
export class PortfolioItemDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ enum: PORTFOLIO_CATEGORIES, enumName: 'PortfolioCategory' })
  serviceCategory: PortfolioCategory;

  @ApiProperty({ type: String, nullable: true })
  industry: string | null;

  @ApiProperty({ type: [String], description: 'Key results' })
  results: string[];

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: String, nullable: true })
  clientName: string | null;

  static from(entity: PortfolioItemEntity): PortfolioItemDto {
    const { id, title, description, image, serviceCategory, industry, results, tags, clientName } = entity;
    return { id, title, description, image, serviceCategory, industry, results, tags, clientName };
  }
}

export class PortfolioPageDto extends PageOf(PortfolioItemDto, 'PortfolioPageDto') {}
