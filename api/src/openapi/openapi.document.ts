import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ACCESS_EXTENSION, AccessLevel, SESSION_COOKIE_SCHEME } from '../common/access/access.decorators';
import { ErrorResponseDto } from '../common/error-response.dto';
import { SESSION_COOKIE } from '../modules/auth/auth.constants';

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorResponseDto' };

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_SCHEMA_REF } },
});

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
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_COOKIE_SCHEME)
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
      // Operations without an access decorator are signed-in (the guard's default); say so for clients.
      const access: AccessLevel = operation[ACCESS_EXTENSION] ?? 'signed-in';
      operation[ACCESS_EXTENSION] = access;
      if (access !== 'public') {
        operation.security = [{ [SESSION_COOKIE_SCHEME]: [] }];
        operation.responses['401'] ??= errorResponse('Not signed in');
        if (access === 'admin') operation.responses['403'] ??= errorResponse('Signed in, but not staff');
      }
      operation.responses.default ??= {
        description: 'Any other error, in the one error shape',
        content: { 'application/json': { schema: ERROR_SCHEMA_REF } },
      };
    }
  }
  return sortKeys(document);
}
