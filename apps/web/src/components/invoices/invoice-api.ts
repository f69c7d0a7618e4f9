import { INVOICE_MESSAGES } from '@drape/shared/invoices.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';

/** Paid purchases with rupee amounts and invoice numbers (Billing & Subscription). */
export const PURCHASES_QUERY_KEY = ['invoices', 'purchases'] as const;

/** The PDF of a paid order's GST tax invoice, issued on the first download. */
export function downloadInvoice(orderId: string): Promise<void> {
  return downloadFile(
    `/invoices/orders/${encodeURIComponent(orderId)}/download`,
    'drape-invoice.pdf',
  );
}

/**
 * Downloads an invoice and says plainly why when it cannot: 503 means the seller's GST details
 * are not configured yet (an invoice without a real GSTIN would be a fake).
 */
export function useDownloadInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadInvoice,
    // The first download issues the number: the purchases list shows it from now on.
    onSuccess: () => client.invalidateQueries({ queryKey: PURCHASES_QUERY_KEY }),
    onError: (err) => {
      if (isApiError(err) && err.status === 503) {
        toast.error('Invoice Unavailable', INVOICE_MESSAGES.notConfigured);
      } else {
        toast.error('Download Failed', errorMessage(err, 'Failed to download the invoice'));
      }
    },
  });
}
