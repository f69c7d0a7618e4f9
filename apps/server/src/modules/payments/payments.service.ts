import { randomUUID } from 'node:crypto';
import { CREDIT_PACKS, type CreditPack } from '@drape/shared/constants';
import { CREDITS_MESSAGES, findPack } from '@drape/shared/credits.contract';
import type {
  CreateOrderInput,
  PaymentOrder,
  SandboxPayResponse,
  VerifyPaymentInput,
} from '@drape/shared/payments.contract';
import type { Config } from '../../config';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { createPaymentProvider, type PaymentProvider } from '../../payments-providers/provider';
import { createSandboxProvider } from '../../payments-providers/sandbox';
import { checkoutSignature, signaturesMatch } from '../../payments-providers/signatures';
import { creditPurchase, getCreditBalance } from '../credits/credits.service';
import { recordIfDuplicate } from './payments.duplicates';
import { emailPaymentFailed } from './payments.failed';

export { duplicatePaymentsReport } from './payments.duplicates';
import * as repo from './payments.repo';

export type PaymentDeps = Pick<AppDeps, 'config' | 'db' | 'events' | 'log' | 'mailer'>;

const providers = new WeakMap<object, PaymentProvider>();

/** The configured provider, one per configuration (so tests with different configs differ). */
export function providerOf(config: Readonly<Config>): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

function resolvePack(input: CreateOrderInput): CreditPack {
  const id = input.packId ?? input.package_id;
  const pack = id ? findPack(id) : CREDIT_PACKS.find((p) => p.credits === input.credits);
  if (!pack) {
    throw new AppError('VALIDATION_ERROR', 'Unknown credit pack', {
      fieldErrors: { packId: ['Unknown credit pack'] },
    });
  }
  return pack;
}

/** Starts a purchase: the price comes from the server's pack table, never from the client. */
export async function createOrder(
  deps: PaymentDeps,
  userId: string,
  input: CreateOrderInput,
): Promise<PaymentOrder> {
  const pack = resolvePack(input);
  const provider = providerOf(deps.config);
  const id = randomUUID();
  const amountPaise = pack.price * 100;
  const providerOrder = await provider.createOrder({
    receipt: id,
    amountPaise,
    currency: pack.currency,
    notes: { userId, packId: pack.id },
  });
  const order = await repo.insertOrder(deps.db, {
    id,
    userId,
    packId: pack.id,
    credits: pack.credits,
    amountPaise,
    currency: pack.currency,
    provider: provider.mode,
    providerOrderId: providerOrder.id,
  });
  deps.log.info({ orderId: order.id, providerOrderId: order.providerOrderId }, 'order created');
  return {
    key: provider.keyId,
    amount: amountPaise,
    currency: pack.currency,
    orderId: order.providerOrderId,
    mode: provider.mode,
    packId: pack.id,
    credits: pack.credits,
    description: CREDITS_MESSAGES.checkoutDescription(pack.credits),
    checkoutUrl: provider.mode === 'razorpay' ? deps.config.RAZORPAY_CHECKOUT_URL : null,
  };
}

export type CreditOutcome =
  | { outcome: 'credited' | 'already-credited'; balance: number | null }
  | { outcome: 'rejected'; reason: string };

/**
 * Credits a paid order exactly once, whoever calls first or at the same time (verify, webhook,
 * reconciler): the conditional status update lets one caller through, and the unique payment
 * id on the ledger backs it up. Amount and currency, when the caller knows them, must match.
 */
