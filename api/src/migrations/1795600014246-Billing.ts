import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795600014246 implements MigrationInterface {
  name = 'Billing1795600014246';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_4ef16b48a06aa26a4e74102cc1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d2bdb28b053239337a5fd14729"`);
    await queryRunner.query(
      `CREATE TABLE "invoice_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "method" character varying(20) NOT NULL, "provider" character varying(20), "status" character varying(20) NOT NULL DEFAULT 'pending', "amount_cents" integer NOT NULL, "credits_cents" integer NOT NULL DEFAULT '0', "refunded_cents" integer NOT NULL DEFAULT '0', "checkout_session_id" character varying(255), "checkout_url" text, "expires_at" TIMESTAMP WITH TIME ZONE, "payment_intent_id" character varying(255), "charge_id" character varying(255), "receipt_url" text, "failure_message" text, "note" text, "recorded_by_user_id" uuid, "succeeded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_dd1473e8c97d6f1616783f4190" CHECK ("refunded_cents" <= "amount_cents" + "credits_cents"), CONSTRAINT "CHK_38abf9652da81fcf49bdaca4a1" CHECK ("amount_cents" >= 0 AND "credits_cents" >= 0 AND "refunded_cents" >= 0), CONSTRAINT "PK_e19c9ebfa432289f510de7b4e99" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_656b2399bb072aca2f625b8507" ON "invoice_payments"  ("checkout_session_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bc4fe8478fe36200912680acb8" ON "invoice_payments"  ("payment_intent_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e9d15391f581f7c4d817e644f0" ON "invoice_payments"  ("charge_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_4ccc1502cd8fc743c3abb42ac0" ON "invoice_payments"  ("invoice_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_invoice_payments_open_checkout" ON "invoice_payments"  ("invoice_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "kind" character varying(50) NOT NULL, "actor" character varying(20) NOT NULL, "actor_user_id" uuid, "amount_cents" integer, "note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a42e9c3b2513d1e6c2db08ad914" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e71858dd55e8664de371de9e48" ON "invoice_events"  ("invoice_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_number_sequences" ("year" integer NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "PK_b072b00f2841334bf4971c30be6" PRIMARY KEY ("year"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "provider_refund_id" character varying(255), "reason" text, "created_by_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_01554088f304068f0926fa5a32" CHECK ("amount_cents" > 0), CONSTRAINT "PK_70b5e087580392d7cd530a7951b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bfdf333a44ccf096edee83bbc7" ON "invoice_refunds"  ("payment_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0107d85b696315555977ef8b52" ON "invoice_refunds"  ("provider_refund_id") `,
    );
    // Invoices stored before this change get a random pay-link id and their items' total under its new name.
    await queryRunner.query(`ALTER TABLE "invoices" ADD "public_id" character varying(32)`);
    await queryRunner.query(`UPDATE "invoices" SET "public_id" = replace(gen_random_uuid()::text, '-', '')`);
    await queryRunner.query(`ALTER TABLE "invoices" ALTER COLUMN "public_id" SET NOT NULL`);
    await queryRunner.query(
      `UPDATE "invoices" SET "items" = (
         SELECT coalesce(jsonb_agg((item - 'amountCents') || jsonb_build_object('lineTotalCents', item -> 'amountCents')), '[]')
         FROM jsonb_array_elements("items") AS item)
       WHERE jsonb_typeof("items") = 'array' AND "items" @? '$[*].amountCents'`,
    );
    await queryRunner.query(`ALTER TABLE "invoices" ADD "credits_applied_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "paid_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "refunded_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD "issued_pdf_sha256" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "account_credits" ADD "payment_id" uuid`);
    await queryRunner.query(`ALTER TABLE "account_credits" ADD "split_from_id" uuid`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_70492ab6d925aa3ae4c3d6695c" ON "invoices"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a614fc0ddc610610d2efd3269" ON "invoices"  ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_55e54a7a70ae03733df93cd007" ON "account_credits"  ("payment_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_f484c1462b1c87d09407ecda59" ON "account_credits"  ("user_id", "status", "expires_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reminder_jobs_live" ON "reminder_jobs"  ("invoice_id", "template_key") WHERE "is_cancelled" = false`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_abd07ebcbea890315181aad713" CHECK ("refunded_cents" <= "paid_cents" + "credits_applied_cents")`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_7afe395d18e03d6c1ae86a6ace" CHECK ("credits_applied_cents" >= 0 AND "paid_cents" >= 0 AND "refunded_cents" >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "CHK_4b7de6734cb32c82ed550202e3" CHECK ("amount_cents" > 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_dunning_logs" ADD CONSTRAINT "UQ_ea96b02505047bb8db8b592c52e" UNIQUE ("invoice_id", "stage")`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_9345cb0e7ebb8bb5588e204b1c4" FOREIGN KEY ("recorded_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "FK_55e54a7a70ae03733df93cd007d" FOREIGN KEY ("payment_id") REFERENCES "invoice_payments"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_events" ADD CONSTRAINT "FK_80889698a7725b90dce4565a356" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_events" ADD CONSTRAINT "FK_372b30517647888a78507aedd50" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_refunds" ADD CONSTRAINT "FK_bfdf333a44ccf096edee83bbc78" FOREIGN KEY ("payment_id") REFERENCES "invoice_payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_refunds" ADD CONSTRAINT "FK_e03469ba64ab7814806d8db4cb2" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP CONSTRAINT "FK_e03469ba64ab7814806d8db4cb2"`);
    await queryRunner.query(`ALTER TABLE "invoice_refunds" DROP CONSTRAINT "FK_bfdf333a44ccf096edee83bbc78"`);
    await queryRunner.query(`ALTER TABLE "invoice_events" DROP CONSTRAINT "FK_372b30517647888a78507aedd50"`);
    await queryRunner.query(`ALTER TABLE "invoice_events" DROP CONSTRAINT "FK_80889698a7725b90dce4565a356"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "FK_55e54a7a70ae03733df93cd007d"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_9345cb0e7ebb8bb5588e204b1c4"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6"`);
    await queryRunner.query(`ALTER TABLE "invoice_dunning_logs" DROP CONSTRAINT "UQ_ea96b02505047bb8db8b592c52e"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "CHK_4b7de6734cb32c82ed550202e3"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_7afe395d18e03d6c1ae86a6ace"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_abd07ebcbea890315181aad713"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reminder_jobs_live"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f484c1462b1c87d09407ecda59"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_55e54a7a70ae03733df93cd007"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1a614fc0ddc610610d2efd3269"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_70492ab6d925aa3ae4c3d6695c"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP COLUMN "split_from_id"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP COLUMN "payment_id"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "issued_pdf_sha256"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "cancelled_at"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "refunded_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "paid_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "credits_applied_cents"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "public_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0107d85b696315555977ef8b52"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bfdf333a44ccf096edee83bbc7"`);
    await queryRunner.query(`DROP TABLE "invoice_refunds"`);
    await queryRunner.query(`DROP TABLE "invoice_number_sequences"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e71858dd55e8664de371de9e48"`);
    await queryRunner.query(`DROP TABLE "invoice_events"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_invoice_payments_open_checkout"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4ccc1502cd8fc743c3abb42ac0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9d15391f581f7c4d817e644f0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bc4fe8478fe36200912680acb8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_656b2399bb072aca2f625b8507"`);
    await queryRunner.query(`DROP TABLE "invoice_payments"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d2bdb28b053239337a5fd14729" ON "reminder_jobs" USING btree ("invoice_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4ef16b48a06aa26a4e74102cc1" ON "invoice_dunning_logs" USING btree ("invoice_id") `,
    );
  }
}
