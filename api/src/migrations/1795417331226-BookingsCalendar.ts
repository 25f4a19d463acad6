import { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingsCalendar1795417331226 implements MigrationInterface {
  name = 'BookingsCalendar1795417331226';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blocked_days" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "date" date NOT NULL, "reason" character varying(255), "created_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_4ff2c0d7468646139bc98920843" UNIQUE ("date"), CONSTRAINT "PK_5631927b6cd54f0219a0e21173b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "calendar_holds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slot_start" TIMESTAMP WITH TIME ZONE NOT NULL, "slot_end" TIMESTAMP WITH TIME ZONE NOT NULL, "consultation_id" uuid, "service_inquiry_id" uuid, "released_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_calendar_holds_one_booking" CHECK (("consultation_id" IS NULL) <> ("service_inquiry_id" IS NULL)), CONSTRAINT "PK_169e2fbe13fba7a1118d3aadabd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_02b45115d0852b24afdfa12a4e" ON "calendar_holds"  ("consultation_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_c6c9b1ccd1c3c7a3f14d3ef0ea" ON "calendar_holds"  ("service_inquiry_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_calendar_holds_active_slot" ON "calendar_holds"  ("slot_start") WHERE "released_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocked_days" ADD CONSTRAINT "FK_1577a3a766b622d8c427e79b5c9" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_holds" ADD CONSTRAINT "FK_02b45115d0852b24afdfa12a4e7" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_holds" ADD CONSTRAINT "FK_c6c9b1ccd1c3c7a3f14d3ef0eaa" FOREIGN KEY ("service_inquiry_id") REFERENCES "service_inquiries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_holds" DROP CONSTRAINT "FK_c6c9b1ccd1c3c7a3f14d3ef0eaa"`);
    await queryRunner.query(`ALTER TABLE "calendar_holds" DROP CONSTRAINT "FK_02b45115d0852b24afdfa12a4e7"`);
    await queryRunner.query(`ALTER TABLE "blocked_days" DROP CONSTRAINT "FK_1577a3a766b622d8c427e79b5c9"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_calendar_holds_active_slot"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6c9b1ccd1c3c7a3f14d3ef0ea"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_02b45115d0852b24afdfa12a4e"`);
    await queryRunner.query(`DROP TABLE "calendar_holds"`);
    await queryRunner.query(`DROP TABLE "blocked_days"`);
  }
}
