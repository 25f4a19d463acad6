import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

import { UUID_EXAMPLE } from '../common/id-param.pipe';

type Schema = SchemaObject | ReferenceObject;

/** Values for formats whose every example would read alike (the DTOs name the ones that mean something). */
const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2026-03-02T15:00:00.000Z',
  date: '2026-03-02',
  uuid: UUID_EXAMPLE,
  email: 'ana@example.com',
};

/**
 * A whole example of a schema, composed from the examples its DTOs give each property (and from defaults,
 * enums and nullability), or undefined when a required part has none: then the DTO lacks an example, and
 * openapi.contract.spec.ts says where. Spectral checks each composed example against its schema.
 */
export function composeExample(
  schema: Schema | undefined,
  schemas: Record<string, Schema>,
  seen: readonly string[] = [],
  optional = false,
): unknown {
  if (!schema) return undefined;
  if ('$ref' in schema) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return seen.includes(name) ? undefined : composeExample(schemas[name], schemas, [...seen, name], optional);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const [first] = schema.allOf ?? schema.oneOf ?? schema.anyOf ?? [];
  if (first && !schema.properties) return composeExample(first, schemas, seen, optional);
  if (schema.format && FORMAT_EXAMPLES[schema.format] !== undefined) return FORMAT_EXAMPLES[schema.format];
  if (schema.type === 'array') {
    const item = composeExample(schema.items, schemas, seen, optional);
    return item === undefined ? undefined : [item];
  }
  if (schema.properties) {
    const example: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const required = schema.required?.includes(name) ?? false;
      const value = composeExample(property, schemas, seen, !required);
      if (value !== undefined) example[name] = value;
      else if (required) return undefined;
    }
    return example;
  }
  // A required value that may be null is shown as null; an optional one without an example is left out.
  if (schema.nullable && !optional) return null;
  return undefined;
}
