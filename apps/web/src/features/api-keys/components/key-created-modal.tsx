import type { CreatedApiKey } from '@drape/shared/api-keys.contract';
import { COPY_CONFIRMATION_MS } from '@drape/shared/constants';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { formatNumber } from '@/lib/format';
import { formatExpiryDay } from '../lib/key-display';

/** Shows the full key once; it cannot be fetched again. */
export function KeyCreatedModal({
  apiKey,
  onClose,
}: {
  apiKey: CreatedApiKey | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!apiKey) return;
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(true);
    } catch {
      toast.error('Copy Failed', 'Select the key and copy it by hand.');
    }
  };

  return (
    <Modal
      open={apiKey !== null}
      onClose={onClose}
      title="API Key Created"
      size="md"
      showCloseButton={false}
    >
      {apiKey && (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            Your key <span className="font-medium text-fg">{apiKey.name}</span> is ready.
          </p>
          <div className="flex items-stretch gap-2">
            <code
              data-testid="created-api-key"
              className="min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 py-2.5 font-mono text-xs break-all text-fg select-all"
            >
              {apiKey.key}
            </code>
            <Button
              variant="outline"
              onClick={copy}
              className="h-auto"
              leftIcon={
                copied ? (
                  <Check className="size-4" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )
              }
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-subtle">Usage limit</dt>
              <dd className="font-medium text-fg">{formatNumber(apiKey.maxUsage)} generations</dd>
            </div>
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-subtle">Expires</dt>
              <dd className="font-medium text-fg">{formatExpiryDay(apiKey)}</dd>
            </div>
          </dl>
          <p
            className="flex gap-2 rounded-lg border border-warning/30 bg-warning-soft px-3 py-2.5 text-sm text-warning"
            role="note"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            Store this key somewhere safe now. For your security it is never shown again and cannot
            be recovered; if you lose it, delete it and create a new one.
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>I've Saved My API Key</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
