import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookEvents1795570809220 implements MigrationInterface {
  name = 'WebhookEvents1795570809220';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(20) NOT NULL, "event_id" character varying(255) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_f7f654109e5cf7f541d8a9b6945" UNIQUE ("provider", "event_id"), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_events"`);
  }
}
