import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the algorithm of both Razorpay signatures. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of a presented hex signature with the expected one. */
export function signaturesMatch(expectedHex: string, presented: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(presented.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Webhook signature: HMAC-SHA256(raw request body, webhook secret). */
export function webhookSignature(secret: string, rawBody: string | Buffer): string {
  return hmacHex(secret, rawBody);
}
