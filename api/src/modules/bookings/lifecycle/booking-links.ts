import { BadRequestException, GoneException, Injectable } from '@nestjs/common';
import { errorWithCode } from '../../../common/http-exception.filter';
import { AppSecret } from '../../../config/app-secret';
import { AppConfig } from '../../../config/app.config';
import { PayloadSigner } from '../../../config/payload-signer';
import type { ConsultationEntity } from '../entities/consultation.entity';

export type BookingLinkAction = 'cancel' | 'reschedule' | 'calendar';

/**
 * What a reschedule link's prefill (GET /api/consultations/{id}/reschedule-prefill) answers: `all` the
 * booking's fields, or only its `choices` (its e-mail and the options picked from lists), never what the
 * visitor typed, for a link to an address nobody proved. The token says which.
 */
export type ReschedulePrefill = 'all' | 'choices';
const RESCHEDULE_PREFILLS: readonly ReschedulePrefill[] = ['all', 'choices'];

/** How long a link of a booking without a time works. */
const UNSCHEDULED_LINK_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The web page that asks the visitor to confirm a cancellation and posts it. */
export const CANCEL_PAGE_PATH = '/cancel-consultation';
export const RESCHEDULE_PAGE_PATH = '/consultation';

export const invalidBookingLink = () =>
  new BadRequestException(errorWithCode('This link is invalid.', 'BOOKING_LINK_INVALID'));

type LinkedConsultation = Pick<ConsultationEntity, 'id' | 'scheduledAt'>;

/**
 * The signed cancel and reschedule links of a visitor's e-mails: bound to one consultation and one
 * action, working until the booked time (or 30 days for a booking without one). A link carries the
 * booking's id and its token, nothing about the visitor: URLs end up in server and proxy logs and in
 * browser history.
 */
@Injectable()
export class BookingLinks {
  private readonly signers: Record<BookingLinkAction, PayloadSigner>;

  constructor(
    private readonly config: AppConfig,
    secret: AppSecret,
  ) {
    this.signers = {
      cancel: new PayloadSigner(secret, 'consultation-cancel'),
      reschedule: new PayloadSigner(secret, 'consultation-reschedule'),
      calendar: new PayloadSigner(secret, 'consultation-calendar'),
    };
  }

  /** `claims`: more of what the link allows (a reschedule link's `prefill`). */
  token(action: BookingLinkAction, consultation: LinkedConsultation, now: Date, claims: object = {}): string {
    const expires = consultation.scheduledAt ?? new Date(now.getTime() + UNSCHEDULED_LINK_DAYS * 86_400_000);
    return this.signers[action].sign({ ...claims, sub: consultation.id, exp: Math.floor(expires.getTime() / 1000) });
  }

  /**
   * The payload of `token` when it is a genuine `action` link of `consultationId`; throws 400 otherwise,
   * 410 once it has expired.
   */
  verify(
    action: BookingLinkAction,
    token: string | undefined,
    consultationId: string,
    now: Date,
  ): Record<string, unknown> {
    const payload = token ? this.signers[action].read(token) : null;
    if (!payload || payload.sub !== consultationId || !UUID.test(consultationId) || !Number.isInteger(payload.exp)) {
      throw invalidBookingLink();
    }
    if (now.getTime() / 1000 >= (payload.exp as number)) {
      throw new GoneException(errorWithCode('This link has expired.', 'BOOKING_LINK_EXPIRED'));
    }
    return payload;
  }

  /**
   * What the reschedule link `token` of `consultationId` may prefill (verify's errors otherwise). A token
   * that does not say (one e-mailed before links stopped carrying the fields) gets the choices only.
   */
  reschedulePrefillOf(token: string | undefined, consultationId: string, now: Date): ReschedulePrefill {
    const { prefill } = this.verify('reschedule', token, consultationId, now);
    return RESCHEDULE_PREFILLS.find((scope) => scope === prefill) ?? 'choices';
  }

  /** The booked call as a calendar file (GET /api/consultations/{id}/calendar.ics), until its time. */
  calendarUrl(consultation: Pick<ConsultationEntity, 'id' | 'scheduledAt'>, now: Date): string {
    const url = new URL(`/api/consultations/${consultation.id}/calendar.ics`, this.config.PUBLIC_URL);
    url.searchParams.set('token', this.token('calendar', consultation, now));
    return url.toString();
  }

  cancelUrl(consultation: LinkedConsultation, now: Date): string {
    const url = new URL(CANCEL_PAGE_PATH, this.config.PUBLIC_URL);
    url.searchParams.set('id', consultation.id);
    url.searchParams.set('token', this.token('cancel', consultation, now));
    return url.toString();
  }

  /**
   * The consultation form in reschedule mode (`?id=&token=`): the form reads its prefill with the token,
   * `prefill` saying whether that is all the booking's fields or its choices only.
   */
  rescheduleUrl(consultation: LinkedConsultation, now: Date, prefill: ReschedulePrefill = 'all'): string {
    const url = new URL(RESCHEDULE_PAGE_PATH, this.config.PUBLIC_URL);
    url.searchParams.set('id', consultation.id);
    url.searchParams.set('token', this.token('reschedule', consultation, now, { prefill }));
    return url.toString();
  }
}
