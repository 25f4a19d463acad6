import { SingleLine } from '../../../common/unsafe-text';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PhoneNumberField } from '../../../common/phone-numbers';
import { Trim } from '../../../common/transforms';
import { Present } from '../../../common/validation';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** PATCH /api/auth/profile: only the fields sent change; null clears an optional one (phone, country, time zone), never a name or a choice. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Present()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  @SingleLine()
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Present()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100)
  @SingleLine()
  lastName?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 50,
    example: '+44 7911 123456',
    description:
      'Any valid number of any country, stored in E.164; without a country code it is read as a number of the ' +
      'country sent beside it, else of the US',
  })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsString()
  @PhoneNumberField()
  @MaxLength(50)
  @SingleLine()
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'United States' })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @Trim()
  @IsString()
  @MaxLength(100)
  @SingleLine()
  country?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'America/New_York', description: 'IANA time zone' })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsIn(TIME_ZONES, { message: 'Please choose a time zone from the list' })
  @SingleLine()
  timezone?: string | null;

  @ApiPropertyOptional()
  @Present()
  @IsBoolean()
  wantsReminders?: boolean;

  @ApiPropertyOptional({ description: 'Consent to text messages (reminders); needs a phone number' })
  @Present()
  @IsBoolean()
  smsOptIn?: boolean;
}
