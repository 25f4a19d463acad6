import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app.config';
import { createTestApp, TestApp } from '../../test/test-app';
import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { buildOpenApiDocument, sortKeys } from './openapi.document';

describe('the OpenAPI document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is what is committed as openapi.json (run "npm run openapi" after changing a DTO)', () => {
    const committed = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8'));
    expect(buildOpenApiDocument(app.app)).toEqual(committed);
  });

  it('gives every operation a unique id, a tag and the error shape', () => {
    const document = buildOpenApiDocument(app.app);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.responses.default.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorResponseDto',
      });
    }
  });

  it('tells clients which operations need the session cookie and the CSRF header, and documents 401 and 403', () => {
    const document = buildOpenApiDocument(app.app);
    expect(document.components?.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'inspivision.sid' }),
      csrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Requested-With' }),
    });
    const { get: currentUser } = document.paths['/api/auth/user'];
    expect(currentUser).toMatchObject({ 'x-access': 'signed-in', security: [{ session: [] }] });
    expect(currentUser!.responses['401']).toBeDefined();
    const { patch: updateProfile } = document.paths['/api/auth/profile'];
    expect(updateProfile).toMatchObject({ security: [{ session: [], csrf: [] }] });
    expect((updateProfile!.responses['403'] as ResponseObject).description).toContain('X-Requested-With');
    const { get: users } = document.paths['/api/admin/users'];
    expect(users).toMatchObject({ 'x-access': 'admin', security: [{ session: [] }] });
    expect((users!.responses['403'] as ResponseObject).description).toMatch(
      /^Signed in, but not staff; or the session has not passed its second factor yet/,
    );
    // Who am I, and the second-factor steps, answer a session whose second factor is pending.
    expect(currentUser!.responses['403']).toBeUndefined();
    expect(document.paths['/api/auth/second-factor/totp/verify'].post).toMatchObject({
      'x-before-second-factor': true,
    });
    const { get: services } = document.paths['/api/services'];
    expect(services).toMatchObject({ 'x-access': 'public', security: [] });
    expect(services!.responses['403']).toBeUndefined();
    // A public write is checked too (a cross-site page may not post it); machine endpoints are not.
    expect(document.paths['/api/general-question'].post!.responses['403']).toBeDefined();
    expect((document.paths['/api/sms/inbound'].post!.responses['403'] as ResponseObject).description).not.toContain(
      'CSRF',
    );
  });

  it('documents 429 with Retry-After on every rate-limited operation, from its limit', () => {
    const document = buildOpenApiDocument(app.app);
    const lead = document.paths['/api/general-question'].post!;
    expect(lead.responses['429']).toMatchObject({
      description: expect.stringContaining('LEAD_RATE_LIMIT_PER_IP'),
      headers: { 'Retry-After': expect.anything(), 'Retry-After-ip': expect.anything() },
    });
    expect((lead.responses['201'] as ResponseObject).headers).toHaveProperty('X-RateLimit-Remaining-ip');
    const signIn = document.paths['/api/auth/email-login'].post!;
    expect(Object.keys((signIn.responses['429'] as ResponseObject).headers ?? {})).toEqual(
      expect.arrayContaining(['Retry-After', 'Retry-After-ip', 'Retry-After-account']),
    );
    expect(document.paths['/api/services'].get!.responses['429']).toBeUndefined();
  });

  it('names the server of PUBLIC_URL, deterministically the default one in openapi.json', () => {
    expect(buildOpenApiDocument(app.app).servers).toEqual([expect.objectContaining({ url: 'http://localhost:3000' })]);
    expect(buildOpenApiDocument(app.app, 'https://www.inspivision.com/').servers).toEqual([
      expect.objectContaining({ url: 'https://www.inspivision.com' }),
    ]);
  });

  it("serves Swagger UI with a request interceptor that sends the CSRF header, so 'Try it out' works signed in", async () => {
    const init = await app.http.get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toMatch(/requestInterceptor[^]*\['X-Requested-With'\] = 'XMLHttpRequest'/);
  });

  it('sorts keys deterministically', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 3 } }))).toBe(
      '{"a":{"c":3,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});
