import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Config } from '../../config';
import { safeEqual } from '../../lib/crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'drape-signature';

/**
 * Signature of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Receivers recompute it over the raw body and reject timestamps older than a few minutes.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  return safeEqual(signWebhook(secret, body, t), `t=${t},v1=${parts.v1}`);
}

// Private, loopback, link-local (cloud metadata), CGNAT and unique-local ranges.
const INTERNAL_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];
const isInternalAddress = (ip: string) =>
  isIP(ip) === 4
    ? INTERNAL_V4.some((r) => r.test(ip))
    : /^(::1?|f[cd]|fe[89ab]|::ffff:(127|10|192\.168|169\.254)\.)/i.test(ip);
const INTERNAL_HOST = /(^localhost$|\.localhost$|\.local$|\.internal$|\.lan$|^metadata\.)/i;

/**
 * The rule: only http(s) URLs. In production, targets that are obviously internal (localhost,
 * private/loopback/link-local IP literals, *.local / *.internal names) are refused when the URL
 * is saved and again when it is called (after DNS resolution, so a public name pointing inside
 * is refused too). In development and test, loopback receivers are allowed.
 */
export function isWebhookUrlAllowed(url: string, config: Pick<Config, 'isProduction'>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  if (!config.isProduction) return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return !isInternalAddress(host);
  return !INTERNAL_HOST.test(host);
}

/** True when the URL's host resolves to an internal address (checked before each call). */
export async function resolvesInternally(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host);
  const addresses = await lookup(host, { all: true });
  return addresses.some((a) => isInternalAddress(a.address));
}
