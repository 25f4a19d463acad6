import { MigrationInterface, QueryRunner } from 'typeorm';

export class Outbox1795407296955 implements MigrationInterface {
  name = 'Outbox1795407296955';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "channel" character varying(10) NOT NULL, "category" character varying(20) NOT NULL, "template" character varying(100) NOT NULL, "recipient" character varying(320) NOT NULL, "user_id" uuid, "payload" jsonb NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "provider_message_id" character varying(255), "available_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, "locked_until" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0171348f527c64b137e4d4f5b66" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_34b72b75a328c404985df37754" ON "outbox_messages"  ("template") `);
    await queryRunner.query(`CREATE INDEX "IDX_10a535c241a8c615afc4f4b2df" ON "outbox_messages"  ("recipient") `);
    await queryRunner.query(`CREATE INDEX "IDX_2da2b5a8ebd90e1ad73b785f9e" ON "outbox_messages"  ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_48e0e838cde590d0d04f240d83" ON "outbox_messages"  ("status", "available_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "FK_2da2b5a8ebd90e1ad73b785f9ef" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "FK_2da2b5a8ebd90e1ad73b785f9ef"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_48e0e838cde590d0d04f240d83"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2da2b5a8ebd90e1ad73b785f9e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_10a535c241a8c615afc4f4b2df"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_34b72b75a328c404985df37754"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
  }
}
