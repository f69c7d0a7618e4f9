import type { PaymentMode } from '@drape/shared/payments.contract';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Razorpay payment states: created, authorized, captured, refunded, failed. */
  status: string;
  /** Why a failed payment failed, in Razorpay's words. */
  errorDescription?: string | null;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** Secret that signs checkout results (`order_id|payment_id`). */
  readonly checkoutSecret: string;
  createOrder(input: {
    receipt: string;
    amountPaise: number;
    currency: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Payments made against an order (used by the reconciler). */
  listOrderPayments(orderId: string): Promise<ProviderPayment[]>;
}

/**
 * Razorpay when both keys are configured, else the built-in sandbox — unless the sandbox is
 * off (the production default), when purchases are refused rather than handed out for free.
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
    });
  }
  const sandbox = createSandboxProvider(config.JWT_SECRET);
  if (config.PAYMENTS_SANDBOX) return sandbox;
  return {
    ...sandbox,
    createOrder: async () => {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Purchases are unavailable: payments are not configured on this server',
      );
    },
  };
}
