import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import { SERVICE_CATEGORIES, ServiceCategory } from '../content.constants';
import type { ServiceEntity } from '../entities/service.entity';
import { ApiIdProperty } from '../../../common/id-param.pipe';

export class ServiceDto {
  @ApiIdProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Business Formation & Legal Setup' })
  title: string;

  @ApiProperty({ enum: SERVICE_CATEGORIES, enumName: 'ServiceCategory' })
  category: ServiceCategory;

  @ApiProperty({
    example: 'LLC or corporation, EIN, registered agent and operating agreement, done right the first time.',
  })
  shortDescription: string;

  @ApiProperty({
    example: 'We form your US company in the state that suits you, obtain its EIN and prepare its founding documents.',
  })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: '/images/services/business-formation-legal-setup.svg' })
  image: string | null;

  @ApiProperty({ example: ['State filing', 'EIN application', 'Operating agreement'], type: [String] })
  features: string[];

  @ApiProperty({ type: 'integer', minimum: 0, example: 1 })
  orderIndex: number;

  static from(entity: ServiceEntity): ServiceDto {
    const { id, title, category, shortDescription, description, image, features, orderIndex } = entity;
    return { id, title, category, shortDescription, description, image, features, orderIndex };
  }
}

export const ServicePageDto = PageOf(ServiceDto, 'ServicePageDto');
export type ServicePageDto = InstanceType<typeof ServicePageDto>;
