import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices get a subtotal, a discount, tax rates and taxes, and partial payment terms (docs/modules/billing.md). */

export class InvoiceTaxDiscountPartialPayments1795917730648 implements MigrationInterface {
  name = 'InvoiceTaxDiscountPartialPayments1795917730648';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Invoices so far have neither discount nor tax: their subtotal is their total, and each item has no
    // rate of its own, no part of a discount and no tax.
    await queryRunner.query(`ALTER TABLE "invoices" ADD "subtotal_cents" integer`);
    await queryRunner.query(`UPDATE "invoices" SET "subtotal_cents" = "amount_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" ALTER COLUMN "subtotal_cents" SET NOT NULL`);
    await queryRunner.query(
      `UPDATE "invoices" SET "items" = (
         SELECT coalesce(jsonb_agg(item || '{"taxRateBasisPoints": null, "discountCents": 0, "taxCents": 0}'::jsonb
                                   ORDER BY position), '[]')
         FROM jsonb_array_elements("items") WITH ORDINALITY AS line(item, position))`,
    );
    await queryRunner.query(`ALTER TABLE "invoices" ADD "discount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "discount_basis_points" integer`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "tax_rate_basis_points" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "tax_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "allow_partial_payment" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "minimum_payment_cents" integer NOT NULL DEFAULT '50'`);
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_137e6ae785617cb1ba26e17043" CHECK ("minimum_payment_cents" >= 50)`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_434cb08929b01e9f4df4b586f3" CHECK ("tax_rate_basis_points" BETWEEN 0 AND 10000 AND "discount_basis_points" BETWEEN 0 AND 10000)`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_0b1f330e38bccafe9682f7b143" CHECK ("discount_cents" >= 0 AND "tax_cents" >= 0 AND "discount_cents" <= "subtotal_cents" AND "amount_cents" = "subtotal_cents" - "discount_cents" + "tax_cents")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_0b1f330e38bccafe9682f7b143"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_434cb08929b01e9f4df4b586f3"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_137e6ae785617cb1ba26e17043"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "minimum_payment_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "allow_partial_payment"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "tax_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "tax_rate_basis_points"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "discount_basis_points"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "discount_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "subtotal_cents"`);
    await queryRunner.query(
      `UPDATE "invoices" SET "items" = (
         SELECT coalesce(jsonb_agg(item - 'taxRateBasisPoints' - 'discountCents' - 'taxCents' ORDER BY position), '[]')
         FROM jsonb_array_elements("items") WITH ORDINALITY AS line(item, position))`,
    );
  }
}
