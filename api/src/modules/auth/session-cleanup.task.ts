import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, LessThan } from 'typeorm';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { SessionEntity } from './entities/session.entity';

/** Deletes expired sessions; replaces the session store's per-process pruning so N replicas prune once. */
@Injectable()
export class SessionCleanupTask {
  private readonly logger = new Logger('SessionCleanup');

  constructor(private readonly dataSource: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  async run(): Promise<number | undefined> {
    const deleted = await withAdvisoryLock(this.dataSource, 'cron:session-cleanup', { wait: false }, async () => {
      const result = await this.dataSource.getRepository(SessionEntity).delete({ expire: LessThan(new Date()) });
      return result.affected ?? 0;
    });
    if (deleted) this.logger.log(`Deleted ${deleted} expired sessions`);
    return deleted;
  }
}
