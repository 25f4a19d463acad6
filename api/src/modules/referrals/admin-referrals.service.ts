import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { Brackets, DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { EXPORT_MAX_ROWS, escapeLike } from '../../common/admin-table';
import { Clock } from '../../common/clock';
import { toCsv } from '../../common/csv';
import { ExportColumn } from '../../common/export-columns';
import { errorWithCode } from '../../common/http-exception.filter';
import { Page, toPage } from '../../common/pagination';
import { toXlsx, XLSX_CONTENT_TYPE } from '../../common/xlsx';
import { AppConfig } from '../../config/app.config';
import { personOf, UserEntity } from '../auth';
import { AccountCreditsService, BILLING_CURRENCY, InvoiceEntity, NotEnoughCreditError, formatCents } from '../billing';
import type { SessionUser } from '../../common/access/access.decorators';
import {
  AdjustReferralCreditDto,
  AdminReferralDetailDto,
  AdminReferralDto,
  AdminReferralFilterDto,
  AdminReferralSortField,
  ListAdminReferralsQueryDto,
  ReferralEventDto,
} from './dto/admin-referral.dto';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';
import { ReferralEventEntity } from './entities/referral-event.entity';
import { ReferralEntity } from './entities/referral.entity';
import type { ReferralConversionStatus, ReferralEventKind, ReferralRejectedReason } from './referrals.constants';

/**
 * The credit sources staff see and take back on a referral (docs/modules/referrals.md#staff): what the programme
 * granted and what staff adjusted by hand. Credit given back for a refund is the client's money, never touched here.
 */
const REFERRAL_CREDIT_SOURCES = ['referral', 'adjustment'] as const;

/** How many conversions and timeline entries one referral's page shows (newest first). */
const DETAIL_LIMIT = 200;

/** A row as the aggregate query answers it (counts as integers, cents as integers). */
interface RawReferralRow {
  id: string;
  code: string;
  is_active: boolean;
  created_at: Date;
  referrer_id: string;
  referrer_email: string;
  referrer_first_name: string | null;
  referrer_last_name: string | null;
  visits: number;
  sign_ups: number;
  conversions: number;
  credits_earned_cents: number;
  credits_available_cents: number;
}

/** What each sort field orders by: the selected aliases below, or a column. */
const SORT_COLUMNS: Record<AdminReferralSortField, string> = {
  createdAt: 'referral.createdAt',
  code: 'referral.code',
  referrer: 'referrer_sort_name',
  visits: 'visits',
  signUps: 'sign_ups',
  conversions: 'conversions',
  creditsEarnedCents: 'credits_earned_cents',
  creditsAvailableCents: 'credits_available_cents',
};

const REFERRAL_COLUMNS: ExportColumn<AdminReferralDto>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Active', value: (row) => (row.isActive ? 'yes' : 'no') },
  { header: 'Referrer', value: (row) => row.referrer.name },
  { header: 'Email', value: (row) => row.referrer.email },
  { header: 'Visits', value: (row) => row.visits },
  { header: 'Sign-ups', value: (row) => row.signUps },
  { header: 'Conversions', value: (row) => row.conversions },
  { header: 'Credits earned (USD)', value: (row) => row.creditsEarnedCents / 100, type: 'money' },
  { header: 'Credits available (USD)', value: (row) => row.creditsAvailableCents / 100, type: 'money' },
  { header: 'Created', value: (row) => row.createdAt, type: 'instant' },
];

const toRow = (raw: RawReferralRow): AdminReferralDto => {
  const person = personOf({
    id: raw.referrer_id,
    email: raw.referrer_email,
    firstName: raw.referrer_first_name,
    lastName: raw.referrer_last_name,
  });
  return {
    id: raw.id,
    code: raw.code,
    isActive: raw.is_active,
    referrer: { id: person.id, email: person.email, name: person.name },
    visits: raw.visits,
    signUps: raw.sign_ups,
    conversions: raw.conversions,
    creditsEarnedCents: raw.credits_earned_cents,
    creditsAvailableCents: raw.credits_available_cents,
    currency: BILLING_CURRENCY,
    createdAt: new Date(raw.created_at).toISOString(),
  };
};

