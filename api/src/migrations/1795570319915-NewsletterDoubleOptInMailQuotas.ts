import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterDoubleOptInMailQuotas1795570319915 implements MigrationInterface {
  name = 'NewsletterDoubleOptInMailQuotas1795570319915';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_quotas" ("purpose" character varying(50) NOT NULL, "recipient" character varying(320) NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used" integer NOT NULL, CONSTRAINT "PK_8743149cdd0bb88ffa03926dee6" PRIMARY KEY ("purpose", "recipient"))`,
    );
    // Existing rows keep their state: subscribed before double opt-in stays subscribed.
    await queryRunner.query(
      `ALTER TABLE "newsletter_subscribers" ADD "status" character varying(20) NOT NULL DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `UPDATE "newsletter_subscribers" SET "status" = CASE WHEN "is_active" THEN 'subscribed' ELSE 'unsubscribed' END`,
    );
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "is_active"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD "is_active" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`UPDATE "newsletter_subscribers" SET "is_active" = ("status" = 'subscribed')`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "status"`);
    await queryRunner.query(`DROP TABLE "mail_quotas"`);
  }
}
