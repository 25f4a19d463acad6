import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHmac } from 'node:crypto';
import { AppSecret } from '../config/app-secret';
import { AppConfig } from '../config/app.config';
import { clientNetwork } from './client-address';
import { Clock } from './clock';
import { dayInZone } from './time-range';

/**
 * One visitor on one day, without a cookie (docs/modules/content.md#visits): an HMAC-SHA256, keyed with the
 * server's secret, of the day, the client's network (clientNetwork: an IPv6 client by its /64) and the user
 * agent, in hex (64 characters). The day is part of the input, so tomorrow's hash of the same visitor is
 * unrelated to today's and nobody, not even with the table, can follow a visitor from one day to the next; the
 * address itself is never stored.
 */
export function visitorHash(secret: string, day: string, address: string | undefined, userAgent: string | undefined) {
  return createHmac('sha256', secret)
    .update(['visitor', day, clientNetwork(address), userAgent ?? ''].join('\0'))
    .digest('hex');
}

/** Who a request's visitor is today, for the once-a-day counts (site visits, referral visits). */
export interface VisitorOfTheDay {
  /** The day in the business time zone, YYYY-MM-DD. */
  visitedOn: string;
  visitorHash: string;
}

/** visitorHash for a request: its client address (behind trusted proxies, `request.ip`) and User-Agent, today. */
@Injectable()
export class VisitorHasher {
  constructor(
    private readonly secret: AppSecret,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  of(request: Request): VisitorOfTheDay {
    const visitedOn = dayInZone(this.clock.now(), this.config.BUSINESS_TIME_ZONE);
    return {
      visitedOn,
      visitorHash: visitorHash(this.secret.value, visitedOn, request.ip, request.get('user-agent')),
    };
  }
}
