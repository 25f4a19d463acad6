import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ofAccount } from '../../../common/account-rows';
import { Clock } from '../../../common/clock';
import { PageQueryDto, toPage } from '../../../common/pagination';
import { AccountCreditEntity } from '../entities/account-credit.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { PortalCreditPageDto, PortalPaymentPageDto } from '../payments/payments.dto';

/** The signed-in client's billing: payments made on their invoices, and the credits they can spend. */
@Injectable()
export class PortalBillingService {
  constructor(
    @InjectRepository(InvoicePaymentEntity) private readonly paymentRows: Repository<InvoicePaymentEntity>,
    @InjectRepository(AccountCreditEntity) private readonly creditRows: Repository<AccountCreditEntity>,
    private readonly clock: Clock,
  ) {}

  /** Succeeded payments on the client's own invoices (InvoicesService's, ofAccount), newest first. */
  async payments(userId: string, paging: PageQueryDto): Promise<PortalPaymentPageDto> {
    const [payments, total] = await this.paymentRows
      .createQueryBuilder('payment')
      .innerJoinAndSelect('payment.invoice', 'invoice')
      .where(ofAccount('invoice', userId, 'client_email'))
      .andWhere('payment.status = :succeeded', { succeeded: 'succeeded' })
      .orderBy('payment.succeededAt', 'DESC')
      .addOrderBy('payment.id', 'DESC')
      .skip(paging.skip)
      .take(paging.pageSize)
      .getManyAndCount();
    const items = payments.map((payment) => ({
      id: payment.id,
      invoiceId: payment.invoiceId,
      invoiceNumber: payment.invoice!.invoiceNumber,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amountCents,
      creditsCents: payment.creditsCents,
      refundedCents: payment.refundedCents,
      receiptUrl: payment.receiptUrl,
      invoicePdfPath: `/api/portal/invoices/${payment.invoiceId}/pdf`,
      succeededAt: payment.succeededAt?.toISOString() ?? null,
    }));
    return toPage(items, total, paging);
  }

  /** Credits the client can spend now (unexpired, not reserved), soonest-expiring first, and their total. */
  async credits(userId: string, paging: PageQueryDto): Promise<PortalCreditPageDto> {
    const available = this.creditRows
      .createQueryBuilder('credit')
      .where('credit.userId = :userId AND credit.status = :available', { userId, available: 'available' })
      .andWhere('(credit.expiresAt IS NULL OR credit.expiresAt > :now)', { now: this.clock.now() });
    const [credits, total] = await available
      .clone()
      .orderBy('credit.expiresAt', 'ASC', 'NULLS LAST')
      .addOrderBy('credit.createdAt', 'ASC')
      .addOrderBy('credit.id', 'ASC')
      .skip(paging.skip)
      .take(paging.pageSize)
      .getManyAndCount();
    const sum = await available
      .clone()
      .select('COALESCE(SUM(credit.amountCents), 0)::int', 'cents')
      .getRawOne<{ cents: number }>();
    const items = credits.map((credit) => ({
      id: credit.id,
      amountCents: credit.amountCents,
      source: credit.source,
      expiresAt: credit.expiresAt?.toISOString() ?? null,
      createdAt: credit.createdAt.toISOString(),
    }));
    return { ...toPage(items, total, paging), totalAvailableCents: sum?.cents ?? 0 };
  }
}
