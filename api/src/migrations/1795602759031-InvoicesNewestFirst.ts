import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin invoices table's default order as an index, so its pages need no sort (InvoiceEntity). */
export class InvoicesNewestFirst1795602759031 implements MigrationInterface {
  name = 'InvoicesNewestFirst1795602759031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_invoices_newest_first" ON "invoices" ("created_at" DESC NULLS LAST, "id" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_invoices_newest_first"`);
  }
}
