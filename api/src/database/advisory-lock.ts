import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock named `name`.
 * `wait: false` skips the work (returns undefined) when another process holds the lock, which is how
 * N replicas run one scheduled tick once; `wait: true` queues behind it, as migrations do.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  name: string,
  options: { wait: boolean },
  work: () => Promise<T>,
): Promise<T | undefined> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (options.wait) {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    } else {
      const [row] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
      if (!row.locked) return undefined;
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Takes transaction-level advisory locks named `names`, in that order, in `manager`'s transaction (released
 * at commit or rollback): transactions that take the same name run that part one at a time, on every
 * replica. One round trip: each lock is taken in a CTE the next one reads from, which fixes the order
 * (callers that take several rely on it to never deadlock).
 */
export async function lockForTransaction(manager: EntityManager, ...names: string[]): Promise<void> {
  const steps = names.map((_, index) =>
    index === 0
      ? `lock0 AS (SELECT pg_advisory_xact_lock(hashtext($1)))`
      : `lock${index} AS (SELECT pg_advisory_xact_lock(hashtext($${index + 1})) FROM lock${index - 1})`,
  );
  await manager.query(`WITH ${steps.join(', ')} SELECT 1 FROM lock${names.length - 1}`, names);
}
