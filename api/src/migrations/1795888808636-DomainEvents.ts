import { MigrationInterface, QueryRunner } from 'typeorm';

export class DomainEvents1795888808636 implements MigrationInterface {
  name = 'DomainEvents1795888808636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "domain_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "payload" jsonb NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "dispatched_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_66e0920a32dda3a89b46ee7a981" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5ce8fc69d7e6e32ee1604dc6ba" ON "domain_events"  ("name") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_7c5037a7d6f1549f8e1e8ada6f" ON "domain_events"  ("status", "dispatched_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "domain_event_handlings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "subscriber" character varying(100) NOT NULL, "handled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_7cdaf1d12b062fb84af20082a0e" UNIQUE ("event_id", "subscriber"), CONSTRAINT "PK_dd5059cb1dad56482a48249bf3f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "domain_event_handlings" ADD CONSTRAINT "FK_d4d6371b3c0f267351db1819173" FOREIGN KEY ("event_id") REFERENCES "domain_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "domain_event_handlings" DROP CONSTRAINT "FK_d4d6371b3c0f267351db1819173"`);
    await queryRunner.query(`DROP TABLE "domain_event_handlings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c5037a7d6f1549f8e1e8ada6f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5ce8fc69d7e6e32ee1604dc6ba"`);
    await queryRunner.query(`DROP TABLE "domain_events"`);
  }
}
