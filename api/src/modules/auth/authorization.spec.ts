import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ACCESS_EXTENSION, ACCESS_LEVELS } from '../../common/access/access.decorators';
import { REPO_ROOT } from '../../config/app.config';
import { Browser, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

interface Operation {
  method: string;
  path: string;
  access: string;
  operationId: string;
}

/** Every operation of the committed contract (CI fails when it is stale, so this is the whole API). */
const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method,
    // Any value will do for path parameters: the guard answers before they are read.
    path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    access: operation[ACCESS_EXTENSION] as string,
    operationId: operation.operationId as string,
  })),
);
const nonPublic = operations.filter((operation) => operation.access !== 'public');
const adminOnly = operations.filter((operation) => operation.access === 'admin');

/** As the site's own pages call (X-Requested-With), so the access guard answers rather than the CSRF check. */
const call = (client: Browser | ReturnType<typeof request>, operation: Operation) =>
  (client as unknown as Record<string, (path: string) => request.Test>)
    [operation.method](operation.path)
    .set('X-Requested-With', 'XMLHttpRequest');

describe('authorization of every operation in openapi.json', () => {
  let app: TestApp;
  let customer: Browser;
  beforeAll(async () => {
    app = await createTestApp();
    customer = await signUpVerified(app, 'customer@example.com');
  });
  afterAll(() => app.close());

  it('marks each operation public, signed-in or admin', () => {
    expect(operations.length).toBeGreaterThan(15);
    const unmarked = operations.filter((operation) => !ACCESS_LEVELS.includes(operation.access as never));
    expect(unmarked.map((operation) => operation.operationId)).toEqual([]);
    expect(adminOnly.length).toBeGreaterThan(0);
  });

  it.each(nonPublic.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
    'anonymous %s gets 401',
    async (_name, operation) => {
      const response = await call(request(app.app.getHttpServer()), operation as Operation);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    },
  );

  it.each(adminOnly.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
    'a customer %s gets 403',
    async (_name, operation) => {
      const response = await call(customer, operation as Operation);
      expect(response.status).toBe(403);
    },
  );
});
