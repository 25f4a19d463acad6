import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors (issue 35, point 6): authenticator apps (secrets encrypted, the last accepted time step),
 * WebAuthn passkeys (public key, signature counter) and hashed single-use recovery codes.
 */
export class SecondFactors1795878776064 implements MigrationInterface {
  name = 'SecondFactors1795878776064';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "passkeys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "credential_id" character varying(1400) NOT NULL, "public_key" bytea NOT NULL, "counter" bigint NOT NULL DEFAULT '0', "transports" text array NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "backed_up" boolean NOT NULL DEFAULT false, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db928e6fd79e7098911268a74c3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_02227b9a8a34a808e3e23800b0" ON "passkeys"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_81b80835fab9dcadaebc6d168a" ON "passkeys"  ("credential_id") `);
    await queryRunner.query(
      `CREATE TABLE "recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0723b9e53961e799027d7f7ba32" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d07c335ded337e58c4f36f234d" ON "recovery_codes"  ("user_id", "code_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "totp_authenticators" ("user_id" uuid NOT NULL, "encrypted_secret" text NOT NULL, "confirmed_at" TIMESTAMP WITH TIME ZONE, "last_used_step" bigint, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2449500f0da3bbcf7b3eeb2deb8" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "passkeys" ADD CONSTRAINT "FK_02227b9a8a34a808e3e23800b00" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "recovery_codes" ADD CONSTRAINT "FK_fb82b2ac740ca095b617afad031" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "totp_authenticators" ADD CONSTRAINT "FK_2449500f0da3bbcf7b3eeb2deb8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "totp_authenticators" DROP CONSTRAINT "FK_2449500f0da3bbcf7b3eeb2deb8"`);
    await queryRunner.query(`ALTER TABLE "recovery_codes" DROP CONSTRAINT "FK_fb82b2ac740ca095b617afad031"`);
    await queryRunner.query(`ALTER TABLE "passkeys" DROP CONSTRAINT "FK_02227b9a8a34a808e3e23800b00"`);
    await queryRunner.query(`DROP TABLE "totp_authenticators"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d07c335ded337e58c4f36f234d"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_81b80835fab9dcadaebc6d168a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_02227b9a8a34a808e3e23800b0"`);
    await queryRunner.query(`DROP TABLE "passkeys"`);
  }
}
