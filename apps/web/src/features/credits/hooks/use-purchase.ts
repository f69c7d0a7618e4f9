import type { CreditPackage } from '@drape/shared/credits.contract';
import { CREDITS_MESSAGES } from '@drape/shared/credits.contract';
import type { PaymentOrder } from '@drape/shared/payments.contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { paymentsApi, useRefreshCredits } from '../api/credits-api';
import { loadRazorpayScript, openRazorpayCheckout, type CheckoutResult } from './razorpay-checkout';

/** The sandbox checkout dialog the page shows while `sandboxOrder` is set. */
export interface SandboxCheckout {
  order: PaymentOrder;
  pack: CreditPackage;
  choose: (choice: 'pay' | 'fail' | 'close') => void;
}

/**
 * The purchase flow of spec §4: create an order, open the checkout (Razorpay, or the sandbox
 * dialog when the server has no Razorpay keys), verify the payment, then refresh balance,
 * history and stats. Sandbox and Razorpay end in the same verify call.
 */
export function usePurchase(onPurchased: () => void) {
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const refresh = useRefreshCredits();
  const [processingPackId, setProcessingPackId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<SandboxCheckout | null>(null);
  const busy = useRef(false);

  const sandboxCheckout = useCallback(
    (order: PaymentOrder, pack: CreditPackage) =>
      new Promise<CheckoutResult>((resolve) => {
        setSandbox({
          order,
          pack,
          choose: (choice) => {
            setSandbox(null);
            if (choice === 'close') return resolve({ kind: 'dismissed' });
            paymentsApi.sandboxPay(order.orderId, choice === 'pay' ? 'success' : 'failure').then(
              (res) =>
                resolve(
                  res.status === 'success'
                    ? { kind: 'paid', payment: res }
                    : { kind: 'failed', description: res.error.description },
                ),
              (err: unknown) =>
                resolve({
                  kind: 'failed',
                  description: err instanceof Error ? err.message : undefined,
                }),
            );
          },
        });
      }),
    [],
  );

  const purchase = useCallback(
    async (pack: CreditPackage) => {
      if (busy.current) return;
      setError(null);
      if (!isAuthenticated) {
        setError(CREDITS_MESSAGES.loginRequired);
        return;
      }
      busy.current = true;
      setProcessingPackId(pack.id);
      try {
        const order = await paymentsApi.createOrder(pack.id);
        let result: CheckoutResult;
        if (order.mode === 'razorpay') {
          if (!(await loadRazorpayScript(order.checkoutUrl ?? '')))
            throw new Error(CREDITS_MESSAGES.sdkLoadFailed);
          result = await openRazorpayCheckout(order, { name: user?.name, email: user?.email });
        } else {
          result = await sandboxCheckout(order, pack);
        }
        if (result.kind === 'dismissed') {
          toast.info(CREDITS_MESSAGES.cancelled);
          return;
        }
        if (result.kind === 'failed')
          throw new Error(result.description || CREDITS_MESSAGES.failed);
        try {
          const verified = await paymentsApi.verify(result.payment);
          if (!verified.success) throw new Error(CREDITS_MESSAGES.verificationFailed);
        } catch (err) {
          throw new Error(
            isApiError(err) && err.status === 0 ? err.message : CREDITS_MESSAGES.verificationFailed,
          );
        }
        await refresh();
        onPurchased();
        toast.success(CREDITS_MESSAGES.successTitle, CREDITS_MESSAGES.success(order.credits));
      } catch (err) {
        setError(err instanceof Error && err.message ? err.message : CREDITS_MESSAGES.failed);
      } finally {
        busy.current = false;
        setProcessingPackId(null);
      }
    },
    [isAuthenticated, user, sandboxCheckout, refresh, onPurchased],
  );

  return { purchase, processingPackId, error, clearError: () => setError(null), sandbox };
}
