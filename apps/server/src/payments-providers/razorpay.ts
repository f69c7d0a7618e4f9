import { AppError } from '../lib/app-error';
import type { PaymentProvider, ProviderPayment } from './provider';

const TIMEOUT_MS = 15_000;

interface RazorpayOptions {
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  error_description?: string | null;
}

/** A 503 for the client; the cause (kept for logs) says what the provider did. */
function providerError(message: string, cause: unknown): AppError {
  return Object.assign(new AppError('SERVICE_UNAVAILABLE', message), { cause });
}

/** Razorpay's Orders API (amounts in paise) with HTTP basic auth `key_id:key_secret`. */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw providerError('The payment provider could not be reached. Please try again.', err);
    }
    const text = await res.text();
    if (!res.ok) {
      throw providerError(
        'The payment provider refused the request. Please try again.',
        new Error(`razorpay ${method} ${path}: ${res.status} ${text.slice(0, 300)}`),
      );
    }
    return JSON.parse(text) as T;
  }

  return {
    mode: 'razorpay',
    keyId: opts.keyId,
    checkoutSecret: opts.keySecret,
    async createOrder(input) {
      const order = await call<{ id: string }>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      if (typeof order.id !== 'string' || !order.id) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider returned no order id');
      }
      return { id: order.id };
    },
    async listOrderPayments(orderId) {
      const list = await call<{ items?: RazorpayPaymentEntity[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (list.items ?? []).map((p): ProviderPayment => ({
        id: p.id,
        orderId: p.order_id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        errorDescription: p.error_description ?? null,
      }));
    },
  };
}
