import { BadRequestException, GoneException, Injectable } from '@nestjs/common';
import { errorWithCode } from '../../../common/http-exception.filter';
import { AppSecret } from '../../../config/app-secret';
import { AppConfig } from '../../../config/app.config';
import { PayloadSigner } from '../../../config/payload-signer';
import type { ConsultationEntity } from '../entities/consultation.entity';

export type BookingLinkAction = 'cancel' | 'reschedule' | 'calendar';

/**
 * What a reschedule link prefills: `all` the booking's fields, or only its `choices` (its id, e-mail and the
 * options picked from lists), never what the visitor typed, for a link to an address nobody proved.
 */
export type ReschedulePrefill = 'all' | 'choices';

/** How long a link of a booking without a time works. */
const UNSCHEDULED_LINK_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The web page that asks the visitor to confirm a cancellation and posts it. */
export const CANCEL_PAGE_PATH = '/cancel-consultation';
export const RESCHEDULE_PAGE_PATH = '/consultation';

export const invalidBookingLink = () =>
  new BadRequestException(errorWithCode('This link is invalid.', 'BOOKING_LINK_INVALID'));

type LinkedConsultation = Pick<
  ConsultationEntity,
  'id' | 'scheduledAt' | 'contact' | 'businessType' | 'servicesInterested' | 'budget' | 'message'
>;

/**
 * The signed cancel and reschedule links of a visitor's e-mails: bound to one consultation and one
 * action, working until the booked time (or 30 days for a booking without one).
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

  token(action: BookingLinkAction, consultation: Pick<ConsultationEntity, 'id' | 'scheduledAt'>, now: Date): string {
    const expires = consultation.scheduledAt ?? new Date(now.getTime() + UNSCHEDULED_LINK_DAYS * 86_400_000);
    return this.signers[action].sign({ sub: consultation.id, exp: Math.floor(expires.getTime() / 1000) });
  }

  /** Throws 400 unless `token` is a genuine `action` link of `consultationId`, 410 once it has expired. */
  verify(action: BookingLinkAction, token: string | undefined, consultationId: string, now: Date): void {
    const payload = token ? this.signers[action].read(token) : null;
    if (!payload || payload.sub !== consultationId || !UUID.test(consultationId) || !Number.isInteger(payload.exp)) {
      throw invalidBookingLink();
    }
    if (now.getTime() / 1000 >= (payload.exp as number)) {
      throw new GoneException(errorWithCode('This link has expired.', 'BOOKING_LINK_EXPIRED'));
    }
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

  /** The consultation form in reschedule mode, prefilled as SPEC.md section 2 lists (or its choices only). */
  rescheduleUrl(consultation: LinkedConsultation, now: Date, prefill: ReschedulePrefill = 'all'): string {
    const url = new URL(RESCHEDULE_PAGE_PATH, this.config.PUBLIC_URL);
    const typed: Record<string, string> =
      prefill === 'all'
        ? {
            firstName: consultation.contact.firstName,
            lastName: consultation.contact.lastName,
            phone: consultation.contact.phone ?? '',
            message: consultation.message,
          }
        : {};
    const fields: Record<string, string> = {
      reschedule: 'true',
      id: consultation.id,
      ...typed,
      email: consultation.contact.email,
      country: consultation.contact.country,
      businessType: consultation.businessType,
      services: consultation.servicesInterested.join(','),
      budget: consultation.budget,
      token: this.token('reschedule', consultation, now),
    };
    for (const [key, value] of Object.entries(fields)) if (value) url.searchParams.set(key, value);
    return url.toString();
  }
}
