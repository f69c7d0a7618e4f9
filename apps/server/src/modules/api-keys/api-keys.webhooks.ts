import { createHmac, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { WebhookPayload } from '@drape/shared/api-keys.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { VtonRequestRow } from '../../db/schema/tryon';
import { safeEqual } from '../../lib/crypto';
import { findWebhookTarget } from './api-keys.repo';

export const WEBHOOK_SIGNATURE_HEADER = 'drape-signature';
export const WEBHOOK_ATTEMPTS = 4;
const WEBHOOK_TIMEOUT_MS = 10_000;

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

async function resolvesInternally(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host);
  const addresses = await lookup(host, { all: true });
  return addresses.some((a) => isInternalAddress(a.address));
}

interface Deps {
  config: Readonly<Config>;
  database: Database;
  log: FastifyBaseLogger;
}

/**
 * Delivers `generation.finished` to the key's (or the generation's) webhook URL. Never blocks
 * the caller: each delivery runs in the background and is retried with exponential backoff
 * (base, 4×base, 16×base) on network errors, timeouts, 408/429 and 5xx. Retries live in this
 * process's memory: a restart drops pending retries (documented limitation).
 */
export class WebhookDispatcher {
  private timers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly deps: Deps) {}

  /** Schedules the delivery and returns at once. */
  onGenerationFinished(row: VtonRequestRow): void {
    if (!row.apiKeyId || (row.status !== 'COMPLETED' && row.status !== 'FAILED')) return;
    this.track(this.start(row));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private async start(row: VtonRequestRow & { apiKeyId: string | null }): Promise<void> {
    try {
      const target = await findWebhookTarget(this.deps.database, row.apiKeyId as string);
      const url = row.webhookUrl ?? target?.webhook_url;
      if (!target || target.revoked_at || !url || !target.webhook_secret) return;
      const payload: WebhookPayload = {
        id: randomUUID(),
        type: row.status === 'COMPLETED' ? 'generation.completed' : 'generation.failed',
        createdAt: new Date().toISOString(),
        data: {
          id: row.id,
          status: row.status as 'COMPLETED' | 'FAILED',
          errorMessage: row.errorMessage,
          createdAt: row.createdAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          statusUrl: `${this.deps.config.PUBLIC_URL}/v1/vton/status/${row.id}`,
        },
      };
      await this.attempt(url, target.webhook_secret, JSON.stringify(payload), payload.id, 1);
    } catch (err) {
      this.deps.log.error({ err, generationId: row.id }, 'webhook delivery could not start');
    }
  }

  private async attempt(url: string, secret: string, body: string, deliveryId: string, n: number) {
    if (this.closed) return;
    const outcome = await this.send(url, secret, body, deliveryId);
    const log = { deliveryId, attempt: n, outcome };
    if (outcome === 'delivered' || outcome === 'refused') {
      this.deps.log.info(log, 'webhook delivery finished');
      return;
    }
    if (n >= WEBHOOK_ATTEMPTS) {
      this.deps.log.warn(log, 'webhook delivery gave up');
      return;
    }
    const delay = this.deps.config.WEBHOOK_RETRY_BASE_MS * 4 ** (n - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(this.attempt(url, secret, body, deliveryId, n + 1));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async send(url: string, secret: string, body: string, deliveryId: string) {
    try {
      if (!isWebhookUrlAllowed(url, this.deps.config)) return 'refused' as const;
      if (this.deps.config.isProduction && (await resolvesInternally(url)))
        return 'refused' as const;
      const res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Drape-Webhooks/1',
          'drape-delivery': deliveryId,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
      });
      await res.body?.cancel();
      if (res.ok) return 'delivered' as const;
      return res.status === 408 || res.status === 429 || res.status >= 500
        ? ('retry' as const)
        : ('refused' as const);
    } catch {
      return 'retry' as const;
    }
  }
}
