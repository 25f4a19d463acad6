import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toE164 } from '../../common/phone-numbers';
import { SMS_UNREACHABLE_MESSAGE, SmsService, smsReachable } from '../notifications';
import { phoneVerificationCodeSms } from './auth.sms';
import { INVALID_CODE_MESSAGE } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { VerificationCodesService } from './verification-codes.service';

export const PHONE_MESSAGES = {
  noPhone: 'Please add a valid mobile phone number to your profile first',
  alreadyVerified: 'Your phone number is already verified',
  optedOut: 'This number replied STOP to our texts. Text START to our number to receive texts again.',
} as const;

/**
 * Verifies the profile's phone number with a 6-digit code sent to it by SMS. The code is bound to the
 * account and the number (so a code for an old number never verifies a new one) and is single-use, like
 * the e-mail codes; the right code sets phoneVerifiedAt in the same transaction.
 */
@Injectable()
export class PhoneVerificationService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly codes: VerificationCodesService,
    private readonly sms: SmsService,
  ) {}

  async sendCode(userId: string): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const e164 = toE164(user.phone);
    if (!e164) throw new BadRequestException(PHONE_MESSAGES.noPhone);
    if (user.phoneVerifiedAt) throw new BadRequestException(PHONE_MESSAGES.alreadyVerified);
    if (!smsReachable(e164)) throw new BadRequestException(SMS_UNREACHABLE_MESSAGE);
    const code = await this.codes.issue(this.codeKey(user.id, e164), 'phone_verification');
    const outcome = await this.sms.send(phoneVerificationCodeSms, { code }, { userId, phone: user.phone! });
    if (outcome.status === 'blocked') throw new BadRequestException(PHONE_MESSAGES.optedOut);
    if (outcome.status === 'no-phone') throw new BadRequestException(PHONE_MESSAGES.noPhone);
  }

  async verify(userId: string, code: string): Promise<UserEntity> {
    const user = await this.users.findOneByOrFail({ id: userId });
    const e164 = toE164(user.phone);
    if (!e164) throw new BadRequestException(PHONE_MESSAGES.noPhone);
    const redeemed = await this.codes.redeem(this.codeKey(user.id, e164), 'phone_verification', code, (manager) =>
      // Only while the number is still the one the code went to.
      manager.update(UserEntity, { id: user.id, phone: user.phone! }, { phoneVerifiedAt: new Date() }).then(() => {}),
    );
    if (!redeemed) throw new BadRequestException(INVALID_CODE_MESSAGE);
    return this.users.findOneByOrFail({ id: userId });
  }

  /** Codes are kept per address and purpose; for a phone the "address" is the account and its number. */
  private codeKey(userId: string, e164: string) {
    return `phone:${e164}:${userId}`;
  }
}
