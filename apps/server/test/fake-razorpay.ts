import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, webhookSignature } from '../src/payments-providers/signatures';

/**
 * A local stand-in for Razorpay's API (tests only): Orders create/fetch and payments of an
 * order, with basic auth, plus helpers that produce what Checkout and webhooks would send,
 * signed with Razorpay's documented algorithms.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'authorized' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  error_description: string | null;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  requests: { method: string; path: string; body: unknown }[];
  /** A customer pays (captured); returns the payment and what Checkout hands the browser. */
  pay(
    orderId: string,
    overrides?: Partial<Pick<FakePayment, 'amount' | 'currency' | 'status'>>,
  ): {
    payment: FakePayment;
    checkout: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
  };
  /** A signed webhook delivery for a payment. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    payment: FakePayment,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake123';
  const keySecret = 'fake_key_secret_abc';
  const webhookSecret = 'fake_webhook_secret_xyz';
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const requests: FakeRazorpay['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
    readJson(req)
      .then((body) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        requests.push({ method: req.method ?? '', path, body });
        if (req.headers.authorization !== expectedAuth) {
          return error(401, 'Authentication failed');
        }
        if (req.method === 'POST' && path === '/v1/orders') {
          const b = body as {
            amount?: unknown;
            currency?: unknown;
            receipt?: unknown;
            notes?: unknown;
          };
          if (typeof b?.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 100) {
            return error(400, 'The amount must be atleast INR 1.00');
          }
          if (typeof b.receipt === 'string' && b.receipt.length > 40) {
            return error(400, 'receipt: the length must be no more than 40.');
          }
          const order: FakeOrder = {
            id: id('order'),
            entity: 'order',
            amount: b.amount,
            amount_paid: 0,
            amount_due: b.amount,
            currency: typeof b.currency === 'string' ? b.currency : 'INR',
            receipt: String(b.receipt ?? ''),
            status: 'created',
            notes: (b.notes as Record<string, string>) ?? {},
            created_at: now(),
          };
          orders.set(order.id, order);
          return send(200, order);
        }
        const fetchOrder = /^\/v1\/orders\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && fetchOrder) {
          const order = orders.get(decodeURIComponent(fetchOrder[1] ?? ''));
          return order ? send(200, order) : error(400, 'The id provided does not exist');
        }
        const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
        if (req.method === 'GET' && orderPayments) {
          const orderId = decodeURIComponent(orderPayments[1] ?? '');
          if (!orders.has(orderId)) return error(400, 'The id provided does not exist');
          const items = payments.filter((p) => p.order_id === orderId);
          return send(200, { entity: 'collection', count: items.length, items });
        }
        return error(404, 'The requested URL was not found on the server.');
      })
      .catch(() => error(400, 'Bad JSON'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    requests,
    pay(orderId, overrides = {}) {
      const order = orders.get(orderId);
      const payment: FakePayment = {
        id: id('pay'),
        entity: 'payment',
        amount: overrides.amount ?? order?.amount ?? 0,
        currency: overrides.currency ?? order?.currency ?? 'INR',
        status: overrides.status ?? 'captured',
        order_id: orderId,
        method: 'card',
        captured: (overrides.status ?? 'captured') === 'captured',
        error_description:
          overrides.status === 'failed' ? 'Your payment was declined by the bank.' : null,
        created_at: now(),
      };
      payments.push(payment);
      if (order && payment.status === 'captured') {
        order.status = 'paid';
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      }
      return {
        payment,
        checkout: {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: checkoutSignature(keySecret, orderId, payment.id),
        },
      };
    },
    webhook(event, payment) {
      const order = orders.get(payment.order_id);
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === 'order.paid' && order) payload.order = { entity: order };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(webhookSecret, body),
          'x-razorpay-event-id': id('evt'),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
