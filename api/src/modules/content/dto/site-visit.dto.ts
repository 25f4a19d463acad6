import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

export const LANDING_PATH_MAX_LENGTH = 255;
/** A path of this site: one leading slash (not `//host`), then visible characters only. */
const SITE_PATH = /^\/(?!\/)[!-~\u00a0-\uffff]*$/;

/** A page of the public site was loaded (docs/modules/content.md#visits). */
export class RecordSiteVisitDto {
  @ApiProperty({
    description:
      'The path of the page loaded, e.g. `/services`; a query or fragment is dropped before it is checked or kept. ' +
      `A path of this site: it starts with one "/", has no spaces, and is at most ${LANDING_PATH_MAX_LENGTH} characters.`,
    example: '/services',
    maxLength: LANDING_PATH_MAX_LENGTH,
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().split(/[?#]/, 1)[0] : value))
  @IsString()
  @MaxLength(LANDING_PATH_MAX_LENGTH)
  @Matches(SITE_PATH, { message: 'path must be a path of this site, starting with "/"' })
  path: string;
}
