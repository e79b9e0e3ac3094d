import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** proxy-addr's names for families of addresses, as TRUST_PROXY accepts them. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Loopback and the TRUST_PROXY entries (addresses, CIDR ranges, names), as one list to check against. */
function allowedAddresses(trustProxy: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ['loopback', ...trustProxy]) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, kind] of named) list.addSubnet(network, prefix, kind);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export type MetricsAccess = 'allowed' | 'unauthenticated' | 'hidden';

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a Bearer token (anyone else is told to
 * authenticate); without it, only this machine and the trusted proxies' addresses, as the request's
 * client address (through TRUST_PROXY) shows. To everyone else `/metrics` does not exist.
 */
export function createMetricsAccess(options: { token: string | undefined; trustProxy: readonly string[] | undefined }) {
  const { token } = options;
  if (token !== undefined) {
    const expected = digest(`Bearer ${token}`);
    return (request: FastifyRequest): MetricsAccess =>
      timingSafeEqual(digest(request.headers.authorization ?? ''), expected) ? 'allowed' : 'unauthenticated';
  }
  const allowed = allowedAddresses(options.trustProxy ?? []);
  return (request: FastifyRequest): MetricsAccess => {
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return isIP(address) !== 0 && allowed.check(address, family(address)) ? 'allowed' : 'hidden';
  };
}
