import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { SIGNED_TOKEN_EXAMPLE } from '../../config/payload-signer';

/** The query of a local download link (GET /api/files/download). */
export class FileDownloadQueryDto {
  @ApiProperty({
    example: SIGNED_TOKEN_EXAMPLE,
    description: 'The signed token of the download link: which file, until when, and the name to save it under',
    maxLength: 2000,
  })
  @IsString()
  @MaxLength(2000)
  token: string;
}
