import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../../config/app.config';
import { THROTTLERS } from '../../throttling/throttling.module';

/**
 * The shared per-IP throttler (same Redis counters, hashed keys and 429 message) with the assistant's own
 * limit, AI_RATE_LIMIT_PER_IP requests a minute: a conversation sends far more requests than a sign-in form.
 */
@Injectable()
export class AssistantThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const limit = request.throttler.name === THROTTLERS.ip ? this.config.AI_RATE_LIMIT_PER_IP : request.limit;
    return super.handleRequest({ ...request, limit });
  }
}
