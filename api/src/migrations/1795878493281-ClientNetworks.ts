import { MigrationInterface, QueryRunner } from 'typeorm';
import { clientNetwork } from '../common/client-address';

/**
 * Bookings keep the client address they came from as it was, and are counted by its network
 * (clientNetwork: an IPv6 client by its /64), so the per-client cap and staff's release read an indexed
 * client_network; the earlier rows get theirs from their address.
 */
export class ClientNetworks1795878493281 implements MigrationInterface {
  name = 'ClientNetworks1795878493281';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_e867ff2c10cf79ed1e6042d7ec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b0e544d980a4a5235a2681ed2c"`);
    await queryRunner.query(`ALTER TABLE "consultations" ADD "client_network" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" ADD "client_network" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_4e2f449bf4af5bc0d3374a7ca9" ON "consultations"  ("client_network") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_f9c3a4eb71bf4212ccaaacf2c0" ON "service_inquiries"  ("client_network") `,
    );
    for (const table of ['consultations', 'service_inquiries']) {
      const rows: { address: string }[] = await queryRunner.query(
        `SELECT DISTINCT "client_address" AS address FROM "${table}" WHERE "client_address" IS NOT NULL`,
      );
      const addresses = rows.map((row) => row.address);
      await queryRunner.query(
        `UPDATE "${table}" SET "client_network" = known.network
         FROM unnest($1::text[], $2::text[]) AS known(address, network) WHERE "client_address" = known.address`,
        [addresses, addresses.map(clientNetwork)],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f9c3a4eb71bf4212ccaaacf2c0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4e2f449bf4af5bc0d3374a7ca9"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP COLUMN "client_network"`);
    await queryRunner.query(`ALTER TABLE "consultations" DROP COLUMN "client_network"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b0e544d980a4a5235a2681ed2c" ON "service_inquiries" USING btree ("client_address") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e867ff2c10cf79ed1e6042d7ec" ON "consultations" USING btree ("client_address") `,
    );
  }
}
