import type { AppDeps } from '../../lib/deps';
import { getCreditBalance } from '../credits/credits.service';
import { getInvoicePdf, sellerOf } from '../invoices/invoices.service';
import { canEmail } from '../users/users.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'events' | 'log' | 'config'>;

export const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(paise / 100);

/** Sends a receipt after each credited purchase, if the user's preferences allow it. */
export function registerPurchaseReceipts(deps: Deps) {
  deps.events.on('payment.succeeded', async (payment) => {
    const target = await canEmail(deps, payment.userId, 'paymentSuccess');
    if (!target.allowed) return;
    const balance = await getCreditBalance(deps.db, payment.userId);
    const invoice = await invoiceAttachment(deps, payment.userId, payment.orderId);
    await deps.mailer.send({
      to: target.email,
      subject: `Your Drape receipt: ${payment.credits} credits`,
      text: [
        `Hello ${target.name},`,
        '',
        `Thank you for your purchase. ${payment.credits} credits were added to your account.`,
        '',
        `Amount paid: ${inr(payment.amountPaise)}`,
        `Order:       ${payment.orderId}`,
        `Payment:     ${payment.paymentId}`,
        `Balance now: ${balance} credits`,
        '',
        invoice
          ? `Your GST tax invoice ${invoice.number} is attached.`
          : 'A GST tax invoice can be downloaded from your credits history.',
        '',
        'Credits do not expire. — Drape',
      ].join('\n'),
      ...(invoice ? { attachments: [invoice.attachment] } : {}),
    });
  });
}

/** The order's invoice as a PDF attachment; none while the seller's GST details are missing. */
async function invoiceAttachment(deps: Deps, userId: string, orderId: string) {
  if (!sellerOf(deps.config)) return null;
  const { row, pdf, filename } = await getInvoicePdf(deps, userId, orderId);
  return {
    number: row.number,
    attachment: { filename, content: pdf, contentType: 'application/pdf' },
  };
}
