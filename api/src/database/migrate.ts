import { DataSource } from 'typeorm';
import { withAdvisoryLock } from './advisory-lock';

/** Applies pending migrations once, even when several replicas start together. */
export const runMigrations = (dataSource: DataSource) =>
  withAdvisoryLock(dataSource, 'migrations', { wait: true }, () => dataSource.runMigrations({ transaction: 'each' }));

/** The SQL that would bring the migrated schema in line with the entities; empty when they agree. */
export async function pendingSchemaChanges(dataSource: DataSource) {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return { up: sql.upQueries, down: sql.downQueries };
}
