import { ApiProperty } from '@nestjs/swagger';

/** Every option list of the three booking forms (SPEC.md section 9), so the web reads one source. */
export class BookingOptionsDto {
  @ApiProperty({ type: [String], description: 'The 8 offered services (consultation and service inquiry)' })
  services: string[];

  @ApiProperty({
    type: [String],
    description: 'The quick question topics: the 8 services and General Business Consulting',
  })
  questionTopics: string[];

  @ApiProperty({ type: [String], description: 'The consultation\'s "where are you at" stages' })
  stages: string[];

  @ApiProperty({ type: [String], description: 'Budget ranges (consultation and service inquiry)' })
  budgets: string[];

  @ApiProperty({ type: [String], description: "The service inquiry's business types" })
  businessTypes: string[];

  @ApiProperty({ type: [String], description: 'Countries, alphabetical (UN members and observers)' })
  countries: string[];
}
