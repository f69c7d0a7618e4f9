import type { AppDeps } from '../../lib/deps';
import { emailOnce } from '../users/users.service';
import { inr } from './payments.receipt';
import type { PaymentOrderRow } from './payments.repo';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * `paymentFailed`: a payment attempt that did not go through e-mails its buyer once per payment
 * id, whoever sees it first (Razorpay's `payment.failed` webhook, the reconciler, the sandbox
 * checkout). Nothing is sent once the order is paid: a retry went through, nothing to act on.
 */
export async function emailPaymentFailed(
  deps: Deps,
  order: PaymentOrderRow,
  payment: { id: string; reason?: string | null },
) {
  if (!order.userId || order.status === 'paid') return 'ignored' as const;
  const amount = inr(order.amountPaise);
  const result = await emailOnce(
    deps,
    { kind: 'paymentFailed', key: payment.id, userId: order.userId },
    (name) => ({
      subject: `Your Drape payment of ${amount} did not go through`,
      lines: [
        `Hi ${name},`,
        '',
        `Your payment of ${amount} for ${order.credits} credits did not go through.`,
        ...(payment.reason ? [`The reason given: ${payment.reason}`] : []),
        'No credits were added. If money left your account for it, your bank returns it,',
        'usually within 5–7 working days.',
        '',
        `To try again, with the same or another payment method: ${deps.config.PUBLIC_URL}/credits`,
        'If a retry has gone through since, its credits are in your balance: ignore this e-mail.',
        '',
        `Payment: ${payment.id}`,
      ],
    }),
  );
  deps.log.info({ orderId: order.id, paymentId: payment.id, result }, 'payment failed');
  return result;
}
