import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { TIP_BUSINESS_TYPES, TIP_STAGES, TIPS_PER_ANSWER, type TipBusinessType, type TipStage } from '../ai.constants';

export class BusinessTipsRequestDto {
  @ApiProperty({ enum: TIP_BUSINESS_TYPES, enumName: 'TipBusinessType', example: 'E-commerce & Online Store' })
  @IsIn(TIP_BUSINESS_TYPES, { message: 'Please choose a business type from the list' })
  businessType: TipBusinessType;

  @ApiProperty({ enum: TIP_STAGES, enumName: 'TipStage', example: 'Planning' })
  @IsIn(TIP_STAGES, { message: 'Please choose a stage from the list' })
  stage: TipStage;
}

export class BusinessTipsDto {
  @ApiProperty({
    type: [String],
    minItems: TIPS_PER_ANSWER,
    maxItems: TIPS_PER_ANSWER,
    description: `${TIPS_PER_ANSWER} distinct tips for this type of business at this stage`,
  })
  tips: string[];
}

@ApiSchema({ description: 'Five tips for the business type and stage asked about' })
export class BusinessTipsResponseDto {
  @ApiProperty({ type: BusinessTipsDto })
  data: BusinessTipsDto;
}
