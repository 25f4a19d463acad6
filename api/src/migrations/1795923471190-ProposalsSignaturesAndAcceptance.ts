import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProposalsSignaturesAndAcceptance1795923471190 implements MigrationInterface {
  name = 'ProposalsSignaturesAndAcceptance1795923471190';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_ec457579ff4c457e03a580b75d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_232eb3e13872b9e53bbe78f9cc"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "signature_url"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "esign_provider"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "pdf_url"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "esign_request_id"`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "proposal_id" uuid`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "service" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "activated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposal_items" ADD "tax_rate_basis_points" integer`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "ip" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "user_agent" character varying(500)`);
    await queryRunner.query(
      `ALTER TABLE "proposal_signers" ADD "document_sha256" character varying(64) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "proposal_signers" ALTER COLUMN "document_sha256" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "signature_png" bytea`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "consent_text" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ALTER COLUMN "consent_text" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "intent_text" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ALTER COLUMN "intent_text" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "consultation_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "revises_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "superseded_by_id" uuid`);
    // Rows written before (none are expected: nothing wrote proposals) take their client from their account.
    await queryRunner.query(`ALTER TABLE "proposals" ADD "client_name" character varying(255) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "client_email" character varying(320) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `UPDATE "proposals" p SET "client_email" = u."email", "client_name" = COALESCE(NULLIF(TRIM(CONCAT_WS(' ', u."first_name", u."last_name")), ''), u."email") FROM "users" u WHERE u."id" = p."user_id"`,
    );
    await queryRunner.query(`ALTER TABLE "proposals" ALTER COLUMN "client_name" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "proposals" ALTER COLUMN "client_email" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "service" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "discount_basis_points" integer`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "tax_rate_basis_points" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "deposit_basis_points" integer NOT NULL DEFAULT '5000'`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "deposit_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "balance_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "allow_full_payment" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "payment_terms" text`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "viewed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "accepted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "declined_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "expired_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "decline_reason" text`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "document_sha256" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "payment_choice" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "deposit_invoice_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "balance_invoice_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "sealed_pdf_key" character varying(512)`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "sealed_pdf_sha256" character varying(64)`);
    await queryRunner.query(
      `ALTER TABLE "proposal_events" ADD "actor" character varying(50) NOT NULL DEFAULT 'system'`,
    );
    await queryRunner.query(`ALTER TABLE "proposal_events" ADD "actor_user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "proposal_events" ADD "ip" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "proposal_events" ADD "user_agent" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "proposal_events" ADD "document_sha256" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ALTER COLUMN "signed_at" SET NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e6a176c73caf6ee062069606c2" ON "projects"  ("proposal_id") WHERE proposal_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0ff2f994fbecca1b166dc34f68" ON "proposal_signers"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_ed0f2bea0a6f434e4ff3c5469d" ON "proposal_signers"  ("proposal_id", "role") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8849a7a5f7cebd1f990508ed41" ON "proposals"  ("consultation_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bdbe7927a65199544cca17db76" ON "proposals"  ("revises_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_74022ca1258624e309df60006c" ON "proposals"  ("superseded_by_id") WHERE superseded_by_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_345c14778f741d1b3d145660ba" ON "proposals"  ("client_email") `);
    await queryRunner.query(`CREATE INDEX "IDX_d9aa73c883364a18430cabd13d" ON "proposals"  ("valid_until") `);
    await queryRunner.query(`CREATE INDEX "IDX_26da3c7b5f9057233d6d8e5b87" ON "proposals"  ("deposit_invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_280ce16252fd3d27a0a8bfda3b" ON "proposals"  ("balance_invoice_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_proposal_events_once" ON "proposal_events"  ("proposal_id", "kind") WHERE kind IN ('viewed', 'reminded', 'signed', 'accepted', 'declined', 'expired', 'superseded', 'sealed')`,
    );
    // The deposit of earlier rows by the rule (50% of the total, rounded half up), so the check below holds.
    await queryRunner.query(
      `UPDATE "proposals" SET "deposit_cents" = ("total_cents" * "deposit_basis_points" * 2 + 10000) / 20000, "balance_cents" = "total_cents" - ("total_cents" * "deposit_basis_points" * 2 + 10000) / 20000`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "CHK_0fba1242ed7b60d54835592283" CHECK ("deposit_cents" + "balance_cents" = "total_cents")`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "CHK_ee7f3ae453152d5c71eb3d8f39" CHECK ("total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents")`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_0a35e424ef757b743728745b9df" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposal_signers" ADD CONSTRAINT "FK_0ff2f994fbecca1b166dc34f68e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_8849a7a5f7cebd1f990508ed416" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_bdbe7927a65199544cca17db76b" FOREIGN KEY ("revises_id") REFERENCES "proposals"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_620ebe9896c806364add299dda8" FOREIGN KEY ("superseded_by_id") REFERENCES "proposals"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_26da3c7b5f9057233d6d8e5b87f" FOREIGN KEY ("deposit_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_280ce16252fd3d27a0a8bfda3b5" FOREIGN KEY ("balance_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposal_events" ADD CONSTRAINT "FK_c1f4226d9384b6a425083719c44" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP CONSTRAINT "FK_c1f4226d9384b6a425083719c44"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_280ce16252fd3d27a0a8bfda3b5"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_26da3c7b5f9057233d6d8e5b87f"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_620ebe9896c806364add299dda8"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_bdbe7927a65199544cca17db76b"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_8849a7a5f7cebd1f990508ed416"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP CONSTRAINT "FK_0ff2f994fbecca1b166dc34f68e"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_0a35e424ef757b743728745b9df"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "CHK_ee7f3ae453152d5c71eb3d8f39"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "CHK_0fba1242ed7b60d54835592283"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_proposal_events_once"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_280ce16252fd3d27a0a8bfda3b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_26da3c7b5f9057233d6d8e5b87"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d9aa73c883364a18430cabd13d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_345c14778f741d1b3d145660ba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_74022ca1258624e309df60006c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bdbe7927a65199544cca17db76"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8849a7a5f7cebd1f990508ed41"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ed0f2bea0a6f434e4ff3c5469d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ff2f994fbecca1b166dc34f68"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e6a176c73caf6ee062069606c2"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ALTER COLUMN "signed_at" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "document_sha256"`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "user_agent"`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "ip"`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "actor_user_id"`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "actor"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "sealed_pdf_sha256"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "sealed_pdf_key"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "balance_invoice_id"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "deposit_invoice_id"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "payment_choice"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "document_sha256"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "decline_reason"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "expired_at"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "declined_at"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "accepted_at"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "viewed_at"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "payment_terms"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "allow_full_payment"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "balance_cents"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "deposit_cents"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "deposit_basis_points"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "tax_rate_basis_points"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "discount_basis_points"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "service"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "client_email"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "client_name"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "superseded_by_id"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "revises_id"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP COLUMN "consultation_id"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "intent_text"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "consent_text"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "signature_png"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "document_sha256"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "user_agent"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "ip"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "proposal_items" DROP COLUMN "tax_rate_basis_points"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "activated_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "service"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "proposal_id"`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "esign_request_id" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "pdf_url" text`);
    await queryRunner.query(`ALTER TABLE "proposals" ADD "esign_provider" character varying(50)`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" ADD "signature_url" text`);
    await queryRunner.query(
      `CREATE INDEX "IDX_232eb3e13872b9e53bbe78f9cc" ON "proposals" USING btree ("esign_request_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ec457579ff4c457e03a580b75d" ON "proposal_signers" USING btree ("proposal_id") `,
    );
  }
}
