import { MigrationInterface, QueryRunner } from 'typeorm';
import { toE164 } from '../common/phone-numbers';

/**
 * Phone numbers are stored in E.164 (common/phone-numbers.ts): the earlier ones, stored as typed, are written
 * so. An account's number was checked as a US number unless it had a country code, so it is read that way; a
 * lead's was not checked, so it is read as one of the lead's country, else as a US number. A number neither
 * reading makes valid is kept as it is (nothing is lost); such numbers get no texts, as before.
 */
export class NormalisedPhoneNumbers1795994789469 implements MigrationInterface {
  name = 'NormalisedPhoneNumbers1795994789469';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await normalise(queryRunner, 'users', (phone) => toE164(phone));
    for (const table of ['consultations', 'service_inquiries', 'general_questions']) {
      await normalise(queryRunner, table, (phone, country) => toE164(phone, country) ?? toE164(phone));
    }
  }

  /** The numbers as typed are not kept: E.164 is a valid way to write each of them. */
  public async down(): Promise<void> {}
}

async function normalise(
  queryRunner: QueryRunner,
  table: string,
  e164Of: (phone: string, country: string | null) => string | null,
): Promise<void> {
  const rows: { id: string; phone: string; country: string | null }[] = await queryRunner.query(
    `SELECT "id", "phone", "country" FROM "${table}" WHERE "phone" IS NOT NULL`,
  );
  const changed = rows
    .map((row) => ({ id: row.id, e164: e164Of(row.phone, row.country) }))
    .filter((row, index) => row.e164 !== null && row.e164 !== rows[index].phone);
  if (changed.length === 0) return;
  await queryRunner.query(
    `UPDATE "${table}" SET "phone" = known.e164
     FROM unnest($1::uuid[], $2::text[]) AS known(id, e164) WHERE "${table}"."id" = known.id`,
    [changed.map((row) => row.id), changed.map((row) => row.e164)],
  );
}
