import { findPack } from '@drape/shared/credits.contract';
import type { Purchase } from '@drape/shared/invoices.contract';

const HEADER = [
  'Date',
  'Invoice number',
  'Pack',
  'Credits',
  'Amount (INR)',
  'Payment ID',
  'Order ID',
] as const;

/** The pack's display name ('Popular Pack'), else its id. */
export function packName(packId: string): string {
  return findPack(packId)?.name ?? packId;
}

/** Rupees with two decimals from paise ('1299.00'): a number a spreadsheet can add up. */
export function rupeesFromPaise(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** Quoted, and text a spreadsheet would run as a formula is neutralised with a leading quote. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvRow(p: Purchase): string {
  return [
    // The buyer's own calendar day (en-CA reads YYYY-MM-DD), as the invoice's date reads.
    csvField(p.paidAt ? new Date(p.paidAt).toLocaleDateString('en-CA') : null),
    csvField(p.invoiceNumber),
    csvField(packName(p.packId)),
    csvField(p.credits),
    rupeesFromPaise(p.amountPaise),
    csvField(p.paymentId),
    csvField(p.orderId),
  ].join(',');
}

/** The billing history as CSV: one row per paid purchase, with its rupee amount (issue 13 §11). */
export function billingHistoryCsv(purchases: readonly Purchase[]): string {
  return [HEADER.join(','), ...purchases.map(csvRow)].join('\r\n') + '\r\n';
}
