import { MigrationInterface, QueryRunner } from 'typeorm';

export class Referrals1795950340413 implements MigrationInterface {
  name = 'Referrals1795950340413';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f23553d02832ad08a505cf382b"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" ADD "rejected_reason" character varying(50)`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" ADD "account_credit_id" uuid`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" ADD "credit_cents" integer`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f23553d02832ad08a505cf382b" ON "referrals"  ("referrer_user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_338f64299ca87fa0d28244bcf2" ON "referral_conversions"  ("account_credit_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_conversions" ADD CONSTRAINT "FK_338f64299ca87fa0d28244bcf28" FOREIGN KEY ("account_credit_id") REFERENCES "account_credits"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP CONSTRAINT "FK_338f64299ca87fa0d28244bcf28"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_338f64299ca87fa0d28244bcf2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f23553d02832ad08a505cf382b"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP COLUMN "credit_cents"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP COLUMN "account_credit_id"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP COLUMN "rejected_reason"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f23553d02832ad08a505cf382b" ON "referrals" USING btree ("referrer_user_id") `,
    );
  }
}
