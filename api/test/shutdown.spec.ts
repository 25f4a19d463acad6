import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { CuttableProxy } from './cuttable-proxy';
import { freePort } from './free-port';
import { cloneTemplate, TestDatabase } from './test-database';

/**
 * Stopping (docs/operations.md#stopping), as an orchestrator does it: the api and the worker, compiled and run as
 * their own processes, on PostgreSQL and Redis reached through proxies the test can cut. A request in flight at
 * SIGTERM is answered; with both dependencies gone, each process still exits with status 0 within
 * SHUTDOWN_TIMEOUT_MS + 2 s. Needs DATABASE_URL and REDIS_URL.
 */
const API_DIR = join(__dirname, '..');
const SHUTDOWN_TIMEOUT_MS = 3_000;
const GRACE_MS = 2_000;
const hasDependencies = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit status, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
}

function start(entry: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)),
  );
  return { child, output: () => output, exited };
}

async function untilReady(url: string, started: Started): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (started.child.exitCode !== null) throw new Error(`exited before ready:\n${started.output()}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`not ready in 60 s:\n${started.output()}`);
}

/** How long after SIGTERM the process exits, and with what. */
async function stop(started: Started): Promise<{ status: number | NodeJS.Signals; ms: number }> {
  const sent = Date.now();
  started.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), 30_000)));
  const status = await Promise.race([started.exited, limit]);
  clearTimeout(timer);
  if (status === 'still running') {
    started.child.kill('SIGKILL');
    throw new Error(`still running 30 s after SIGTERM:\n${started.output()}`);
  }
  return { status, ms: Date.now() - sent };
}

(hasDependencies ? describe : describe.skip)('stopping the api and the worker', () => {
  let dist: string;
  let database: TestDatabase;
  let postgres: CuttableProxy;
  let redis: CuttableProxy;
  const running: Started[] = [];

  beforeAll(async () => {
    // Compiled as `npm run build` does, beside dist (the app finds the repository from its own folder).
    dist = mkdtempSync(join(API_DIR, '.shutdown-spec-'));
    const build = spawnSync(
      process.execPath,
      [
        join(API_DIR, '..', 'node_modules', '@swc', 'cli', 'bin', 'swc.js'),
        'src',
        '-d',
        dist,
        '--strip-leading-paths',
        '--config-file',
        '.swcrc',
        '--ignore',
        '**/*.spec.ts',
        '--quiet',
      ],
      { cwd: API_DIR, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`swc failed:\n${build.stdout}${build.stderr}`);
    database = await cloneTemplate();
    const databaseUrl = new URL(database.databaseUrl!);
    const redisUrl = new URL(process.env.REDIS_URL!);
    postgres = new CuttableProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    redis = new CuttableProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    await Promise.all([postgres.listen(), redis.listen()]);
  }, 120_000);

  afterEach(async () => {
    for (const started of running.splice(0)) {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
      await started.exited;
    }
    postgres.restore();
    redis.restore();
  });

  afterAll(async () => {
    await Promise.all([postgres?.close(), redis?.close()]);
    await database?.drop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const environment = async () => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: database.dataDir,
    DATABASE_URL: postgres.urlTo(database.databaseUrl!),
    REDIS_URL: redis.urlTo(process.env.REDIS_URL!),
    REDIS_PREFIX: `shutdown-${process.pid}-${Date.now()}`,
    SEED_ON_START: 'false',
    WEB_DIST_DIR: join(database.dataDir, 'no-web'),
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    WORKER_PORT: String(await freePort()),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });

  it('answers a request in flight at SIGTERM, then exits with status 0', async () => {
    const env = await environment();
    const api = start(join(dist, 'main.js'), env);
    running.push(api);
    await untilReady(`http://127.0.0.1:${env.PORT}/api/health/ready`, api);

    // The request's head is sent and taken up (the server's 100 Continue says so, however busy the machine)
    // before SIGTERM; its body follows after.
    const body = JSON.stringify({ message: 'What services do you offer?' });
    const socket = new Socket();
    let response = '';
    let taken: () => void = () => undefined;
    const takenUp = new Promise<void>((resolve) => (taken = resolve));
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString();
      if (response.startsWith('HTTP/1.1 100 Continue')) taken();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise<void>((resolve) => socket.connect(Number(env.PORT), '127.0.0.1', resolve));
    socket.write(
      `POST /api/ai/chat HTTP/1.1\r\nHost: 127.0.0.1:${env.PORT}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await takenUp;
    const stopping = stop(api);
    await sleep(500);
    // Not half-closed: a client that ends its side first has its request aborted by Node, stopping or not.
    socket.write(body);
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 (200|201) /);
    expect(response).toContain('serviceRecommendations');
    const { status, ms } = await stopping;
    expect({ status, inTime: ms <= SHUTDOWN_TIMEOUT_MS + GRACE_MS }).toEqual({ status: 0, inTime: true });
  }, 90_000);

  it('exits with status 0 within the timeout with PostgreSQL and Redis gone, the api and the worker alike', async () => {
    const env = await environment();
    const api = start(join(dist, 'main.js'), env);
    const worker = start(join(dist, 'worker.js'), env);
    running.push(api, worker);
    await untilReady(`http://127.0.0.1:${env.PORT}/api/health/ready`, api);
    await untilReady(`http://127.0.0.1:${env.WORKER_PORT}/health/ready`, worker);

    postgres.cut();
    redis.cut();
    await sleep(1_000);

    const [apiStopped, workerStopped] = await Promise.all([stop(api), stop(worker)]);
    const inTime = (ms: number) => ms <= SHUTDOWN_TIMEOUT_MS + GRACE_MS;
    expect({ api: apiStopped.status, worker: workerStopped.status }).toEqual({ api: 0, worker: 0 });
    expect({ api: inTime(apiStopped.ms), worker: inTime(workerStopped.ms) }).toEqual({ api: true, worker: true });
  }, 120_000);
});
