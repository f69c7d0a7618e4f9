import type { PaymentOrder, VerifyPaymentInput } from '@drape/shared/payments.contract';

/** What a checkout ends with: paid (to verify), dismissed, or failed with the provider's reason. */
export type CheckoutResult =
  | { kind: 'paid'; payment: VerifyPaymentInput }
  | { kind: 'dismissed' }
  | { kind: 'failed'; description?: string };

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Loads Razorpay Checkout once; resolves false when the script cannot be loaded. */
export function loadRazorpayScript(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for an order, prefilled with the user's name and e-mail. */
export function openRazorpayCheckout(
  order: PaymentOrder,
  prefill: { name?: string; email?: string },
): Promise<CheckoutResult> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.resolve({ kind: 'failed' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CheckoutResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: 'Drape',
      description: order.description,
      order_id: order.orderId,
      prefill,
      theme: { color: '#be185d' },
      handler: (response: VerifyPaymentInput) => settle({ kind: 'paid', payment: response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) =>
      settle({ kind: 'failed', description: response.error?.description }),
    );
    checkout.open();
  });
}
