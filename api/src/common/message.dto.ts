import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** An answer that only tells the user what happened. */
@ApiSchema({ description: 'An answer that only tells the user what happened' })
export class MessageDto {
  @ApiProperty({ example: 'Check your e-mail for the code.' })
  message: string;
}
