import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds become durable jobs: each says how it goes back (card, credit, offline) and whether the provider has
 * made it (status, tries, next try, last answer); refunds already stored were made, and their way follows
 * from them. Payments keep the currency the money came in (USD for all so far), and a declined card no longer
 * ends a checkout: the attempts stored as failed were closed, so they become expired.
 */
export class DurableRefunds1795920000000 implements MigrationInterface {
  name = 'DurableRefunds1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_refunds" ADD "way" character varying(20) NOT NULL DEFAULT 'card'`);
    await queryRunner.query(
      `ALTER TABLE "invoice_refunds" ADD "status" character varying(20) NOT NULL DEFAULT 'succeeded'`,
    );
    await queryRunner.query(`ALTER TABLE "invoice_refunds" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" ADD "last_error" text`);
    await queryRunner.query(
      `UPDATE "invoice_refunds" AS "refund" SET "way" = CASE WHEN "refund"."provider_refund_id" IS NOT NULL THEN 'card' WHEN "payment"."method" IN ('card', 'credit') THEN 'credit' ELSE 'offline' END FROM "invoice_payments" AS "payment" WHERE "payment"."id" = "refund"."payment_id"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_invoice_refunds_to_carry_out" ON "invoice_refunds" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_payments" ADD "currency" character varying(3) NOT NULL DEFAULT 'USD'`,
    );
    await queryRunner.query(`UPDATE "invoice_payments" SET "status" = 'expired' WHERE "status" = 'failed'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP COLUMN "currency"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_invoice_refunds_to_carry_out"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP COLUMN "next_attempt_at"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP COLUMN "way"`);
  }
}
