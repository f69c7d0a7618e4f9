import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileInputSchema, type UpdateProfileInput } from '@drape/shared/users.contract';
import { MailCheck, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input, PasswordInput } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { applyFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/profile-api';
import { AvatarUpload } from './avatar-upload';
import { UnsavedBadge } from './unsaved-badge';

export function ProfileInfoSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const user = useAuthStore((s) => s.user);
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof UpdateProfileInputSchema>, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    values: { name: user?.name ?? '', email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // A new address needs the current password (kept outside the form's values, so it never makes
  // the form dirty), and takes effect only from its e-mailed link.
  const password = useCurrentPassword();
  const changesEmail =
    form.watch('email').trim().toLowerCase() !== (user?.email ?? '').toLowerCase();

  const onSubmit = form.handleSubmit(async ({ name, email }) => {
    if (changesEmail && !password.value) return password.setError('Current password is required');
    try {
      const saved = await update.mutateAsync(
        changesEmail ? { name, email, currentPassword: password.value } : { name, email },
      );
      form.reset({ name: saved.user.name, email: saved.user.email });
      // reset() alone leaves the typed (not yet confirmed) address in the input.
      form.setValue('email', saved.user.email);
      password.clear();
      if (saved.pendingEmail) {
        setPendingEmail(saved.pendingEmail);
        toast.success('Confirmation Sent', `Open the link we sent to ${saved.pendingEmail}`);
      } else {
        toast.success('Profile Updated', 'Your profile has been updated successfully');
      }
    } catch (err) {
      applyFieldErrors(err, form.setError, ['name', 'email']);
      if (isApiError(err)) password.setError(err.fieldErrors.currentPassword?.[0]);
      toast.error('Update Failed', errorMessage(err, 'Failed to update profile'));
    }
  });

  return (
    <Card id="profile-information">
      <CardHeader
        icon={<UserRound className="size-4" aria-hidden />}
        title="Profile Information"
        description="Your photo, name and e-mail address."
        action={isDirty ? <UnsavedBadge /> : null}
        className="flex-col sm:flex-row"
      />
      <CardBody>
        {user && <AvatarUpload user={user} />}
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
        >
          <Input
            label="Full name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Input
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {changesEmail && (
            <div className="sm:col-span-2">
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                helperText="Needed to change your e-mail address."
                value={password.value}
                onChange={(e) => password.set(e.target.value)}
                error={password.error}
              />
            </div>
          )}
          {pendingEmail && <PendingEmailNotice email={pendingEmail} />}
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              Update Profile
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function PendingEmailNotice({ email }: { email: string }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-line bg-surface-2 p-4 text-sm sm:col-span-2"
    >
      <MailCheck className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
      <div>
        <p className="font-medium text-fg">Confirmation sent</p>
        <p className="text-muted">
          We sent a link to <span className="font-medium text-fg">{email}</span>. Your e-mail
          address changes when you open it; until then you sign in with the current one. We also
          told your current address.
        </p>
      </div>
    </div>
  );
}

function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    error,
    set: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    setError,
    clear: () => {
      setValue('');
      setError(undefined);
    },
  };
}