export const referralNotFound = () => new NotFoundException('Referral code not found');

/** Staff's side of the referral programme (docs/modules/referrals.md#staff): the table, one code, its changes. */
@Injectable()
export class AdminReferralsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly credits: AccountCreditsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(query: ListAdminReferralsQueryDto): Promise<Page<AdminReferralDto>> {
    const filtered = this.filtered(query);
    const total = await filtered.clone().getCount();
    const raws = await this.withFigures(filtered, query)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getRawMany<RawReferralRow>();
    return toPage(raws.map(toRow), total, query);
  }

  async export(filter: AdminReferralFilterDto): Promise<StreamableFile> {
    const raws = await this.withFigures(this.filtered(filter), filter)
      .limit(EXPORT_MAX_ROWS)
      .getRawMany<RawReferralRow>();
    const rows = raws.map(toRow);
    if (filter.format === 'xlsx') {
      return new StreamableFile(
        await toXlsx(rows, REFERRAL_COLUMNS, { sheetName: 'referrals', timeZone: this.config.BUSINESS_TIME_ZONE }),
        { type: XLSX_CONTENT_TYPE, disposition: 'attachment; filename="referrals.xlsx"' },
      );
    }
    return new StreamableFile(
      Buffer.from(toCsv(rows, REFERRAL_COLUMNS, { timeZone: this.config.BUSINESS_TIME_ZONE })),
      {
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="referrals.csv"',
      },
    );
  }

  /** One code: its row, its conversions and its timeline, newest first. */
  async detail(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminReferralDetailDto> {
    const raw = await this.withFigures(this.base(manager).where('referral.id = :id', { id }), {
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }).getRawOne<RawReferralRow>();
    if (!raw) throw referralNotFound();
    const [conversions, events] = await Promise.all([
      manager
        .createQueryBuilder(ReferralConversionEntity, 'conversion')
        .leftJoin(UserEntity, 'referred', 'referred.id = conversion.referredUserId')
        .leftJoin(InvoiceEntity, 'invoice', 'invoice.id = conversion.firstInvoiceId')
        .select([
          'conversion.id AS id',
          'conversion.referredUserId AS referred_user_id',
          'referred.email AS referred_email',
          'conversion.firstInvoiceId AS first_invoice_id',
          'invoice.invoiceNumber AS first_invoice_number',
          'conversion.firstPaidAmountCents AS amount_cents',
          'conversion.status AS status',
          'conversion.rejectedReason AS rejected_reason',
          'conversion.creditCents AS credit_cents',
          'conversion.createdAt AS created_at',
        ])
        .where('conversion.referralId = :id', { id })
        .orderBy('conversion.createdAt', 'DESC')
        .addOrderBy('conversion.id', 'DESC')
        .limit(DETAIL_LIMIT)
        .getRawMany<{
          id: string;
          referred_user_id: string;
          referred_email: string | null;
          first_invoice_id: string | null;
          first_invoice_number: string | null;
          amount_cents: number | null;
          status: ReferralConversionStatus;
          rejected_reason: ReferralRejectedReason | null;
          credit_cents: number | null;
          created_at: Date;
        }>(),
      manager
        .createQueryBuilder(ReferralEventEntity, 'event')
        .leftJoin(UserEntity, 'actor', 'actor.id = event.actorUserId')
        .select([
          'event.id AS id',
          'event.kind AS kind',
          'event.amountCents AS amount_cents',
          'event.reason AS reason',
          'event.conversionId AS conversion_id',
          'event.actorUserId AS actor_user_id',
          'actor.email AS actor_email',
          'actor.firstName AS actor_first_name',
          'actor.lastName AS actor_last_name',
          'event.createdAt AS created_at',
        ])
        .where('event.referralId = :id', { id })
        .orderBy('event.createdAt', 'DESC')
        .addOrderBy('event.id', 'DESC')
        .limit(DETAIL_LIMIT)
        .getRawMany<{
          id: string;
          kind: ReferralEventKind;
          amount_cents: number | null;
          reason: string | null;
          conversion_id: string | null;
          actor_user_id: string | null;
          actor_email: string | null;
          actor_first_name: string | null;
          actor_last_name: string | null;
          created_at: Date;
        }>(),
    ]);
    return {
      ...toRow(raw),
      conversionList: conversions.map((conversion) => ({
        id: conversion.id,
        referredUserId: conversion.referred_user_id,
        referredEmail: conversion.referred_email,
        firstInvoiceId: conversion.first_invoice_id,
        firstInvoiceNumber: conversion.first_invoice_number,
        amountCents: conversion.amount_cents,
        status: conversion.status,
        rejectedReason: conversion.rejected_reason,
        creditCents: conversion.credit_cents,
        createdAt: new Date(conversion.created_at).toISOString(),
      })),
      timeline: events.map((event): ReferralEventDto => ({
        id: event.id,
        kind: event.kind,
        amountCents: event.amount_cents,
        reason: event.reason,
        conversionId: event.conversion_id,
        actorUserId: event.actor_user_id,
        actorName:
          event.actor_user_id && event.actor_email
            ? personOf({
                id: event.actor_user_id,
                email: event.actor_email,
                firstName: event.actor_first_name,
                lastName: event.actor_last_name,
              }).name
            : null,
        createdAt: new Date(event.created_at).toISOString(),
      })),
    };
  }

  /**
   * Grants (positive) or takes back (negative) credit for the code's referrer, through billing, with an event on
   * the timeline, in one transaction. A take-back reaches only the referrer's referral and adjustment credits; more
   * than they have available is a 409 that changes nothing.
   */
  async adjust(actor: SessionUser, id: string, dto: AdjustReferralCreditDto): Promise<AdminReferralDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      // Locks the code: two adjustments of one referrer queue (billing locks the credits they draw from as well).
      const referral = await manager.findOne(ReferralEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!referral) throw referralNotFound();
      const expiresAt = new Date(this.clock.now());
      expiresAt.setUTCMonth(expiresAt.getUTCMonth() + this.config.REFERRAL_CREDIT_MONTHS);
      try {
        await this.credits.adjust(manager, {
          userId: referral.referrerUserId,
          amountCents: dto.amountCents,
          reason: dto.reason,
          actorUserId: actor.id,
          expiresAt,
          sources: REFERRAL_CREDIT_SOURCES,
        });
      } catch (error) {
        if (error instanceof NotEnoughCreditError) {
          throw new ConflictException(
            errorWithCode(
              `Only ${formatCents(error.availableCents)} of credit is available to take back.`,
              'NOT_ENOUGH_CREDIT',
            ),
          );
        }
        throw error;
      }
      await manager.insert(ReferralEventEntity, {
        referralId: referral.id,
        kind: 'credit_adjusted',
        actorUserId: actor.id,
        amountCents: dto.amountCents,
        reason: dto.reason,
      });
    });
    return this.detail(id);
  }

  /**
   * Deactivates (`active` false) or reactivates the code, only from the other state (a conditional update, so two
   * staff at once change it once): already so is a 409. Recorded on the timeline with who and why.
   */
  async setActive(
    actor: SessionUser,
    id: string,
    isActive: boolean,
    reason: string | null,
  ): Promise<AdminReferralDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.update(ReferralEntity, { id, isActive: !isActive }, { isActive });
      if (!affected) {
        if (!(await manager.existsBy(ReferralEntity, { id }))) throw referralNotFound();
        throw new ConflictException(
          errorWithCode(
            isActive ? 'The referral code is already active' : 'The referral code is already deactivated',
            'STATUS_TRANSITION_INVALID',
          ),
        );
      }
      await manager.insert(ReferralEventEntity, {
        referralId: id,
        kind: isActive ? 'code_reactivated' : 'code_deactivated',
        actorUserId: actor.id,
        reason: reason || null,
      });
    });
    return this.detail(id);
  }

  /** The codes with their referrer, the table's filter and search applied (no figures yet). */
  private filtered(filter: ListAdminReferralsQueryDto | AdminReferralFilterDto): SelectQueryBuilder<ReferralEntity> {
    const builder = this.base(this.dataSource.manager);
    if (filter.isActive !== undefined) builder.andWhere('referral.isActive = :isActive', { isActive: filter.isActive });
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      builder.andWhere(
        new Brackets((where) => {
          where
            .where('referral.code ILIKE :search', { search: pattern })
            .orWhere('referrer.email ILIKE :search')
            .orWhere("CONCAT_WS(' ', referrer.firstName, referrer.lastName) ILIKE :search");
        }),
      );
    }
    return builder;
  }

  private base(manager: EntityManager): SelectQueryBuilder<ReferralEntity> {
    return manager
      .createQueryBuilder(ReferralEntity, 'referral')
      .innerJoin(UserEntity, 'referrer', 'referrer.id = referral.referrerUserId');
  }

  /**
   * The row's columns and figures, each an aggregate of its own table correlated with the code (indexed by code,
   * referral or user), so a page computes them for its rows only unless it is sorted by one.
   */
  private withFigures(
    builder: SelectQueryBuilder<ReferralEntity>,
    order: { sortBy: AdminReferralSortField; sortOrder: 'asc' | 'desc' },
  ): SelectQueryBuilder<ReferralEntity> {
    const direction = order.sortOrder === 'asc' ? 'ASC' : 'DESC';
    return builder
      .select([
        'referral.id AS id',
        'referral.code AS code',
        'referral.isActive AS is_active',
        'referral.createdAt AS created_at',
        'referrer.id AS referrer_id',
        'referrer.email AS referrer_email',
        'referrer.firstName AS referrer_first_name',
        'referrer.lastName AS referrer_last_name',
      ])
      .addSelect(
        "COALESCE(NULLIF(TRIM(CONCAT_WS(' ', referrer.firstName, referrer.lastName)), ''), referrer.email)",
        'referrer_sort_name',
      )
      .addSelect(
        '(SELECT COUNT(*) FROM referral_visits visit WHERE visit.referral_code = referral.code)::int',
        'visits',
      )
      .addSelect(
        '(SELECT COUNT(*) FROM users referred WHERE referred.referred_by_code = referral.code)::int',
        'sign_ups',
      )
      .addSelect(
        "(SELECT COUNT(*) FROM referral_conversions conversion WHERE conversion.referral_id = referral.id AND conversion.status = 'awarded')::int",
        'conversions',
      )
      .addSelect(
        "(SELECT COALESCE(SUM(conversion.credit_cents), 0) FROM referral_conversions conversion WHERE conversion.referral_id = referral.id AND conversion.status = 'awarded')::int",
        'credits_earned_cents',
      )
      .addSelect(
        `(SELECT COALESCE(SUM(credit.amount_cents), 0) FROM account_credits credit WHERE credit.user_id = referral.referrer_user_id AND credit.status = 'available' AND credit.source IN (:...creditSources) AND (credit.expires_at IS NULL OR credit.expires_at > :creditsNow))::int`,
        'credits_available_cents',
      )
      .setParameters({ creditSources: REFERRAL_CREDIT_SOURCES, creditsNow: this.clock.now() })
      .orderBy(SORT_COLUMNS[order.sortBy], direction, 'NULLS LAST')
      .addOrderBy('referral.id', direction);
  }
}
