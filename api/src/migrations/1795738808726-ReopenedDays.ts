import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReopenedDays1795738808726 implements MigrationInterface {
  name = 'ReopenedDays1795738808726';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reopened_days" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "date" date NOT NULL, "created_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_084fcdb793bd29d08ad294e3937" UNIQUE ("date"), CONSTRAINT "PK_dd7f06716fcc0e40517d7e139bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reopened_days" ADD CONSTRAINT "FK_5143f22232f01e5c7a1fd727aba" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reopened_days" DROP CONSTRAINT "FK_5143f22232f01e5c7a1fd727aba"`);
    await queryRunner.query(`DROP TABLE "reopened_days"`);
  }
}
