import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInFailures1795589230379 implements MigrationInterface {
  name = 'SignInFailures1795589230379';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_failures" ("email" character varying(320) NOT NULL, "failures" integer NOT NULL, "last_failure_at" TIMESTAMP WITH TIME ZONE NOT NULL, "next_attempt_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3debe53504498e0659ea2118036" PRIMARY KEY ("email"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_in_failures"`);
  }
}