export async function creditOrder(
  deps: PaymentDeps,
  order: repo.PaymentOrderRow,
  payment: { id: string; amountPaise?: number; currency?: string; source: string },
): Promise<CreditOutcome> {
  const log = deps.log.child({ orderId: order.id, paymentId: payment.id, source: payment.source });
  if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) {
    log.error({ got: payment.amountPaise, want: order.amountPaise }, 'payment amount mismatch');
    return { outcome: 'rejected', reason: 'Payment amount does not match the order' };
  }
  if (payment.currency !== undefined && payment.currency !== order.currency) {
    log.error({ got: payment.currency, want: order.currency }, 'payment currency mismatch');
    return { outcome: 'rejected', reason: 'Payment currency does not match the order' };
  }
  let result: CreditOutcome;
  try {
    result = await deps.db.transaction(async (tx) => {
      const paid = await repo.markOrderPaid(tx, order.id, payment.id);
      if (!paid) {
        if (await recordIfDuplicate(tx, order, payment))
          log.error('second captured payment for a paid order: recorded for refund');
        return { outcome: 'already-credited', balance: null } as const;
      }
      const row = order.userId
        ? await creditPurchase(tx, {
            userId: order.userId,
            credits: order.credits,
            description: `Purchased ${packName(order.packId)} (${order.credits} credits)`,
            paymentId: payment.id,
            orderId: order.providerOrderId,
          })
        : null;
      // The account was deleted after ordering: keep the order paid so nobody retries it.
      if (!row) return { outcome: 'rejected', reason: 'The account no longer exists' } as const;
      return { outcome: 'credited', balance: row.balanceAfter } as const;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    result = { outcome: 'already-credited', balance: null };
  }
  if (result.outcome === 'credited' && order.userId) {
    log.info({ credits: order.credits }, 'payment credited');
    void deps.events.emit('payment.succeeded', {
      userId: order.userId,
      orderId: order.providerOrderId,
      paymentId: payment.id,
      credits: order.credits,
      amountPaise: order.amountPaise,
    });
  } else if (result.outcome === 'rejected') {
    log.error({ reason: result.reason }, 'paid order could not be credited');
  }
  return result;
}

function packName(packId: string) {
  return findPack(packId)?.name ?? 'credit pack';
}

async function getOwnOrder(deps: PaymentDeps, userId: string, providerOrderId: string) {
  const order = await repo.findOrderByProviderId(deps.db, providerOrderId);
  // Someone else's order is reported exactly like a missing one.
  if (!order || order.userId !== userId) throw notFound('Order');
  return order;
}

/** The checkout's answer: signature over `order_id|payment_id` with the key secret. */
export async function verifyPayment(deps: PaymentDeps, userId: string, input: VerifyPaymentInput) {
  const order = await getOwnOrder(deps, userId, input.razorpay_order_id);
  const provider = providerOf(deps.config);
  const expected = checkoutSignature(
    provider.checkoutSecret,
    order.providerOrderId,
    input.razorpay_payment_id,
  );
  if (order.provider !== provider.mode || !signaturesMatch(expected, input.razorpay_signature)) {
    deps.log.warn({ orderId: order.id }, 'payment signature mismatch');
    throw new AppError('PAYMENT_VERIFICATION_FAILED', CREDITS_MESSAGES.verificationFailed);
  }
  const result = await creditOrder(deps, order, {
    id: input.razorpay_payment_id,
    source: 'verify',
  });
  if (result.outcome === 'rejected') {
    throw new AppError('PAYMENT_VERIFICATION_FAILED', result.reason);
  }
  const balance = result.balance ?? (await currentBalance(deps, userId));
  return {
    success: true,
    credits: order.credits,
    balance,
    alreadyCredited: result.outcome === 'already-credited',
  };
}

function currentBalance(deps: PaymentDeps, userId: string) {
  return getCreditBalance(deps.db, userId);
}

/**
 * Sandbox mode only: plays Razorpay Checkout for the user's own order. Success returns what the
 * real checkout hands the browser (payment id and signature), to be sent to /payments/verify.
 */
export async function payInSandbox(
  deps: PaymentDeps,
  userId: string,
  input: { orderId: string; outcome: 'success' | 'failure' },
): Promise<SandboxPayResponse> {
  const provider = providerOf(deps.config);
  if (provider.mode !== 'sandbox' || !deps.config.PAYMENTS_SANDBOX) {
    throw new AppError('FORBIDDEN', 'The sandbox checkout is off on this server');
  }
  const order = await getOwnOrder(deps, userId, input.orderId);
  if (input.outcome === 'failure') {
    const paymentId = `pay_sandbox_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    await emailPaymentFailed(deps, order, {
      id: paymentId,
      reason: 'the sandbox card was declined',
    });
    const description = 'Payment failed: the sandbox card was declined';
    return { status: 'failure', error: { code: 'BAD_REQUEST_ERROR', description } };
  }
  const signed = createSandboxProvider(deps.config.JWT_SECRET).signPayment(order.providerOrderId);
  return {
    status: 'success',
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: signed.paymentId,
    razorpay_signature: signed.signature,
  };
}
