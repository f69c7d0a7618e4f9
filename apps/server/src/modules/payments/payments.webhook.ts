import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { webhookSignature, signaturesMatch } from '../../payments-providers/signatures';
import { emailPaymentFailed } from './payments.failed';
import * as repo from './payments.repo';
import { creditOrder, type PaymentDeps } from './payments.service';

export type WebhookOutcome = {
  received: true;
  outcome:
    'credited' | 'already-credited' | 'payment-failed' | 'duplicate' | 'ignored' | 'rejected';
  reason?: string;
};

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        currency?: string;
        status?: string;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string } };
  };
}

const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

/**
 * A Razorpay webhook. The signature is checked over the exact bytes received; events are
 * deduplicated by their id (X-Razorpay-Event-Id, else a hash of the body) and recorded only
 * after they were handled, so a failure leaves Razorpay's retry something to do.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookOutcome> {
  const secret = deps.config.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Payment webhooks are not configured');
  if (
    !headers.signature ||
    !signaturesMatch(webhookSignature(secret, rawBody), headers.signature)
  ) {
    deps.log.warn('webhook signature mismatch');
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON');
  }
  const eventId = headers.eventId || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  if (await repo.hasEvent(deps.db, eventId)) return { received: true, outcome: 'duplicate' };
  const result = await processEvent(deps, event);
  await repo.recordEvent(deps.db, { id: eventId, event: event.event ?? 'unknown', payload: event });
  return result;
}

async function processEvent(deps: PaymentDeps, event: RazorpayEvent): Promise<WebhookOutcome> {
  if (!event.event || !HANDLED.has(event.event)) {
    return { received: true, outcome: 'ignored', reason: `event ${event.event} not handled` };
  }
  const payment = event.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!payment?.id || !providerOrderId) {
    return { received: true, outcome: 'ignored', reason: 'no payment in the event' };
  }
  const order = await repo.findOrderByProviderId(deps.db, providerOrderId);
  if (!order || order.provider !== 'razorpay') {
    return { received: true, outcome: 'ignored', reason: 'unknown order' };
  }
  if (event.event === 'payment.failed' && payment.status === 'failed') {
    await emailPaymentFailed(deps, order, { id: payment.id, reason: payment.error_description });
    return { received: true, outcome: 'payment-failed' };
  }
  if (payment.status !== 'captured') {
    return { received: true, outcome: 'ignored', reason: `payment is ${payment.status}` };
  }
  const result = await creditOrder(deps, order, {
    id: payment.id,
    amountPaise: typeof payment.amount === 'number' ? payment.amount : -1,
    currency: payment.currency ?? '',
    source: 'webhook',
  });
  return result.outcome === 'rejected'
    ? { received: true, outcome: 'rejected', reason: result.reason }
    : { received: true, outcome: result.outcome };
}
