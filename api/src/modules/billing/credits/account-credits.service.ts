import { Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { Clock } from '../../../common/clock';
import { BILLING_CURRENCY, type AccountCreditSource } from '../billing.constants';
import { AccountCreditEntity } from '../entities/account-credit.entity';

/**
 * A client's account credits on their invoices. Available, unexpired credits are taken soonest-expiring
 * first (never-expiring last); one larger than what is needed is split, the part used becoming its own row
 * (splitFromId) and the rest staying available. Credits are reserved by a payment while its checkout is open,
 * applied when it succeeds and released when it expires or fails. Every step runs in the caller's
 * transaction under row locks, so two payments never spend one credit.
 */
/** A take-back of more credit than the client has available (docs/modules/billing.md). */
export class NotEnoughCreditError extends Error {
  constructor(
    readonly availableCents: number,
    readonly requestedCents: number,
  ) {
    super(`Only ${availableCents} cents of credit are available, ${requestedCents} asked`);
  }
}

@Injectable()
export class AccountCreditsService {
  constructor(private readonly clock: Clock) {}

  /**
   * Reserves up to `maxCents` of the user's credits for `paymentId`; returns the cents reserved. Expired
   * credits are never taken (and are marked expired on the way).
   */
  async reserve(manager: EntityManager, userId: string, paymentId: string, maxCents: number): Promise<number> {
    if (maxCents <= 0) return 0;
    const credits = await this.lockSpendable(manager, userId);
    return this.take(manager, credits, maxCents, { status: 'reserved', paymentId });
  }

  /** The credits `paymentId` reserved become spent on `invoiceId`; returns their total. */
  async apply(manager: EntityManager, paymentId: string, invoiceId: string): Promise<number> {
    const credits = await this.reservedBy(manager, paymentId);
    if (credits.length === 0) return 0;
    await manager.update(
      AccountCreditEntity,
      { id: In(credits.map((credit) => credit.id)) },
      { status: 'applied', appliedInvoiceId: invoiceId },
    );
    return credits.reduce((total, credit) => total + credit.amountCents, 0);
  }

  /** The credits `paymentId` reserved are available again (or expired, if their date passed meanwhile). */
  async release(manager: EntityManager, paymentId: string): Promise<void> {
    const credits = await this.reservedBy(manager, paymentId);
    const now = this.clock.now();
    for (const credit of credits) {
      const expired = credit.expiresAt !== null && credit.expiresAt <= now;
      await manager.update(AccountCreditEntity, credit.id, {
        status: expired ? 'expired' : 'available',
        paymentId: null,
      });
    }
  }

  /** A refund given back as credit: available at once, never expiring. */
  async grantRefund(manager: EntityManager, userId: string, amountCents: number, invoiceId: string): Promise<void> {
    await this.grant(manager, { userId, amountCents, source: 'refund', relatedInvoiceId: invoiceId, expiresAt: null });
  }

  /** A new credit, available at once, in the caller's transaction; returns its id. */
  async grant(
    manager: EntityManager,
    credit: {
      userId: string;
      amountCents: number;
      source: AccountCreditSource;
      relatedInvoiceId: string | null;
      expiresAt: Date | null;
    },
  ): Promise<string> {
    const { identifiers } = await manager.insert(AccountCreditEntity, {
      ...credit,
      currency: BILLING_CURRENCY,
      status: 'available',
    });
    return identifiers[0].id as string;
  }

  /**
   * Takes back a credit nothing has touched: still available, none of it split off to pay (a split leaves a row
   * with splitFromId). Returns whether it was revoked; a credit reserved, spent or expired is left as it is.
   */
  async revokeIfUnused(manager: EntityManager, creditId: string): Promise<boolean> {
    const credit = await manager.findOne(AccountCreditEntity, {
      where: { id: creditId },
      lock: { mode: 'pessimistic_write' },
    });
    if (credit?.status !== 'available') return false;
    // A part split off to pay; a part staff took back (revoked) is not a use.
    if (await manager.existsBy(AccountCreditEntity, { splitFromId: creditId, status: Not('revoked') })) return false;
    await manager.update(AccountCreditEntity, creditId, { status: 'revoked' });
    return true;
  }

  /** What the user can spend now (available, unexpired), of one source or all. */
  async availableCents(manager: EntityManager, userId: string, source?: AccountCreditSource): Promise<number> {
    const query = manager
      .createQueryBuilder(AccountCreditEntity, 'credit')
      .select('COALESCE(SUM(credit.amountCents), 0)::int', 'cents')
      .where('credit.userId = :userId AND credit.status = :available', { userId, available: 'available' })
      .andWhere('(credit.expiresAt IS NULL OR credit.expiresAt > :now)', { now: this.clock.now() });
    if (source) query.andWhere('credit.source = :source', { source });
    const row = await query.getRawOne<{ cents: number }>();
    return row?.cents ?? 0;
  }

  /**
   * Staff's manual adjustment, in the caller's transaction (docs/modules/billing.md). Positive: a
   * new available credit of source `adjustment` with the reason and who made it. Negative: that much is taken
   * back from the user's available, unexpired credits (of `sources` only, when given), in the order and under the
   * locks a payment takes them: a credit larger than what is left to take is split, the part taken becoming its
   * own `revoked` row; a credit taken whole becomes `revoked`. Either way the revoked rows keep the reason. Throws
   * NotEnoughCreditError, changing nothing, when less than that is available.
   */
  async adjust(
    manager: EntityManager,
    adjustment: {
      userId: string;
      /** Signed, non-zero: positive grants, negative takes back. */
      amountCents: number;
      reason: string;
      actorUserId: string;
      /** Of a granted credit; null never expires. Not read when taking back. */
      expiresAt: Date | null;
      /** The sources a take-back may draw from (all when absent). */
      sources?: readonly AccountCreditSource[];
    },
  ): Promise<void> {
    const { userId, amountCents, reason, actorUserId } = adjustment;
    if (!Number.isInteger(amountCents) || amountCents === 0) throw new Error('An adjustment is a non-zero integer');
    if (amountCents > 0) {
      await manager.insert(AccountCreditEntity, {
        userId,
        amountCents,
        currency: BILLING_CURRENCY,
        source: 'adjustment',
        relatedInvoiceId: null,
        expiresAt: adjustment.expiresAt,
        status: 'available',
        reason,
        createdByUserId: actorUserId,
      });
      return;
    }
    const wanted = -amountCents;
    const credits = (await this.lockSpendable(manager, userId)).filter(
      (credit) => !adjustment.sources || adjustment.sources.includes(credit.source),
    );
    const availableCents = credits.reduce((total, credit) => total + credit.amountCents, 0);
    if (availableCents < wanted) throw new NotEnoughCreditError(availableCents, wanted);
    await this.take(manager, credits, wanted, { status: 'revoked', reason, createdByUserId: actorUserId });
  }

  /**
   * Marks up to `cents` of `credits` (locked, in spending order) with `mark`, whole credits first; the last one,
   * if larger than what is left, is split: the part taken becomes its own row (splitFromId), the rest stays
   * available. Returns the cents taken.
   */
  private async take(
    manager: EntityManager,
    credits: AccountCreditEntity[],
    cents: number,
    mark: Pick<AccountCreditEntity, 'status'> & Partial<AccountCreditEntity>,
  ): Promise<number> {
    let taken = 0;
    for (const credit of credits) {
      const needed = cents - taken;
      if (needed <= 0) break;
      if (credit.amountCents <= needed) {
        await manager.update(AccountCreditEntity, credit.id, mark);
        taken += credit.amountCents;
      } else {
        await manager.update(AccountCreditEntity, credit.id, { amountCents: credit.amountCents - needed });
        await manager.insert(AccountCreditEntity, {
          userId: credit.userId,
          amountCents: needed,
          currency: credit.currency,
          source: credit.source,
          relatedInvoiceId: credit.relatedInvoiceId,
          expiresAt: credit.expiresAt,
          expiryRemindedAt: credit.expiryRemindedAt,
          splitFromId: credit.id,
          ...mark,
        });
        taken += needed;
      }
    }
    return taken;
  }

  /**
   * The user's available, unexpired credits, locked in the order they are spent (soonest-expiring first,
   * never-expiring last): a concurrent payment or adjustment of the same client waits, then sees what is left.
   * Credits whose date passed are marked expired on the way.
   */
  private async lockSpendable(manager: EntityManager, userId: string): Promise<AccountCreditEntity[]> {
    const now = this.clock.now();
    await manager
      .createQueryBuilder()
      .update(AccountCreditEntity)
      .set({ status: 'expired' })
      .where('user_id = :userId AND status = :available AND expires_at <= :now', {
        userId,
        available: 'available',
        now,
      })
      .execute();
    return manager
      .createQueryBuilder(AccountCreditEntity, 'credit')
      .setLock('pessimistic_write')
      .where('credit.userId = :userId AND credit.status = :available', { userId, available: 'available' })
      .andWhere('(credit.expiresAt IS NULL OR credit.expiresAt > :now)', { now })
      .orderBy('credit.expiresAt', 'ASC', 'NULLS LAST')
      .addOrderBy('credit.createdAt', 'ASC')
      .addOrderBy('credit.id', 'ASC')
      .getMany();
  }

  private reservedBy(manager: EntityManager, paymentId: string): Promise<AccountCreditEntity[]> {
    return manager.find(AccountCreditEntity, {
      where: { paymentId, status: 'reserved' },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
