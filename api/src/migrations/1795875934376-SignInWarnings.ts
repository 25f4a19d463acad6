import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the owner was last warned that someone is guessing the password; and no unverified account keeps a
 * password from its sign-up any more (the password is stored with the code), so signing in to an address
 * that was never verified is refused like a wrong password.
 */
export class SignInWarnings1795875934376 implements MigrationInterface {
  name = 'SignInWarnings1795875934376';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "sign_in_warned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "users" SET "password" = NULL WHERE NOT "email_verified"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The sign-up passwords are gone for good: the code's verification sets one again.
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sign_in_warned_at"`);
  }
}
