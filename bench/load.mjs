#!/usr/bin/env node
// Issue 20: the site under a crowd. Starts the built app on its embedded defaults, then on PostgreSQL + Redis,
// and drives it with wrk (100 connections) on the cached reads visitors make most: GET /api/services, the home
// page, the blog and one article, at saturation: requests a second against two floors serving the same bytes in
// the same run (bench/load-floors.mjs): bare Node `http`, and bare Express 5 with helmet + compression, the stack
// the app is built on. Then READ_RATE visitors a second (an open loop) on /api/services and /. Then, on PostgreSQL,
// POST /api/consultations from a crowd after a warm-up crowd: WRITE_RATE new visitors a second over at most 50
// connections (each its own e-mail, and its own address through X-Forwarded-For from the loopback proxy), then at
// saturation with wrk; every accepted submission must be stored once. Also times pages the cache does not hold yet
// (renders), one at a time.
// Prints each mode's resident memory: after a first start (migrations and seed on an empty database), at idle after
// a restart, and at its peak under the load (VmHWM). Fails when a target (issues 20 and 42) is missed. Requests carry no
// Accept-Encoding, as in the issue's figures.
// Usage: npm run bench:load   (needs wrk: apt-get install wrk; DATABASE_URL = a PostgreSQL server on which a
//        throwaway database is created and dropped, REDIS_URL, DURATION seconds per measurement, WRITE_RATE,
//        READ_RATE)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.DURATION ?? 10);
const WARM_UP = 3;
const READ_CONNECTIONS = 100;
const WRITE_CONNECTIONS = 50;
/** New visitors a second sending the consultation form in the crowd measurement. */
const WRITE_RATE = Number(process.env.WRITE_RATE ?? 100);
/** Visitors a second reading each of OPEN_LOOP_PATHS in the open-loop measurement (issue 42). */
const READ_RATE = Number(process.env.READ_RATE ?? 1000);
const OPEN_LOOP_PATHS = ['/api/services', '/'];
const MISS_RENDERS = 40;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { app: 3471, node: 3472, express: 3473 };

/** The issue's acceptance figures. */
const TARGETS = {
  /** Requests a second at saturation (wrk), as a share of the Express floor's on the same bytes. */
  jsonRatio: 0.9,
  htmlRatio: 0.9,
  /** p99 of READ_RATE requests a second in an open loop. */
  openLoopP99Ms: 50,
  missRenderP95Ms: 40,
  writeP99Ms: 60,
  /** Resident memory in MB: after a first start and at idle after a restart; at the peak under the load. */
  memory: { embedded: { idle: 350, peak: 600 }, postgres: { idle: 200, peak: 400 } },
};
/** How long a started app is left before its idle memory is read (start-up's garbage collected). */
const SETTLE_MS = 5_000;

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:load needs wrk (apt-get install -y wrk).');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
const running = new Set();
const stopAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/**
 * Starts `node script args` with `env`, its output in a file of the work directory, and waits for `readyUrl`.
 * The output goes to the file itself, as to a log collector that keeps up: piped through this process, whose
 * loop wrk blocks (spawnSync), it would pile up in the app's memory (100 MB of request log a run).
 */
async function start(name, args, env, readyUrl) {
  const log = openSync(join(work, `${name}.log`), 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  child.on('exit', () => running.delete(child));
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}: see ${join(work, `${name}.log`)}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${readyUrl} within 2 minutes`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim()) ?? [];
  return value === undefined ? NaN : Number(value) * UNIT_MS[unit];
};

/** Runs wrk on `url` and returns requests per second, p99 (ms), non-2xx/3xx answers, socket errors and its output. */
function wrk(url, { connections = READ_CONNECTIONS, seconds = DURATION, script } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s'];
  if (script) args.push('-s', script);
  const { stdout, stderr, status } = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`wrk failed on ${url}: ${stderr}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p99: toMs(/^\s+99%\s+(\S+)/m.exec(stdout)?.[1] ?? ''),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    output: stdout,
  };
}

