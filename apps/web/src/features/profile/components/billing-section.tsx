import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useCreditBalance } from '@/lib/credit-balance';
import { formatNumber } from '@/lib/format';
import { BillingDetailsForm } from './billing-details-form';
import { PurchaseHistory } from './purchase-history';

export function BillingSection() {
  const balance = useCreditBalance();
  return (
    <Card id="billing">
      <CardHeader
        icon={<CreditCard className="size-4" aria-hidden />}
        title="Billing & Subscription"
        description="Your plan, payment method, purchases with their GST invoices, and billing details."
      />
      <CardBody className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-line bg-gradient-to-br from-brand-soft to-accent-soft p-4">
            <p className="text-xs font-medium text-muted">Current plan</p>
            <p className="mt-1 text-lg font-semibold text-fg">Free Tier · pay as you go</p>
            <p className="mt-1 text-sm text-muted">
              {balance.isSuccess
                ? `${formatNumber(balance.data)} credits available`
                : 'Credits never expire'}
            </p>
            <Link to="/credits" className={buttonClasses('primary', 'sm', 'mt-3')}>
              Upgrade
            </Link>
          </div>
          <div className="rounded-xl border border-line p-4">
            <p className="text-xs font-medium text-muted">Payment method</p>
            <p className="mt-1 text-sm font-medium text-fg">No payment method saved</p>
            <p className="mt-1 text-sm text-muted">
              You enter card or UPI details securely at checkout when buying credits; we never store
              them.
            </p>
          </div>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-fg">Purchase history</h3>
          <PurchaseHistory />
        </div>
        <BillingDetailsForm />
      </CardBody>
    </Card>
  );
}
