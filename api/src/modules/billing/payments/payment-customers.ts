import type { EntityManager } from 'typeorm';
import type { PaymentDriver } from '../../../infrastructure/payments/payment-driver';
import type { Person } from '../../auth';
import { PaymentCustomerEntity } from '../entities/payment-customer.entity';

/**
 * The payment provider's customer of an account (payment_customers), created on first use and then reused,
 * safe against concurrent first uses: the driver makes one customer per account, and the account's key keeps
 * the first id stored. Null when the provider keeps no customers.
 */
export async function ensurePaymentCustomer(
  manager: EntityManager,
  driver: PaymentDriver,
  account: Person,
): Promise<string | null> {
  const known = await manager.findOneBy(PaymentCustomerEntity, { userId: account.id });
  if (known) return known.customerId;
  const customerId = await driver.createCustomer({
    accountId: account.id,
    email: account.email,
    name: account.fullName,
  });
  if (!customerId) return null;
  await manager
    .createQueryBuilder()
    .insert()
    .into(PaymentCustomerEntity)
    .values({ userId: account.id, customerId })
    .orIgnore()
    .execute();
  const stored = await manager.findOneByOrFail(PaymentCustomerEntity, { userId: account.id });
  return stored.customerId;
}
