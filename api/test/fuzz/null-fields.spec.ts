import type { OpenAPIObject } from '@nestjs/swagger';
import { Browser, signInStaff } from '../auth-helpers';
import { buildOpenApiDocument } from '../../src/openapi/openapi.document';
import { AppConfig } from '../../src/config/app.config';
import { createTestApp, TestApp } from '../test-app';
import { Operation, operationsOf } from './request-arbitraries';

/**
 * Every top-level field of every JSON write, sent as null one at a time, as staff, on records that exist:
 * a field the contract does not mark nullable must be refused with a 4xx (validation), never reach the
 * database as null and come back as a 500. The random fuzzer (contract-fuzz.spec.ts) draws such a body only
 * now and then; this sweep tries each one every run. Bodies are the operations' own examples, so they pass
 * validation but for the null; a PATCH is also sent with the null field alone (the others left out).
 */

type Schema = { $ref?: string; nullable?: boolean; properties?: Record<string, Schema>; allOf?: Schema[] };

const resolve = (document: OpenAPIObject, schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(document, (document.components?.schemas as Record<string, Schema>)[name]);
};

function propertiesOf(document: OpenAPIObject, schema: Schema | undefined): Record<string, Schema> {
  const resolved = resolve(document, schema);
  if (!resolved) return {};
  const inherited = (resolved.allOf ?? []).map((part) => propertiesOf(document, part));
  return Object.assign({}, ...inherited, resolved.properties ?? {});
}

/** Examples were written on a day now past: their instants move to a week from now, so a due date is not refused. */
const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const shiftInstants = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
    ? NEXT_WEEK
    : Array.isArray(value)
      ? value.map(shiftInstants)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shiftInstants(inner)]))
        : value;

const exampleOf = (document: OpenAPIObject, operation: Operation): Record<string, unknown> | undefined => {
  const content = (
    document.paths[operation.path] as Record<
      string,
      { requestBody?: { content: Record<string, { example?: unknown }> } }
    >
  )[operation.method.toLowerCase()].requestBody?.content['application/json'];
  const example = shiftInstants(content?.example);
  return example && typeof example === 'object' && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : undefined;
};

/** The first value under `key` in a list answer: the items of its first non-empty array, else the object itself. */
function firstValue(json: unknown, key: string): unknown {
  const queue: unknown[] = [json];
  while (queue.length) {
    const value = queue.shift();
    if (Array.isArray(value)) {
      const hit = value.find((item) => item && typeof item === 'object' && key in item);
      if (hit) return (hit as Record<string, unknown>)[key];
      queue.push(...value);
    } else if (value && typeof value === 'object') queue.push(...Object.values(value));
  }
  return json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
}

describe('null in a field that has no "none"', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let operations: Operation[];
  let staff: Browser;

  async function send(method: string, path: string, body?: unknown) {
    const response = await staff[method.toLowerCase() as 'get'](path).send(body as object);
    return { status: response.status, body: response.body as unknown, text: response.text };
  }

  beforeAll(async () => {
    const limits = Object.keys(new AppConfig()).filter(
      (name) => name.includes('RATE_LIMIT') || name.startsWith('PENDING_CONSULTATIONS'),
    );
    app = await createTestApp({
      env: {
        ADMIN_EMAILS: 'staff@nulls.test',
        BOT_CHALLENGE: 'off',
        ...Object.fromEntries(limits.map((name) => [name, '1000000'])),
      },
    });
    staff = await signInStaff(app, 'staff@nulls.test', 'Staff');
    document = buildOpenApiDocument(app.app);
    operations = operationsOf(document).filter(
      (operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method) && exampleOf(document, operation),
    );
    // One of everything staff can create, so the writes on `{id}` find a record (examples with a path
    // parameter are left for the sweep).
    for (const operation of operations.filter((op) => op.method === 'POST' && !op.path.includes('{'))) {
      await send('POST', operation.path, exampleOf(document, operation));
    }
  }, 120_000);

  afterAll(() => app?.close());

  /**
   * The path with each parameter taken from the list one level up (GET of the path before it), else from the
   * parameter's own example.
   */
  async function pathOf(operation: Operation): Promise<string | undefined> {
    let path = operation.path;
    for (const [match, name] of operation.path.matchAll(/\{(\w+)\}/g)) {
      const parent = path.slice(0, path.indexOf(match) - 1);
      const list = await send('GET', parent);
      const listed =
        list.status === 200 ? firstValue(list.body, name === 'slug' || name === 'date' ? name : 'id') : null;
      const value = listed ?? operation.parameters.find((parameter) => parameter.name === name)?.schema?.example;
      if (value === undefined || value === null) return undefined;
      path = path.replace(match, encodeURIComponent(String(value)));
    }
    return path;
  }

  it('is refused with a 4xx in every write, never a 500', async () => {
    const failures: string[] = [];
    let reachedRecords = 0;
    for (const operation of operations) {
      const path = await pathOf(operation);
      if (!path) continue;
      const example = exampleOf(document, operation)!;
      const properties = propertiesOf(document, operation.bodySchema);
      for (const [field, schema] of Object.entries(properties)) {
        const bodies = [{ ...example, [field]: null }, ...(operation.method === 'PATCH' ? [{ [field]: null }] : [])];
        for (const body of bodies) {
          const answer = await send(operation.method, path, body);
          if (answer.status !== 404) reachedRecords++;
          const nullable = resolve(document, schema)?.nullable === true || schema.nullable === true;
          // Accepting null as "left out" is fine; storing it in a field that has no "none" is not.
          const cleared = answer.status < 300 && (answer.body as Record<string, unknown> | undefined)?.[field] === null;
          if (answer.status >= 500 || (!nullable && cleared)) {
            failures.push(
              `${operation.method} ${path} ${JSON.stringify(body).slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep reached real records, not only 404s.
    expect(reachedRecords).toBeGreaterThan(100);
  }, 300_000);
});
