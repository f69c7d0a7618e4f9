import { z } from 'zod';
import { PaginationSchema, safeText } from './common.contract';
import {
  CREDIT_PACKS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRIORITY_PROCESSING_MIN_CREDITS,
  type CreditPack,
} from './constants';

// Credits, packs and the transaction history (spec §3 credit pack / transaction, §7, §8).

/** The messages of the credits screen and purchase flow (§4, §8). */
export const CREDITS_MESSAGES = {
  loginRequired: 'Please login to purchase credits',
  sdkLoadFailed: 'Failed to load Razorpay SDK',
  verificationFailed: 'Payment verification failed',
  cancelled: 'Payment cancelled',
  failed: 'Payment failed',
  successTitle: 'Payment Successful',
  success: (credits: number) => `Successfully purchased ${credits} credits!`,
  purchaseFailed: 'Failed to purchase credits',
  addFailed: 'Failed to add credits',
  lowBalance: (balance: number) =>
    `You have only ${balance} credits remaining. Purchase more credits to continue generating.`,
  noTransactions: 'No transactions yet',
  firstPurchase: 'Purchase Your First Credits',
  checkoutDescription: (credits: number) => `Purchase ${credits} credits`,
} as const;

export const PACK_BASE_FEATURES = [
  'Virtual try-on generations',
  'High-quality outputs',
  'No expiration',
] as const;
export const PRIORITY_FEATURE = 'Priority processing';

export function featuresOf(pack: Pick<CreditPack, 'credits'>): string[] {
  return pack.credits >= PRIORITY_PROCESSING_MIN_CREDITS
    ? [...PACK_BASE_FEATURES, PRIORITY_FEATURE]
    : [...PACK_BASE_FEATURES];
}

export const PACK_IDS = ['starter', 'popular', 'premium', 'enterprise'] as const;
export const PackIdSchema = z.enum(PACK_IDS, { message: 'Unknown credit pack' });
export type PackId = z.infer<typeof PackIdSchema>;

export function findPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((p) => p.id === id);
}

export const CreditPackageSchema = z
  .object({
    id: PackIdSchema,
    name: z.string(),
    credits: z.number().int(),
    /** Whole rupees. */
    price: z.number(),
    currency: z.literal('INR'),
    originalPrice: z.number().nullable(),
    savings: z.string().nullable(),
    popular: z.boolean(),
    /** Rupees per credit, two decimals. */
    pricePerCredit: z.number(),
    features: z.array(z.string()),
  })
  .meta({ id: 'CreditPackage' });
export type CreditPackage = z.infer<typeof CreditPackageSchema>;

export function toCreditPackage(pack: CreditPack): CreditPackage {
  return {
    id: pack.id,
    name: pack.name,
    credits: pack.credits,
    price: pack.price,
    currency: pack.currency,
    originalPrice: pack.originalPrice ?? null,
    savings: pack.savings ?? null,
    popular: pack.popular ?? false,
    pricePerCredit: Math.round((pack.price / pack.credits) * 100) / 100,
    features: featuresOf(pack),
  };
}

export const CreditPackagesResponseSchema = z.object({
  data: z.object({ packages: z.array(CreditPackageSchema) }),
});

export const BalanceResponseSchema = z.object({ data: z.object({ balance: z.number().int() }) });

export const TRANSACTION_TYPES = ['CREDIT', 'DEBIT'] as const;
export const TRANSACTION_KINDS = ['purchase', 'usage', 'refund', 'bonus', 'adjustment'] as const;
export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'] as const;

export const TransactionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(TRANSACTION_TYPES),
    kind: z.enum(TRANSACTION_KINDS),
    /** Always positive; `type` says which way it moved. */
    amount: z.number().int(),
    description: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: z.enum(TRANSACTION_STATUSES),
    paymentId: z.string().nullable(),
    orderId: z.string().nullable(),
    balanceBefore: z.number().int(),
    balanceAfter: z.number().int(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionQuerySchema = z.object({
  type: z
    .preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
      z.enum(TRANSACTION_TYPES, { message: 'type must be CREDIT or DEBIT' }).optional(),
    )
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TransactionQuery = z.infer<typeof TransactionQuerySchema>;

export const TransactionExportQuerySchema = TransactionQuerySchema.pick({ type: true });

export const TransactionPageSchema = PaginationSchema.extend({
  results: z.array(TransactionSchema),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const MyTransactionsResponseSchema = z.object({ data: TransactionPageSchema });

/** `/credits/transactions` names the list `transactions` (the older store's reading). */
export const CreditTransactionsResponseSchema = z.object({
  data: PaginationSchema.extend({ transactions: z.array(TransactionSchema) }),
});

export const TransactionStatsSchema = z
  .object({
    totalTransactions: z.number().int(),
    totalCreditsAdded: z.number().int(),
    totalCreditsUsed: z.number().int(),
    /** Credits that came from purchases only. */
    totalCreditsPurchased: z.number().int(),
  })
  .meta({ id: 'TransactionStats' });
export type TransactionStats = z.infer<typeof TransactionStatsSchema>;
export const TransactionStatsResponseSchema = z.object({ data: TransactionStatsSchema });

/** The spec's `/credits/add`: accepted for shape only; users are always refused (403). */
export const AddCreditsInputSchema = z.object({
  amount: z.number().optional(),
  description: safeText(200).optional(),
});
