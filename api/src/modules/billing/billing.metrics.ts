import { DateTime } from 'luxon';
import { EntityManager } from 'typeorm';
import type { DayRange } from '../../common/time-range';
import { BILLING_CURRENCY, PAID_INVOICE_STATUSES, PAYABLE_INVOICE_STATUSES } from './billing.constants';

/**
 * Billing's figures of the staff dashboard (docs/dashboard.md), each one aggregate query. Amounts are integer
 * cents of BILLING_CURRENCY; money in another currency (an `unmatched` payment) is left out.
 */

export interface RevenueMonth {
  /** YYYY-MM, a month of the range's time zone. */
  month: string;
  grossCents: number;
  refundedCents: number;
  netCents: number;
}

export const billingMetrics = {
  /**
   * Invoices that became paid in full in the range (their paymentDate: the payment that left nothing due, or
   * the sending of one with nothing due), whatever has gone back since (paid, partially_refunded, refunded).
   */
  async invoicesPaid(db: EntityManager, range: DayRange): Promise<number> {
    const [row]: { count: number }[] = await db.query(
      'SELECT COUNT(*)::int AS count FROM invoices WHERE status = ANY($3) AND payment_date >= $1 AND payment_date < $2',
      [range.start, range.end, [...PAID_INVOICE_STATUSES]],
    );
    return row.count;
  },

  /**
   * Every month of the range's time zone touching the range, whole: `grossCents`, money received (card and offline
   * payments that succeeded in the month, by succeededAt; account credits are not money received); `refundedCents`,
   * refunds made in the month (by the refund's createdAt, succeeded ones, whichever way: card, credit or offline);
   * `netCents` the difference. A payment at 23:30 in New York on the 31st is that month's, though UTC says the next.
   */
  async revenueByMonth(db: EntityManager, range: DayRange): Promise<RevenueMonth[]> {
    const zone = range.timeZone;
    const firstMonth = DateTime.fromISO(range.from, { zone }).startOf('month');
    const lastMonth = DateTime.fromISO(range.to, { zone }).startOf('month');
    const start = firstMonth.toJSDate();
    const end = lastMonth.plus({ months: 1 }).toJSDate();
    const rows: { month: string; gross: number; refunded: number }[] = await db.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, SUM(gross)::bigint::float8 AS gross, SUM(refunded)::bigint::float8 AS refunded FROM (
         SELECT date_trunc('month', succeeded_at AT TIME ZONE $3) AS month, amount_cents AS gross, 0 AS refunded
         FROM invoice_payments
         WHERE status = 'succeeded' AND currency = $4 AND succeeded_at >= $1 AND succeeded_at < $2
         UNION ALL
         SELECT date_trunc('month', r.created_at AT TIME ZONE $3), 0, r.amount_cents
         FROM invoice_refunds r JOIN invoice_payments p ON p.id = r.payment_id
         WHERE r.status = 'succeeded' AND p.currency = $4 AND r.created_at >= $1 AND r.created_at < $2
       ) money GROUP BY month`,
      [start, end, zone, BILLING_CURRENCY],
    );
    const months: RevenueMonth[] = [];
    for (let month = firstMonth; month <= lastMonth; month = month.plus({ months: 1 })) {
      const key = month.toFormat('yyyy-MM');
      const row = rows.find((candidate) => candidate.month === key);
      const grossCents = row?.gross ?? 0;
      const refundedCents = row?.refunded ?? 0;
      months.push({ month: key, grossCents, refundedCents, netCents: grossCents - refundedCents });
    }
    return months;
  },

  /**
   * What clients owe at `now`: invoices a client can still pay (PAYABLE_INVOICE_STATUSES: sent, overdue) with an
   * amount due (amountCents − creditsAppliedCents − paidCents > 0), and of them the overdue ones: marked `overdue`
   * by the reminders, or past their due date.
   */
  async receivables(
    db: EntityManager,
    now: Date,
  ): Promise<{ outstandingCents: number; outstandingCount: number; overdueCents: number; overdueCount: number }> {
    const [row]: { outstanding: number; outstanding_count: number; overdue: number; overdue_count: number }[] =
      await db.query(
        `SELECT COALESCE(SUM(due), 0)::bigint::float8 AS outstanding, COUNT(*)::int AS outstanding_count,
           COALESCE(SUM(due) FILTER (WHERE overdue), 0)::bigint::float8 AS overdue,
           COUNT(*) FILTER (WHERE overdue)::int AS overdue_count
         FROM (
           SELECT amount_cents - credits_applied_cents - paid_cents AS due,
                  (status = 'overdue' OR due_date < $2) AS overdue
           FROM invoices WHERE status = ANY($1) AND currency = $3
         ) payable WHERE due > 0`,
        [[...PAYABLE_INVOICE_STATUSES], now, BILLING_CURRENCY],
      );
    return {
      outstandingCents: row.outstanding,
      outstandingCount: row.outstanding_count,
      overdueCents: row.overdue,
      overdueCount: row.overdue_count,
    };
  },
};
