import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../config/app.config';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics: a bearer of METRICS_TOKEN from anywhere, or a peer in METRICS_ALLOW (loopback
 * by default). The peer is the TCP connection's, never a forwarded header: a visitor coming through the
 * load balancer is the load balancer, outside the list unless it is named there.
 */
export function metricsAccess(config: Pick<AppConfig, 'METRICS_TOKEN' | 'metricsAllow'>) {
  const allowed = proxyAddr.compile(config.metricsAllow);
  const token = config.METRICS_TOKEN ? sha256(config.METRICS_TOKEN) : undefined;
  return (peerAddress: string | undefined, authorization: string | undefined): boolean => {
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (token && bearer && timingSafeEqual(sha256(bearer), token)) return true;
    return peerAddress !== undefined && allowed(peerAddress, 0);
  };
}
