import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateBy, isISO8601, isUUID } from 'class-validator';
import { UUID_EXAMPLE } from '../../../common/id-param.pipe';
import { PageOf, PageQueryDto } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import { PROJECT_MESSAGE_MAX_LENGTH } from '../projects.constants';

/** `?after=`: a message's id, or an instant. */
const IsMessageIdOrInstant = () =>
  ValidateBy({
    name: 'isMessageIdOrInstant',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && (isUUID(value) || isISO8601(value, { strict: true, strictSeparator: true })),
      defaultMessage: () => 'after must be a message id or an ISO 8601 time',
    },
  });

/** A page of a project's thread, newest first; with `after`, only what came since. */
export class ListProjectMessagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    type: String,
    example: UUID_EXAMPLE,
    description:
      'Only messages newer than this, to catch up: the id of the newest message already shown (exactly the ones after it), or an ISO 8601 time (those created after it)',
  })
  @IsOptional()
  @IsMessageIdOrInstant()
  after?: string;
}

/** A document attached to a message. */
@ApiSchema({ description: 'The document attached to a message (download it through the documents operations)' })
export class MessageAttachmentDto {
  @ApiProperty({ format: 'uuid', description: "The document's id" })
  id: string;

  @ApiProperty({ example: 'Logo draft.png' })
  originalName: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 48213, description: 'Its size in bytes' })
  sizeBytes: number;

  @ApiProperty({ example: 'image/png', description: 'Its type, read from its bytes' })
  mimeType: string;
}

/** One message of a project's thread, as the reader sees it. */
@ApiSchema({ description: "A message of a project's thread between the client and staff" })
export class ProjectMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'Here is the first draft of the logo: tell us what you think.',
    minLength: 1,
    maxLength: PROJECT_MESSAGE_MAX_LENGTH,
  })
  body: string;

  @ApiProperty({
    enum: ['customer', 'admin'],
    example: 'admin',
    description: 'Sent by the client (customer) or staff (admin)',
  })
  senderRole: 'customer' | 'admin';

  @ApiProperty({
    example: 'Sam Rivera',
    description: "The sender's name (or e-mail); `Inspivision` or `Client` once their account is deleted",
  })
  senderName: string;

  @ApiProperty({ example: false, description: 'Sent by the signed-in person' })
  mine: boolean;

  @ApiProperty({
    type: MessageAttachmentDto,
    nullable: true,
    description:
      'The attached document; null when there is none, or when the reader cannot see it (hidden or deleted since)',
  })
  attachment: MessageAttachmentDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When the other side read it; null until then',
  })
  readAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was sent' })
  createdAt: string;
}
export const ProjectMessagePageDto = PageOf(ProjectMessageDto, 'ProjectMessagePageDto');
export type ProjectMessagePageDto = InstanceType<typeof ProjectMessagePageDto>;

/** A new message. */
export class PostProjectMessageDto {
  @ApiProperty({
    example: 'Thanks! Could the blue be a little darker?',
    minLength: 1,
    maxLength: PROJECT_MESSAGE_MAX_LENGTH,
    description: `1 to ${PROJECT_MESSAGE_MAX_LENGTH} characters, without surrounding whitespace (line breaks inside are kept)`,
  })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PROJECT_MESSAGE_MAX_LENGTH)
  body: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A document of the same project to attach, one the sender can see and whose scan is clean (upload it first)',
  })
  @IsOptional()
  @IsUUID()
  attachmentId?: string;
}

/** What marking the thread read did. */
@ApiSchema({ description: 'How many messages of the other side were marked read' })
export class MessagesReadDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 3,
    description: 'Messages of the other side that were unread until now',
  })
  markedRead: number;
}
