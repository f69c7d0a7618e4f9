import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadInvoice } from './invoice-api';

/** "Invoice" for one paid order: downloads its GST tax invoice (PDF). */
export function InvoiceButton({ orderId, label }: { orderId: string; label?: string }) {
  const download = useDownloadInvoice();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={download.isPending}
      leftIcon={<FileText className="size-3.5" aria-hidden />}
      aria-label={`Invoice for order ${orderId}`}
      onClick={() => download.mutate(orderId)}
    >
      {label ?? 'Invoice'}
    </Button>
  );
}
