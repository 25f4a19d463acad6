import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** An account's customer at the card-payment provider (Stripe), created on its first checkout and then reused. */
@Entity('payment_customers')
export class PaymentCustomerEntity {
  /** One customer per account: the key, so concurrent first checkouts store one. */
  @PrimaryColumn('uuid')
  @ForeignKey('UserEntity', { onDelete: 'CASCADE' })
  userId: string;

  /** The provider's id, e.g. cus_... */
  @Column({ type: 'varchar', length: 255 })
  customerId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
