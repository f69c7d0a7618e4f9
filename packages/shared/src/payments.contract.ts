import { z } from 'zod';
import { safeText } from './common.contract';
import { PackIdSchema } from './credits.contract';

// Credit purchases through Razorpay (or the built-in sandbox) — spec §3, §4, §7.

/**
 * Starting a purchase. The pack decides credits and price; the spec's older payloads
 * (`package_id`, or `credits` matching a pack) are read too. Any amount sent is ignored.
 */
export const CreateOrderInputSchema = z
  .object({
    packId: PackIdSchema.optional(),
    package_id: PackIdSchema.optional(),
    credits: z.number().int().positive().optional(),
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
    payment_method: safeText(50).optional(),
  })
  .refine((v) => v.packId ?? v.package_id ?? v.credits, {
    message: 'Choose a credit pack',
    path: ['packId'],
  });
export type CreateOrderInput = z.infer<typeof CreateOrderInputSchema>;

export const PAYMENT_MODES = ['razorpay', 'sandbox'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PaymentOrderSchema = z
  .object({
    /** Public key for the checkout (a placeholder in sandbox mode). */
    key: z.string(),
    /** In paise, as Razorpay Checkout expects. */
    amount: z.number().int(),
    currency: z.string(),
    /** The provider's order id (`order_…`), passed to the checkout. */
    orderId: z.string(),
    mode: z.enum(PAYMENT_MODES),
    packId: PackIdSchema,
    credits: z.number().int(),
    description: z.string(),
    /** Checkout script URL (razorpay mode). */
    checkoutUrl: z.string().nullable(),
  })
  .meta({ id: 'PaymentOrder' });
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;
export const PaymentOrderResponseSchema = z.object({ data: PaymentOrderSchema });

export const VerifyPaymentInputSchema = z.object({
  razorpay_order_id: safeText(100).min(1),
  razorpay_payment_id: safeText(100).min(1),
  razorpay_signature: safeText(200).min(1),
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentInputSchema>;

export const VerifyPaymentResponseSchema = z.object({
  data: z.object({
    success: z.boolean(),
    credits: z.number().int(),
    balance: z.number().int(),
    alreadyCredited: z.boolean(),
  }),
});

/** Sandbox checkout: the server plays Razorpay and signs the outcome (sandbox mode only). */
export const SandboxPayInputSchema = z.object({
  orderId: safeText(100).min(1),
  outcome: z.enum(['success', 'failure']),
});
export const SandboxPayResponseSchema = z.object({
  data: z.union([
    z.object({
      status: z.literal('success'),
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      razorpay_signature: z.string(),
    }),
    z.object({
      status: z.literal('failure'),
      error: z.object({ code: z.string(), description: z.string() }),
    }),
  ]),
});
export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>['data'];

export const WebhookResponseSchema = z.object({
  data: z.object({
    received: z.literal(true),
    outcome: z.enum([
      'credited',
      'already-credited',
      'payment-failed',
      'duplicate',
      'ignored',
      'rejected',
    ]),
    reason: z.string().optional(),
  }),
});
