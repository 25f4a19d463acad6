import { Browser, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { Clock } from '../../../common/clock';
import { UserEntity } from '../../auth';
import { OutboxMessageEntity, type EmailPayload } from '../../notifications';
import { EXPIRY_REMINDER_DAYS } from '../billing.constants';
import { AccountCreditEntity } from '../entities/account-credit.entity';
import { CreditExpiry } from './credit-expiry';

const DAY_MS = 24 * 3_600_000;
/** 02:00 UTC on 1 June 2031 is still 31 May in New York (EDT, UTC-4): the date the client reads. */
const EXPIRES = new Date('2031-06-01T02:00:00Z');
const REMINDER_DUE = new Date(EXPIRES.getTime() - EXPIRY_REMINDER_DAYS * DAY_MS);

describe('billing: account credits expire by schedule, with one reminder 14 days before (docs/modules/billing.md#credit-expiry)', () => {
  let app: TestApp;
  let job: CreditExpiry;
  let ana: Browser;
  const ids: Record<string, string> = {};
  const clock = { current: new Date('2031-04-01T15:00:00Z'), now: () => new Date(clock.current) };

  const credits = () => app.dataSource.getRepository(AccountCreditEntity);
  const credit = (email: string, amountCents: number, status: AccountCreditEntity['status'], expiresAt = EXPIRES) =>
    credits().save(credits().create({ userId: ids[email], amountCents, status, expiresAt, source: 'referral' }));
  /** The expiry reminders queued to `email`, as the outbox holds them. */
  const reminders = async (email: string) =>
    (
      await app.dataSource.getRepository(OutboxMessageEntity).find({
        where: { template: 'billing.credit-expiry-reminder', recipient: email },
        order: { createdAt: 'ASC' },
      })
    ).map((message) => message.payload as EmailPayload);
  /** A scheduled tick at `instant`, run twice at once (as two replicas would) and once more. */
  const tick = async (instant: Date) => {
    clock.current = instant;
    await Promise.all([job.run(), job.run()]);
    await job.run();
  };
  const available = async () =>
    (await ana.get('/api/portal/billing/credits').expect(200)).body as {
      totalAvailableCents: number;
      items: { amountCents: number; expiresAt: string | null }[];
    };

  beforeAll(async () => {
    app = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000' },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    job = app.app.get(CreditExpiry);
    ana = await signUpVerified(app, 'ana@example.com', 'Ana');
    for (const [email, name] of [
      ['ben@example.com', 'Ben'],
      ['cara@example.com', 'Cara'],
    ]) {
      await signUpVerified(app, email, name);
    }
    for (const email of ['ana@example.com', 'ben@example.com', 'cara@example.com']) {
      ids[email] = (await app.dataSource.getRepository(UserEntity).findOneByOrFail({ email })).id;
    }
  }, 90_000);
  afterAll(() => app.close());

  it('e-mails the client once, 14 days before, with the amount, the New York date and the billing page; not for spent or revoked credits', async () => {
    await credit('ana@example.com', 10000, 'available');
    await credit('ana@example.com', 2500, 'applied');
    await credit('cara@example.com', 5000, 'applied');
    await credit('cara@example.com', 7000, 'revoked');
    // Ben's expires later: his reminder comes later.
    await credit('ben@example.com', 3000, 'available', new Date(EXPIRES.getTime() + 10 * DAY_MS));

    await tick(new Date(REMINDER_DUE.getTime() - 60_000));
    expect(await reminders('ana@example.com')).toEqual([]);

    await tick(new Date(REMINDER_DUE.getTime() + 60_000));
    await tick(new Date(REMINDER_DUE.getTime() + 2 * DAY_MS));
    const [mail, ...more] = await reminders('ana@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your $100.00 account credit expires on May 31, 2031');
    expect(mail.text).toContain('$100.00 of credit on your account expires on May 31, 2031.');
    expect(mail.text).toContain('http://localhost:3000/portal/billing');
    expect(mail.text).not.toContain('$25.00');
    expect(await reminders('cara@example.com')).toEqual([]);
    expect(await reminders('ben@example.com')).toEqual([]);
    expect(
      (await credits().findOneByOrFail({ userId: ids['ana@example.com'], status: 'available' })).expiryRemindedAt,
    ).not.toBeNull();
  });

  it('claims a reminder with a conditional update: two runs at once queue one e-mail', async () => {
    const now = new Date(EXPIRES.getTime() + 10 * DAY_MS - EXPIRY_REMINDER_DAYS * DAY_MS + 60_000);
    clock.current = now;
    const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
    const remindOne = (job as unknown as { remindOne(u: string, n: Date, t: Date): Promise<boolean> }).remindOne.bind(
      job,
    );
    const outcomes = await Promise.all([
      remindOne(ids['ben@example.com'], now, until),
      remindOne(ids['ben@example.com'], now, until),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    await tick(now);
    const mails = await reminders('ben@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Your $30.00 account credit expires on June 10, 2031']);
  });

  it('marks a credit expired once its date passed, and what the client can spend drops', async () => {
    clock.current = new Date(EXPIRES.getTime() - 60_000);
    expect((await available()).totalAvailableCents).toBe(10000);

    await tick(new Date(EXPIRES.getTime() + 60_000));
    expect(await available()).toMatchObject({ totalAvailableCents: 0, items: [] });
    const anas = await credits().findBy({ userId: ids['ana@example.com'] });
    expect(anas.map((row) => [row.amountCents, row.status]).sort()).toEqual([
      [10000, 'expired'],
      [2500, 'applied'],
    ]);
    // Ben's is still ahead: untouched.
    expect(await credits().findOneByOrFail({ userId: ids['ben@example.com'] })).toMatchObject({ status: 'available' });
    // An expired credit is never reminded about again.
    expect(await reminders('ana@example.com')).toHaveLength(1);
  });
});
