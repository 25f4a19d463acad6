import express from 'express';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { loadConfig } from '../config/app.config';
import { requestLogOptions, withoutSecretParameters } from './request-log';

/** The lines the app's request logger writes for one request. */
async function logOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = express();
  app.use(pinoHttp(requestLogOptions(loadConfig({ LOG_LEVEL: 'info' })), destination));
  app.get('/{*path}', (_request, response) => response.send('ok'));
  await request(app).get(path).set(headers).expect(200);
  return lines.join('');
}

describe('request logs', () => {
  it('strip the token, code and e-mail of a signed link, and of the page it came from', async () => {
    const log = await logOf('/api/unsubscribe?email=ana%40example.com&token=s3cr3t-token&page=2', {
      Referer: 'https://www.inspivision.com/testimonial-form?token=s3cr3t-referer',
    });
    const line = JSON.parse(log) as { req: { url: string; query: object; headers: { referer: string } } };
    expect(line.req.url).toBe('/api/unsubscribe?email=stripped&token=stripped&page=2');
    expect(line.req.query).toEqual({ email: 'stripped', token: 'stripped', page: '2' });
    expect(line.req.headers.referer).toBe('https://www.inspivision.com/testimonial-form?token=stripped');
    for (const secret of ['ana@example.com', 'ana%40example.com', 's3cr3t']) expect(log).not.toContain(secret);
  });

  it("strip Google's code and state on the sign-in callback", async () => {
    const log = await logOf('/auth/google/callback?code=4%2F0Ab-oauth-code&state=xyz-state&scope=email');
    expect(log).not.toContain('oauth-code');
    expect(log).not.toContain('xyz-state');
    expect(log).toContain('scope=email');
  });

  it('match the names in any case, and leave other URLs as they are', () => {
    expect(withoutSecretParameters('/api/services?page=2&Code=1')).toBe('/api/services?page=2&Code=stripped');
    expect(withoutSecretParameters('/blog/llc-vs-corporation')).toBe('/blog/llc-vs-corporation');
  });
});
