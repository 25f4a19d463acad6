#!/usr/bin/env node
// Issue 16, point 10: the admin invoices table on 20,000 invoices. Creates a throwaway database on the PostgreSQL
// server of DATABASE_URL, starts the compiled api's application context on it (migrations applied), seeds
// INVOICES invoices with SQL, then times the table's query (InvoicesService.adminList, what
// GET /api/admin/invoices runs: one page and its total) for each kind of page staff ask for: first and deep pages,
// each filter, search and sort. Fails when one kind's p95 exceeds MAX_P95_MS (the 100 ms). The database
// is dropped at the end.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:invoices-table
//        (ROUNDS, INVOICES, MAX_P95_MS)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../api/dist/${path}`);
require('reflect-metadata');
const { Client } = require('pg');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = dist('app.module.js');
const { loadConfig } = dist('config/app.config.js');
const { InvoicesService } = dist('modules/billing/invoices/invoices.service.js');
const { ListAdminInvoicesQueryDto } = dist('modules/billing/admin/admin-invoices.dto.js');

const ROUNDS = Number(process.env.ROUNDS ?? 100);
const INVOICES = Number(process.env.INVOICES ?? 20_000);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 100);
const WARM_UP = 5;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a throwaway database is created on it and dropped).');
  process.exit(2);
}
const DAY_MS = 24 * 3_600_000;
const now = Date.now();
const iso = (offsetDays) => new Date(now + offsetDays * DAY_MS).toISOString();

/** The pages staff ask for, each timed on its own. */
const PAGES = {
  'first page (newest first)': {},
  'page 500 of 20 (deep offset)': { page: 500 },
  'status = sent': { status: 'sent' },
  'overdue only': { overdue: true },
  'not overdue, by due date': { overdue: false, sortBy: 'dueDate', sortOrder: 'asc' },
  'search a client name': { search: 'lopez' },
  'search an e-mail': { search: 'client123@' },
  'search a number': { search: 'INV-2025-01234' },
  'created in a 30-day range': { createdFrom: iso(-90), createdTo: iso(-60) },
  'due in the next 14 days, by amount': { dueFrom: iso(0), dueTo: iso(14), sortBy: 'amountCents' },
  'one client account': { userId: 'USER' },
  'status + search + sort by client, 100 a page': {
    status: 'paid',
    search: 'an',
    sortBy: 'clientName',
    sortOrder: 'asc',
    pageSize: 100,
  },
};

const server = new URL(process.env.DATABASE_URL);
const databaseName = `bench_invoices_${randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-invoices-'));
let app;
try {
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${databaseName}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    SEED_ON_START: 'false',
    SCHEDULER_ENABLED: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
  const invoices = app.get(InvoicesService);
  const database = new Client({ connectionString: databaseUrl.toString() });
  await database.connect();
  const seedStart = performance.now();
  const [{ id: userId }] = (
    await database.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('bench-client@example.test', 'Bench', 'Client') RETURNING id`,
    )
  ).rows;
  PAGES['one client account'].userId = userId;
  // Spread like a few years of business: statuses by weight, creation over 3 years, due 30 days later,
  // a client account on one invoice in ten, amounts from $50 to $20,000, one to three items.
  await database.query(
    `INSERT INTO invoices (invoice_number, public_id, user_id, client_name, client_email, subtotal_cents, amount_cents, paid_cents,
       status, items, due_date, sent_at, created_at, updated_at)
     SELECT format('INV-%s-%s', 2023 + n / 7000, lpad((n % 7000 + 1)::text, 5, '0')),
            substr(md5(n::text), 1, 22),
            CASE WHEN n % 10 = 0 THEN $2::uuid END,
            (ARRAY['Ana','Ben','Cleo','Dora','Eve','Femi','Gus','Hana'])[n % 8 + 1] || ' ' ||
              (ARRAY['Lopez','Okafor','Park','Kim','Stone','Adeyemi','Novak','Ito','Silva'])[n % 9 + 1],
            format('client%s@example.test', n),
            amount, amount, CASE WHEN status = 'paid' THEN amount ELSE 0 END,
            status,
            jsonb_build_array(jsonb_build_object('title', 'Consulting', 'description', null, 'quantity', 100,
              'unitPriceCents', amount, 'taxRateBasisPoints', null, 'lineTotalCents', amount, 'discountCents', 0,
              'taxCents', 0)),
            created + interval '30 days', CASE WHEN status <> 'draft' THEN created END, created, created
     FROM (
       SELECT n, 5000 + (n * 7919) % 1995000 AS amount,
              (ARRAY['paid','paid','paid','sent','sent','overdue','draft','cancelled','refunded','paid'])[n % 10 + 1] AS status,
              to_timestamp($3::double precision / 1000) - (n * interval '1 day' * 1095 / $1::int) AS created
       FROM generate_series(0, $1::int - 1) AS n
     ) AS seed`,
    [INVOICES, userId, now],
  );
  await database.query('ANALYZE invoices');
  await database.end();
  console.log(`seeded ${INVOICES} invoices in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  let failed = false;
  for (const [name, filter] of Object.entries(PAGES)) {
    const query = Object.assign(new ListAdminInvoicesQueryDto(), filter);
    let page;
    for (let i = 0; i < WARM_UP; i++) page = await invoices.adminList(query);
    const durations = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await invoices.adminList(query);
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    const p95 = durations[Math.ceil(0.95 * durations.length) - 1];
    const median = durations[Math.floor(durations.length / 2)];
    const over = p95 > MAX_P95_MS;
    failed ||= over;
    console.log(
      `${over ? 'FAIL' : 'ok  '} ${name.padEnd(46)} ${String(page.total).padStart(6)} rows  ` +
        `median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`limit: p95 ${MAX_P95_MS} ms per page, ${ROUNDS} rounds each`);
  if (failed) process.exitCode = 1;
} finally {
  await app?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
