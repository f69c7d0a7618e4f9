import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input, PasswordInput } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { useDeleteAccount } from '../api/profile-api';

const WORD = 'DELETE';

/**
 * Spec §4: type DELETE, 'Continue to Delete', then an inline confirmation with the same word and
 * (beyond the spec, issue 12) the current password, then delete.
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState<'first' | 'final'>('first');
  const [finalTyped, setFinalTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const clearSession = useAuthStore((s) => s.clearSession);
  const navigate = useNavigate();

  const close = () => {
    setTyped('');
    setFinalTyped('');
    setPassword('');
    setPasswordError(undefined);
    setStep('first');
    onClose();
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(password);
      toast.success('Account Deleted', 'Your account has been deleted successfully');
      await navigate('/', { replace: true });
      clearSession();
    } catch (err) {
      setPasswordError(isApiError(err) ? err.fieldErrors.password?.[0] : undefined);
      toast.error('Deletion Failed', errorMessage(err, 'Failed to delete account'));
    }
  };

  return (
    <Modal open={open} onClose={close} title="Delete Account" size="sm">
      <div className="space-y-4">
        <p className="text-sm text-muted">
          This permanently deletes your account, your uploads, generated images and API keys.
          Payment records are kept anonymised as the law requires.
        </p>
        <Input
          label={`Type ${WORD} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          disabled={step === 'final'}
        />
        {step === 'first' ? (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" disabled={typed !== WORD} onClick={() => setStep('final')}>
              Continue to Delete
            </Button>
          </div>
        ) : (
          <div
            className="space-y-3 rounded-xl border border-danger/40 bg-danger-soft p-4"
            role="alert"
          >
            <p className="text-sm font-semibold text-danger">
              Are you absolutely sure? This cannot be undone.
            </p>
            <Input
              label={`Type ${WORD} again to delete your account`}
              value={finalTyped}
              onChange={(e) => setFinalTyped(e.target.value)}
              autoComplete="off"
            />
            <PasswordInput
              label="Current password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(undefined);
              }}
              autoComplete="current-password"
              error={passwordError}
            />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={finalTyped !== WORD || !password}
                loading={remove.isPending}
                onClick={() => void onDelete()}
              >
                Delete my account
              </Button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
