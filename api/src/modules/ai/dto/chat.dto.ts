import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../../common/transforms';
import { CHAT_LIMITS, CHAT_ROLES, type ChatRole } from '../ai.constants';

/** One earlier turn of the conversation, as the widget shows it. */
export class ChatTurnDto {
  @ApiProperty({ enum: CHAT_ROLES, enumName: 'ChatRole', example: 'user' })
  @IsIn(CHAT_ROLES, { message: 'role must be user or assistant' })
  role: ChatRole;

  @ApiProperty({ maxLength: CHAT_LIMITS.turnContent, example: 'What services do you offer?' })
  @IsString()
  @MaxLength(CHAT_LIMITS.turnContent)
  content: string;
}

export class ChatRequestDto {
  @ApiProperty({ minLength: 1, maxLength: CHAT_LIMITS.message, example: 'How much does it cost to start an LLC?' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a message' })
  @MaxLength(CHAT_LIMITS.message, { message: `A message is at most ${CHAT_LIMITS.message} characters` })
  message: string;

  @ApiPropertyOptional({
    type: [ChatTurnDto],
    maxItems: CHAT_LIMITS.historyTurns,
    description:
      `The conversation so far, oldest first (at most ${CHAT_LIMITS.historyTurns} turns). A follow-up that names ` +
      'no service ("how much is it?") is answered about the service the conversation was last about.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CHAT_LIMITS.historyTurns)
  // ValidateNested alone lets a nested array through as a "turn" (it validates the inner array's items).
  @IsObject({ each: true, message: 'Each turn of history must be an object with role and content' })
  @ValidateNested({ each: true })
  @Type(() => ChatTurnDto)
  history?: ChatTurnDto[];
}

export class ChatReplyDto {
  @ApiProperty({
    maxLength: CHAT_LIMITS.reply,
    description:
      "The assistant's answer (plain text): the question asked answered first, then the services that fit, ending " +
      'with the consultation form prefilled with them when it recommends any',
    example:
      "There's no fixed price for Branding & Identity Design on our site: it depends on what your project needs. " +
      'To get a price for your plans, book a consultation at /consultation?services=Branding%20%26%20Identity%20Design.',
  })
  message: string;

  @ApiProperty({
    type: [String],
    description: 'Two or three follow-up questions the visitor can click to send',
    example: ['How long does it take to launch a business?', 'What is the 30-day launch guarantee?'],
  })
  suggestions: string[];

  @ApiProperty({
    type: [String],
    description: 'Recommended services, each exactly the title of an active service on /services',
    example: ['Business Formation & Legal Setup'],
  })
  serviceRecommendations: string[];
}

@ApiSchema({ description: "The assistant's reply" })
export class ChatResponseDto {
  @ApiProperty({ type: ChatReplyDto })
  data: ChatReplyDto;
}
