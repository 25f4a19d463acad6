import type { EntityManager } from 'typeorm';
import type { PaymentDriver } from '../../../infrastructure/payments/payment-driver';
import { UserEntity } from '../../auth/entities/user.entity';

/**
 * The payment provider's customer of an account (users.stripeCustomerId), created on first use and then reused,
 * safe against concurrent first uses: the driver makes one customer per account, and the conditional update keeps
 * the first id stored. Null when the provider keeps no customers.
 */
export async function ensurePaymentCustomer(
  manager: EntityManager,
  driver: PaymentDriver,
  user: UserEntity,
): Promise<string | null> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const customerId = await driver.createCustomer({ accountId: user.id, email: user.email, name: name || null });
  if (!customerId) return null;
  await manager
    .createQueryBuilder()
    .update(UserEntity)
    .set({ stripeCustomerId: customerId })
    .where('id = :id AND stripe_customer_id IS NULL', { id: user.id })
    .execute();
  const stored = await manager.findOneOrFail(UserEntity, {
    select: { stripeCustomerId: true },
    where: { id: user.id },
  });
  return stored.stripeCustomerId ?? customerId;
}
