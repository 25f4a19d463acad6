import { INestApplication, RequestMethod } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import type { Express, Request, RequestHandler } from 'express';
import { answerUnreadableRequests, bodyParsers } from './common/body-parsers';
import { Clock } from './common/clock';
import { csrfProtection } from './common/csrf.middleware';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { hotPath } from './common/http/hot-path';
import type { StoredResponse } from './common/http/stored-response';
import { securityHeaderLists, securityHeaders } from './common/security-headers';
import { createAppLogger, requestLog } from './common/request-log';
import { httpMetrics, labelRoute } from './metrics/http-metrics';
import { MetricsService } from './metrics/metrics.service';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app.config';
import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_SIGN_IN_PATH,
  SESSION_COOKIE,
  SESSION_PATHS,
  SessionService,
} from './modules/auth';
import { ContentCache, ROBOTS_PATH, SITEMAP_PATH, SeoService, contentCacheKey } from './modules/content';
import { SIMULATED_CHECKOUT_PATH } from './infrastructure/payments/drivers/simulated-payment.driver';
import { STRIPE_WEBHOOK_PATH } from './modules/billing';
import { ONE_CLICK_UNSUBSCRIBE_PATH, SMS_INBOUND_PATH } from './modules/notifications';
import { buildOpenApiDocument } from './openapi/openapi.document';
import { AssetResponses, isAssetPath } from './web/asset-responses';
import { PageCache, pageCacheKey } from './web/page-cache';
import { renderCallGate } from './web/render-calls';
import { siteYear } from './web/site-year';
import { isApiPath, webAppHandlers } from './web/web-app.middleware';

export const API_PREFIX = 'api';

/** Browser routes served by Nest outside the API prefix (Google sign-in redirects, sitemap, robots.txt). */
export const NON_API_ROUTES = [GOOGLE_SIGN_IN_PATH, GOOGLE_CALLBACK_PATH, SITEMAP_PATH, ROBOTS_PATH];
export const API_PREFIX_OPTIONS = {
  exclude: NON_API_ROUTES.map((path) => ({ path, method: RequestMethod.GET })),
};

/**
 * Endpoints called by machines with their own proof (signature, signed token), exempt from the CSRF check; the
 * simulated checkout's form, a plain HTML post, carries a token of its page and refuses other sites itself.
 */
export const MACHINE_ENDPOINTS = [
  `/${API_PREFIX}/${SMS_INBOUND_PATH}`,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  `/${API_PREFIX}/${STRIPE_WEBHOOK_PATH}`,
  `/${API_PREFIX}/${SIMULATED_CHECKOUT_PATH}`,
];

/** Webhooks whose signature covers their exact bytes: their body is kept raw. */
export const RAW_BODY_PATHS = [`/${API_PREFIX}/${STRIPE_WEBHOOK_PATH}`];

/** Swagger UI's request interceptor (serialised into its page, so self-contained): adds the CSRF header. */
const SEND_CSRF_HEADER = (request: { headers: Record<string, string> }) => {
  request.headers['X-Requested-With'] = 'XMLHttpRequest';
  return request;
};

const noStore: RequestHandler = (_request, response, next) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};

/** Options of NestFactory.create: logs wait for pino; configureApp installs the body parsers. */
export const APP_OPTIONS = { bufferLogs: true, bodyParser: false } as const;

/**
 * The HTTP pipeline, the same for the server and the integration tests. Every request is logged; what an
 * anonymous visitor reads most (cached content, pages) is answered before the body parsers and the session.
 */
export function configureApp(app: INestApplication, config: AppConfig): INestApplication {
  app.useLogger(app.get(Logger));
  app.use(requestLog(createAppLogger(config)));
  const metrics = app.get(MetricsService);
  app.use(httpMetrics(metrics, isApiPath));
  app.use(renderCallGate());
  const content = app.get(ContentCache);
  // The footer's copyright year, from this server's clock on the business's calendar (docs/web.md); its turn,
  // like a content edit, is a new edition of every page kept.
  const year = siteYear(app.get(Clock), config.BUSINESS_TIME_ZONE);
  const pages = new PageCache(() => `${content.contentGeneration} ${year()}`);
  const webDist = config.path(config.WEB_DIST_DIR);
  const assets = AssetResponses.fromDist(webDist);
  const labelled = (request: Request, stored: StoredResponse | undefined, route: string) => {
    if (stored) labelRoute(request, route);
    return stored;
  };
  const storedAnswer = (request: Request) => {
    if (isApiPath(request.path)) {
      return labelled(request, content.peek(contentCacheKey(request))?.response, '(cached API read)');
    }
    if (isAssetPath(request.path)) return labelled(request, assets.peek(request), '(kept asset)');
    return labelled(request, pages.peek(pageCacheKey(request)), '(cached page)');
  };
  app.use(hotPath(storedAnswer, securityHeaderLists(config)));
  // Personal and link-protected answers are kept by no browser or proxy; the public content reads, which a
  // crowd asks for, say otherwise themselves (ContentCacheInterceptor, and the kept answers above).
  app.use(`/${API_PREFIX}`, noStore);
  // Only TRUST_PROXY peers may tell the client's address (rate limits) and scheme (Secure cookies).
  const expressApp = app.getHttpAdapter().getInstance() as Express;
  expressApp.set('trust proxy', config.trustProxy);
  // Never sent (helmet would remove it again on every request; the hot path does not run helmet).
  expressApp.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.use(...securityHeaders(config));
  app.use(compression());
  app.use(...bodyParsers(RAW_BODY_PATHS));
  answerUnreadableRequests(app.getHttpServer());
  app.use(
    SESSION_PATHS,
    csrfProtection(config.PUBLIC_URL, SESSION_COOKIE, MACHINE_ENDPOINTS),
    app.get(SessionService).middleware,
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app, config.PUBLIC_URL), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
    // "Try it out" when signed in: the CSRF check wants this header with the session cookie on writes.
    swaggerOptions: { requestInterceptor: SEND_CSRF_HEADER },
  });
  for (const handler of webAppHandlers(
    webDist,
    NON_API_ROUTES,
    { gaMeasurementId: config.GA_MEASUREMENT_ID },
    app.get(SeoService),
    pages,
    year,
    metrics.renders,
  ))
    app.use(handler);
  return app;
}