/** wrk after a warm-up (the JIT, the caches). */
function measure(url, options) {
  wrk(url, { ...options, seconds: WARM_UP });
  return wrk(url, options);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** p95 of rendering a page the cache does not hold: each request a URL not asked for before. */
async function missRenderP95(base, paths) {
  const times = [];
  for (let round = 0; round < MISS_RENDERS; round += 1) {
    for (const path of paths) {
      const began = performance.now();
      const response = await fetch(`${base}${path}?utm_content=miss-${round}-${randomBytes(4).toString('hex')}`);
      await response.arrayBuffer();
      times.push(performance.now() - began);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  }
  return percentile(times, 95);
}

/** The app as npm start and the image run it: its V8 heap capped (docs/performance.md#memory). */
const APP_ARGS = ['--max-old-space-size=512', 'api/dist/main.js'];

const APP_ENV = {
  HOST: '127.0.0.1',
  PORT: String(PORTS.app),
  PUBLIC_URL: `http://127.0.0.1:${PORTS.app}`,
  LOG_LEVEL: 'info',
  // The crowd comes from many addresses: each request names its own through the loopback "proxy".
  TRUST_PROXY: 'loopback',
  BOT_CHALLENGE: 'off',
  LEAD_RATE_LIMIT_PER_IP: '1000000',
  NODE_ENV: 'development',
};

/** The process's resident memory in MB: now (VmRSS), or at its peak so far (VmHWM: no sampling needed). */
function rssMb(pid, which = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${which}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) / 1024;
}

/** The app's resident memory once it has settled after starting. */
async function idleRssMb(app) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return rssMb(app.pid);
}

/** Pages the app served for the browser to render during the run, by reason (from its own /api/metrics). */
async function renderFallbacks(base) {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const counts = [...text.matchAll(/^ssr_render_fallbacks_total\{reason="([^"]+)"\} (\d+)$/gm)];
  return counts.length === 0 ? 'none' : counts.map(([, reason, count]) => `${count} (${reason})`).join(', ');
}

/** One mode of the app: its reads (and, on PostgreSQL, the consultation form) measured. */
async function runApp(mode, env, paths, { writes }) {
  const base = `http://127.0.0.1:${PORTS.app}`;
  const app = await start(`app-${mode}`, APP_ARGS, { ...APP_ENV, ...env }, `${base}/api/health/ready`);
  try {
    const idleMb = await idleRssMb(app);
    const reads = {};
    for (const path of paths) reads[path] = measure(`${base}${path}`);
    const openLoopReads = {};
    for (const path of OPEN_LOOP_PATHS) openLoopReads[path] = await openLoopRead(base, path);
    const missP95 = await missRenderP95(
      base,
      paths.filter((path) => !path.startsWith('/api/')),
    );
    const write = writes ? await measureConsultations(base, env) : null;
    const peakMb = rssMb(app.pid, 'VmHWM');
    return { reads, openLoopReads, missP95, write, idleMb, peakMb, renderFallbacks: await renderFallbacks(base) };
  } finally {
    await stop(app);
  }
}

/** A consultation as a new visitor sends it: their own e-mail address, through the proxy from their own address. */
const consultation = (run, visitor) => ({
  body: JSON.stringify({
    firstName: 'Load',
    lastName: 'Visitor',
    email: `load-${run}-${visitor}@example.com`,
    country: 'United States',
    servicesInterested: ['Digital Marketing'],
    budget: '$3,000 - $5,000 USD',
    businessType: "I'm starting soon",
    message: 'A consultation booked by the load benchmark.',
  }),
  address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
});

/** wrk's script for the same requests, numbered per wrk thread (one thread: -t1). */
const CONSULTATION_SCRIPT = (run) => `
-- done() runs in wrk's main Lua state: it reads the counters from each thread.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  created, refused, failed, n = 0, 0, 0, 0
end
function request()
  n = n + 1
  local body = string.format([[${consultation(run, 0).body.replace(`${run}-0@`, `${run}-c%d@`)}]], n)
  local address = string.format("10.200.%d.%d", math.floor(n / 250) % 250, n % 250 + 1)
  return wrk.format("POST", "/api/consultations", { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = address }, body)
end
function response(status)
  if status == 201 then created = created + 1 elseif status >= 500 then failed = failed + 1 else refused = refused + 1 end
end
function done()
  local c, r, f = 0, 0, 0
  for _, thread in ipairs(threads) do
    c = c + thread:get("created"); r = r + thread:get("refused"); f = f + thread:get("failed")
  end
  io.write(string.format("RESULT created=%d refused=%d failed=%d\\n", c, r, f))
end
`;

/**
 * An open loop: `rate` requests a second for `seconds` (DURATION) over at most `connections`, whether or not earlier
 * ones have their answer (wrk's closed loop would only restate the throughput, as its latency is connections ÷
 * throughput). Each latency counts from when the request was meant to leave, so waiting for a free connection
 * counts too. `requestOf(i)`: the i-th request's method, headers and body.
 */
async function openLoop(url, { rate, connections, requestOf, seconds = DURATION }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = rate * seconds;
  const latencies = [];
  const statuses = new Map();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const began = performance.now();
  const send = (i) =>
    new Promise((resolve) => {
      const meant = began + (i * 1000) / rate;
      const { method = 'GET', headers = {}, body } = requestOf(i);
      const request = http.request(url, { method, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - meant);
          count(response.statusCode);
          resolve();
        });
      });
      request.on('error', () => {
        count('socket error');
        resolve();
      });
      request.end(body);
    });
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const wait = began + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i));
  }
  await Promise.all(pending);
  agent.destroy();
  const counted = (predicate) =>
    [...statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  return { sent: total, p50: percentile(latencies, 50), p99: percentile(latencies, 99), counted };
}

