import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app.config';
import { createTestApp, TestApp } from '../../test/test-app';
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

  it('tells clients which operations need the session cookie, and documents 401 and 403 on them', () => {
    const document = buildOpenApiDocument(app.app);
    expect(document.components?.securitySchemes?.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'inspivision.sid',
    });
    const { get: currentUser } = document.paths['/api/auth/user'];
    expect(currentUser).toMatchObject({ 'x-access': 'signed-in', security: [{ session: [] }] });
    expect(currentUser!.responses['401']).toBeDefined();
    const { get: users } = document.paths['/api/admin/users'];
    expect(users).toMatchObject({ 'x-access': 'admin', security: [{ session: [] }] });
    expect(users!.responses['403']).toBeDefined();
    const { get: services } = document.paths['/api/services'];
    expect(services).toMatchObject({ 'x-access': 'public' });
    expect(services!.security).toBeUndefined();
  });

  it('sorts keys deterministically', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 3 } }))).toBe(
      '{"a":{"c":3,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});
