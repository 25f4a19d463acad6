#!/usr/bin/env node
// Issue 40: the staff dashboard on a busy two years. Creates a throwaway database on the PostgreSQL server of
// DATABASE_URL, migrates it, seeds LEADS leads (consultations, service inquiries, quick questions, with staff's
// answers, one in ten late), 300,000 site visits, INVOICES invoices with their payments and refunds, proposals and
// REFERRALS referrals with their visits, conversions and credits (bench/seed-dashboard.mjs, set-based SQL), runs
// VACUUM (ANALYZE), then starts the compiled api on it (in this process, the same pipeline as api/dist/main.js), signed in
// as staff, and times every GET /api/admin/dashboard/* figure over the last 365 days and the last 90 days
// (America/New_York days, today included): WARM_UP requests, then ROUNDS timed ones, one at a time. Prints p50 and
// p95 per figure and fails when one p95 exceeds MAX_P95_MS (the issue's 200 ms). With --explain, also prints, for
// each figure's SQL (captured from the api's pg connections), the top line of EXPLAIN ANALYZE, its sequential scans
// and its execution time: where an index is missing. The database is dropped at the end (KEEP_DATABASE=1 keeps it).
// Usage: npm run bench:dashboard [-- --explain]
//        (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; ROUNDS, WARM_UP, MAX_P95_MS, LEADS,
//        INVOICES, REFERRALS, KEEP_DATABASE; PARALLEL_WORKERS sets max_parallel_workers_per_gather on the database)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { seedDashboard, STAFF_EMAIL } from './seed-dashboard.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (path) => require(`../api/dist/${path}`);

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const WARM_UP = Number(process.env.WARM_UP ?? 3);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 200);
const SIZES = {
  leads: Number(process.env.LEADS ?? 100_000),
  invoices: Number(process.env.INVOICES ?? 20_000),
  referrals: Number(process.env.REFERRALS ?? 5_000),
};
const EXPLAIN = process.argv.includes('--explain');
const KEEP_DATABASE = process.env.KEEP_DATABASE === '1';
/** max_parallel_workers_per_gather of the benchmark's database; unset: the server's. */
const PARALLEL_WORKERS = process.env.PARALLEL_WORKERS;
const TIME_ZONE = 'America/New_York';

/** The dashboard's figures (GET /api/admin/dashboard/...), each asked with ?from=&to= and these extra parameters. */
const FIGURES = [
  ['leads-per-week', {}],
  ['funnel', {}],
  ['revenue', {}],
  ['receivables', {}],
  ['response-times', {}],
  ['response-times/late', { page: 1, pageSize: 20 }],
  ['response-times/late', { page: 10, pageSize: 20 }],
  ['top-requests', {}],
  ['referrals', {}],
];

