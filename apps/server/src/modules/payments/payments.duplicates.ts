import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { PaymentOrderRow } from './payments.repo';

export interface DuplicatePayment {
  payment_id: string;
  provider_order_id: string;
  credited_payment_id: string | null;
  user_id: string | null;
  amount_paise: number;
  currency: string;
  source: string;
  detected_at: Date | string;
}

/**
 * Called when an order was already paid: if `paymentId` is not the payment that paid it, this is
 * a second captured payment: it is recorded (once) for a refund and true is returned.
 */
export async function recordIfDuplicate(
  tx: Db,
  order: PaymentOrderRow,
  payment: { id: string; source: string },
): Promise<boolean> {
  const [current] = await queryRows<{ payment_id: string | null }>(
    tx,
    sql`SELECT payment_id FROM payment_orders WHERE id = ${order.id}`,
  );
  if (!current?.payment_id || current.payment_id === payment.id) return false;
  await tx.execute(sql`INSERT INTO duplicate_payments (payment_id, order_id, provider_order_id,
      credited_payment_id, user_id, amount_paise, currency, source)
    VALUES (${payment.id}, ${order.id}, ${order.providerOrderId}, ${current.payment_id},
      ${order.userId}, ${order.amountPaise}, ${order.currency}, ${payment.source})
    ON CONFLICT (payment_id) DO NOTHING`);
  return true;
}

export function listDuplicatePayments(db: Db): Promise<DuplicatePayment[]> {
  return queryRows<DuplicatePayment>(
    db,
    sql`SELECT payment_id, provider_order_id, credited_payment_id, user_id, amount_paise,
          currency, source, detected_at FROM duplicate_payments ORDER BY detected_at`,
  );
}

/** `server payments duplicates`: one line per payment to refund in the Razorpay dashboard. */
export async function duplicatePaymentsReport(db: Db): Promise<string> {
  const rows = await listDuplicatePayments(db);
  if (!rows.length) return 'no duplicate payments';
  const lines = rows.map(
    (r) =>
      `REFUND ${r.payment_id}  ${(r.amount_paise / 100).toFixed(2)} ${r.currency}  order ${r.provider_order_id} (paid by ${r.credited_payment_id})  user ${r.user_id ?? 'deleted'}  via ${r.source}  ${new Date(r.detected_at).toISOString()}`,
  );
  return [`${rows.length} duplicate payment(s) to refund:`, ...lines].join('\n');
}
