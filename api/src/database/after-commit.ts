import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

type Callback = () => void | Promise<void>;

const logger = new Logger('AfterCommit');
/** The callbacks of each open transaction, by its query runner. */
const pending = new WeakMap<QueryRunner, Callback[]>();
const watched = new WeakSet<DataSource>();

/**
 * Runs what waits for a transaction's end: TypeORM tells its subscribers of every commit and rollback. A
 * savepoint's end (the transaction still open) changes nothing: its callbacks wait for the outer commit.
 */
const transactionEnds: EntitySubscriberInterface = {
  async afterTransactionCommit({ queryRunner }) {
    if (queryRunner.isTransactionActive) return;
    const callbacks = pending.get(queryRunner) ?? [];
    pending.delete(queryRunner);
    for (const callback of callbacks) {
      try {
        await callback();
      } catch (error) {
        // The transaction has committed: its caller must not see a failure of what follows it.
        logger.error(`After-commit work failed: ${(error as Error).message}`);
      }
    }
  },
  afterTransactionRollback({ queryRunner }) {
    if (!queryRunner.isTransactionActive) pending.delete(queryRunner);
  },
};

/**
 * Runs `callback` once the transaction of `manager` has committed, before that transaction's call returns;
 * never when it rolls back. A callback that should not hold its caller up (e.g. handing work to a queue)
 * starts its work without awaiting it; a failure is logged, never thrown.
 */
export function afterCommit(manager: EntityManager, callback: Callback): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    throw new Error("afterCommit needs a transaction's EntityManager (dataSource.transaction(manager => ...))");
  }
  const dataSource = manager.connection;
  if (!watched.has(dataSource)) {
    dataSource.subscribers.push(transactionEnds);
    watched.add(dataSource);
  }
  const callbacks = pending.get(runner);
  if (callbacks) callbacks.push(callback);
  else pending.set(runner, [callback]);
}