/** A crowd: WRITE_RATE new visitors a second submit the form (an open loop) for `seconds`. */
async function crowdOfConsultations(base, run, seconds = DURATION) {
  const { sent, p50, p99, counted } = await openLoop(new URL('/api/consultations', base), {
    rate: WRITE_RATE,
    seconds,
    connections: WRITE_CONNECTIONS,
    requestOf: (visitor) => {
      const { body, address } = consultation(run, visitor);
      const headers = {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'X-Forwarded-For': address,
      };
      return { method: 'POST', headers, body };
    },
  });
  return {
    sent,
    p50,
    p99,
    created: counted((status) => status === 201),
    failed: counted((status) => typeof status !== 'number' || status >= 500),
    refused: counted((status) => typeof status === 'number' && status !== 201 && status < 500),
  };
}

/** READ_RATE visitors a second reading `path` (an open loop, after wrk's warm-up of the same path). */
async function openLoopRead(base, path) {
  const { sent, p50, p99, counted } = await openLoop(new URL(path, base), {
    rate: READ_RATE,
    connections: READ_CONNECTIONS,
    requestOf: () => ({}),
  });
  return { sent, p50, p99, failed: counted((status) => status !== 200) };
}

/** Rows stored for the run's visitors, and how many distinct visitors they are. */
async function storedConsultations(databaseUrl, run) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS stored, count(DISTINCT email)::int AS visitors FROM consultations WHERE email LIKE $1`,
    [`load-${run}-%`],
  );
  await client.end();
  return rows[0];
}

/**
 * The consultation form under a crowd (open loop), then at saturation (wrk, closed loop). The crowd is measured
 * after a warm-up of its own, as the reads are: the form's code path is still cold (the JIT) and the database pool
 * has let its idle connections go while the reads, served from memory, did not need them.
 */
async function measureConsultations(base, env) {
  await crowdOfConsultations(base, randomBytes(4).toString('hex'), WARM_UP);
  const run = randomBytes(4).toString('hex');
  const crowd = await crowdOfConsultations(base, run);
  Object.assign(crowd, await storedConsultations(env.DATABASE_URL, run));
  const saturationRun = randomBytes(4).toString('hex');
  const script = join(work, 'consultations.lua');
  writeFileSync(script, CONSULTATION_SCRIPT(saturationRun));
  const saturation = wrk(`${base}/api/consultations`, { connections: WRITE_CONNECTIONS, script });
  const [, created, refused, failed] = /RESULT created=(\d+) refused=(\d+) failed=(\d+)/
    .exec(saturation.output)
    .map(Number);
  Object.assign(saturation, { created, refused, failed }, await storedConsultations(env.DATABASE_URL, saturationRun));
  return { crowd, saturation };
}

/** What the request log costs: the cached reads again with LOG_LEVEL=silent. */
async function measureLoggingCost(paths) {
  const base = `http://127.0.0.1:${PORTS.app}`;
  const env = { ...APP_ENV, ...embeddedEnv, LOG_LEVEL: 'silent' };
  const app = await start('app-silent', APP_ARGS, env, `${base}/api/health/ready`);
  try {
    return Object.fromEntries(paths.map((path) => [path, measure(`${base}${path}`)]));
  } finally {
    await stop(app);
  }
}

/** The bytes the app serves on each path, for the floors. */
async function fixturesOf(base, paths) {
  const fixtures = [];
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    fixtures.push({ path, contentType: response.headers.get('content-type'), body: body.toString('base64') });
  }
  return fixtures;
}

