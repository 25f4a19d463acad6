// Seeds two years of business into a migrated, empty database for the dashboard benchmark (bench/dashboard.mjs,
// issue 40): leads of the three kinds with their staff answers (status changes, question replies), visits of the
// site, invoices with their payments and refunds, proposals, client accounts, and referrals with their visits,
// conversions, credits and timeline. Every table is filled by one set-based statement (generate_series and
// INSERT ... SELECT), so 100,000 leads take seconds, not 100,000 round trips. Ids are derived from a kind and a
// number (md5 cast to uuid), so rows can point at each other without looking them up; random() is seeded, so two
// runs with the same `now` and sizes write the same data.
//
// Usage: import { seedDashboard } from './seed-dashboard.mjs';
//        await seedDashboard(pgClient, { now: new Date(), leads: 100_000, invoices: 20_000, referrals: 5_000 });

/** The lists the forms offer (api/src/modules/bookings/bookings.constants.ts), in the order of how often they come. */
const SERVICES = [
  'Business Formation & Legal Setup',
  'Website & App Development',
  'Digital Marketing',
  'Branding & Identity Design',
  'E-Commerce & Online Store Solutions',
  'Business Systems & Automation',
  'Creator Growth & Business Launch',
  'International Business Services',
];
const QUESTION_TOPICS = [...SERVICES, 'General Business Consulting'];
const BUDGETS = [
  '$3,000 - $5,000 USD',
  '$1,000 - $2,000 USD',
  '$5,000 - $10,000 USD',
  '$10,000 - $20,000 USD',
  '$20,000 - $50,000 USD',
  '$50,000 - $100,000 USD',
  '$100,000+ USD',
];
const STAGES = ['I have a business', "I'm starting soon", "I'm exploring ideas"];
const BUSINESS_TYPES = [
  'Startup/New Business',
  'E-commerce Store',
  'Service-Based Business',
  'Non-Profit Organization',
  'Content Creator/Influencer',
  'Consulting Firm',
  'International Business',
  'Other',
];
const COUNTRIES = ['United States', 'United States', 'United States', 'Canada', 'Nigeria', 'United Kingdom', 'Mexico'];
const FIRST_NAMES = ['Ana', 'Ben', 'Cleo', 'Dora', 'Eve', 'Femi', 'Gus', 'Hana', 'Ivan', 'Jade'];
const LAST_NAMES = ['Lopez', 'Okafor', 'Park', 'Kim', 'Stone', 'Adeyemi', 'Novak', 'Ito', 'Silva'];
const LANDING_PATHS = [
  '/',
  '/',
  '/',
  '/services',
  '/blog',
  '/blog/how-to-form-an-llc',
  '/consultation',
  '/service-inquiry',
  '/quick-question',
  '/about',
  '/contact',
  '/portfolio',
];

/** A SQL array literal of `values` (constants of this file only). */
const array = (values) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
/** One element of `values`, skewed towards the first ones (a power of random()): popular services, small budgets. */
const skewed = (values, power = 1.6) =>
  `(${array(values)})[1 + floor(${values.length} * power(random(), ${power}))::int]`;
const pick = (values) => `(${array(values)})[1 + floor(${values.length} * random())::int]`;
/** A deterministic uuid for row `n` of `kind`. */
const uid = (kind, n) => `md5('${kind}:' || ${n})::uuid`;

export const DEFAULT_SIZES = {
  leads: 100_000,
  invoices: 20_000,
  referrals: 5_000,
  /** Visitors of the site over the two years (one row a visitor a day). */
  siteVisits: 300_000,
  /** Visits of referral links. */
  referralVisits: 60_000,
  /** Client accounts: the first `referrals` refer, the next ones were referred (some converted). */
  users: 12_000,
  /** Referred clients who paid a first invoice (one conversion each). */
  conversions: 3_000,
  days: 730,
};

/** The staff account the benchmark signs in as (and that answered the leads). */
export const STAFF_EMAIL = 'bench-staff@example.test';

