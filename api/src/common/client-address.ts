import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * The IPv6 prefix one client is counted by. A provider hands each subscriber (a home, a phone, a rented
 * server) a /64 or more, and any host in it can take a new address of it at will: counted by address, one
 * IPv6 client is 2^64 clients.
 */
export const IPV6_CLIENT_PREFIX = 64;

/** 16-bit words of an IPv6 address that make up its /64 prefix. */
const PREFIX_WORDS = IPV6_CLIENT_PREFIX / 16;

/**
 * The network one client is counted by wherever a client address is a key (the per-address rate limits,
 * the per-address pending-booking cap, their locks): an IPv4 address itself, an IPv6 address's /64 in CIDR
 * notation (`2001:db8:1:2::/64`, zone dropped). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a
 * dual-stack socket shows an IPv4 peer) is its IPv4 address. Anything that is not an address (none: a
 * socket already closed) is returned as is.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address || !isIP(address)) return address ?? '';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const words = (parsed as ipaddr.IPv6).parts.map((word, index) => (index < PREFIX_WORDS ? word : 0));
  return `${new ipaddr.IPv6(words).toRFC5952String()}/${IPV6_CLIENT_PREFIX}`;
}
