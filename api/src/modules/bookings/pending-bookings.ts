import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { errorWithCode } from '../../common/http-exception.filter';
import { AppConfig } from '../../config/app.config';
import { lockForTransaction } from '../../database/advisory-lock';

/** Whose pending bookings: one e-mail address (lower-cased, as stored) or one client address. */
export type BookingHolder = { email: string } | { clientAddress: string };

/** The holder a request names with exactly one of `email` and `clientAddress` (400 otherwise). */
export function holderOf(request: { email?: string; clientAddress?: string }): BookingHolder {
  if (request.email !== undefined && request.clientAddress === undefined) return { email: request.email };
  if (request.clientAddress !== undefined && request.email === undefined)
    return { clientAddress: request.clientAddress };
  throw new BadRequestException('Send either an e-mail address or a client address.');
}

export interface PendingBookingIds {
  consultationIds: string[];
  serviceInquiryIds: string[];
}

export const PENDING_BOOKING_REFUSALS = {
  email:
    'This e-mail address already has the most consultation requests waiting for our answer. We will reply ' +
    'soon; to change a time, use the reschedule link of our e-mail.',
  clientAddress:
    'Too many consultation requests from your network are waiting for our answer. Please wait for our reply ' +
    'or write to us by e-mail.',
};

/**
 * The bookings that wait for staff and can still take a slot: pending consultations (with a time to come, or
 * none yet) and pending service inquiries with a call to come. One definition for the caps and for staff's
 * release, so what a holder is refused for is exactly what staff can free.
 */
export async function pendingBookingsOf(
  manager: EntityManager,
  holder: BookingHolder,
  now: Date,
): Promise<PendingBookingIds> {
  const [column, value] =
    'email' in holder ? ['email', holder.email.toLowerCase()] : ['client_address', holder.clientAddress];
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const consultations: { id: string }[] = await manager.query(
    `SELECT id FROM consultations
     WHERE ${column} = $1 AND status = 'pending' AND (scheduled_at IS NULL OR scheduled_at > $2)`,
    [value, now],
  );
  const inquiries: { id: string }[] = await manager.query(
    `SELECT id FROM service_inquiries WHERE ${column} = $1 AND status = 'pending' AND scheduled_at > $2`,
    [value, now],
  );
  return { consultationIds: ids(consultations), serviceInquiryIds: ids(inquiries) };
}

const countOf = (pending: PendingBookingIds) => pending.consultationIds.length + pending.serviceInquiryIds.length;

/**
 * PENDING_CONSULTATIONS_PER_EMAIL and PENDING_CONSULTATIONS_PER_IP: one e-mail address, and one client
 * address, hold at most that many pending bookings, so no one can sit on the calendar's slots.
 */
@Injectable()
export class PendingBookingCaps {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Refuses (409) one more pending booking for `email` or `clientAddress`, in the booking's transaction.
   * The advisory locks make the bookings of one address wait for each other until commit, so the counts
   * see every earlier one and concurrent submissions cannot all pass. E-mail first, then client address,
   * always in that order, so two bookings never wait for each other's lock.
   */
  async check(manager: EntityManager, email: string, clientAddress: string | null): Promise<void> {
    const now = this.clock.now();
    await lockForTransaction(manager, `pending-bookings:email:${email.toLowerCase()}`);
    if (countOf(await pendingBookingsOf(manager, { email }, now)) >= this.config.PENDING_CONSULTATIONS_PER_EMAIL) {
      throw new ConflictException(errorWithCode(PENDING_BOOKING_REFUSALS.email, 'PENDING_BOOKINGS_PER_EMAIL'));
    }
    if (!clientAddress) return;
    await lockForTransaction(manager, `pending-bookings:client:${clientAddress}`);
    if (countOf(await pendingBookingsOf(manager, { clientAddress }, now)) >= this.config.PENDING_CONSULTATIONS_PER_IP) {
      throw new ConflictException(
        errorWithCode(PENDING_BOOKING_REFUSALS.clientAddress, 'PENDING_BOOKINGS_PER_CLIENT_ADDRESS'),
      );
    }
  }
}
