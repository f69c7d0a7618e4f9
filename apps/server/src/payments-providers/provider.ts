import type { PaymentMode } from '@drape/shared/payments.contract';
import type { Config } from '../config';
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

/** Razorpay when both keys are configured, else the built-in sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
    });
  }
  return createSandboxProvider(config.JWT_SECRET);
}
