import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../../../config/app.config';
import { throttleKey } from '../../../throttling/throttling.module';
import { TooManyAttemptsException } from '../../../throttling/too-many-attempts.exception';

const WINDOW_MS = 15 * 60_000;
const THROTTLER = 'second-factor';

/**
 * Second-factor attempts against one account from every client together: SECOND_FACTOR_RATE_LIMIT_PER_ACCOUNT in 15
 * minutes, in the throttler's storage (Redis when configured, so every replica counts together). Without it,
 * someone who knows the password could guess codes from many addresses. Only a session that passed the
 * password reaches these operations, so a stranger cannot use this limit to lock the owner out.
 */
@Injectable()
export class SecondFactorAttempts {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt against `userId`; 429 past the limit. */
  async count(userId: string): Promise<void> {
    const limit = this.config.SECOND_FACTOR_RATE_LIMIT_PER_ACCOUNT;
    const key = throttleKey(this.config, THROTTLER, 'attempts', `user:${userId}`);
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(key, WINDOW_MS, limit, WINDOW_MS, THROTTLER);
    if (isBlocked) throw new TooManyAttemptsException(timeToBlockExpire);
  }
}
