import { BadRequestException, GoneException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppSecret } from '../../../config/app-secret';
import { PayloadSigner } from '../../../config/payload-signer';
import { errorWithCode } from '../../../common/http-exception.filter';
import { FEEDBACK_LINK_TTL_DAYS } from '../content.constants';

const PURPOSE = 'testimonial-feedback';
const TTL_SECONDS = FEEDBACK_LINK_TTL_DAYS * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a feedback link is about: exactly one of the user's projects or invoices. */
export type FeedbackTarget =
  { projectId: string; invoiceId?: undefined } | { invoiceId: string; projectId?: undefined };

/** The signed content of a feedback link. */
export interface FeedbackClaims {
  /** Unique per link: stored on the testimonial, so the database lets the link be used once. */
  id: string;
  userId: string;
  target: FeedbackTarget;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export const INVALID_LINK_MESSAGE = 'This feedback link is invalid.';
export const invalidLink = () => new BadRequestException(errorWithCode(INVALID_LINK_MESSAGE, 'FEEDBACK_LINK_INVALID'));

interface Payload {
  jti: string;
  sub: string;
  prj?: string;
  inv?: string;
  iat: number;
}

/**
 * Secure testimonial links: `<payload>.<HMAC>`, the payload naming the link's id, its user, one
 * project or invoice and when it was made, signed with the app secret. Nothing is stored until the
 * link is used.
 */
@Injectable()
export class FeedbackTokens {
  private readonly signer: PayloadSigner;

  constructor(secret: AppSecret) {
    this.signer = new PayloadSigner(secret, PURPOSE);
  }

  issue(userId: string, target: FeedbackTarget, issuedAt = new Date()): string {
    const payload: Payload = {
      jti: randomUUID(),
      sub: userId,
      ...(target.projectId ? { prj: target.projectId } : { inv: target.invoiceId }),
      iat: Math.floor(issuedAt.getTime() / 1000),
    };
    return this.signer.sign(payload);
  }

  /**
   * The claims of a genuine link of `userId` that has not expired. A malformed, forged or someone
   * else's link is "invalid" (400) alike, so a link tells a stranger nothing; an expired one is 410.
   */
  verify(token: string, userId: string, now = new Date()): FeedbackClaims {
    const payload = parse(this.signer.read(token));
    if (!payload || payload.sub !== userId) throw invalidLink();
    if (now.getTime() / 1000 >= payload.iat + TTL_SECONDS) {
      throw new GoneException(errorWithCode('This feedback link has expired.', 'FEEDBACK_LINK_EXPIRED'));
    }
    const target: FeedbackTarget = payload.prj ? { projectId: payload.prj } : { invoiceId: payload.inv! };
    return { id: payload.jti, userId: payload.sub, target, issuedAt: payload.iat };
  }
}

/** The payload when it has the expected shape (signed data is still checked: a bug must not become a 500). */
function parse(signed: Record<string, unknown> | null): Payload | null {
  if (!signed) return null;
  const value = signed as Partial<Payload>;
  const isUuid = (text: unknown) => typeof text === 'string' && UUID.test(text);
  const oneTarget = isUuid(value.prj) !== isUuid(value.inv);
  if (!isUuid(value.jti) || !isUuid(value.sub) || !oneTarget || !Number.isInteger(value.iat)) return null;
  return value as Payload;
}
