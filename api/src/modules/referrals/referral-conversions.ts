import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import type { DomainEvent } from '../../infrastructure/events/domain-event';
import { EventBus } from '../../infrastructure/events/event-bus';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app.config';
import { UserEntity, personOf } from '../auth';
import {
  AccountCreditEntity,
  AccountCreditsService,
  InvoiceEntity,
  InvoicePaid,
  InvoiceRefunded,
  PaymentCards,
  formatCents,
  longDate,
  type InvoicePaidPayload,
  type InvoiceRefundedPayload,
} from '../billing';
import { MailService, OutboxService } from '../notifications';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralEntity } from './entities/referral.entity';
import { ReferralEventEntity } from './entities/referral-event.entity';
import { referralCreditEarnedMail } from './referral-mails';
import type { ReferralRejectedReason } from './referrals.constants';
import { samePerson } from './same-person';

/**
 * A referred client's first paid invoice earns the referrer a credit; a full refund of it takes the credit back
 * (docs/modules/referrals.md#conversions). Both listen to billing's events, each run in its own transaction.
 */
@Injectable()
export class ReferralConversions implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly credits: AccountCreditsService,
    private readonly cards: PaymentCards,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.events.subscribe(InvoicePaid, 'referrals.convert-on-first-payment', (event, manager) =>
      this.convert(event, manager),
    );
    this.events.subscribe(InvoiceRefunded, 'referrals.reverse-on-refund', (event, manager) =>
      this.reverse(event, manager),
    );
  }

  private async convert({ payload }: DomainEvent<InvoicePaidPayload>, manager: EntityManager) {
    // Paid in full, and not money that reached an invoice already paid.
    if (payload.invoiceStatus !== 'paid' || payload.previousStatus === 'paid' || !payload.userId) return;
    const referred = await manager.findOneBy(UserEntity, { id: payload.userId });
    if (!referred?.referredByCode) return;
    const referral = await manager.findOneBy(ReferralEntity, { code: referred.referredByCode.toUpperCase() });
    if (!referral) return;
    const invoice = await manager.findOneBy(InvoiceEntity, { id: payload.invoiceId });
    if (!invoice) return;
    const rejectedReason = await this.fraudCheck(manager, referral, referred);
    // The unique index on the referred user decides which first payment converts: a second one, even at the
    // same moment, waits on it and inserts nothing.
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ReferralConversionEntity)
      .values({
        referralId: referral.id,
        referredUserId: referred.id,
        firstInvoiceId: payload.invoiceId,
        firstPaidAmountCents: invoice.amountCents,
        status: rejectedReason ? 'rejected' : 'awarded',
        rejectedReason,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const conversionId = (inserted.raw as { id: string }[])[0]?.id;
    if (!conversionId) return;
    const creditCents = Math.max(this.config.REFERRAL_CREDIT_CENTS, 0);
    // The code's timeline (docs/modules/referrals.md#timeline), in the same transaction as the conversion.
    await manager.insert(ReferralEventEntity, {
      referralId: referral.id,
      kind: rejectedReason ? 'conversion_rejected' : 'conversion_awarded',
      amountCents: rejectedReason ? null : creditCents,
      reason: rejectedReason,
      conversionId,
    });
    if (rejectedReason) return;

    if (creditCents <= 0) return;
    const expiresAt = new Date(this.clock.now());
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + this.config.REFERRAL_CREDIT_MONTHS);
    const accountCreditId = await this.credits.grant(manager, {
      userId: referral.referrerUserId,
      amountCents: creditCents,
      source: 'referral',
      relatedInvoiceId: payload.invoiceId,
      expiresAt,
    });
    await manager.update(ReferralConversionEntity, conversionId, { accountCreditId, creditCents });

    const referrer = await manager.findOneBy(UserEntity, { id: referral.referrerUserId });
    if (!referrer) return;
    const person = personOf(referrer);
    await this.outbox.sendIn(
      manager,
      this.mail.compose(
        referralCreditEarnedMail,
        {
          referrerName: person.fullName ?? 'there',
          credit: formatCents(creditCents),
          expiresOn: longDate(expiresAt, referrer.timezone ?? this.config.BUSINESS_TIME_ZONE),
        },
        { email: referrer.email, userId: referrer.id },
      ),
    );
  }

  /** Why this conversion must earn nothing, or null (docs/modules/referrals.md#fraud-rules). */
  private async fraudCheck(
    manager: EntityManager,
    referral: ReferralEntity,
    referred: UserEntity,
  ): Promise<ReferralRejectedReason | null> {
    if (referral.referrerUserId === referred.id) return 'self_referral';
    if (!referral.isActive) return 'inactive_code';
    // The referrer's own second account, or a person this code already earned a credit for: the same mailbox or
    // verified phone, or a card that paid for both (billing's card fingerprints).
    const earlier = await manager.find(ReferralConversionEntity, {
      where: { referralId: referral.id, status: In(['awarded', 'reversed']) },
      select: { referredUserId: true },
    });
    const others = await manager.findBy(UserEntity, {
      id: In([referral.referrerUserId, ...earlier.map((conversion) => conversion.referredUserId)]),
    });
    const sharingACard = new Set(await this.cards.usersSharingACardWith(manager, referred.id));
    return others.some(
      (other) => other.id !== referred.id && (samePerson(other, referred) || sharingACard.has(other.id)),
    )
      ? 'same_person'
      : null;
  }

  private async reverse({ payload }: DomainEvent<InvoiceRefundedPayload>, manager: EntityManager) {
    if (payload.invoiceStatus !== 'refunded') return;
    const conversion = await manager.findOne(ReferralConversionEntity, {
      where: { firstInvoiceId: payload.invoiceId, status: 'awarded' },
      lock: { mode: 'pessimistic_write' },
    });
    if (!conversion) return;
    await manager.update(ReferralConversionEntity, conversion.id, { status: 'reversed' });
    const revoked =
      conversion.accountCreditId && (await this.credits.revokeIfUnused(manager, conversion.accountCreditId))
        ? await manager.findOneBy(AccountCreditEntity, { id: conversion.accountCreditId })
        : null;
    await manager.insert(ReferralEventEntity, {
      referralId: conversion.referralId,
      kind: 'conversion_reversed',
      // The credit taken back with it (what was left of it), negative; null when it was kept (reserved or spent).
      amountCents: revoked ? -revoked.amountCents : null,
      conversionId: conversion.id,
    });
  }
}
