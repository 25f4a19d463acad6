import fc, { Arbitrary } from 'fast-check';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * fast-check arbitraries built from the OpenAPI document itself: for every operation, requests whose
 * parameters and bodies follow the schema most of the time (so they reach the handlers) and carry hostile
 * values the rest of the time (so they probe the edges). Nothing here names an operation: a new one in the
 * document is fuzzed without new code.
 */

type Schema = Record<string, unknown> & {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The path template, e.g. `/api/blog/{slugOrId}`. */
  path: string;
  operationId: string;
  access: string;
  parameters: Parameter[];
  bodySchema?: Schema;
  bodyContentType?: string;
}

/** A value to use for a path parameter: drawn from ids the fuzzer has seen, resolved when the request is sent. */
export interface KnownIdPick {
  knownId: number;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string; encoding?: string };

export interface FuzzRequest {
  operation: Operation;
  pathValues: Record<string, unknown | KnownIdPick>;
  /** Ordered query pairs; a name may repeat. */
  query: [string, unknown][];
  body: Body;
  /** Leaves out the CSRF header a browser page sends, to probe that check too. */
  omitCsrfHeader: boolean;
}

export function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item as Record<string, unknown>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        'x-access'?: string;
      };
      const [bodyContentType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        access: operation['x-access'] ?? 'signed-in',
        parameters: operation.parameters ?? [],
        bodySchema: body?.schema,
        bodyContentType,
      });
    }
  }
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** `{"__proto__": ...}` as an own key, as JSON.parse makes it (an object literal would set the prototype). */
const PROTO_POLLUTION = JSON.parse('{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"x": 1}}');

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: deeplyNested(depth - 1) });

/** Values an attacker tries first: control characters, numbers past every range, injection and type confusion. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0007\u001b[31m',
  'line\nbreak',
  'Name\r\nBcc: victim@example.com',
  '\t',
  '\uFEFF',
  '\uD800',
  '\u202Eevil',
  '𝕏'.repeat(40),
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '1e308',
  '-1e308',
  '99999999999999999999',
  '-1',
  '0',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '',
  ' ',
  'x'.repeat(300),
  'y'.repeat(20_000),
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '9999-12-31T23:59:59.999Z',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ana@example.com\u0000@evil.test',
  'a@b',
  '@',
];
const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  1e20, // what JSON.parse makes of 99999999999999999999
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  0.5,
  -0.000001,
  1.7976931348623157e308,
];
const HOSTILE_OTHERS: unknown[] = [null, true, false, [], {}, [[[[[]]]]], [null], PROTO_POLLUTION, deeplyNested(40)];

const hostileValue: Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

class SchemaArbitraries {
  constructor(private readonly document: OpenAPIObject) {}

  resolve(schema: Schema): Schema {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return this.resolve((this.document.components?.schemas?.[name] ?? {}) as Schema);
    }
    if (schema.allOf) {
      const parts = schema.allOf.map((part) => this.resolve(part));
      return Object.assign({}, ...parts, {
        properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
        required: parts.flatMap((part) => part.required ?? []),
        nullable: schema.nullable,
      });
    }
    return schema;
  }

  /**
   * A value for `schema`; `name` is the property's name, which hints what a plain string means. One value in
   * `1 + validWeight` is hostile: body fields keep most values valid so that requests get past validation;
   * parameters, fewer and each read on its own, are probed more often.
   */
  value(raw: Schema, name = '', depth = 0, validWeight = 7): Arbitrary<unknown> {
    const schema = this.resolve(raw);
    const valid = this.validValue(schema, name, depth);
    const withExample = schema.example !== undefined ? fc.oneof(valid, fc.constant(schema.example)) : valid;
    const withNull = schema.nullable ? fc.oneof({ weight: 5, arbitrary: withExample }, fc.constant(null)) : withExample;
    return fc.oneof({ weight: validWeight, arbitrary: withNull }, { weight: 1, arbitrary: hostileValue });
  }

  private validValue(schema: Schema, name: string, depth: number): Arbitrary<unknown> {
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) return fc.oneof(...alternatives.map((part) => this.value(part, name, depth + 1)));
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? -1000;
        const max = schema.maximum ?? Math.max(min + 1000, 100_000);
        const integers = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
        return schema.type === 'integer'
          ? integers
          : fc.oneof({ weight: 4, arbitrary: integers }, fc.double({ min, max, noNaN: true }));
      }
      case 'boolean':
        return fc.boolean();
      case 'array': {
        if (depth > 6) return fc.constant([]);
        const maxLength = Math.min(schema.maxItems ?? 4, 4);
        return fc.array(this.value(schema.items ?? {}, name, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, maxLength),
          maxLength,
        });
      }
      case 'object':
        return this.object(schema, depth);
      case 'string':
        return this.string(schema, name);
      default:
        return schema.properties ? this.object(schema, depth) : fc.jsonValue({ maxDepth: 2 });
    }
  }

  object(schema: Schema, depth: number): Arbitrary<unknown> {
    if (depth > 6) return fc.constant({});
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    if (keys.length === 0) {
      return schema.additionalProperties
        ? fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 })
        : fc.constant({});
    }
    const record = fc.record(
      Object.fromEntries(keys.map((key) => [key, this.value(properties[key], key, depth + 1)])),
      { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) },
    );
    // Now and then a property the schema does not know, or a required one left out.
    return fc.oneof(
      { weight: 12, arbitrary: record },
      {
        weight: 1,
        arbitrary: fc
          .tuple(record, fc.constantFrom('isAdmin', 'role', 'id', '__proto__'), hostileValue)
          .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  }

  private string(schema: Schema, name: string): Arbitrary<unknown> {
    const maxLength = schema.maxLength ?? 60;
    const minLength = schema.minLength ?? 0;
    const lowerName = name.toLowerCase();
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'date-time')
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2032-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    if (schema.format === 'date')
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2032-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    if (schema.format === 'email' || lowerName.includes('email')) return fc.emailAddress();
    if (schema.pattern) {
      try {
        // Only a limit the schema states: a pattern of fixed length beyond the default would filter out every string.
        const matching = fc.stringMatching(new RegExp(schema.pattern));
        const limit = schema.maxLength;
        return limit === undefined ? matching : matching.filter((text) => text.length <= limit);
      } catch {
        // A pattern JavaScript cannot read is fuzzed as plain text.
      }
    }
    return fc.oneof(
      { weight: 6, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 80) }) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 80), unit: 'grapheme' }) },
      // Exactly at the limit, and one past it.
      { weight: 1, arbitrary: fc.constantFrom('a'.repeat(Math.min(maxLength, 100_000)), 'b'.repeat(maxLength + 1)) },
    );
  }
}

