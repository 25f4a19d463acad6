import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { INVOICE_NUMBER_PREFIX } from '../billing.constants';

/** "INV-2026-0001": the year and at least four digits. */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;

/**
 * Allocates the next invoice number of a year in the caller's transaction (see InvoiceNumberSequenceEntity):
 * the upsert's row lock makes concurrent creations wait their turn, and a rollback returns the number.
 */
@Injectable()
export class InvoiceNumbers {
  async next(manager: EntityManager, year: number): Promise<string> {
    const [row]: { last_number: number }[] = await manager.query(
      `INSERT INTO invoice_number_sequences (year, last_number) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = invoice_number_sequences.last_number + 1
       RETURNING last_number`,
      [year],
    );
    return formatInvoiceNumber(year, row.last_number);
  }
}
