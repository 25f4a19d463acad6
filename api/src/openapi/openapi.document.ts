import { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type {
  HeaderObject,
  OperationObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { MACHINE_ENDPOINTS } from '../configure-app';
import { ACCESS_EXTENSION, AccessLevel, SESSION_COOKIE_SCHEME } from '../common/access/access.decorators';
import { BEFORE_SECOND_FACTOR_EXTENSION, SESSION_COOKIE } from '../modules/auth';
import { ErrorResponseDto } from '../common/error-response.dto';
import { CONTACT_EMAIL } from '../modules/content';
import { rateLimitsOf } from '../throttling/rate-limits';
import { composeExample } from './examples';
import { API_TAGS } from './tags';

/** The security scheme of the CSRF header that every signed-in write sends with the session cookie. */
export const CSRF_HEADER_SCHEME = 'csrf';
export const CSRF_HEADER = 'X-Requested-With';

/** Where the Inspivision site is served; the committed document names the default (the development server). */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorResponseDto' };
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const errorResponse = (description: string, headers?: Record<string, HeaderObject>): ResponseObject => ({
  description,
  ...(headers && { headers }),
  content: { 'application/json': { schema: ERROR_SCHEMA_REF } },
});

const CSRF_REFUSAL =
  'refused by the CSRF check: a write from another site (its `Origin` or `Referer`), or, with the session ' +
  `cookie, one without \`${CSRF_HEADER}\` or not from this site ("This request must come from the Inspivision site")`;

const SECOND_FACTOR_REFUSAL =
  'the session has not passed its second factor yet (code `SECOND_FACTOR_REQUIRED`; `GET /api/auth/user` says whether to enrol or verify)';

const integerHeader = (description: string): HeaderObject => ({ description, schema: { type: 'integer', minimum: 0 } });

const API_DESCRIPTION = `The API behind the Inspivision site, client portal and back office.

**Errors** all answer \`{ statusCode, message, code?, errors? }\` (\`ErrorResponseDto\`): \`message\` is for people,
\`code\` (enum \`ErrorCode\`) for clients that act on a reason, \`errors\` names each invalid field of a 400.

**Signing in** sets the \`${SESSION_COOKIE}\` cookie (security scheme \`${SESSION_COOKIE_SCHEME}\`). Operations
marked \`security: []\` are public; the others need the cookie (401 without it, 403 for staff-only operations).
A session must also pass its second factor (staff always; customers who enrolled one) before any operation but
\`GET /api/auth/user\` and those marked \`x-before-second-factor\` (403 \`SECOND_FACTOR_REQUIRED\` meanwhile).

**Writes** (POST, PUT, PATCH, DELETE) are checked against cross-site request forgery: a write from another
site's page is refused with 403, and a write that carries the session cookie must also come from this site
(\`Origin\` or \`Referer\`) and send the \`${CSRF_HEADER}\` header (any value, e.g. \`XMLHttpRequest\`; security
scheme \`${CSRF_HEADER_SCHEME}\`), which a plain HTML form cannot send. An anonymous write needs a JSON body or that
header. Swagger UI at /api/docs sends the header itself. Provider webhooks and the one-click unsubscribe are
checked by their signature or signed token instead.

**Rate limits** answer 429 with a \`message\` saying how long to wait and \`Retry-After\` (seconds); the limited
operations say which limit counts them.

**Lists** paginate with \`page\` and \`pageSize\` and answer \`{ items, total, page, pageSize }\`. Money is in
integer cents. Times are ISO 8601 instants in UTC.

**Tokens** of e-mailed links travel in request bodies, never in query strings the API receives (logs and
\`Referer\` headers keep URLs). The one exception is the RFC 8058 one-click unsubscribe: mail providers POST to
the exact URL of the \`List-Unsubscribe\` header, so that URL must carry its signed token.`;

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

/** Every route handler of the app by method name (= operationId), with its controller, for their metadata. */
function routeHandlers(app: INestApplication): Map<string, { controller: Type; handler: object }> {
  const handlers = new Map<string, { controller: Type; handler: object }>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = controller.prototype[name];
        if (typeof handler === 'function' && Reflect.hasMetadata(PATH_METADATA, handler)) {
          handlers.set(name, { controller, handler });
        }
      }
    }
  }
  return handlers;
}

/**
 * What every operation gets from its metadata rather than by hand (so a new operation gets it too):
 * - security: `[]` when `@Public()`; else the session cookie, plus the CSRF header on writes; 401 and, for
 *   `@AdminOnly()`, 403;
 * - 403 for the CSRF check on every write it applies to (all but the machine endpoints);
 * - 429 with `Retry-After` and the throttler's headers where a rate limit applies (`@RateLimit`, ThrottlerGuard);
 * - the one error shape as the default answer;
 * - whole examples of request bodies and success answers, composed from the DTOs' property examples.
 */
