import { Column, Index } from 'typeorm';

/**
 * Who sent a lead: the contact columns consultations, service inquiries and general questions share,
 * embedded without a prefix so each table keeps its plain first_name, last_name, email, phone, country.
 */
export class ContactColumns {
  @Column({ length: 100 })
  firstName: string;

  @Column({ length: 100 })
  lastName: string;

  @Index()
  @Column({ length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ length: 100 })
  country: string;

  /** The stored contact of a form's fields (no phone: null). */
  static of(fields: Omit<ContactColumns, 'phone'> & { phone?: string | null }): ContactColumns {
    const { firstName, lastName, email, phone, country } = fields;
    return { firstName, lastName, email, phone: phone ?? null, country };
  }
}
