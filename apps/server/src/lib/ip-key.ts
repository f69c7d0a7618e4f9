import { isIPv6 } from 'node:net';

/**
 * The part of a client address a per-address limit should count by. IPv4 (and IPv4-mapped
 * IPv6) as is; IPv6 by its /64 prefix, since one subscriber is usually handed a whole /64 and
 * could otherwise rotate through 2^64 addresses to reset every limit.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0');
  const groups = ip.includes('::') ? [...headParts, ...zeros, ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