function completeOperation(
  operation: OperationObject & Record<string, unknown>,
  method: string,
  path: string,
  limits: ReturnType<typeof rateLimitsOf>,
  schemas: Record<string, { description?: string }>,
) {
  const access: AccessLevel = (operation[ACCESS_EXTENSION] as AccessLevel | undefined) ?? 'signed-in';
  operation[ACCESS_EXTENSION] = access;
  const write = WRITE_METHODS.has(method);
  const refusals: string[] = [];
  if (access === 'public') {
    operation.security = [];
  } else {
    operation.security = [{ [SESSION_COOKIE_SCHEME]: [], ...(write && { [CSRF_HEADER_SCHEME]: [] }) }];
    operation.responses['401'] ??= errorResponse('Not signed in (no session cookie, or the session has ended)');
    if (access === 'admin') refusals.push('signed in, but not staff');
    if (!operation[BEFORE_SECOND_FACTOR_EXTENSION]) refusals.push(SECOND_FACTOR_REFUSAL);
  }
  // Machine endpoints (webhooks, the one-click unsubscribe) are checked by their own signature or token.
  if (write && !MACHINE_ENDPOINTS.includes(path)) refusals.push(CSRF_REFUSAL);
  if (refusals.length) {
    const own = (operation.responses['403'] as ResponseObject | undefined)?.description;
    const reasons = [own, ...refusals].filter(Boolean).join('; or ');
    operation.responses['403'] = errorResponse(reasons.charAt(0).toUpperCase() + reasons.slice(1));
  }

  if (limits) {
    const retryAfter = Object.fromEntries(
      limits.throttlers.map((name) => [
        `Retry-After-${name}`,
        integerHeader(`Seconds until the ${name} limit lets this client in again`),
      ]),
    );
    operation.responses['429'] = errorResponse(
      `Too many requests (${limits.description}); \`message\` says when to retry`,
      {
        'Retry-After': integerHeader('Seconds to wait before trying again'),
        ...retryAfter,
      },
    );
    const rateHeaders = Object.fromEntries(
      limits.throttlers.flatMap((name) => [
        [`X-RateLimit-Limit-${name}`, integerHeader(`Requests the ${name} limit allows in its window`)],
        [`X-RateLimit-Remaining-${name}`, integerHeader(`Requests left in the current ${name} window`)],
        [`X-RateLimit-Reset-${name}`, integerHeader(`Seconds until the ${name} window starts again`)],
      ]),
    );
    for (const [status, response] of Object.entries(operation.responses)) {
      if (status.startsWith('2'))
        (response as ResponseObject).headers = { ...(response as ResponseObject).headers, ...rateHeaders };
    }
  }
  operation.responses.default ??= errorResponse('Any other error, in the one error shape');

  // A success answer documented only by its type says what that type is (its DTO's @ApiSchema description).
  for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
    if (!status.startsWith('2') || response.description) continue;
    const schema = response.content?.['application/json']?.schema as { $ref?: string; items?: { $ref?: string } };
    const described = (ref?: string) =>
      ref ? schemas[ref.replace('#/components/schemas/', '')]?.description : undefined;
    const item = described(schema?.items?.$ref);
    response.description = described(schema?.$ref) ?? (item ? `A list, each: ${item}` : '');
  }

  const bodies = [
    ...Object.values((operation.requestBody as { content?: object } | undefined)?.content ?? {}),
    ...Object.entries(operation.responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([, response]) => Object.values((response as ResponseObject).content ?? {})),
  ] as { schema?: never; example?: unknown }[];
  for (const media of bodies) {
    if (media.example !== undefined || !media.schema) continue;
    const example = composeExample(media.schema, schemas as Record<string, never>);
    if (example !== undefined) media.example = example;
  }
}

/**
 * The API contract: operation ids are the controller method names, and must be unique. `serverUrl` is the
 * site's PUBLIC_URL (Swagger UI's "Try it out" calls it); openapi.json names the default.
 */
export function buildOpenApiDocument(app: INestApplication, serverUrl = DEFAULT_SERVER_URL): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Inspivision API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .setContact('Inspivision', 'https://www.inspivision.com', CONTACT_EMAIL)
    .setLicense('Proprietary: Inspivision terms of use', 'https://www.inspivision.com/legal/terms')
    .addServer(serverUrl.replace(/\/+$/, ''), 'The Inspivision site (PUBLIC_URL); the API is under /api')
    .addSecurityRequirements(SESSION_COOKIE_SCHEME)
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie set by signing in (HttpOnly; a browser sends it by itself)',
      },
      SESSION_COOKIE_SCHEME,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description:
          'Any non-empty value (e.g. XMLHttpRequest), sent with the session cookie on every write, together ' +
          "with an Origin (or Referer) of this site (a browser adds it; other clients set it to the server's " +
          'origin). A plain HTML form cannot send the header, so a forged cross-site form is refused with 403',
      },
      CSRF_HEADER_SCHEME,
    );
  for (const tag of API_TAGS) builder.addTag(tag.name, tag.description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controller, method) => method,
    extraModels: [ErrorResponseDto],
  });
  (document as { 'x-tagGroups'?: unknown })['x-tagGroups'] = [...new Set(API_TAGS.map((tag) => tag.module))].map(
    (module) => ({ name: module, tags: API_TAGS.filter((tag) => tag.module === module).map((tag) => tag.name) }),
  );

  const handlers = routeHandlers(app);
  const schemas = (document.components?.schemas ?? {}) as Record<string, { description?: string }>;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId as string;
      if (seen.has(id)) throw new Error(`Duplicate operationId "${id}": ${seen.get(id)} and ${where}`);
      seen.set(id, where);
      if (!operation.tags?.length) throw new Error(`${where} has no tag`);
      const route = handlers.get(id);
      if (!route) throw new Error(`${where}: no handler named ${id}`);
      completeOperation(operation, method, path, rateLimitsOf(route.controller, route.handler), schemas);
    }
  }
  return sortKeys(document);
}
