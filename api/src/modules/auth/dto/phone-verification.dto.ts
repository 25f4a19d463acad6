import { PickType } from '@nestjs/swagger';
import { CodeDto } from './credentials.dto';

/** POST /api/auth/phone/verify: the code texted to the profile's phone number (same rules as e-mailed codes). */
export class PhoneCodeDto extends PickType(CodeDto, ['code'] as const) {}
