import { applyDecorators, Injectable, SetMetadata, Type, UseGuards } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
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
  /** The variable of AppConfig that says how many requests one client address may make in `windowMs`. */
  perIp: `${string}_RATE_LIMIT_PER_IP` & keyof AppConfig;
  windowMs: number;
  /** One counter for every operation of the policy (e.g. all three lead forms together), else one per operation. */
  shared: boolean;
}

/**
 * The per-IP limits of the public operations that are not sign-ins (those keep the module's defaults,
 * AUTH_RATE_LIMIT_PER_IP and AUTH_RATE_LIMIT_PER_ACCOUNT). docs/api.md lists them with their variables.
 *
 * None of them has a per-e-mail request limit: one would let a stranger lock an address out of a form.
 * Where a flood could fill someone's inbox, the mail itself is limited per recipient in the database
 * (MailQuotas: LEAD_ACKNOWLEDGEMENTS_PER_DAY, NEWSLETTER_CONFIRMATIONS_PER_DAY), and the request still
 * gets its usual answer.
 */
export const RATE_LIMITS = {
  /** The assistant's chat and tips: a conversation sends far more requests than a form. */
  assistant: { perIp: 'AI_RATE_LIMIT_PER_IP', windowMs: MINUTE_MS, shared: false },
  /** The three lead forms together (and a reschedule, which posts the consultation form). */
  leads: { perIp: 'LEAD_RATE_LIMIT_PER_IP', windowMs: HOUR_MS, shared: true },
  testimonials: { perIp: 'TESTIMONIAL_RATE_LIMIT_PER_IP', windowMs: HOUR_MS, shared: false },
  newsletter: { perIp: 'NEWSLETTER_RATE_LIMIT_PER_IP', windowMs: HOUR_MS, shared: false },
  /** The /unsubscribe page, which works for any address without a link. */
  unsubscribe: { perIp: 'UNSUBSCRIBE_RATE_LIMIT_PER_IP', windowMs: HOUR_MS, shared: false },
  /** "Pay" on an invoice's pay page: each click may open a checkout at the payment provider. */
  checkout: { perIp: 'CHECKOUT_RATE_LIMIT_PER_IP', windowMs: MINUTE_MS, shared: false },
  /** Actions authorised by the signed token of an e-mail's link. */
  signedLink: { perIp: 'SIGNED_LINK_RATE_LIMIT_PER_IP', windowMs: MINUTE_MS, shared: false },
  /** The page-load pings that count visits (site visits and referral visits, together). */
  visits: { perIp: 'VISIT_RATE_LIMIT_PER_IP', windowMs: MINUTE_MS, shared: true },
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
      limit: this.config[policy.perIp] as number,
      ttl: policy.windowMs,
      blockDuration: policy.windowMs,
      generateKey: (_context, tracker, throttlerName) => throttleKey(this.config, throttlerName, operation, tracker),
    });
  }
}

/** Limits an operation (or every operation of a controller) per client address with one of RATE_LIMITS. */
export const RateLimit = (name: RateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_METADATA, name), UseGuards(RateLimitGuard));

const THROTTLER_WINDOWS = { [MINUTE_MS]: 'a minute', [HOUR_MS]: 'an hour' } as Record<number, string>;

/**
 * The limits a route is under, for the OpenAPI document (its 429 answer and rate-limit headers): the
 * throttlers that count it, and in words what they count. Undefined for a route without a limit.
 */
export function rateLimitsOf(
  controller: Type,
  handler: object,
): { throttlers: string[]; description: string } | undefined {
  const guards: unknown[] = [controller, handler].flatMap(
    (target) => Reflect.getMetadata(GUARDS_METADATA, target) ?? [],
  );
  if (guards.includes(RateLimitGuard)) {
    const name: RateLimitName =
      Reflect.getMetadata(RATE_LIMIT_METADATA, handler) ?? Reflect.getMetadata(RATE_LIMIT_METADATA, controller);
    const policy: RateLimitPolicy = RATE_LIMITS[name];
    const counted = policy.shared ? 'counted together with the other operations of this limit' : 'for this operation';
    return {
      throttlers: [THROTTLERS.ip],
      description: `${policy.perIp} requests per client address in ${THROTTLER_WINDOWS[policy.windowMs]}, ${counted}`,
    };
  }
  if (guards.includes(ThrottlerGuard)) {
    return {
      throttlers: [THROTTLERS.ip, THROTTLERS.account],
      description:
        'AUTH_RATE_LIMIT_PER_IP requests per client address in a minute, and AUTH_RATE_LIMIT_PER_ACCOUNT per ' +
        'e-mail address (or signed-in account) in 15 minutes',
    };
  }
  return undefined;
}
