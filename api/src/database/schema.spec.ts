import { createTestApp, TestApp } from '../../test/test-app';
import { pendingSchemaChanges } from './migrate';

/** The tables of the product's data model (each page of docs/modules lists its module's). */
const MODEL_TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'consultations',
  'service_inquiries',
  'general_questions',
  'questionnaire_responses',
  'services',
  'testimonials',
  'portfolio',
  'blog',
  'projects',
  'project_steps',
  'project_documents',
  'project_messages',
  'project_notes',
  'onboarding_tasks',
  'onboarding_events',
  'invoices',
  'invoice_dunning_logs',
  'reminder_jobs',
  'drip_logs',
  'referrals',
  'referral_visits',
  'referral_conversions',
  'account_credits',
  'sms_logs',
  'sms_optout_events',
  'pages',
  'page_sections',
  'proposals',
  'proposal_items',
  'proposal_signers',
  'proposal_events',
  'newsletter_subscribers',
  'email_unsubscribes',
];

/** The tables that delivery, locks, histories, second factors and the visit counts add beside them. */
const OWN_TABLES = [
  'outbox_messages',
  'calendar_holds',
  'blocked_days',
  'reopened_days',
  'booking_status_changes',
  'consultation_reminders',
  'question_replies',
  'mail_quotas',
  'webhook_events',
  'sign_in_failures',
  'totp_authenticators',
  'passkeys',
  'recovery_codes',
  'used_bot_challenges',
  'invoice_events',
  'invoice_number_sequences',
  'invoice_payments',
  'invoice_refunds',
  'payment_customers',
  'domain_events',
  'domain_event_handlings',
  'referral_events',
  'site_visits',
];

describe('the migrated schema', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const columns = async (table: string) =>
    (
      await app.dataSource.query(
        `SELECT column_name, data_type, character_maximum_length AS length, column_default AS "default", is_nullable
           FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      )
    ).reduce(
      (all: Record<string, unknown>, column: { column_name: string }) => ({ ...all, [column.column_name]: column }),
      {},
    );

  it('has every table of the data model, and nothing but them, those beside them and the migrations log', async () => {
    const rows: { table_name: string }[] = await app.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual([...MODEL_TABLES, ...OWN_TABLES, 'migrations'].sort());
  });

  it('matches the entities: no migration is missing', async () => {
    const { up } = await pendingSchemaChanges(app.dataSource);
    expect(up.map((query) => query.query)).toEqual([]);
  });

  it('keeps the sessions table in connect-pg-simple’s shape', async () => {
    expect(await columns('sessions')).toMatchObject({
      sid: { data_type: 'character varying', is_nullable: 'NO' },
      sess: { data_type: 'json', is_nullable: 'NO' },
      expire: { data_type: 'timestamp without time zone', is_nullable: 'NO' },
    });
  });

  it('stores money as integer cents with a currency, and snake_case columns with their documented defaults', async () => {
    expect(await columns('invoices')).toMatchObject({
      amount_cents: { data_type: 'integer' },
      currency: { data_type: 'character varying', default: "'USD'::character varying" },
      invoice_number: { length: 100 },
      status: { length: 50, default: "'draft'::character varying" },
    });
    expect(await columns('users')).toMatchObject({
      role: { length: 50, default: "'customer'::character varying" },
      timezone: { length: 64 },
      email_verified: { default: 'false' },
    });
    expect(await columns('proposal_items')).toMatchObject({ qty: { default: '100' } });
  });

  it.each([
    ['users', { email: 'a@example.com' }, { email: 'a@example.com' }],
    ['blog', { title: 'A', slug: 'same' }, { title: 'B', slug: 'same' }],
    [
      'drip_logs',
      { kind: 'welcome', entity_type: 'user', entity_id: '1' },
      { kind: 'welcome', entity_type: 'user', entity_id: '1' },
    ],
  ])('refuses a duplicate in %s (unique in the database)', async (table, first, second) => {
    const insert = (values: Record<string, string>) =>
      app.dataSource.query(
        `INSERT INTO "${table}" (${Object.keys(values).join(', ')}) VALUES (${Object.keys(values)
          .map((_, i) => `$${i + 1}`)
          .join(', ')})`,
        Object.values(values),
      );
    await insert(first);
    await expect(insert(second)).rejects.toMatchObject({ code: '23505' });
  });
});
