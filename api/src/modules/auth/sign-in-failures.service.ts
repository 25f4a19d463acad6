import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { SignInFailureEntity } from './entities/sign-in-failure.entity';

/** A day without a wrong password forgets the failures of an address. */
export const SIGN_IN_FAILURE_MEMORY_HOURS = 24;
/** The owner is told someone is guessing at most this often. */
export const SIGN_IN_WARNING_EVERY_HOURS = 24;
/** The longest wait of the back-off (reached 12 failures past the ceiling). */
const MAX_WAIT_SECONDS = 3600;

const FORGOTTEN = `sign_in_failures.last_failure_at <= now() - interval '${SIGN_IN_FAILURE_MEMORY_HOURS} hours'`;

/** When the next attempt may come after `failures` failures (both SQL): null below `ceiling`, else 2^(over) s on. */
const nextAttemptAfter = (failures: string, ceiling: string) =>
  `CASE WHEN ${failures} >= ${ceiling} THEN now() + make_interval(secs => LEAST(${MAX_WAIT_SECONDS}, power(2, LEAST(${failures} - ${ceiling}, 12)))) END`;

/**
 * The ceiling on wrong passwords against one address from all clients together (each client's own limit,
 * per address, is the throttler's AUTH_RATE_LIMIT_PER_ACCOUNT). The first AUTH_SIGN_IN_CEILING failures
 * cost nothing; from there each one makes the next attempt wait twice as long (1 s, 2 s, 4 s... up to an
 * hour), whoever makes it, except a browser that signed in to the account before (AuthService, through
 * TrustedDevices): an attack from many addresses slows the attackers, not the owner. A successful sign-in
 * and a password reset clear it.
 *
 * Kept in the database so every replica shares it: each failure is one upsert, and an attempt past the
 * ceiling claims its slot with one conditional update, so concurrent attempts cannot share a slot.
 */
@Injectable()
export class SignInFailures {
  private readonly logger = new Logger('SignInFailures');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Takes the right to check a password for `email` now: 0, or the seconds to wait before trying again. */
  async claimAttempt(email: string): Promise<number> {
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(SignInFailureEntity)
      .set({ nextAttemptAt: () => nextAttemptAfter('failures', ':ceiling') })
      .where('email = :email AND next_attempt_at <= now()', { email })
      .andWhere(`NOT (${FORGOTTEN})`)
      .setParameter('ceiling', this.config.AUTH_SIGN_IN_CEILING)
      .execute();
    if (claimed.affected) return 0;
    const rows: { wait: number }[] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM next_attempt_at - now()))::int AS wait
       FROM sign_in_failures WHERE email = $1 AND next_attempt_at > now()`,
      [email],
    );
    return rows[0]?.wait ?? 0;
  }

  /** Counts one wrong password (or unknown address) for `email`; answers the failures counted so far. */
  async record(email: string): Promise<number> {
    const failures = `(CASE WHEN ${FORGOTTEN} THEN 1 ELSE sign_in_failures.failures + 1 END)`;
    const rows: { failures: number }[] = await this.dataSource.query(
      `INSERT INTO sign_in_failures (email, failures, last_failure_at, next_attempt_at)
       VALUES ($1, 1, now(), ${nextAttemptAfter('1', '$2')})
       ON CONFLICT (email) DO UPDATE SET
         failures = ${failures},
         last_failure_at = now(),
         next_attempt_at = ${nextAttemptAfter(failures, '$2')}
       RETURNING failures`,
      [email, this.config.AUTH_SIGN_IN_CEILING],
    );
    return rows[0].failures;
  }

  /** A successful sign-in or a completed password reset (in the reset's transaction) starts the count again. */
  async clear(manager: EntityManager, email: string): Promise<void> {
    await manager.delete(SignInFailureEntity, { email });
  }

  /** Drops the rows of addresses left alone for SIGN_IN_FAILURE_MEMORY_HOURS (they count from 1 again anyway). */
  @Cron(CronExpression.EVERY_HOUR, { name: 'sign-in-failures-cleanup' })
  async forgetStale(): Promise<number | undefined> {
    const deleted = await withAdvisoryLock(
      this.dataSource,
      'cron:sign-in-failures-cleanup',
      { wait: false },
      async () => {
        const result = await this.dataSource
          .createQueryBuilder()
          .delete()
          .from(SignInFailureEntity)
          .where(FORGOTTEN)
          .execute();
        return result.affected ?? 0;
      },
    );
    if (deleted) this.logger.log(`Forgot the sign-in failures of ${deleted} addresses`);
    return deleted;
  }
}
