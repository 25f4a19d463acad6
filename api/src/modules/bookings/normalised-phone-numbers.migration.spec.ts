import { signUpVerified } from '../../../test/auth-helpers';
import { withBotCheck } from '../../../test/bot-check';
import { createTestApp, TestApp } from '../../../test/test-app';
import { NormalisedPhoneNumbers1795994789469 } from '../../migrations/1795994789469-NormalisedPhoneNumbers';
import { BUSINESS_STAGES, OFFERED_SERVICES } from './bookings.constants';

/**
 * The NormalisedPhoneNumbers migration on numbers stored as typed before it (its spec lives here: the
 * migrations folder is loaded as migrations).
 */
describe('the NormalisedPhoneNumbers migration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { LEAD_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => app.close());

  const question = async (country: string) => {
    const body = await withBotCheck(app.http, {
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee@example.com',
      country,
      serviceQuestion: 'General Business Consulting',
      message: 'Can a non-resident open a US bank account?',
    });
    return (await app.http.post('/api/general-question').send(body).expect(201)).body.id as string;
  };
  const consultation = async () => {
    const body = await withBotCheck(app.http, {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      country: 'United States',
      businessType: BUSINESS_STAGES[1],
      servicesInterested: [OFFERED_SERVICES[0]],
      budget: '$3,000 - $5,000 USD',
      message: 'I want to open an LLC.',
    });
    return (await app.http.post('/api/consultations').send(body).expect(201)).body.id as string;
  };
  const phoneOf = async (table: string, id: string) =>
    ((await app.dataSource.query(`SELECT phone FROM "${table}" WHERE id = $1`, [id])) as { phone: string | null }[])[0]
      .phone;

  it('writes every number it can read in E.164 and leaves the others as they were', async () => {
    // Rows as they were stored before: as typed.
    const rows: [table: string, id: string, typed: string | null, expected: string | null][] = [
      ['general_questions', await question('United Kingdom'), '07911 123456', '+447911123456'],
      ['general_questions', await question('United Kingdom'), '(404) 555-0134', '+14045550134'],
      ['general_questions', await question('Nigeria'), '+234 803 123 4567', '+2348031234567'],
      ['general_questions', await question('Canada'), 'call me after 5', 'call me after 5'],
      ['general_questions', await question('Canada'), null, null],
      ['consultations', await consultation(), '404.555.0177', '+14045550177'],
    ];
    const client = await signUpVerified(app, 'migrated@example.com');
    const { id: userId } = (await client.get('/api/auth/user').expect(200)).body as { id: string };
    rows.push(['users', userId, '+1 (404) 555-0199', '+14045550199']);
    for (const [table, id, typed] of rows) {
      await app.dataSource.query(`UPDATE "${table}" SET phone = $2 WHERE id = $1`, [id, typed]);
    }

    const runner = app.dataSource.createQueryRunner();
    await new NormalisedPhoneNumbers1795994789469().up(runner);
    await runner.release();

    for (const [table, id, , expected] of rows) expect([table, await phoneOf(table, id)]).toEqual([table, expected]);
  });
});
