import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { REPO_ROOT } from '../config/app.config';

/**
 * What an integrator's tools need from openapi.json beyond what the linters check (openapi.document.spec.ts
 * proves the committed file is the one the code builds, so this reads the file).
 */
const document: OpenAPIObject = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8'));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    where: `${method.toUpperCase()} ${path}`,
    method,
    operation: item[method] as OperationObject & { 'x-access'?: string },
  })),
);

/** Names that always hold whole numbers: ids, paging, counts, money in cents, quantities, positions. */
const INTEGER_NAME =
  /^(id|ids|\w*Ids?|page|pageSize|total|count|\w*Count|\w*Cents|quantity|orderIndex|attempts|rating|statusCode|users|newThisWeek|remindersScheduled|sectionIds)$/;

/** Every schema in the document with the name it is found under (property or parameter name). */
function* schemasIn(
  value: unknown,
  where: string,
  name = '',
): Generator<{ where: string; name: string; schema: SchemaObject }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* schemasIn(item, `${where}/${index}`, name);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  if (typeof object.type === 'string') yield { where, name, schema: object as SchemaObject };
  for (const [key, inner] of Object.entries(object)) {
    if (key === 'properties' && inner && typeof inner === 'object') {
      for (const [property, schema] of Object.entries(inner))
        yield* schemasIn(schema, `${where}/properties/${property}`, property);
    } else if (key === 'items') {
      yield* schemasIn(inner, `${where}/items`, name);
    } else if (key === 'parameters' && Array.isArray(inner)) {
      for (const parameter of inner as ParameterObject[])
        yield* schemasIn(parameter.schema, `${where}/${parameter.name}`, parameter.name);
    } else if (key !== 'example' && key !== 'examples') {
      yield* schemasIn(inner, `${where}/${key}`, name);
    }
  }
}

describe('openapi.json as an integrator reads it', () => {
  it('types ids, paging, counts and amounts as integers, never as number', () => {
    const numbers = [...schemasIn(document, '#')].filter(
      ({ name, schema }) => schema.type === 'number' && INTEGER_NAME.test(name),
    );
    expect(numbers.map(({ where }) => where)).toEqual([]);
    // Nothing in this API is fractional: a number anywhere is a missed integer.
    expect(
      [...schemasIn(document, '#')].filter(({ schema }) => schema.type === 'number').map(({ where }) => where),
    ).toEqual([]);
  });

  it('gives every request body a whole example', () => {
    const missing = operations
      .filter(({ operation }) => operation.requestBody)
      .flatMap(({ where, operation }) =>
        Object.entries(
          (operation.requestBody as { content: Record<string, { example?: unknown; examples?: unknown }> }).content,
        )
          .filter(([, media]) => media.example === undefined && media.examples === undefined)
          .map(([type]) => `${where} ${type}`),
      );
    expect(missing).toEqual([]);
  });

  it('gives the JSON success answer of every read a whole example', () => {
    const missing = operations
      .filter(({ method }) => method === 'get')
      .filter(({ operation }) => {
        const media = (operation.responses['200'] as { content?: Record<string, { example?: unknown }> })?.content?.[
          'application/json'
        ];
        return media && media.example === undefined;
      })
      .map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it('declares `security: []` on every public operation, and the session on every other', () => {
    const wrong = operations
      .filter(({ operation }) =>
        operation['x-access'] === 'public'
          ? !(Array.isArray(operation.security) && operation.security.length === 0)
          : !operation.security?.every((requirement) => 'session' in requirement),
      )
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
  });

  it('asks for the CSRF header with the session on every signed-in write, and documents its 403', () => {
    const wrong = operations
      .filter(({ method, operation }) => method !== 'get' && operation['x-access'] !== 'public')
      .filter(({ operation }) => {
        const [requirement] = operation.security ?? [];
        return !requirement || !('session' in requirement) || !('csrf' in requirement) || !operation.responses['403'];
      })
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
  });

  it('describes every operation, parameter and answer', () => {
    expect(operations.filter(({ operation }) => !operation.description?.trim()).map(({ where }) => where)).toEqual([]);
    const answers = operations.flatMap(({ where, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => !(response as { description?: string }).description?.trim())
        .map(([status]) => `${where} ${status}`),
    );
    expect(answers).toEqual([]);
    const parameters = operations.flatMap(({ where, operation }) =>
      ((operation.parameters ?? []) as ParameterObject[])
        .filter((parameter) => !parameter.description?.trim())
        .map((parameter) => `${where} ${parameter.name}`),
    );
    expect(parameters).toEqual([]);
  });

  it('tells the format of every id in a path: a uuid, a positive integer or the pattern of an opaque token', () => {
    const loose = operations.flatMap(({ where, operation }) =>
      ((operation.parameters ?? []) as ParameterObject[])
        // `slugOrId` takes either, so it is a string.
        .filter(
          (parameter) => parameter.in === 'path' && /^(id|\w+Id)$/.test(parameter.name) && !/Or/.test(parameter.name),
        )
        .filter(({ schema }) => {
          const { type, format, minimum, pattern } = schema as SchemaObject;
          // An opaque token (an invoice's pay-link id) says its characters and length with a pattern.
          return !(format === 'uuid' || (type === 'integer' && minimum === 1) || (type === 'string' && pattern));
        })
        .map((parameter) => `${where} ${parameter.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('declares every tag it uses, with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
  });
});
