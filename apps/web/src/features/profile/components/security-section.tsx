import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@drape/shared/users.contract';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PasswordInput } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/profile-api';
import { PasswordStrength } from './password-strength';
import { UnsavedBadge } from './unsaved-badge';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecuritySection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isDirty } = form.formState;
  const newPassword = form.watch('newPassword');
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: next });
      form.reset(EMPTY);
      toast.success('Password Changed', 'Your password has been updated successfully');
    } catch (err) {
      applyFieldErrors(err, form.setError, ['currentPassword', 'newPassword']);
      toast.error('Password Change Failed', errorMessage(err, 'Failed to change password'));
    }
  });

  return (
    <Card id="security">
      <CardHeader
        icon={<ShieldCheck className="size-4" aria-hidden />}
        title="Security Settings"
        description="Change your password. Your other signed-in devices will be signed out."
        action={isDirty ? <UnsavedBadge /> : null}
        className="flex-col sm:flex-row"
      />
      <CardBody>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="grid gap-6 md:grid-cols-[1fr_16rem]"
        >
          <div className="space-y-4">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" loading={change.isPending} disabled={!isDirty}>
              Change Password
            </Button>
          </div>
          <PasswordStrength password={newPassword} />
        </form>
      </CardBody>
    </Card>
  );
}
