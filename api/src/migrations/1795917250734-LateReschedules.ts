import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One late reschedule per chain: a booking is moved at most once (rescheduled_from_id unique), and a booking
 * made by a reschedule less than 24 hours before the time it replaced says so (late_reschedule), known for the
 * reschedules made before from when the new booking was stored.
 */
export class LateReschedules1795917250734 implements MigrationInterface {
  name = 'LateReschedules1795917250734';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_1813c4934d4ef842dbabcbad45"`);
    await queryRunner.query(`ALTER TABLE "consultations" ADD "late_reschedule" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "consultations" AS "moved" SET "late_reschedule" = true FROM "consultations" AS "old" WHERE "moved"."rescheduled_from_id" = "old"."id" AND "old"."scheduled_at" - "moved"."created_at" <= interval '24 hours'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1813c4934d4ef842dbabcbad45" ON "consultations"  ("rescheduled_from_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_1813c4934d4ef842dbabcbad45"`);
    await queryRunner.query(`ALTER TABLE "consultations" DROP COLUMN "late_reschedule"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_1813c4934d4ef842dbabcbad45" ON "consultations" USING btree ("rescheduled_from_id") `,
    );
  }
}