async function runFloors(fixtures) {
  const file = join(work, 'fixtures.json');
  writeFileSync(file, JSON.stringify(fixtures));
  const floors = {};
  for (const kind of ['node', 'express']) {
    const base = `http://127.0.0.1:${PORTS[kind]}`;
    const server = await start(
      `floor-${kind}`,
      ['bench/load-floors.mjs', kind, String(PORTS[kind]), file],
      {},
      `${base}${fixtures[0].path}`,
    );
    try {
      floors[kind] = Object.fromEntries(fixtures.map(({ path }) => [path, measure(`${base}${path}`)]));
    } finally {
      await stop(server);
    }
  }
  return floors;
}

async function withThrowawayDatabase(use) {
  const { Client } = require('pg');
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const embeddedEnv = { DATA_DIR: join(work, 'embedded') };

/** The paths measured (an article found on the app) and the bytes the app serves on each, for the floors. */
async function discover() {
  const base = `http://127.0.0.1:${PORTS.app}`;
  const app = await start('app-discovery', APP_ARGS, { ...APP_ENV, ...embeddedEnv }, `${base}/api/health/ready`);
  try {
    // The embedded database's first start: migrations and the seed on an empty database.
    const firstStartMb = await idleRssMb(app);
    const { items } = await (await fetch(`${base}/api/blog?pageSize=1`)).json();
    if (!items?.length) throw new Error('No published article to measure');
    const paths = ['/api/services', '/', '/blog', `/blog/${items[0].slug}`];
    return { paths, fixtures: await fixturesOf(base, paths), firstStartMb };
  } finally {
    await stop(app);
  }
}

const { paths, fixtures, firstStartMb } = await discover();
console.log(
  `Measuring ${paths.join(', ')}: ${DURATION} s each after ${WARM_UP} s of warm-up, ${READ_CONNECTIONS} connections`,
);
const floors = await runFloors(fixtures);
const embedded = await runApp('embedded', embeddedEnv, paths, { writes: false });
const loggingCost = await measureLoggingCost(paths);
const postgres = await withThrowawayDatabase((databaseUrl) =>
  runApp(
    'postgres',
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `bench-load-${randomBytes(3).toString('hex')}`,
      DATA_DIR: join(work, 'postgres'),
    },
    paths,
    { writes: true },
  ),
);

