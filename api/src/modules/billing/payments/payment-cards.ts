import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * The cards that paid, as the provider's fingerprints on succeeded payments (invoice_payments.card_fingerprint:
 * one card number, one value); read by referrals to tell one person's accounts apart
 * (docs/modules/billing.md#card-fingerprints).
 */
@Injectable()
export class PaymentCards {
  /**
   * The other accounts whose succeeded payments used a card that one of `userId`'s succeeded payments used (an
   * invoice belongs to the account in its user_id), in the caller's transaction. One query on the fingerprint
   * and invoice indexes; empty when the user never paid by card.
   */
  async usersSharingACardWith(manager: EntityManager, userId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query(
      `SELECT DISTINCT theirs_invoice.user_id
         FROM invoices mine_invoice
         JOIN invoice_payments mine ON mine.invoice_id = mine_invoice.id
         JOIN invoice_payments theirs ON theirs.card_fingerprint = mine.card_fingerprint
         JOIN invoices theirs_invoice ON theirs_invoice.id = theirs.invoice_id
        WHERE mine_invoice.user_id = $1
          AND mine.status = 'succeeded' AND mine.card_fingerprint IS NOT NULL
          AND theirs.status = 'succeeded'
          AND theirs_invoice.user_id IS NOT NULL AND theirs_invoice.user_id <> $1`,
      [userId],
    );
    return rows.map((row) => row.user_id).sort();
  }
}
