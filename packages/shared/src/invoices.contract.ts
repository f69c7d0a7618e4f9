import { z } from 'zod';
import { dataOf, safeMultilineText, safeText } from './common.contract';

/**
 * GST tax invoices (issue 13 §11). The buyer's optional billing details live in Profile › Billing;
 * the place of supply is the buyer's state when given, else the seller's (CGST + SGST).
 */

/** GST state and union-territory codes (the first two digits of a GSTIN). */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};
export const GST_STATE_CODES = Object.keys(GST_STATES) as [string, ...string[]];

/** 2 digits state, 10 PAN characters, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const INVOICE_MESSAGES = {
  badGstin: 'GSTIN must be 15 characters, e.g. 29ABCDE1234F1Z5',
  gstinState: 'The GSTIN belongs to another state than the one chosen',
  notConfigured: 'Tax invoices are not available yet: the seller’s GST details are not configured',
  notFound: 'Invoice not found',
  saved: 'Billing details saved',
} as const;

const blankToNull = (v: string | null | undefined) => (v ? v : null);

export const BillingProfileSchema = z
  .object({
    /** Name to bill (a company's legal name); the account name when empty. */
    legalName: safeText(120).nullish().transform(blankToNull),
    gstin: safeText(15)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(GSTIN_PATTERN, INVOICE_MESSAGES.badGstin))
      .or(z.literal(''))
      .nullish()
      .transform(blankToNull),
    address: safeMultilineText(300).nullish().transform(blankToNull),
    stateCode: z.enum(GST_STATE_CODES).or(z.literal('')).nullish().transform(blankToNull),
  })
  .refine((v) => !v.gstin || !v.stateCode || v.gstin.slice(0, 2) === v.stateCode, {
    message: INVOICE_MESSAGES.gstinState,
    path: ['gstin'],
  })
  .meta({ id: 'BillingProfile' });
export type BillingProfileInput = z.input<typeof BillingProfileSchema>;
export type BillingProfile = z.output<typeof BillingProfileSchema>;
export const BillingProfileResponseSchema = dataOf(
  z.object({
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
    address: z.string().nullable(),
    stateCode: z.string().nullable(),
  }),
);

/** One paid credit purchase with its rupee amount and invoice number (once issued). */
export const PurchaseSchema = z
  .object({
    orderId: z.string(),
    paymentId: z.string().nullable(),
    packId: z.string(),
    credits: z.number().int(),
    /** Amount paid in paise (GST included). */
    amountPaise: z.number().int(),
    currency: z.string(),
    paidAt: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof PurchaseSchema>;
export const PurchasesResponseSchema = dataOf(z.object({ purchases: z.array(PurchaseSchema) }));
