import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { safeEqual } from '../../lib/crypto';
import {
  hostOf,
  isPublicHost,
  resolvePublic,
  systemResolver,
  type Resolver,
} from './webhook-address';

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

/**
 * The rule: only http(s) URLs without credentials. In production the target must be public
 * (webhook-address.ts): internal IP literals and internal-only names (`localhost`, `LOCALHOST.`,
 * `*.local`, `*.internal`, …) are refused here, without DNS; `checkWebhookTarget` also resolves
 * the name at save time, and every delivery connects only to addresses checked at that moment.
 * In development and test, loopback receivers are allowed.
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
  return !config.isProduction || isPublicHost(hostOf(parsed));
}

/** The rule above, and in production every address the name resolves to is public. */
export async function checkWebhookTarget(
  url: string,
  config: Pick<Config, 'isProduction'>,
  resolver: Resolver = systemResolver,
): Promise<boolean> {
  if (!isWebhookUrlAllowed(url, config)) return false;
  if (!config.isProduction) return true;
  return (await resolvePublic(hostOf(new URL(url)), resolver)) !== null;
}
