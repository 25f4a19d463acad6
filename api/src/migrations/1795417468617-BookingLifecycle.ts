import { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingLifecycle1795417468617 implements MigrationInterface {
  name = 'BookingLifecycle1795417468617';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_kind" character varying(30) NOT NULL, "booking_id" uuid NOT NULL, "from_status" character varying(50) NOT NULL, "to_status" character varying(50) NOT NULL, "note" text, "changed_by_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_98a388d04269b4caebe375616cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f41a57d71141898a34a0d6f475" ON "booking_status_changes"  ("booking_kind", "booking_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "consultation_reminders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "consultation_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "channel" character varying(10) NOT NULL, "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "outbox_message_id" uuid, "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4cec70ecfab42ea289a3095f231" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_38aba06fa63238c4319a59ac5e" ON "consultation_reminders"  ("outbox_message_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_01c5776e039d9923667bccbb88" ON "consultation_reminders"  ("consultation_id", "kind", "channel") `,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_status_changes" ADD CONSTRAINT "FK_744d152d6a42e54d914ba9d3875" FOREIGN KEY ("changed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consultation_reminders" ADD CONSTRAINT "FK_5b2041f23b55a960147d710c303" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consultation_reminders" ADD CONSTRAINT "FK_38aba06fa63238c4319a59ac5e1" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_messages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consultation_reminders" DROP CONSTRAINT "FK_38aba06fa63238c4319a59ac5e1"`);
    await queryRunner.query(`ALTER TABLE "consultation_reminders" DROP CONSTRAINT "FK_5b2041f23b55a960147d710c303"`);
    await queryRunner.query(`ALTER TABLE "booking_status_changes" DROP CONSTRAINT "FK_744d152d6a42e54d914ba9d3875"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_01c5776e039d9923667bccbb88"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_38aba06fa63238c4319a59ac5e"`);
    await queryRunner.query(`DROP TABLE "consultation_reminders"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f41a57d71141898a34a0d6f475"`);
    await queryRunner.query(`DROP TABLE "booking_status_changes"`);
  }
}
