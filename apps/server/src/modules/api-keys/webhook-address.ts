import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (issue 12 defect 10). An address is public only when ipaddr.js, which
 * keeps the IANA special-purpose registries, calls it plain `unicast`: loopback, private, link-local
 * (cloud metadata), CGNAT, 192.0.0.0/24, benchmarking 198.18.0.0/15, documentation, multicast,
 * broadcast, reserved, unique-local, NAT64 (64:ff9b::/96 and /48), 6to4, Teredo and the rest are
 * refused. IPv4-mapped IPv6 is judged by its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

// Names that only mean something inside a network (RFC 6761, 6762, 8375 and common habits).
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa|intranet|corp)$|^metadata\./;

/** The URL's host, lower-cased, without IPv6 brackets and without a trailing dot (`LOCALHOST.`). */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** Without DNS: false for an internal IP literal or an internal-only name. */
export function isPublicHost(host: string): boolean {
  if (isIP(host)) return isPublicAddress(host);
  if (!host || !host.includes('.')) return false;
  return !INTERNAL_NAME.test(host);
}

/** A webhook target that is (or resolves) inside: the delivery is refused, not retried. */
export class NotPublicError extends Error {
  constructor(host: string) {
    super(`webhook host ${host} is not a public address`);
    this.name = 'NotPublicError';
  }
}

export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    );
  });

/** Every address the host resolves to, or null when any of them is not public (or none). */
export async function resolvePublic(host: string, resolver: Resolver): Promise<string[] | null> {
  if (!isPublicHost(host)) return null;
  if (isIP(host)) return [host];
  const addresses = await resolver(host).catch(() => []);
  return addresses.length && addresses.every(isPublicAddress) ? addresses : null;
}

/**
 * A `lookup` for http.request that resolves once and hands the socket only checked addresses, so
 * a name cannot pass the check and then resolve somewhere internal for the connection itself
 * (DNS rebinding).
 */
export function publicOnlyLookup(resolver: Resolver) {
  return (
    host: string,
    options: LookupOptions,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolvePublic(hostOf(new URL(`http://${host.includes(':') ? `[${host}]` : host}`)), resolver)
      .then((addresses) => {
        if (!addresses) return callback(new NotPublicError(host), '');
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) return callback(null, all);
        const first = all[0] as LookupAddress;
        callback(null, first.address, first.family);
      })
      .catch((err: unknown) => callback(err as Error, ''));
  };
}
