import {
  CreateOrderInputSchema,
  PaymentOrderResponseSchema,
  SandboxPayInputSchema,
  SandboxPayResponseSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResponseSchema,
  WebhookResponseSchema,
} from '@drape/shared/payments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { routeDocs } from '../../plugins/route-docs';
import * as payments from './payments.service';
import { handleWebhook } from './payments.webhook';

const route = routeDocs(['Payments']);

/** Razorpay webhooks: no auth, the signature over the raw body is the proof. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Only inside this plugin: JSON stays unparsed so the HMAC sees the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    done(null, body);
  });
  app.post(
    '/webhook',
    routeDocs(['Payments'], null)(
      'Razorpay webhook (payment.captured, order.paid, payment.failed)',
      {
        description: 'Signed with X-Razorpay-Signature: HMAC-SHA256 of the raw body.',
        response: { 200: WebhookResponseSchema },
      },
    ),
    async (request) => {
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return {
        data: await handleWebhook(deps, raw, {
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        }),
      };
    },
  );
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('preHandler', requireAuth());

  app.post(
    '/create-order',
    route('Start buying a credit pack', {
      description: 'The price comes from the pack table; any amount sent is ignored.',
      body: CreateOrderInputSchema,
      response: { 200: PaymentOrderResponseSchema },
    }),
    async (request) => ({
      data: await payments.createOrder(deps, authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/verify',
    route('Verify a checkout payment and add its credits (once)', {
      body: VerifyPaymentInputSchema,
      response: { 200: VerifyPaymentResponseSchema },
    }),
    async (request) => ({
      data: await payments.verifyPayment(deps, authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/sandbox/pay',
    route('Sandbox checkout (only without Razorpay keys)', {
      body: SandboxPayInputSchema,
      response: { 200: SandboxPayResponseSchema },
    }),
    async (request) => ({
      data: await payments.payInSandbox(deps, authOf(request).userId, request.body),
    }),
  );
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.isProduction && payments.providerOf(app.deps.config).mode === 'sandbox') {
    app.log.warn('payments run in SANDBOX mode: set RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET');
  }
  await app.register(webhookRoutes);
  await app.register(userRoutes);
};
