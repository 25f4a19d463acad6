import { Body, Controller, Post } from '@nestjs/common';
import { IsEmail, IsString } from 'class-validator';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../../test/test-app';
import { Public } from './access/access.decorators';
import { SingleLine } from './unsafe-text';
import { withBotCheck } from '../../test/bot-check';

class OneLineDto {
  @SingleLine()
  @IsString()
  name: string;

  @IsEmail()
  email: string;

  @IsString()
  message: string;
}

@Public()
@Controller('one-line-probe')
class OneLineProbeController {
  @Post()
  echo(@Body() body: OneLineDto) {
    return body;
  }
}

/** The findings of the fuzzing of the public contract, each answered 400 (or an empty page) in the error shape. */
describe('hostile input at the edge', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ controllers: [OneLineProbeController] });
  });
  afterAll(() => app.close());

  const expectFieldError = (body: { statusCode: number; errors: { field: string }[] }, field: string) => {
    expect(body.statusCode).toBe(400);
    expect(new Set(body.errors.map((error) => error.field))).toEqual(new Set([field]));
  };

  it('refuses a NUL byte in a body field, before sign-in reads it', async () => {
    const response = await app.http
      .post('/api/auth/email-login')
      .send({ email: '\u0000', password: 'blue-harbor-lantern' })
      .expect(400);
    expectFieldError(response.body, 'email');
    expect(response.body.errors[0].message).toBe('email contains a control character');
  });

  it('refuses a NUL byte nested in a body, in a key as in a value', async () => {
    const nested = await app.http
      .post('/api/consultations')
      .send(await withBotCheck(app.http, { firstName: 'Ana', servicesInterested: ['LLC', 'a\u0000b'] }))
      .expect(400);
    expectFieldError(nested.body, 'servicesInterested.1');
    const key = await app.http
      .post('/api/consultations')
      .set('Content-Type', 'application/json')
      // Refused before the anti-robot check: the body's key is the problem.
      .send('{"firstName":"Ana","x\\u0000":1}')
      .expect(400);
    expect(key.body.errors[0].message).toBe('body has a key with a control character');
  });

  it('refuses half a surrogate pair (validators throw on it) in a body field, and accepts a whole pair', async () => {
    const response = await app.http
      .post('/api/auth/admin-setup')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800"}')
      .expect(400);
    expectFieldError(response.body, 'email');
    expect(response.body.errors[0].message).toBe('email contains an invalid character (half of a surrogate pair)');
    const pair = { name: 'Ana 𝕏', email: 'ana@example.com', message: '😀' };
    await app.http.post('/api/one-line-probe').send(pair).expect(201, pair);
  });

  it.each(['/api/blog/%00', '/api/pages/%00', '/api/blog/a%00b'])('refuses a NUL byte in a path: %s', async (path) => {
    const response = await app.http.get(path).expect(400);
    expectFieldError(response.body, path.startsWith('/api/blog') ? 'slugOrId' : 'slug');
  });

  it('refuses a NUL byte in a query parameter', async () => {
    const response = await app.http.get('/api/blog?page=1&tag=%00').expect(400);
    expectFieldError(response.body, 'tag');
  });

  it('refuses other control characters anywhere, and line breaks only in one-line fields', async () => {
    const bell = await app.http.post('/api/one-line-probe').send({ name: 'Ana', email: 'a@b.co', message: 'x\u0007' });
    expectFieldError(bell.body, 'message');
    const multiLine = { name: 'Ana', email: 'ana@example.com', message: 'Line one\r\nLine two\tend' };
    await app.http.post('/api/one-line-probe').send(multiLine).expect(201, multiLine);
    const header = await app.http
      .post('/api/one-line-probe')
      .send({ ...multiLine, name: 'Ana\r\nBcc: victim@example.com' })
      .expect(400);
    expect(header.body.errors).toEqual([
      { field: 'name', message: 'name must be a single line without control characters' },
    ]);
  });

  it('refuses a null unsubscribe token (found by the contract fuzzer: a 500)', async () => {
    const response = await app.http
      .post('/api/unsubscribe')
      .send({ email: 'ana@example.com', token: null })
      .expect(400);
    expectFieldError(response.body, 'token');
  });

  it.each(['/api/services', '/api/blog', '/api/portfolio', '/api/testimonials'])(
    'bounds the page number of %s: past the last is empty, absurd is a 400',
    async (path) => {
      for (const page of ['1e308', '99999999999999999999', '100001', '-1', 'Infinity']) {
        const response = await app.http.get(`${path}?page=${page}`).expect(400);
        expectFieldError(response.body, 'page');
      }
      const past = await app.http.get(`${path}?page=100000`).expect(200);
      expect(past.body).toMatchObject({ items: [], page: 100000 });
    },
  );

  it('answers a body of 1 MB and 1 byte with 413 in the error shape', async () => {
    const text = JSON.stringify({ content: 'x'.repeat(1024 * 1024 - 13) });
    expect(Buffer.byteLength(text)).toBe(1024 * 1024 + 1);
    const response = await app.http
      .post('/api/testimonials')
      .set('Content-Type', 'application/json')
      .send(text)
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'The request body is too large' });
  });

  it('refuses a gzip bomb without inflating it', async () => {
    // 100 MB of zeros, about 100 KB compressed: inflating it is the attack.
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const before = process.memoryUsage().arrayBuffers;
    const response = await app.http
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(await withBotCheck(app.http, bomb))
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      message: 'Compressed request bodies are not accepted: send the body uncompressed',
    });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('answers an address too long for the HTTP parser in the error shape', async () => {
    const server = app.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/services?q=${'y'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toEqual({
      statusCode: 431,
      message: 'The request address or headers are too long',
    });
  });
});
