import request from 'supertest';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { UserEntity } from '../auth';
import { AccountCreditEntity } from '../billing';
import { ReferralConversionEntity } from './entities/referral-conversion.entity';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;
/** Test card numbers (the simulated checkout's page takes any number a card could have). */
const CARDS = {
  anas: '4242 4242 4242 4242',
  friends: '5555 5555 5555 4444',
  another: '4000 0566 5566 5556',
  zeds: '3782 822463 10005',
};

/** The card fingerprint fraud rule (docs/modules/referrals.md#fraud-rules), paying through the simulated checkout. */
describe('referrals: a referred client who paid with the same card as the referrer or an earlier referred person earns nothing', () => {
  let app: TestApp;
  let staff: Browser;
  let anaId: string;
  let anaCode: string;
  let people = 0;

  beforeAll(async () => {
    app = await createTestApp({
      env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000', CHECKOUT_RATE_LIMIT_PER_IP: '1000' },
    });
    staff = await signInStaff(app, STAFF);
    const ana = await signUpVerified(app, 'ana.lopez@example.com', 'Ana');
    anaId = (await ana.get('/api/auth/user').expect(200)).body.id;
    anaCode = (await ana.get('/api/portal/referrals/me').expect(200)).body.code;
  }, 90_000);
  afterAll(() => app.close());

  /** A new client (another e-mail, no phone) who signed up with `code`, or with none. */
  const client = async (code: string | null) => {
    const agent = await signUpVerified(app, `person${++people}@example.com`, 'Friend');
    const id = (await agent.get('/api/auth/user').expect(200)).body.id as string;
    if (code) await app.dataSource.getRepository(UserEntity).update(id, { referredByCode: code });
    return id;
  };
  /** Staff invoice `userId`, who pays all of it on the simulated checkout with `card`. */
  const paysByCard = async (userId: string, card: string) => {
    const { body: invoice } = await staff
      .post('/api/admin/invoices')
      .send({
        userId,
        dueDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        items: [{ title: 'LLC formation', quantity: 100, unitPriceCents: 50000 }],
        send: true,
      })
      .expect(201);
    const { body: checkout } = await app.http
      .post(`/api/pay-invoice/${invoice.publicId}/checkout`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    const page = await request(app.app.getHttpServer()).get(new URL(checkout.checkoutUrl).pathname).expect(200);
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    );
    await request(app.app.getHttpServer())
      .post('/api/billing/simulated-checkout')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send({ ...fields, action: 'pay', cardNumber: card })
      .expect(303);
    await app.queueIdle(QUEUES.events);
    await app.queueIdle(QUEUES.outbox);
  };
  const conversionOf = (referredUserId: string) =>
    app.dataSource.getRepository(ReferralConversionEntity).findOneByOrFail({ referredUserId });
  const anasCredits = () =>
    app.dataSource.getRepository(AccountCreditEntity).countBy({ userId: anaId, source: 'referral' });

  it("rejects a referred client who paid with the referrer's own card", async () => {
    await paysByCard(anaId, CARDS.anas);
    const friend = await client(anaCode);
    await paysByCard(friend, CARDS.anas);
    expect(await conversionOf(friend)).toMatchObject({ status: 'rejected', rejectedReason: 'same_person' });
    expect(await anasCredits()).toBe(0);
  });

  it('awards a card of their own, then rejects another account paying with the card of a person the code already earned for', async () => {
    const first = await client(anaCode);
    await paysByCard(first, CARDS.friends);
    expect(await conversionOf(first)).toMatchObject({ status: 'awarded', creditCents: 10000 });

    const again = await client(anaCode);
    await paysByCard(again, CARDS.friends);
    expect(await conversionOf(again)).toMatchObject({ status: 'rejected', rejectedReason: 'same_person' });
    expect(await anasCredits()).toBe(1);
  });

  it("does not hold a card shared with someone outside the code's people against the referred client", async () => {
    // Zed, no one's referral, paid with the card the next friend uses: not the referrer, not an earlier referral.
    await paysByCard(await client(null), CARDS.zeds);
    const friend = await client(anaCode);
    await paysByCard(friend, CARDS.zeds);
    expect(await conversionOf(friend)).toMatchObject({ status: 'awarded' });

    const other = await client(anaCode);
    await paysByCard(other, CARDS.another);
    expect(await conversionOf(other)).toMatchObject({ status: 'awarded' });
    expect(await anasCredits()).toBe(3);
  });
});
