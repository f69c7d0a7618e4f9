import { randomBytes } from 'node:crypto';
import { checkoutSignature, hmacHex } from './signatures';
import type { PaymentProvider } from './provider';

export const SANDBOX_KEY_ID = 'rzp_sandbox_drape';
export const SANDBOX_ORDER_PREFIX = 'order_sandbox_';

const randomId = () => randomBytes(12).toString('hex');

export interface SandboxProvider extends PaymentProvider {
  /** Plays the checkout: a payment id and its signature, as Razorpay would hand the browser. */
  signPayment(orderId: string): { paymentId: string; signature: string };
}

/**
 * Stands in for Razorpay when no keys are configured. Its signing secret is derived from the
 * server's JWT secret and never leaves the server, so only the server can mint a valid sandbox
 * payment, and verification goes through exactly the same code as a real one.
 */
export function createSandboxProvider(serverSecret: string): SandboxProvider {
  const secret = hmacHex(serverSecret, 'drape-sandbox-payments');
  return {
    mode: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutSecret: secret,
    createOrder: async () => ({ id: `${SANDBOX_ORDER_PREFIX}${randomId()}` }),
    listOrderPayments: async () => [],
    signPayment(orderId) {
      const paymentId = `pay_sandbox_${randomId()}`;
      return { paymentId, signature: checkoutSignature(secret, orderId, paymentId) };
    },
  };
}