/**
 * Fills the database `client` is connected to (migrated, empty), then runs VACUUM (ANALYZE). `now` is the end of the two years.
 * Returns the staff user's id and the seconds each step took.
 */
export async function seedDashboard(client, options = {}) {
  const sizes = { ...DEFAULT_SIZES, ...options };
  const now = (options.now ?? new Date()).toISOString();
  const NOW = `'${now}'::timestamptz`;
  const steps = [];
  const step = async (name, sql) => {
    const began = performance.now();
    const result = await client.query(sql);
    steps.push({ name, seconds: (performance.now() - began) / 1000 });
    options.onStep?.(steps.at(-1));
    return result;
  };
  /** An instant `days` (a SQL expression, 0 = now) before now, growth-weighted: more business lately. */
  const ageDays = `(${sizes.days} * (1 - sqrt(random())))`;

  await client.query('SELECT setseed(0.4242)');
  const {
    rows: [{ id: staffId }],
  } = await step(
    'staff account',
    `INSERT INTO users (email, email_verified, first_name, last_name, role, created_at, updated_at)
     VALUES ('${STAFF_EMAIL}', true, 'Bench', 'Staff', 'admin', ${NOW} - interval '3 years', ${NOW} - interval '3 years')
     RETURNING id`,
  );

  await step(
    'users',
    `INSERT INTO users (id, email, email_verified, first_name, last_name, country, referred_by_code, created_at, updated_at)
     SELECT ${uid('user', 'n')}, format('client%s@example.test', n), true,
            ${pick(FIRST_NAMES)}, ${pick(LAST_NAMES)}, ${pick(COUNTRIES)},
            CASE WHEN n > ${sizes.referrals} AND n <= ${sizes.referrals + sizes.conversions * 1.6}
                 THEN format('R%s', lpad((1 + floor(${sizes.referrals} * power(random(), 3)))::int::text, 7, '0')) END,
            created, created
     FROM (SELECT n, ${NOW} - ${ageDays} * interval '1 day' - interval '30 days' AS created
           FROM generate_series(1, ${sizes.users}) AS n) AS seed`,
  );

  // The leads, in one table first so that their answers can be derived from them. A lead's kind follows its
  // number: 40% consultations, 35% service inquiries, 25% quick questions. One answer in ten comes after the
  // promised time (RESPONSE_TARGET_HOURS: 2 hours for an inquiry, 24 for a question; a day and more for a
  // consultation), the others within it. Leads of the last two days are mostly still pending.
  await step(
    'leads (staging)',
    `CREATE TEMP TABLE seed_leads AS
     SELECT n, kind, created, r,
            CASE WHEN kind = 'service_inquiry' THEN
                   CASE WHEN random() < 0.1 THEN interval '2 hours 10 minutes' + random() * interval '28 hours'
                        ELSE interval '5 minutes' + power(random(), 2) * interval '110 minutes' END
                 WHEN random() < 0.1 THEN interval '26 hours' + random() * interval '70 hours'
                 ELSE interval '10 minutes' + power(random(), 2) * interval '20 hours' END AS answer_after,
            CASE WHEN n % 3 = 0 THEN ${uid('user', `(1 + n % ${sizes.users})`)} END AS user_id
     FROM (SELECT n, CASE WHEN n % 20 < 8 THEN 'consultation' WHEN n % 20 < 15 THEN 'service_inquiry'
                          ELSE 'general_question' END AS kind,
                  ${NOW} - ${ageDays} * interval '1 day' AS created, random() AS r
           FROM generate_series(1, ${sizes.leads}) AS n) AS seed`,
  );
  await step(
    'leads (statuses)',
    `ALTER TABLE seed_leads ADD COLUMN status text, ADD COLUMN first_status text, ADD COLUMN id uuid;
     UPDATE seed_leads SET
       id = md5(kind || ':' || n)::uuid,
       status = CASE
         WHEN created > ${NOW} - interval '2 days' AND r < 0.7 THEN 'pending'
         WHEN created + answer_after > ${NOW} THEN 'pending'
         WHEN kind = 'consultation' THEN CASE WHEN r < 0.03 THEN 'pending' WHEN r < 0.18 THEN 'confirmed'
           WHEN r < 0.63 THEN 'completed' WHEN r < 0.68 THEN 'declined' WHEN r < 0.78 THEN 'cancelled'
           WHEN r < 0.86 THEN 'no_show' ELSE 'rescheduled' END
         WHEN kind = 'service_inquiry' THEN CASE WHEN r < 0.04 THEN 'pending' WHEN r < 0.34 THEN 'contacted'
           WHEN r < 0.59 THEN 'proposal_sent' WHEN r < 0.82 THEN 'converted' ELSE 'closed' END
         ELSE CASE WHEN r < 0.04 THEN 'pending' WHEN r < 0.84 THEN 'answered' ELSE 'closed' END
       END;
     UPDATE seed_leads SET first_status = CASE
       WHEN status = 'pending' THEN NULL
       WHEN kind = 'consultation' AND status IN ('completed', 'no_show', 'rescheduled') THEN 'confirmed'
       WHEN kind = 'consultation' AND status = 'cancelled' AND r < 0.75 THEN 'confirmed'
       WHEN kind = 'service_inquiry' AND status IN ('proposal_sent', 'converted') THEN 'contacted'
       WHEN kind = 'general_question' AND status = 'closed' AND r < 0.93 THEN 'answered'
       ELSE status END`,
  );

  const person = () => `
    ${pick(FIRST_NAMES)} AS first_name, ${pick(LAST_NAMES)} AS last_name,
    format('lead%s@example.test', n) AS email, CASE WHEN random() < 0.6 THEN '+1 555 010 ' || lpad((n % 10000)::text, 4, '0') END AS phone,
    ${pick(COUNTRIES)} AS country`;
  const services = `CASE WHEN random() < 0.4
      THEN ARRAY[${skewed(SERVICES)}, ${pick(SERVICES)}]
      ELSE ARRAY[${skewed(SERVICES)}] END`;
  await step(
    'consultations',
    `INSERT INTO consultations (id, user_id, first_name, last_name, name, email, phone, country, business_type,
       services_interested, budget, message, status, scheduled_at, meeting_link, created_at, updated_at)
     SELECT id, user_id, first_name, last_name, first_name || ' ' || last_name, email, phone, country,
            ${pick(STAGES)}, ${services}, ${skewed(BUDGETS, 1.3)}, 'I would like to talk about my project.', status,
            CASE WHEN status <> 'declined' THEN date_trunc('hour', created) + interval '3 days' + (n % 9) * interval '1 hour' END,
            CASE WHEN status NOT IN ('pending', 'declined') THEN 'https://meet.jit.si/Inspivision-bench' || n END,
            created, LEAST(created + answer_after, ${NOW})
     FROM (SELECT *, ${person()} FROM seed_leads WHERE kind = 'consultation') AS lead`,
  );
  await step(
    'service inquiries',
    `INSERT INTO service_inquiries (id, user_id, first_name, last_name, name, email, phone, country, business_type,
       services_interested, budget, message, status, created_at, updated_at, first_answered_at)
     SELECT id, user_id, first_name, last_name, first_name || ' ' || last_name, email, phone, country,
            ${pick(BUSINESS_TYPES)}, ${services}, ${skewed(BUDGETS, 1.3)}, 'Here is what we need built.', status,
            created, LEAST(created + answer_after, ${NOW}),
            CASE WHEN first_status IS NOT NULL THEN created + answer_after END
     FROM (SELECT *, ${person()} FROM seed_leads WHERE kind = 'service_inquiry') AS lead`,
  );
  await step(
    'quick questions',
    `INSERT INTO general_questions (id, user_id, first_name, last_name, email, phone, country, service_question,
       message, status, created_at, updated_at, first_answered_at)
     SELECT id, user_id, first_name, last_name, email, phone, country, ${skewed(QUESTION_TOPICS)},
            'How long does it take?', status, created, LEAST(created + answer_after, ${NOW}),
            CASE WHEN first_status IS NOT NULL THEN created + answer_after END
     FROM (SELECT *, ${person()} FROM seed_leads WHERE kind = 'general_question') AS lead`,
  );
  // Staff's first answer (the response time), then the later move to the final status where there is one
  // (a reschedule is the visitor's, through their signed link).
  await step(
    'status changes',
    `INSERT INTO booking_status_changes (booking_kind, booking_id, from_status, to_status, changed_by_user_id, created_at)
     SELECT kind, id, 'pending', first_status, '${staffId}'::uuid, created + answer_after
     FROM seed_leads WHERE first_status IS NOT NULL
     UNION ALL
     SELECT kind, id, first_status, status, CASE WHEN status <> 'rescheduled' THEN '${staffId}'::uuid END,
            LEAST(created + answer_after + interval '4 days', ${NOW} - interval '1 minute')
     FROM seed_leads WHERE first_status IS NOT NULL AND first_status <> status`,
  );
  await step(
    'question replies',
    `INSERT INTO question_replies (question_id, message, sent_by_user_id, created_at)
     SELECT id, 'Thanks for asking: about two weeks.', '${staffId}'::uuid, created + answer_after
     FROM seed_leads WHERE kind = 'general_question' AND first_status = 'answered'`,
  );

  // Visitors of the site: one row per visitor and day, more of them lately (from half to one and a half of the
  // mean a day).
  await step(
    'site visits',
    `INSERT INTO site_visits (visited_on, visitor_hash, landing_path)
     SELECT (${NOW} AT TIME ZONE 'America/New_York')::date - d, md5(d || ':' || k), ${pick(LANDING_PATHS)}
     FROM generate_series(0, ${sizes.days - 1}) AS d,
          LATERAL generate_series(1, round(${sizes.siteVisits / sizes.days} * (1.5 - d::numeric / ${sizes.days - 1}))::int) AS k`,
  );

  // Invoices: one in four for a service inquiry (created some days after it), one in eight for a consultation,
  // the rest on their own; 17 in 20 on a client account. Older invoices are mostly paid; recent ones still sent.
  await step(
    'invoices (staging)',
    `CREATE TEMP TABLE seed_invoices AS
     SELECT n, ${uid('invoice', 'n')} AS id, lead_kind, lead_id,
            LEAST(COALESCE(lead_created + interval '5 days' + random() * interval '20 days',
                           ${NOW} - ${ageDays} * interval '1 day'), ${NOW} - interval '1 hour') AS created,
            CASE WHEN n % 20 < 17 THEN ${uid('user', `(1 + n % ${sizes.users})`)} END AS user_id,
            (5000 + floor(power(random(), 2.5) * 1995000))::int AS amount, random() AS r
     FROM (SELECT i AS n,
                  CASE WHEN i % 8 IN (0, 4) THEN 'service_inquiry' WHEN i % 8 = 2 THEN 'consultation' END AS lead_kind,
                  lead.id AS lead_id, lead.created AS lead_created
           FROM generate_series(1, ${sizes.invoices}) AS i
           LEFT JOIN seed_leads AS lead
             ON lead.kind = CASE WHEN i % 8 IN (0, 4) THEN 'service_inquiry' WHEN i % 8 = 2 THEN 'consultation' END
            AND lead.n = CASE WHEN i % 8 IN (0, 4) THEN 20 * ((i * 7) % ${Math.floor(sizes.leads / 20)}) + 8 + i % 7
                              ELSE 20 * ((i * 3) % ${Math.floor(sizes.leads / 20)}) + i % 8 END) AS seed;
     ALTER TABLE seed_invoices ADD COLUMN status text, ADD COLUMN paid int, ADD COLUMN refunded int,
                               ADD COLUMN split boolean, ADD COLUMN paid_at timestamptz;
     UPDATE seed_invoices SET status = CASE
       WHEN created > ${NOW} - interval '30 days' THEN CASE WHEN r < 0.1 THEN 'draft' WHEN r < 0.5 THEN 'sent'
         WHEN r < 0.95 THEN 'paid' ELSE 'cancelled' END
       ELSE CASE WHEN r < 0.04 THEN 'draft' WHEN r < 0.08 THEN 'sent' WHEN r < 0.18 THEN 'overdue'
         WHEN r < 0.25 THEN 'cancelled' WHEN r < 0.27 THEN 'refunded' WHEN r < 0.30 THEN 'partially_refunded'
         ELSE 'paid' END END;
     UPDATE seed_invoices SET
       split = status = 'paid' AND n % 10 = 0,
       paid = CASE WHEN status IN ('paid', 'refunded', 'partially_refunded') THEN amount
                   WHEN status IN ('sent', 'overdue') AND n % 5 = 0 THEN amount * 2 / 5 ELSE 0 END,
       paid_at = LEAST(created + interval '1 day' + power(random(), 2) * interval '25 days', ${NOW} - interval '1 minute');
     UPDATE seed_invoices SET refunded = CASE WHEN status = 'refunded' THEN paid
       WHEN status = 'partially_refunded' THEN paid * 3 / 10 ELSE 0 END`,
  );
  await step(
    'invoices',
    `INSERT INTO invoices (id, invoice_number, public_id, user_id, consultation_id, service_inquiry_id, client_name,
       client_email, subtotal_cents, amount_cents, paid_cents, refunded_cents, status, items, allow_partial_payment,
       due_date, sent_at, cancelled_at, payment_date, created_at, updated_at)
     SELECT id, format('INV-%s-%s', extract(year FROM created), lpad(n::text, 6, '0')), substr(md5('public:' || n), 1, 22),
            user_id, CASE WHEN lead_kind = 'consultation' THEN lead_id END,
            CASE WHEN lead_kind = 'service_inquiry' THEN lead_id END,
            ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)}, format('client%s@example.test', n),
            amount, amount, paid, refunded, status,
            jsonb_build_array(jsonb_build_object('title', 'Services', 'description', null, 'quantity', 100,
              'unitPriceCents', amount, 'taxRateBasisPoints', null, 'lineTotalCents', amount, 'discountCents', 0,
              'taxCents', 0)),
            paid > 0 AND paid < amount,
            CASE WHEN status <> 'draft' THEN created + interval '30 days' END,
            CASE WHEN status <> 'draft' THEN created END,
            CASE WHEN status = 'cancelled' THEN created + interval '10 days' END,
            CASE WHEN paid = amount THEN paid_at END,
            created, GREATEST(created, CASE WHEN paid > 0 THEN paid_at ELSE created END)
     FROM seed_invoices`,
  );
  // A payment per paid invoice (card mostly, else a wire or cheque recorded by staff), two for one paid invoice
  // in ten (a deposit, then the balance a week later); part of the amount on one open invoice in five.
  await step(
    'payments',
    `INSERT INTO invoice_payments (id, invoice_id, method, provider, status, amount_cents, refunded_cents,
       payment_intent_id, card_fingerprint, recorded_by_user_id, succeeded_at, created_at, updated_at)
     SELECT ${uid('payment', "n || ':' || part")}, id, method, CASE WHEN method = 'card' THEN 'stripe' END, 'succeeded',
            part_amount, CASE WHEN part = 1 THEN refunded ELSE 0 END,
            CASE WHEN method = 'card' THEN 'pi_bench_' || n || '_' || part END,
            CASE WHEN method = 'card' THEN substr(md5('card:' || (n % 15000)), 1, 16) END,
            CASE WHEN method <> 'card' THEN '${staffId}'::uuid END,
            at, at - interval '2 minutes', at
     FROM (SELECT seed.*, part,
                  CASE WHEN n % 7 = 0 THEN (ARRAY['wire', 'cheque', 'cash'])[1 + n % 3] ELSE 'card' END AS method,
                  CASE WHEN NOT split THEN paid WHEN part = 1 THEN paid / 2 ELSE paid - paid / 2 END AS part_amount,
                  CASE WHEN split AND part = 1 THEN paid_at - interval '7 days' ELSE paid_at END AS at
           FROM seed_invoices AS seed, generate_series(1, 2) AS part
           WHERE paid > 0 AND (part = 1 OR split)) AS payment`,
  );
  await step(
    'refunds',
    `INSERT INTO invoice_refunds (payment_id, amount_cents, provider_refund_id, reason, created_by_user_id, way, status, created_at)
     SELECT ${uid('payment', "n || ':1'")}, refunded, CASE WHEN n % 7 <> 0 THEN 're_bench_' || n END,
            'Client asked', '${staffId}'::uuid, CASE WHEN n % 7 = 0 THEN 'offline' ELSE 'card' END, 'succeeded',
            LEAST(paid_at + interval '5 days' + random() * interval '30 days', ${NOW} - interval '1 minute')
     FROM seed_invoices WHERE refunded > 0`,
  );
  // Proposals for the inquiries that got one: accepted for the converted, sent, viewed, declined or expired for
  // the others; a revised version of one in twenty.
  await step(
    'proposals',
    `INSERT INTO proposals (id, user_id, service_inquiry_id, title, client_name, client_email, service, subtotal_cents,
       total_cents, deposit_cents, balance_cents, status, valid_until, sent_at, viewed_at, accepted_at, declined_at,
       expired_at, payment_choice, created_at, updated_at)
     SELECT ${uid('proposal', 'lead.n')}, lead.user_id, lead.id, 'Proposal for inquiry ' || lead.n, inquiry.name, inquiry.email,
            inquiry.services_interested[1], total, total, total / 2, total - total / 2, proposal_status,
            sent + interval '30 days', sent, CASE WHEN proposal_status <> 'sent' THEN sent + interval '1 day' END,
            CASE WHEN proposal_status = 'accepted' THEN sent + interval '3 days' END,
            CASE WHEN proposal_status = 'declined' THEN sent + interval '4 days' END,
            CASE WHEN proposal_status = 'expired' THEN sent + interval '30 days' END,
            CASE WHEN proposal_status = 'accepted' THEN 'deposit' END, sent - interval '1 day', sent
     FROM (SELECT *, (100000 + floor(power(random(), 2) * 4900000))::int AS total,
                  LEAST(created + answer_after + interval '2 days', ${NOW} - interval '5 days') AS sent,
                  CASE WHEN status = 'converted' THEN 'accepted'
                       ELSE (ARRAY['sent', 'viewed', 'declined', 'expired', 'viewed'])[1 + n % 5] END AS proposal_status
           FROM seed_leads WHERE kind = 'service_inquiry' AND seed_leads.status IN ('proposal_sent', 'converted')) AS lead
     JOIN service_inquiries AS inquiry ON inquiry.id = lead.id`,
  );

  // Referrals: the first clients each have a code; referred clients (users.referred_by_code) converted on their
  // first paid invoice, mostly awarded (a credit to the referrer, 12 months), some rejected or reversed.
  await step(
    'referrals',
    `INSERT INTO referrals (id, referrer_user_id, code, is_active, created_at, updated_at)
     SELECT ${uid('referral', 'n')}, ${uid('user', 'n')}, format('R%s', lpad(n::text, 7, '0')), n % 25 <> 0,
            users.created_at + interval '1 day', users.created_at + interval '1 day'
     FROM generate_series(1, ${sizes.referrals}) AS n JOIN users ON users.id = ${uid('user', 'n')}`,
  );
  await step(
    'referral visits',
    `INSERT INTO referral_visits (referral_code, visitor_hash, visited_on, user_agent, created_at)
     SELECT format('R%s', lpad((1 + floor(${sizes.referrals} * power(random(), 2.5)))::int::text, 7, '0')),
            md5('referral-visitor:' || n), (at AT TIME ZONE 'America/New_York')::date, 'Mozilla/5.0 (bench)', at
     FROM (SELECT n, ${NOW} - ${ageDays} * interval '1 day' AS at FROM generate_series(1, ${sizes.referralVisits}) AS n) AS visit`,
  );
  await step(
    'conversions (staging)',
    `CREATE TEMP TABLE seed_conversions AS
     SELECT row_number() OVER (ORDER BY users.id) AS n, users.id AS referred_user_id, referral.id AS referral_id,
            referral.referrer_user_id, first.id AS invoice_id, first.amount_cents, first.payment_date AS at,
            CASE WHEN random() < 0.08 THEN 'rejected' WHEN random() < 0.07 THEN 'reversed' ELSE 'awarded' END AS status
     FROM users
     JOIN referrals AS referral ON referral.code = users.referred_by_code
     CROSS JOIN LATERAL (SELECT id, amount_cents, payment_date FROM invoices
                         WHERE invoices.user_id = users.id AND payment_date IS NOT NULL
                         ORDER BY payment_date LIMIT 1) AS first
     LIMIT ${sizes.conversions}`,
  );
  await step(
    'account credits',
    `INSERT INTO account_credits (id, user_id, amount_cents, source, related_invoice_id, status, expires_at, created_at, updated_at)
     SELECT ${uid('credit', 'n')}, referrer_user_id, 10000, 'referral', invoice_id,
            CASE WHEN status = 'reversed' THEN 'revoked' WHEN at + interval '12 months' < ${NOW} THEN 'expired' ELSE 'available' END,
            at + interval '12 months', at, at
     FROM seed_conversions WHERE status <> 'rejected'
     UNION ALL
     SELECT ${uid('adjustment', 'n')}, ${uid('user', `(1 + n % ${sizes.referrals})`)}, 2500, 'adjustment', NULL, 'available',
            ${NOW} + interval '6 months', ${NOW} - n * interval '1 day', ${NOW} - n * interval '1 day'
     FROM generate_series(1, 200) AS n`,
  );
  await client.query(
    `UPDATE account_credits SET reason = 'Goodwill', created_by_user_id = '${staffId}'::uuid WHERE source = 'adjustment'`,
  );
  await step(
    'conversions',
    `INSERT INTO referral_conversions (id, referral_id, referred_user_id, first_invoice_id, first_paid_amount_cents,
       status, rejected_reason, account_credit_id, credit_cents, created_at, updated_at)
     SELECT ${uid('conversion', 'n')}, referral_id, referred_user_id, invoice_id, amount_cents, status,
            CASE WHEN status = 'rejected' THEN (ARRAY['self_referral', 'inactive_code', 'same_person'])[1 + n % 3] END,
            CASE WHEN status <> 'rejected' THEN ${uid('credit', 'n')} END,
            CASE WHEN status <> 'rejected' THEN 10000 END, at, at
     FROM seed_conversions`,
  );
  await step(
    'referral timeline',
    `INSERT INTO referral_events (referral_id, kind, actor_user_id, amount_cents, reason, conversion_id, created_at)
     SELECT referral_id, CASE WHEN status = 'rejected' THEN 'conversion_rejected' ELSE 'conversion_awarded' END,
            NULL::uuid, CASE WHEN status <> 'rejected' THEN 10000 END, NULL, ${uid('conversion', 'n')}, at
     FROM seed_conversions
     UNION ALL
     SELECT referral_id, 'conversion_reversed', NULL, 10000, NULL, ${uid('conversion', 'n')}, at + interval '20 days'
     FROM seed_conversions WHERE status = 'reversed'
     UNION ALL
     SELECT ${uid('referral', `(1 + n % ${sizes.referrals})`)}, 'credit_adjusted', '${staffId}'::uuid, 2500, 'Goodwill', NULL,
            ${NOW} - n * interval '1 day'
     FROM generate_series(1, 200) AS n`,
  );
  await client.query('DROP TABLE seed_leads, seed_invoices, seed_conversions');
  // As autovacuum leaves a live database: statistics, and the visibility map that index-only scans rely on.
  await step('VACUUM (ANALYZE)', 'VACUUM (ANALYZE)');
  return { staffId, steps, seconds: steps.reduce((sum, { seconds }) => sum + seconds, 0) };
}
