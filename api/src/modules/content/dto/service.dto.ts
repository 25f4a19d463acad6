import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import { SERVICE_CATEGORIES, ServiceCategory } from '../content.constants';
import type { ServiceEntity } from '../entities/service.entity';

export class ServiceDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Business Formation & Legal Setup' })
  title: string;

  @ApiProperty({ enum: SERVICE_CATEGORIES, enumName: 'ServiceCategory' })
  category: ServiceCategory;

  @ApiProperty()
  shortDescription: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true, example: '/images/services/business-formation-legal-setup.svg' })
  image: string | null;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty({ example: 1 })
  orderIndex: number;

  static from(entity: ServiceEntity): ServiceDto {
    const { id, title, category, shortDescription, description, image, features, orderIndex } = entity;
    return { id, title, category, shortDescription, description, image, features, orderIndex };
  }
}

export class ServicePageDto extends PageOf(ServiceDto, 'ServicePageDto') {}