/** Today in the business time zone, and the day `days` before it (YYYY-MM-DD). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
const daysBefore = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const RANGES = {
  '365 days': { from: daysBefore(today, 364), to: today },
  '90 days': { from: daysBefore(today, 89), to: today },
};

// Every query the api sends while `capture` is an array is recorded there (for --explain): pg's Client is the one
// TypeORM's driver loads.
const pg = require('pg');
let capture = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (capture && config) {
    const text = typeof config === 'string' ? config : config.text;
    const parameters = Array.isArray(values) ? values : config.values;
    if (text) capture.push({ text, values: parameters ?? [] });
  }
  return originalQuery.call(this, config, values, callback);
};

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const cookieSignature = require('cookie-signature');
const { AppModule } = dist('app.module.js');
const { loadConfig } = dist('config/app.config.js');
const { APP_OPTIONS, configureApp } = dist('configure-app.js');
const { SESSION_COOKIE } = dist('modules/auth/auth.constants.js');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const url = (path, query) => `/api/admin/dashboard/${path}?${new URLSearchParams(query)}`;

const databaseName = `bench_dashboard_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(DATABASE_URL);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const database = new pg.Client({ connectionString: databaseUrl.toString() });
let app;
try {
  const migrated = spawnSync(process.execPath, ['api/dist/database-cli.js', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`Migrations failed: ${migrated.stderr || migrated.stdout}`);

  await database.connect();
  if (PARALLEL_WORKERS !== undefined) {
    // For comparing plans with and without parallel workers (a parallel plan waits for its workers: on a busy
    // two-core machine that costs more than it saves).
    await admin.query(
      `ALTER DATABASE ${databaseName} SET max_parallel_workers_per_gather = ${Number(PARALLEL_WORKERS)}`,
    );
    await database.query(`SET max_parallel_workers_per_gather = ${Number(PARALLEL_WORKERS)}`);
  }
  const seeded = await seedDashboard(database, { ...SIZES, now: new Date() });
  const counts = (
    await database.query(
      `SELECT (SELECT count(*) FROM consultations) + (SELECT count(*) FROM service_inquiries)
                + (SELECT count(*) FROM general_questions) AS leads,
              (SELECT count(*) FROM booking_status_changes) AS "status changes",
              (SELECT count(*) FROM question_replies) AS "question replies",
              (SELECT count(*) FROM site_visits) AS "site visits",
              (SELECT count(*) FROM invoices) AS invoices, (SELECT count(*) FROM invoice_payments) AS payments,
              (SELECT count(*) FROM invoice_refunds) AS refunds, (SELECT count(*) FROM proposals) AS proposals,
              (SELECT count(*) FROM referrals) AS referrals, (SELECT count(*) FROM referral_visits) AS "referral visits",
              (SELECT count(*) FROM referral_conversions) AS conversions, (SELECT count(*) FROM account_credits) AS credits`,
    )
  ).rows[0];
  console.log(
    `seeded in ${seeded.seconds.toFixed(1)} s (VACUUM included): ` +
      Object.entries(counts)
        .map(([name, count]) => `${Number(count).toLocaleString('en-US')} ${name}`)
        .join(', '),
  );

  // The api on the seeded database, as api/dist/main.js starts it, on a free port of the loopback.
  const appSecret = randomBytes(32).toString('base64url');
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '3499',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    APP_SECRET: appSecret,
    ADMIN_EMAILS: STAFF_EMAIL,
    SEED_ON_START: 'false',
    SCHEDULER_ENABLED: 'false',
    QUEUE_WORKERS: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  app = await NestFactory.create(AppModule.forRoot(config), { ...APP_OPTIONS, logger: false });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  // Signed in as staff, second factor passed: the session a sign-in would have stored, and its signed cookie
  // (what express-session reads). Signing in through the forms is auth's benchmark, not this one.
  const sid = randomBytes(24).toString('base64url');
  const signedInAt = Date.now();
  await database.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, now() + interval '1 day')`, [
    sid,
    JSON.stringify({
      cookie: { originalMaxAge: 7_200_000, expires: new Date(signedInAt + 7_200_000), httpOnly: true, path: '/' },
      userId: seeded.staffId,
      signedInAt,
      secondFactorPassedAt: signedInAt,
    }),
  ]);
  const headers = { Cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${cookieSignature.sign(sid, appSecret)}`)}` };
  const get = async (path) => {
    const began = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    const ms = performance.now() - began;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return { ms, body };
  };

  // What every signed-in request asks (the session, the account, its second factor): left out of --explain.
  capture = [];
  await get('/api/auth/user');
  const perRequest = new Set(capture.map(({ text }) => text));
  capture = null;

  const results = [];
  for (const [rangeName, range] of Object.entries(RANGES)) {
    for (const [figure, extra] of FIGURES) {
      const path = url(figure, { ...range, ...extra });
      for (let i = 0; i < WARM_UP; i++) await get(path);
      const durations = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const { ms, body } = await get(path);
        durations.push(ms);
        bytes = body.length;
      }
      durations.sort((a, b) => a - b);
      const p50 = percentile(durations, 50);
      const p95 = percentile(durations, 95);
      const name = `${figure}${extra.page > 1 ? ` (page ${extra.page})` : ''}`;
      results.push({ name, rangeName, p50, p95, bytes, over: p95 > MAX_P95_MS });
      console.log(
        `${p95 > MAX_P95_MS ? 'FAIL' : 'ok  '} ${name.padEnd(30)} ${rangeName.padEnd(9)} ` +
          `p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${String(bytes).padStart(6)} bytes`,
      );
      if (EXPLAIN) {
        capture = [];
        await get(path);
        const queries = capture.filter(
          ({ text }) => !perRequest.has(text) && !/^\s*(BEGIN|COMMIT|ROLLBACK|START|SET)\b/i.test(text),
        );
        capture = null;
        for (const { text, values } of queries) {
          const plan = (await database.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)).rows.map(
            (row) => row['QUERY PLAN'],
          );
          const seqScans = plan.filter((line) => /Seq Scan/.test(line)).map((line) => line.trim());
          console.log(`       ${text.replace(/\s+/g, ' ').slice(0, 160)}${text.length > 160 ? '…' : ''}`);
          console.log(`         ${plan[0].trim()}`);
          for (const line of seqScans) console.log(`         ${line}`);
          console.log(`         ${plan.find((line) => line.startsWith('Execution Time')) ?? ''}`);
        }
      }
    }
  }

  console.log(`\n| figure | range | p50 | p95 |\n|---|---|---|---|`);
  for (const { name, rangeName, p50, p95 } of results)
    console.log(`| \`${name}\` | ${rangeName} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
  console.log(`\nlimit: p95 ${MAX_P95_MS} ms per figure, ${ROUNDS} timed requests each after ${WARM_UP} to warm up`);
  if (results.some(({ over }) => over)) process.exitCode = 1;
} finally {
  await app?.close();
  await database.end().catch(() => {});
  if (KEEP_DATABASE) console.log(`kept the database ${databaseUrl}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
