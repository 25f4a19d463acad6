import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { clientNetwork } from '../../common/client-address';
import { Clock } from '../../common/clock';
import { errorWithCode } from '../../common/http-exception.filter';
import { AppConfig } from '../../config/app.config';
import { lockForTransaction } from '../../database/advisory-lock';

/**
 * Whose pending bookings: one e-mail address (lower-cased, as stored) or one client, by the network of its
 * address (clientNetwork: an IPv6 client is its /64).
 */
export type BookingHolder = { email: string } | { clientNetwork: string };

/** The holder a request names with exactly one of `email` and `clientAddress` (400 otherwise). */
export function holderOf(request: { email?: string; clientAddress?: string }): BookingHolder {
  if (request.email !== undefined && request.clientAddress === undefined) return { email: request.email };
  if (request.clientAddress !== undefined && request.email === undefined)
    return { clientNetwork: clientNetwork(request.clientAddress) };
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
  const [pending] = await pendingBookingsOfEach(manager, [holder], now);
  return pending;
}

/** pendingBookingsOf for several holders in one round trip (this runs in every booking's transaction). */
async function pendingBookingsOfEach(
  manager: EntityManager,
  holders: BookingHolder[],
  now: Date,
): Promise<PendingBookingIds[]> {
  const values: unknown[] = [now];
  const selects = holders.map((holder, index) => {
    const [column, value] =
      'email' in holder ? ['email', holder.email.toLowerCase()] : ['client_network', holder.clientNetwork];
    values.push(value);
    const parameter = `$${values.length}`;
    return `SELECT ${index} AS holder, 'consultation' AS kind, id FROM consultations
      WHERE ${column} = ${parameter} AND status = 'pending' AND (scheduled_at IS NULL OR scheduled_at > $1)
      UNION ALL
      SELECT ${index} AS holder, 'inquiry' AS kind, id FROM service_inquiries
      WHERE ${column} = ${parameter} AND status = 'pending' AND scheduled_at > $1`;
  });
  const rows: { holder: number; kind: 'consultation' | 'inquiry'; id: string }[] = await manager.query(
    selects.join(' UNION ALL '),
    values,
  );
  return holders.map((_, index) => {
    const idsOf = (kind: string) =>
      rows.filter((row) => row.holder === index && row.kind === kind).map((row) => row.id);
    return { consultationIds: idsOf('consultation'), serviceInquiryIds: idsOf('inquiry') };
  });
}

const countOf = (pending: PendingBookingIds) => pending.consultationIds.length + pending.serviceInquiryIds.length;

/**
 * PENDING_CONSULTATIONS_PER_EMAIL and PENDING_CONSULTATIONS_PER_IP: one e-mail address, and one client
 * (its address's network: an IPv6 client is its /64), hold at most that many pending bookings, so no one
 * can sit on the calendar's slots.
 */
@Injectable()
export class PendingBookingCaps {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Refuses (409) one more pending booking for `email` or the network of `clientAddress`, in the booking's
   * transaction. The advisory locks make the bookings of one address wait for each other until commit, so
   * the counts see every earlier one and concurrent submissions cannot all pass. E-mail first, then client,
   * always in that order, so two bookings never wait for each other's lock. Two round trips in all.
   */
  async check(manager: EntityManager, email: string, clientAddress: string | null): Promise<void> {
    const now = this.clock.now();
    const client = clientAddress ? clientNetwork(clientAddress) : null;
    const holders: BookingHolder[] = [{ email }, ...(client ? [{ clientNetwork: client }] : [])];
    await lockForTransaction(
      manager,
      `pending-bookings:email:${email.toLowerCase()}`,
      ...(client ? [`pending-bookings:client:${client}`] : []),
    );
    // Counted after the locks are held, in a statement of its own: its snapshot then sees every earlier booking.
    const [byEmail, byClient] = await pendingBookingsOfEach(manager, holders, now);
    if (countOf(byEmail) >= this.config.PENDING_CONSULTATIONS_PER_EMAIL) {
      throw new ConflictException(errorWithCode(PENDING_BOOKING_REFUSALS.email, 'PENDING_BOOKINGS_PER_EMAIL'));
    }
    if (byClient && countOf(byClient) >= this.config.PENDING_CONSULTATIONS_PER_IP) {
      throw new ConflictException(
        errorWithCode(PENDING_BOOKING_REFUSALS.clientAddress, 'PENDING_BOOKINGS_PER_CLIENT_ADDRESS'),
      );
    }
  }
}
