import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { unpaidCancellationHorizon } from '../fees/consultation-fee-policy';
import { ConsultationFees } from '../fees/consultation-fees.service';
import { ConsultationLifecycle } from './consultation-lifecycle.service';

/**
 * Unpaid consultations are cancelled 30 minutes before the appointment (docs/modules/bookings.md). Every
 * process runs it each minute; the advisory lock makes each run single, and each cancellation re-checks the
 * fee under the invoice's row lock, so a payment that commits first keeps the booking.
 */
@Injectable()
export class UnpaidConsultations {
  private readonly logger = new Logger('UnpaidConsultations');

  constructor(
    private readonly dataSource: DataSource,
    private readonly fees: ConsultationFees,
    private readonly lifecycle: ConsultationLifecycle,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'unpaid-consultations' })
  async run(): Promise<number> {
    const cancelled = await withAdvisoryLock(
      this.dataSource,
      'cron:unpaid-consultations',
      { wait: false },
      async () => {
        let count = 0;
        for (const id of await this.fees.unpaidStartingBy(unpaidCancellationHorizon(this.clock.now()))) {
          try {
            if (await this.lifecycle.cancelUnpaid(id)) count++;
          } catch (error) {
            this.logger.error(`Unpaid consultation ${id} not cancelled: ${(error as Error).message}`);
          }
        }
        return count;
      },
    );
    if (cancelled) this.logger.log(`Cancelled ${cancelled} unpaid consultations`);
    return cancelled ?? 0;
  }
}