/** Bodies that are not what the operation reads: broken JSON, other media types, a compressed payload. */
const MALFORMED_BODIES: Arbitrary<Body> = fc.constantFrom<Body>(
  { kind: 'raw', contentType: 'application/json', text: '{"email": ' },
  { kind: 'raw', contentType: 'application/json', text: '' },
  { kind: 'raw', contentType: 'application/json', text: 'null' },
  { kind: 'raw', contentType: 'application/json', text: '[1,2,3]' },
  { kind: 'raw', contentType: 'application/json', text: '"just a string"' },
  { kind: 'raw', contentType: 'application/json', text: '1e308' },
  { kind: 'raw', contentType: 'application/json', text: '{"a":"\\u0000"}' },
  { kind: 'raw', contentType: 'application/json; charset=utf-16', text: '{}' },
  { kind: 'raw', contentType: 'application/json', text: '{"a":1}', encoding: 'gzip' },
  { kind: 'raw', contentType: 'text/plain', text: 'hello' },
  {
    kind: 'raw',
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
  },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'email=%00&password=x&a[b][c]=1' },
  {
    kind: 'raw',
    contentType: 'multipart/form-data; boundary=zz',
    text: '--zz\r\nContent-Disposition: form-data\r\n\r\nx',
  },
);

/** Path parameter values that are not what the route reads. */
const HOSTILE_PATH_VALUES = fc.constantFrom('%00', '%E0%A4%A', '..', '%2e%2e%2f', 'a%2Fb', '-1', '1e308', '0', ' ');

const PARAMETER_VALID_WEIGHT = 3;

export function requestArbitrary(document: OpenAPIObject, operation: Operation): Arbitrary<FuzzRequest> {
  const schemas = new SchemaArbitraries(document);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');

  const pathValues = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        fc.oneof(
          { weight: 4, arbitrary: fc.nat().map((knownId): KnownIdPick => ({ knownId })) },
          {
            weight: 3,
            arbitrary: schemas.value(parameter.schema ?? { type: 'string' }, parameter.name, 0, PARAMETER_VALID_WEIGHT),
          },
          { weight: 1, arbitrary: HOSTILE_PATH_VALUES.map((raw) => ({ raw })) },
        ),
      ]),
    ),
  );

  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(schemas.value(parameter.schema ?? { type: 'string' }, parameter.name, 0, PARAMETER_VALID_WEIGHT), {
          nil: undefined,
          freq: parameter.required ? 20 : 2,
        }),
      ),
      fc.option(fc.tuple(fc.constantFrom('page', 'unknown', 'sortBy', 'email', '__proto__'), hostileValue), {
        freq: 6,
        nil: undefined,
      }),
    )
    .map((values) => {
      const pairs: [string, unknown][] = [];
      queryParameters.forEach((parameter, index) => {
        if (values[index] !== undefined) pairs.push([parameter.name, values[index]]);
      });
      const extra = values[queryParameters.length] as [string, unknown] | undefined;
      if (extra) pairs.push(extra);
      return pairs;
    });

  const schemaBody: Arbitrary<Body> = operation.bodySchema
    ? operation.bodyContentType === 'application/json'
      ? schemas.value(operation.bodySchema).map((value): Body => ({ kind: 'json', value }))
      : schemas.object(schemas.resolve(operation.bodySchema), 0).map((value): Body => ({
          kind: 'raw',
          contentType: operation.bodyContentType ?? 'application/octet-stream',
          text: new URLSearchParams(
            Object.entries(value as object).map(([key, inner]): [string, string] => [key, String(inner)]),
          ).toString(),
        }))
    : fc.constant<Body>({ kind: 'none' });
  const body =
    operation.method === 'GET'
      ? fc.constant<Body>({ kind: 'none' })
      : fc.oneof({ weight: 8, arbitrary: schemaBody }, { weight: 1, arbitrary: MALFORMED_BODIES });

  return fc.record({
    operation: fc.constant(operation),
    pathValues,
    query,
    body,
    omitCsrfHeader: fc.nat({ max: 19 }).map((roll) => roll === 0),
  });
}
