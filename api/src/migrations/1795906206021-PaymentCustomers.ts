import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment provider's customer of an account moves from users (auth's table) to billing's own
 * payment_customers, keeping every id already made.
 */
export class PaymentCustomers1795906206021 implements MigrationInterface {
  name = 'PaymentCustomers1795906206021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_customers" ("user_id" uuid NOT NULL, "customer_id" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8a1a136d64f734faad02af18886" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "payment_customers" ("user_id", "customer_id") SELECT "id", "stripe_customer_id" FROM "users" WHERE "stripe_customer_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "stripe_customer_id"`);
    await queryRunner.query(
      `ALTER TABLE "payment_customers" ADD CONSTRAINT "FK_8a1a136d64f734faad02af18886" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_customers" DROP CONSTRAINT "FK_8a1a136d64f734faad02af18886"`);
    await queryRunner.query(`ALTER TABLE "users" ADD "stripe_customer_id" character varying(255)`);
    await queryRunner.query(
      `UPDATE "users" SET "stripe_customer_id" = "payment_customers"."customer_id" FROM "payment_customers" WHERE "payment_customers"."user_id" = "users"."id"`,
    );
    await queryRunner.query(`DROP TABLE "payment_customers"`);
  }
}
