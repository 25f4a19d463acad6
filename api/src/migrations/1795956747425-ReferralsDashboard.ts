import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReferralsDashboard1795956747425 implements MigrationInterface {
  name = 'ReferralsDashboard1795956747425';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_visits" ("visited_on" date NOT NULL, "visitor_hash" character varying(64) NOT NULL, "landing_path" character varying(255) NOT NULL, CONSTRAINT "PK_cf81cd84cfb7a3978a9dee9ac75" PRIMARY KEY ("visited_on", "visitor_hash"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "referral_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "referral_id" uuid NOT NULL, "kind" character varying(50) NOT NULL, "actor_user_id" uuid, "amount_cents" integer, "reason" text, "conversion_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_850a7d8ea24a8e90aba261d0190" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d79c14b67c301d059b51dc1c42" ON "referral_events"  ("referral_id", "created_at") `,
    );
    // referral_visits had no writer before this release (empty), so its new NOT NULL columns need no default.
    await queryRunner.query(`ALTER TABLE "referral_visits" DROP COLUMN "ip_hash"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" ADD "card_fingerprint" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "account_credits" ADD "expiry_reminded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "account_credits" ADD "reason" text`);
    await queryRunner.query(`ALTER TABLE "account_credits" ADD "created_by_user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "referral_visits" ADD "visitor_hash" character varying(64) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "referral_visits" ADD "visited_on" date NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_057163b3250dae2619dfe9eb9d" ON "invoice_payments"  ("card_fingerprint") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_2f1bbc8009fe4e4437b78f2cc9" ON "invoice_payments"  ("succeeded_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_f782f7e3a66006eb81c9849009" ON "invoice_refunds"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_96ed9a948d4da041c47c6ca5bb" ON "general_questions"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b8300114525dbeec6a7732dddf" ON "consultations"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_ed83e11e02b79390cc26c207d6" ON "service_inquiries"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_5f19f4a18c898af8445e0eda81" ON "proposals"  ("sent_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_cd6c28e51899d8c796ac2e4b5b" ON "referral_visits"  ("referral_code", "visitor_hash", "visited_on") `,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "FK_f999ad799901a4494a28d0f93b1" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_events" ADD CONSTRAINT "FK_f784bd7780f323ff43ff4d9eadb" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_events" ADD CONSTRAINT "FK_5c3ff689363e8deaae1204c049a" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_events" ADD CONSTRAINT "FK_f2aa6670aadf626098ef29ec642" FOREIGN KEY ("conversion_id") REFERENCES "referral_conversions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "referral_events" DROP CONSTRAINT "FK_f2aa6670aadf626098ef29ec642"`);
    await queryRunner.query(`ALTER TABLE "referral_events" DROP CONSTRAINT "FK_5c3ff689363e8deaae1204c049a"`);
    await queryRunner.query(`ALTER TABLE "referral_events" DROP CONSTRAINT "FK_f784bd7780f323ff43ff4d9eadb"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "FK_f999ad799901a4494a28d0f93b1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cd6c28e51899d8c796ac2e4b5b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5f19f4a18c898af8445e0eda81"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ed83e11e02b79390cc26c207d6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b8300114525dbeec6a7732dddf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_96ed9a948d4da041c47c6ca5bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f782f7e3a66006eb81c9849009"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2f1bbc8009fe4e4437b78f2cc9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_057163b3250dae2619dfe9eb9d"`);
    await queryRunner.query(`ALTER TABLE "referral_visits" DROP COLUMN "visited_on"`);
    await queryRunner.query(`ALTER TABLE "referral_visits" DROP COLUMN "visitor_hash"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP COLUMN "created_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP COLUMN "reason"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP COLUMN "expiry_reminded_at"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP COLUMN "card_fingerprint"`);
    await queryRunner.query(`ALTER TABLE "referral_visits" ADD "ip_hash" character varying(64)`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d79c14b67c301d059b51dc1c42"`);
    await queryRunner.query(`DROP TABLE "referral_events"`);
    await queryRunner.query(`DROP TABLE "site_visits"`);
  }
}
