import { MigrationInterface, QueryRunner } from 'typeorm';

export class BotChecksAndPendingCaps1795588173433 implements MigrationInterface {
  name = 'BotChecksAndPendingCaps1795588173433';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "used_bot_challenges" ("nonce" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2451096f1622f3a305e0175bb1d" PRIMARY KEY ("nonce"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_895d120f2ae41c67264265c0b3" ON "used_bot_challenges"  ("expires_at") `);
    await queryRunner.query(`ALTER TABLE "consultations" ADD "client_address" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" ADD "client_address" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_e867ff2c10cf79ed1e6042d7ec" ON "consultations"  ("client_address") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_b0e544d980a4a5235a2681ed2c" ON "service_inquiries"  ("client_address") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_b0e544d980a4a5235a2681ed2c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e867ff2c10cf79ed1e6042d7ec"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP COLUMN "client_address"`);
    await queryRunner.query(`ALTER TABLE "consultations" DROP COLUMN "client_address"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_895d120f2ae41c67264265c0b3"`);
    await queryRunner.query(`DROP TABLE "used_bot_challenges"`);
  }
}