const failures = [];
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells, widths) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' ');
const WIDTHS = [22, 9, 7, 8, 8, 8, 6, 7, 8, 6];
console.log(
  `\n${row(['path', 'mode', 'req/s', 'p99 ms', 'Express', 'p99 ms', 'ratio', 'Node', 'p99 ms', 'ratio'], WIDTHS)}`,
);
for (const [mode, result] of [
  ['embedded', embedded],
  ['postgres', postgres],
]) {
  for (const path of paths) {
    const ours = result.reads[path];
    const express = floors.express[path];
    const node = floors.node[path];
    const ratio = ours.rps / express.rps;
    const target = path.startsWith('/api/') ? TARGETS.jsonRatio : TARGETS.htmlRatio;
    console.log(
      row(
        [
          path.slice(0, 22),
          mode,
          fixed(ours.rps),
          fixed(ours.p99, 1),
          fixed(express.rps),
          fixed(express.p99, 1),
          fixed(ratio, 2),
          fixed(node.rps),
          fixed(node.p99, 1),
          fixed(ours.rps / node.rps, 2),
        ],
        WIDTHS,
      ),
    );
    if (ratio < target) failures.push(`${mode} ${path}: ${fixed(ratio, 2)}× the Express floor, under ${target}×`);
    if (ours.non2xx || ours.socketErrors)
      failures.push(`${mode} ${path}: ${ours.non2xx} failed answers, ${ours.socketErrors} socket errors`);
  }
  for (const [path, open] of Object.entries(result.openLoopReads)) {
    console.log(
      row(
        [`(${READ_RATE}/s open) ${path}`.slice(0, 22), mode, '', `${fixed(open.p99, 1)}`, `p50 ${fixed(open.p50, 1)}`],
        WIDTHS,
      ),
    );
    if (!(open.p99 <= TARGETS.openLoopP99Ms))
      failures.push(
        `${mode} ${path} at ${READ_RATE}/s: p99 ${fixed(open.p99, 1)} ms, over ${TARGETS.openLoopP99Ms} ms`,
      );
    if (open.failed) failures.push(`${mode} ${path} at ${READ_RATE}/s: ${open.failed} answers not 200`);
  }
  console.log(row(['(cache miss render)', mode, '', `p95 ${fixed(result.missP95, 1)}`], WIDTHS));
  const memory = TARGETS.memory[mode];
  // On PostgreSQL the measured start is the first one (a new database), its migrations run in the process.
  const idle =
    mode === 'embedded'
      ? [
          ['after a first start', firstStartMb],
          ['idle after a restart', result.idleMb],
        ]
      : [['idle after a first start', result.idleMb]];
  for (const [when, mb] of idle) {
    console.log(row([`(RSS ${when})`, mode, '', `${fixed(mb)} MB`], WIDTHS));
    if (!(mb <= memory.idle)) failures.push(`${mode}: ${fixed(mb)} MB resident ${when}, over ${memory.idle} MB`);
  }
  console.log(row(['(peak RSS)', mode, '', `${fixed(result.peakMb)} MB`], WIDTHS));
  if (!(result.peakMb <= memory.peak))
    failures.push(`${mode}: ${fixed(result.peakMb)} MB resident at the peak, over ${memory.peak} MB`);
  console.log(row(['(render fallbacks)', mode, '', result.renderFallbacks], WIDTHS));
  if (!(result.missP95 <= TARGETS.missRenderP95Ms))
    failures.push(
      `${mode}: a cache miss renders in ${fixed(result.missP95, 1)} ms p95, over ${TARGETS.missRenderP95Ms} ms`,
    );
}
const logging = paths.map((path) => `${path} ${fixed((1 - embedded.reads[path].rps / loggingCost[path].rps) * 100)} %`);
console.log(`\nThe request log's cost (embedded, req/s with it vs LOG_LEVEL=silent): ${logging.join(', ')}`);
const { crowd, saturation } = postgres.write;
console.log(
  `\nPOST /api/consultations on PostgreSQL, ${WRITE_RATE} new visitors a second for ${DURATION} s over ${WRITE_CONNECTIONS} ` +
    `connections: p50 ${fixed(crowd.p50, 1)} ms, p99 ${fixed(crowd.p99, 1)} ms; ${crowd.created} of ${crowd.sent} accepted, ` +
    `${crowd.refused} refused (4xx), ${crowd.failed} 5xx or socket errors; ${crowd.stored} rows for ${crowd.visitors} visitors`,
);
console.log(
  `  at saturation (wrk, ${WRITE_CONNECTIONS} connections back to back): ${fixed(saturation.rps)} req/s, ` +
    `p99 ${fixed(saturation.p99, 1)} ms; ${saturation.created} accepted, ${saturation.refused} refused, ${saturation.failed} 5xx, ` +
    `${saturation.socketErrors} socket errors; ${saturation.stored} rows for ${saturation.visitors} visitors`,
);
if (!(crowd.p99 <= TARGETS.writeP99Ms))
  failures.push(`POST /api/consultations: p99 ${fixed(crowd.p99, 1)} ms, over ${TARGETS.writeP99Ms} ms`);
if (crowd.failed || saturation.failed || saturation.socketErrors) {
  failures.push(
    `POST /api/consultations: ${crowd.failed + saturation.failed} 5xx, ${saturation.socketErrors} socket errors`,
  );
}
if (crowd.refused || saturation.refused)
  failures.push(`POST /api/consultations: ${crowd.refused + saturation.refused} refused`);
if (crowd.stored !== crowd.created || crowd.visitors !== crowd.created) {
  failures.push(
    `POST /api/consultations: ${crowd.created} accepted but ${crowd.stored} rows for ${crowd.visitors} visitors`,
  );
}
// wrk stops counting at its deadline with up to WRITE_CONNECTIONS submissions in flight (stored all the same).
const inFlightAtTheEnd = saturation.stored - saturation.created;
if (saturation.visitors !== saturation.stored || inFlightAtTheEnd < 0 || inFlightAtTheEnd > WRITE_CONNECTIONS) {
  failures.push(
    `POST /api/consultations at saturation: ${saturation.created} accepted but ${saturation.stored} rows for ${saturation.visitors} visitors`,
  );
}

if (failures.length > 0) {
  console.error(`\nMissed:\n  ${failures.join('\n  ')}\n(the servers' logs are in ${work})`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
console.log('\nEvery target (issues 20 and 42) holds.');
