#!/usr/bin/env node
// Issue 23, point 5: the code requests a visitor makes by address alone (resend the verification code,
// forgot password, staff set-up) must take the same time whether or not the address has an account, or
// their timing tells who has one. Sends at least ROUNDS requests for a known and for an unknown address
// to each endpoint, the address of each drawn at random, with a pause between requests (so the queued
// job of one request seldom overlaps the next), and fails when the two medians of an endpoint differ by more than MAX_DIFF_MS or
// MAX_DIFF_RATIO of the smaller, whichever is larger.
//
// Usage: npm run bench:auth   (builds the api, then starts it on the embedded database in a temporary
//        directory, with the sign-in rate limits out of the way)
//        BASE_URL=http://localhost:3000 ADMIN_EMAIL=staff@example.com npm run bench:auth
//        (a running site, started with AUTH_RATE_LIMIT_PER_IP and AUTH_RATE_LIMIT_PER_ACCOUNT raised; ADMIN_EMAIL
//        is an ADMIN_EMAILS address without a password, else staff set-up is skipped)
// Options: ROUNDS (200), GAP_MS (25), MAX_DIFF_MS (1), MAX_DIFF_RATIO (0.2)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const GAP_MS = Number(process.env.GAP_MS ?? 25);
const MAX_DIFF_MS = Number(process.env.MAX_DIFF_MS ?? 1);
const MAX_DIFF_RATIO = Number(process.env.MAX_DIFF_RATIO ?? 0.2);
const WARM_UP = 20;

const RUN = Date.now().toString(36);
const KNOWN = `bench-known-${RUN}@example.test`;
const UNKNOWN = `bench-unknown-${RUN}@example.test`;
const OWN_ADMIN = 'bench-admin@example.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The compiled api on the embedded database in a temporary directory, with the sign-in limits out of the way. */
async function startOwnSite(): Promise<{ baseUrl: string; adminEmail: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  const port = await freePort();
  // The embedded database and the in-process queue, whatever this shell points at.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['api/dist/main.js'], {
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      SEED_ON_START: 'false',
      SCHEDULER_ENABLED: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: OWN_ADMIN,
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    if ((await fetch(`${baseUrl}/api/health/ready`).catch(() => undefined))?.ok)
      return { baseUrl, adminEmail: OWN_ADMIN, stop };
    await sleep(100);
  }
  await stop();
  throw new Error('The api did not start (is api/dist built? `npm run bench:auth` builds it)');
}

async function post(baseUrl: string, path: string, body: object): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function measure(baseUrl: string, path: string, known: string): Promise<{ known: number; unknown: number }> {
  const timings = { known: [] as number[], unknown: [] as number[] };
  // Each request's address is drawn at random, so whether the one before it was known (and left a job
  // running) is independent of its own: a busy queue slows both alike.
  for (let sent = 0; timings.known.length < ROUNDS || timings.unknown.length < ROUNDS; sent++) {
    const which: keyof typeof timings = Math.random() < 0.5 ? 'known' : 'unknown';
    const { status, ms } = await post(baseUrl, path, { email: which === 'known' ? known : UNKNOWN });
    if (status !== 200) throw new Error(`${path} answered ${status} (raise the site's sign-in rate limits)`);
    if (sent >= WARM_UP) timings[which].push(ms);
    await sleep(GAP_MS);
  }
  return { known: median(timings.known), unknown: median(timings.unknown) };
}

async function main() {
  const site = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), adminEmail: process.env.ADMIN_EMAIL, stop: async () => {} }
    : await startOwnSite();
  try {
    // An unverified account: known to resend-verification and to request-password-reset.
    const signup = await post(site.baseUrl, '/api/auth/signup', {
      email: KNOWN,
      password: 'bench-harbor-lantern-42',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    if (signup.status !== 201) throw new Error(`Sign-up answered ${signup.status}`);

    const endpoints: [string, string | undefined][] = [
      ['/api/auth/resend-verification', KNOWN],
      ['/api/auth/request-password-reset', KNOWN],
      ['/api/auth/admin-setup', site.adminEmail],
    ];
    let failed = false;
    console.log(`${ROUNDS}+ requests per address and endpoint, ${GAP_MS} ms apart; medians:`);
    for (const [path, known] of endpoints) {
      if (!known) {
        console.log(`${path}: skipped (set ADMIN_EMAIL to an ADMIN_EMAILS address without a password)`);
        continue;
      }
      const medians = await measure(site.baseUrl, path, known);
      const difference = Math.abs(medians.known - medians.unknown);
      const allowed = Math.max(MAX_DIFF_MS, MAX_DIFF_RATIO * Math.min(medians.known, medians.unknown));
      const verdict = difference <= allowed ? 'OK' : 'FAIL';
      failed ||= verdict === 'FAIL';
      console.log(
        `${path}: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms, ` +
          `difference ${difference.toFixed(2)} ms (allowed ${allowed.toFixed(2)} ms): ${verdict}`,
      );
    }
    if (failed) {
      console.error('FAIL: an endpoint answers known and unknown addresses in measurably different times');
      process.exitCode = 1;
    } else {
      console.log('OK: known and unknown addresses take the same time');
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
