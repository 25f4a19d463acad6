import express from 'express';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createAppLogger, REQUEST_LOG_FLUSH_MS, requestLog, withoutSecretParameters } from './request-log';

/** The lines the app's request logger writes for one request (the app answers 500 on /fail, 200 elsewhere). */
async function logOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: 'info' }, destination)));
  app.get('/fail', (request, response) => {
    (request as unknown as { log: pino.Logger }).log.warn('about to fail');
    response.status(500).send('no');
  });
  app.get('/{*path}', (_request, response) => response.send('ok'));
  await request(app).get(path).set(headers);
  return lines.join('');
}

describe('request logs', () => {
  it('strip the token, code and e-mail of a signed link, and of the page it came from', async () => {
    const log = await logOf('/api/unsubscribe?email=ana%40example.com&token=s3cr3t-token&page=2', {
      Referer: 'https://www.inspivision.com/testimonial-form?token=s3cr3t-referer',
    });
    const line = JSON.parse(log) as { req: { url: string; referer: string } };
    expect(line.req.url).toBe('/api/unsubscribe?email=stripped&token=stripped&page=2');
    expect(line.req.referer).toBe('https://www.inspivision.com/testimonial-form?token=stripped');
    for (const secret of ['ana@example.com', 'ana%40example.com', 's3cr3t']) expect(log).not.toContain(secret);
  });

  it('strip the names, phone and message an old reschedule link carries, keeping its choices', async () => {
    const log = await logOf(
      '/consultation?id=7&firstName=Ana&lastName=Lopez&email=ana%40example.com&phone=%2B14045550100&message=my+plans&services=LLC+Formation&reschedule=true&token=t0k3n',
    );
    const line = JSON.parse(log) as { req: { url: string } };
    expect(line.req.url).toBe(
      '/consultation?id=7&firstName=stripped&lastName=stripped&email=stripped&phone=stripped&message=stripped&services=LLC+Formation&reschedule=true&token=stripped',
    );
    for (const personal of ['Ana', 'Lopez', '4045550100', 'my+plans', 't0k3n']) expect(log).not.toContain(personal);
  });

  it("strip Google's code and state on the sign-in callback", async () => {
    const log = await logOf('/auth/google/callback?code=4%2F0Ab-oauth-code&state=xyz-state&scope=email');
    expect(log).not.toContain('oauth-code');
    expect(log).not.toContain('xyz-state');
    expect(log).toContain('scope=email');
  });

  it('say what an operator reads, one line per request, and no cookie or credential', async () => {
    const log = await logOf('/api/portal/invoices?page=2', {
      Cookie: 'inspivision.sid=s%3Asession-secret',
      Authorization: 'Bearer token-secret',
      'User-Agent': 'Mozilla/5.0 (test)',
    });
    const line = JSON.parse(log) as {
      req: Record<string, unknown>;
      res: Record<string, unknown>;
      responseTime: number;
    };
    expect(line.req).toMatchObject({
      method: 'GET',
      url: '/api/portal/invoices?page=2',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(log).not.toContain('session-secret');
    expect(log).not.toContain('token-secret');
  });

  it('say a 5xx at error level, and bind the request id to what is logged during the request', async () => {
    const [during, completed] = (await logOf('/fail'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(during).toMatchObject({ level: 40, msg: 'about to fail' });
    expect(completed).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
    expect(during.reqId).toBe(completed.req.id);
  });

  it('leave out the health checks', async () => {
    expect(await logOf('/api/health/live')).toBe('');
    expect(await logOf('/api/health/ready')).toBe('');
  });

  it('match the names in any case, and leave other URLs as they are', () => {
    expect(withoutSecretParameters('/api/services?page=2&Code=1')).toBe('/api/services?page=2&Code=stripped');
    expect(withoutSecretParameters('/blog/llc-vs-corporation')).toBe('/blog/llc-vs-corporation');
  });

  it('reach the output in batches, a quiet moment’s line within the flush interval', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'request-log-')), 'out.log');
    // Left open: the logger's periodic flush keeps writing to it until the test process ends.
    const fileDescriptor = openSync(file, 'w');
    const logger = createAppLogger({ LOG_LEVEL: 'info' }, fileDescriptor);
    const app = express().use(requestLog(logger));
    app.get('/{*path}', (_request, response) => response.send('ok'));
    await request(app).get('/services');
    const started = Date.now();
    while (!readFileSync(file, 'utf8').includes('"url":"/services"')) {
      expect(Date.now() - started).toBeLessThan(REQUEST_LOG_FLUSH_MS * 3);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    for (let page = 1; page <= 200; page++) await request(app).get(`/blog?page=${page}`);
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, REQUEST_LOG_FLUSH_MS * 1.5));
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(201);
  });
});
