import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatPrice } from '@/lib/format';
import type { SandboxCheckout } from '../hooks/use-purchase';

/** Stands in for Razorpay Checkout when the server runs without Razorpay keys. */
export function SandboxCheckoutModal({ checkout }: { checkout: SandboxCheckout | null }) {
  return (
    <Modal
      open={checkout !== null}
      onClose={() => checkout?.choose('close')}
      title="Sandbox checkout"
      size="sm"
      showCloseButton={false}
    >
      {checkout && (
        <div className="space-y-4 text-sm">
          <div className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-amber-800 dark:text-amber-200">
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <strong>Sandbox mode — no real money moves.</strong> This server has no Razorpay keys,
              so this dialog plays the payment provider. Payments still go through the real
              verification.
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted">Pack</dt>
            <dd className="text-fg">{checkout.pack.name}</dd>
            <dt className="text-muted">Description</dt>
            <dd className="text-fg">{checkout.order.description}</dd>
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold text-fg">{formatPrice(checkout.order.amount / 100)}</dd>
            <dt className="text-muted">Order</dt>
            <dd className="truncate font-mono text-xs text-fg">{checkout.order.orderId}</dd>
          </dl>
          <Badge tone="warning">SANDBOX</Badge>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={() => checkout.choose('close')}>
              Close
            </Button>
            <Button variant="danger" onClick={() => checkout.choose('fail')}>
              Fail
            </Button>
            <Button onClick={() => checkout.choose('pay')}>
              Pay {formatPrice(checkout.order.amount / 100)}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
