import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../config/app.config';
import { isRenderCall } from '../web/render-calls';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** What a metrics request shows of where it comes from and what it carries. */
export interface MetricsRequester {
  /**
   * Every address the request passed through as far as it can be believed: the connection's peer first,
   * then, while that peer is a trusted proxy (TRUST_PROXY), the address it forwarded (proxy-addr's `all`).
   */
  addresses: string[];
  authorization: string | undefined;
  /** A call of the server render (RENDER_CALL_HEADER): loopback, but made on a visitor's behalf. */
  renderCall: boolean;
}

/** An API request as a metrics requester: its peer and the addresses TRUST_PROXY's proxies forwarded (Express's rule). */
export function requesterOf(request: Request): MetricsRequester {
  const trust = request.app.get('trust proxy fn') as Parameters<typeof proxyAddr.all>[1];
  return {
    addresses: proxyAddr.all(request, trust),
    authorization: request.headers.authorization,
    renderCall: isRenderCall(request),
  };
}

/**
 * Who may read the metrics: a bearer of METRICS_TOKEN from anywhere, or a request whose every address is in
 * METRICS_ALLOW (loopback when unset). A visitor forwarded by a trusted proxy on loopback is the visitor's
 * address, not loopback; a proxy that is not trusted is the peer itself, outside the list unless named
 * there. A render call is never allowed by its address: a visitor's URL chose it.
 */
export function metricsAccess(config: Pick<AppConfig, 'METRICS_TOKEN' | 'metricsAllow'>) {
  const allowed = proxyAddr.compile(config.metricsAllow);
  const token = config.METRICS_TOKEN ? sha256(config.METRICS_TOKEN) : undefined;
  return ({ addresses, authorization, renderCall }: MetricsRequester): boolean => {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (token && bearer && timingSafeEqual(sha256(bearer), token)) return true;
    return !renderCall && addresses.length > 0 && addresses.every((address) => allowed(address, 0));
  };
}
