import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorResponseDto' };

/** Sorts object keys recursively so the committed document is byte-for-byte deterministic. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    ) as T;
  }
  return value;
}

/** The API contract: operation ids are the controller method names, and must be unique. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Inspivision API')
    .setDescription(
      'The API behind the Inspivision site, client portal and back office. Every error answers ' +
        '`{ statusCode, message, errors? }`; list endpoints paginate with `page` and `pageSize`.',
    )
    .setVersion('1.0.0')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
    extraModels: [ErrorResponseDto],
  });

  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId as string;
      if (seen.has(id)) throw new Error(`Duplicate operationId "${id}": ${seen.get(id)} and ${where}`);
      seen.set(id, where);
      if (!operation.tags?.length) throw new Error(`${where} has no tag`);
      operation.responses.default ??= {
        description: 'Any other error, in the one error shape',
        content: { 'application/json': { schema: ERROR_SCHEMA_REF } },
      };
    }
  }
  return sortKeys(document);
}
