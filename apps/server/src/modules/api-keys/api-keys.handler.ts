import { randomUUID } from 'node:crypto';
import type { WebhookPayload } from '@drape/shared/webhooks.contract';
import type { PhotoshootWebhookPayload } from '@drape/shared/webhooks.contract';
import type { JobRow } from '../../db/schema/jobs';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import type { PhotoshootFinished } from '../../lib/events';
import { isShutdown, type JobContext, type JobHandler } from '../../queue/job-runner';
import { findWebhookTarget } from './api-keys.repo';
import { isWebhookUrlAllowed, signWebhook, WEBHOOK_SIGNATURE_HEADER } from './api-keys.webhooks';
import { NotPublicError, systemResolver, type Resolver } from './webhook-address';
import { postWebhook } from './webhook-post';

export const WEBHOOK_JOB = 'webhook';
export const WEBHOOK_ATTEMPTS = 4;
const WEBHOOK_TIMEOUT_MS = 10_000;

type Deps = Pick<AppDeps, 'db' | 'queue' | 'config' | 'log'> & {
  /** DNS for deliveries in production (tests hand in their own); default: the system's. */
  resolveWebhookHost?: Resolver;
};

/** A delivery as queued: the exact body is fixed once, so every retry sends the same event. */
interface WebhookJob {
  deliveryId: string;
  apiKeyId: string;
  url: string;
  body: string;
}

/**
 * Subscriber of `generation.finished`: queues one delivery to the generation's (or its key's)
 * webhook URL. The delivery and its retries are jobs on the PostgreSQL queue, so a restart does
 * not lose them; the worker that finished the generation is never held up by the receiver.
 */
export async function queueGenerationWebhook(deps: Deps, row: VtonRequestRow): Promise<void> {
  if (!row.apiKeyId || (row.status !== 'COMPLETED' && row.status !== 'FAILED')) return;
  const target = await findWebhookTarget(deps.db, row.apiKeyId);
  const url = row.webhookUrl ?? target?.webhookUrl;
  if (!target || target.revokedAt || !url || !target.webhookSecret) return;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: row.status === 'COMPLETED' ? 'generation.completed' : 'generation.failed',
    createdAt: new Date().toISOString(),
    data: {
      id: row.id,
      status: row.status,
      errorMessage: row.errorMessage,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      statusUrl: `${deps.config.PUBLIC_URL}/v1/vton/status/${row.id}`,
    },
  };
  await enqueueDelivery(deps, row.apiKeyId, url, payload);
}

async function enqueueDelivery(deps: Deps, apiKeyId: string, url: string, payload: { id: string }) {
  const job: WebhookJob = { deliveryId: payload.id, apiKeyId, url, body: JSON.stringify(payload) };
  await deps.queue.enqueue(deps.db, WEBHOOK_JOB, { ...job }, { maxAttempts: WEBHOOK_ATTEMPTS });
  deps.queue.notify(WEBHOOK_JOB);
}

/** Subscriber of `photoshoot.finished`: `photoshoot.completed` to the key's webhook, if any. */
export async function queuePhotoshootWebhook(deps: Deps, shoot: PhotoshootFinished) {
  if (!shoot.apiKeyId) return;
  const target = await findWebhookTarget(deps.db, shoot.apiKeyId);
  if (!target || target.revokedAt || !target.webhookUrl || !target.webhookSecret) return;
  const statusUrl = `${deps.config.PUBLIC_URL}/v1/photoshoots/${shoot.id}`;
  const payload: PhotoshootWebhookPayload = {
    id: randomUUID(),
    type: 'photoshoot.completed',
    createdAt: new Date().toISOString(),
    data: {
      id: shoot.id,
      status: shoot.status,
      imagesCompleted: shoot.imagesCompleted,
      imagesFailed: shoot.imagesFailed,
      finishedAt: shoot.finishedAt.toISOString(),
      statusUrl,
      archiveUrl: `${statusUrl}/archive`,
    },
  };
  await enqueueDelivery(deps, shoot.apiKeyId, target.webhookUrl, payload);
}

/**
 * The 'webhook' job kind: one POST per attempt; network errors, timeouts, 408/429 and 5xx are
 * retried after base, 4×base, 16×base (WEBHOOK_RETRY_BASE_MS); other answers end the delivery.
 * The secret is read at each attempt, so a revoked key stops its pending retries.
 */
export function createWebhookJobHandler(deps: Deps): JobHandler {
  return { concurrency: 4, run: (job, ctx) => deliver(deps, job, ctx) };
}

async function deliver(deps: Deps, job: JobRow, ctx: JobContext): Promise<void> {
  const delivery = job.payload as unknown as WebhookJob;
  const target = await findWebhookTarget(deps.db, delivery.apiKeyId);
  const secret = !target || target.revokedAt ? null : target.webhookSecret;
  const outcome = secret ? await send(deps, delivery, secret, ctx.signal) : 'refused';
  if (isShutdown(ctx.signal)) return void (await deps.queue.release(job.id, ctx.workerId));
  const log = { deliveryId: delivery.deliveryId, attempt: job.attempts, outcome };
  if (outcome === 'retry' && job.attempts < job.maxAttempts) {
    const delayMs = deps.config.WEBHOOK_RETRY_BASE_MS * 4 ** (job.attempts - 1);
    await deps.queue.retry(job.id, ctx.workerId, 'receiver unavailable', delayMs / 1000);
    deps.log.info(log, 'webhook delivery will be retried');
    return;
  }
  if (outcome === 'retry') {
    await deps.queue.fail(job.id, ctx.workerId, 'receiver unavailable: gave up');
    deps.log.warn(log, 'webhook delivery gave up');
    return;
  }
  await deps.queue.complete(job.id, ctx.workerId);
  deps.log.info(log, 'webhook delivery finished');
}

async function send(deps: Deps, delivery: WebhookJob, secret: string, stop: AbortSignal) {
  const { url, body, deliveryId } = delivery;
  try {
    if (!isWebhookUrlAllowed(url, deps.config)) return 'refused' as const;
    const status = await postWebhook({
      url,
      signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), stop]),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Drape-Webhooks/1',
        'drape-delivery': deliveryId,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      ...(deps.config.isProduction
        ? { publicOnly: deps.resolveWebhookHost ?? systemResolver }
        : {}),
    });
    if (status >= 200 && status < 300) return 'delivered' as const;
    return status === 408 || status === 429 || status >= 500
      ? ('retry' as const)
      : ('refused' as const);
  } catch (err) {
    return err instanceof NotPublicError ? ('refused' as const) : ('retry' as const);
  }
}
