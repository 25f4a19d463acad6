import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last invoice number given out per year. Incremented with an upsert in the transaction that inserts the
 * invoice: the row lock serialises concurrent creations and a rollback gives the number back, so numbers are
 * unique and consecutive (INV-2026-0001, -0002, ...).
 */
@Entity('invoice_number_sequences')
export class InvoiceNumberSequenceEntity {
  @PrimaryColumn('integer')
  year: number;

  @Column('integer')
  lastNumber: number;
}
