import { MigrationInterface, QueryRunner } from 'typeorm';

/** The lead tables whose status changes the history records, with their lead_type. */
const LEAD_TABLES = [
  ['consultations', 'consultation'],
  ['service_inquiries', 'service_inquiry'],
  ['general_questions', 'general_question'],
] as const;

export class LeadEvents1795417230654 implements MigrationInterface {
  name = 'LeadEvents1795417230654';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "lead_type" character varying(30) NOT NULL, "lead_id" uuid NOT NULL, "kind" character varying(30) NOT NULL, "from_status" character varying(50), "to_status" character varying(50), "message" text, "outbox_message_id" uuid, "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_38013d55900c219b7bb52f90122" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_795deba65518cf6e864ac6d02a" ON "lead_events"  ("lead_type", "lead_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_events" ADD CONSTRAINT "FK_fc71826c2732f7acd6e85ec180d" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_messages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_events" ADD CONSTRAINT "FK_51d6a5b4ec40126fdd35397ed4b" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Every status change goes into the history, whichever code path (or hand-run SQL) makes it.
    await queryRunner.query(`CREATE FUNCTION record_lead_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO lead_events (lead_type, lead_id, kind, from_status, to_status)
        VALUES (TG_ARGV[0], NEW.id, 'status', OLD.status, NEW.status);
        RETURN NEW;
      END $$`);
    for (const [table, leadType] of LEAD_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_status_history AFTER UPDATE OF status ON "${table}" FOR EACH ROW ` +
          `WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION record_lead_status_change('${leadType}')`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of LEAD_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_status_history ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION record_lead_status_change()`);
    await queryRunner.query(`ALTER TABLE "lead_events" DROP CONSTRAINT "FK_51d6a5b4ec40126fdd35397ed4b"`);
    await queryRunner.query(`ALTER TABLE "lead_events" DROP CONSTRAINT "FK_fc71826c2732f7acd6e85ec180d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_795deba65518cf6e864ac6d02a"`);
    await queryRunner.query(`DROP TABLE "lead_events"`);
  }
}
