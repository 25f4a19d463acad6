import { applyDecorators, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../config/app.config';
import { THROTTLERS, throttleKey } from './throttling.module';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface RateLimitPolicy {
  /** Requests one client address may make in `windowMs`. */
  perIp: (config: AppConfig) => number;
  windowMs: number;
  /** One counter for every operation of the policy (e.g. all three lead forms together), else one per operation. */
  shared: boolean;
}

/**
 * The per-IP limits of the public operations that are not sign-ins (those keep the module's defaults,
 * AUTH_RATE_LIMIT_PER_IP and AUTH_RATE_LIMIT_PER_ACCOUNT). README.md lists them with their variables.
 *
 * None of them has a per-e-mail request limit: one would let a stranger lock an address out of a form.
 * Where a flood could fill someone's inbox, the mail itself is limited per recipient in the database
 * (MailQuotas: LEAD_ACKNOWLEDGEMENTS_PER_DAY, NEWSLETTER_CONFIRMATIONS_PER_DAY), and the request still
 * gets its usual answer.
 */
export const RATE_LIMITS = {
  /** The assistant's chat and tips: a conversation sends far more requests than a form. */
  assistant: { perIp: (config) => config.AI_RATE_LIMIT_PER_IP, windowMs: MINUTE_MS, shared: false },
  /** The three lead forms together (and a reschedule, which posts the consultation form). */
  leads: { perIp: (config) => config.LEAD_RATE_LIMIT_PER_IP, windowMs: HOUR_MS, shared: true },
  testimonials: { perIp: (config) => config.TESTIMONIAL_RATE_LIMIT_PER_IP, windowMs: HOUR_MS, shared: false },
  newsletter: { perIp: (config) => config.NEWSLETTER_RATE_LIMIT_PER_IP, windowMs: HOUR_MS, shared: false },
  /** The /unsubscribe page, which works for any address without a link. */
  unsubscribe: { perIp: (config) => config.UNSUBSCRIBE_RATE_LIMIT_PER_IP, windowMs: HOUR_MS, shared: false },
  /** Actions authorised by the signed token of an e-mail's link. */
  signedLink: { perIp: (config) => config.SIGNED_LINK_RATE_LIMIT_PER_IP, windowMs: MINUTE_MS, shared: false },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const RATE_LIMIT_METADATA = 'inspivision:rate-limit';

/**
 * The shared per-IP throttler (same Redis counters, hashed keys, 429 in the error shape with the human
 * message of `rateLimitMessage`) with the limit and window of one of RATE_LIMITS; the per-account
 * throttler is left to the sign-in operations.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name !== THROTTLERS.ip) return true;
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_METADATA, [
      request.context.getHandler(),
      request.context.getClass(),
    ]);
    if (!name) throw new Error('RateLimitGuard needs @RateLimit(name) on the operation or its controller');
    const policy: RateLimitPolicy = RATE_LIMITS[name];
    const operation = policy.shared
      ? name
      : `${name}:${request.context.getClass().name}.${request.context.getHandler().name}`;
    return super.handleRequest({
      ...request,
      limit: policy.perIp(this.config),
      ttl: policy.windowMs,
      blockDuration: policy.windowMs,
      generateKey: (_context, tracker, throttlerName) => throttleKey(this.config, throttlerName, operation, tracker),
    });
  }
}

/** Limits an operation (or every operation of a controller) per client address with one of RATE_LIMITS. */
export const RateLimit = (name: RateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_METADATA, name), UseGuards(RateLimitGuard));
