import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ACCESS_EXTENSION, ACCESS_LEVELS } from '../../common/access/access.decorators';
import { REPO_ROOT } from '../../config/app.config';
import { acceptedProposal } from '../../../test/accepted-proposal';
import { Browser, signInStaff, signUpVerified } from '../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

interface Operation {
  method: string;
  path: string;
  /** The path as the contract writes it, with its `{parameters}`. */
  template: string;
  access: string;
  operationId: string;
  /** Answers a stream of server-sent events, which never ends by itself. */
  streams: boolean;
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
    template: path,
    access: operation[ACCESS_EXTENSION] as string,
    operationId: operation.operationId as string,
    streams: JSON.stringify(operation.responses ?? {}).includes('text/event-stream'),
  })),
);
const nonPublic = operations.filter((operation) => operation.access !== 'public');
const adminOnly = operations.filter((operation) => operation.access === 'admin');

type ExampleBody = { content?: Record<string, { example?: unknown }> };

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

/**
 * Every operation on one client's project (its steps, tasks, documents, messages, notes, live stream) and on
 * questionnaires, called by the project's owner, another customer and staff (docs/modules/projects.md). The
 * owner and staff get past authorization on their side; another customer, and staff on the client's side,
 * get 404 (the project is not theirs, and its id is not confirmed); a customer on staff's side 403.
 */
describe('authorization of every project and questionnaire operation, per caller', () => {
  const STAFF = 'staff@example.com';
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  let app: TestApp;
  let owner: Browser;
  let other: Browser;
  let staff: Browser;
  const values: Record<string, string> = { kind: 'website' };
  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
    owner = await signUpVerified(app, 'owner@example.com', 'Olive');
    other = await signUpVerified(app, 'other@example.com', 'Otto');
    const ownerId: string = (await owner.get('/api/auth/user').expect(200)).body.id;
    values.projectId = (await acceptedProposal(staff, { agent: owner, id: ownerId }, 'Olive’s website')).projectId;
    const { body: project } = await staff.get(`/api/admin/projects/${values.projectId}`).expect(200);
    values.stepId = project.steps[0].id;
    values.taskId = project.tasks[0].id;
    const { body: document } = await staff
      .post(`/api/admin/projects/${values.projectId}/documents`)
      .attach('file', PNG, 'logo.png')
      .expect(201);
    values.documentId = document.id;
  }, 120_000);
  afterAll(() => app.close());

  const rank = (operation: Operation) => (operation.method === 'delete' ? 2 : operation.access === 'admin' ? 1 : 0);
  const scoped = operations
    .filter((operation) => /\{projectId\}|questionnaires/.test(operation.template))
    // The client's side first, then staff's (whose example changes hide the document), removals last, so
    // every call finds the step, task and document it names as the fixture made them.
    .sort((a, b) => rank(a) - rank(b));

  /**
   * The contract's own example of the request body, naming the fixture's document where it names one, so a
   * caller's request is valid and the answer turns on who asks (validation answers 400 before any lookup).
   */
  const exampleBody = (operation: Operation): object => {
    const content = (document.paths[operation.template][operation.method].requestBody as ExampleBody | undefined)
      ?.content?.['application/json'];
    const example = (content?.example ?? {}) as Record<string, unknown>;
    // Ids in an example name records of no one: the fixture's where it has one, else left out (they are optional).
    const own: Record<string, string | undefined> = { ...values, attachmentId: values.documentId };
    return Object.fromEntries(
      Object.entries(example).flatMap(([key, value]) =>
        key.endsWith('Id') ? (own[key] ? [[key, own[key]]] : []) : [[key, value]],
      ),
    );
  };

  /** The operation on the fixture's records; a stream is answered as soon as its status is known. */
  const callScoped = async (client: Browser, operation: Operation): Promise<number> => {
    const path = operation.template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? name);
    const pending = (client as unknown as Record<string, (path: string) => request.Test>)
      [operation.method](path)
      .set('X-Requested-With', 'XMLHttpRequest');
    if (!operation.streams) return (await pending.send(exampleBody(operation))).status;
    const response = await pending.buffer(false).parse((res, done) => {
      (res as unknown as { destroy(): void }).destroy();
      done(null, null);
    });
    return response.status;
  };

  it('covers the project page and questionnaires', () => {
    expect(scoped.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        'getPortalProject',
        'postPortalProjectMessage',
        'uploadPortalProjectDocument',
        'streamPortalProjectUpdates',
        'savePortalQuestionnaireDraft',
        'reorderProjectSteps',
        'listProjectNotes',
        'deleteAdminProjectDocument',
        'listAdminQuestionnaires',
      ]),
    );
  });

  it.each(scoped.map((operation) => [`${operation.method.toUpperCase()} ${operation.template}`, operation]))(
    '%s: the owner and staff on their side pass; another customer and the wrong side are refused',
    async (_name, operation) => {
      const { access, template } = operation as Operation;
      const aboutTheProject = template.includes('{projectId}');
      if (access === 'admin') {
        expect([401, 403, 404]).not.toContain(await callScoped(staff, operation as Operation));
        expect(await callScoped(owner, operation as Operation)).toBe(403);
        return;
      }
      expect([401, 403, 404]).not.toContain(await callScoped(owner, operation as Operation));
      if (aboutTheProject) {
        expect(await callScoped(other, operation as Operation)).toBe(404);
        expect(await callScoped(staff, operation as Operation)).toBe(404);
      }
    },
  );
});
