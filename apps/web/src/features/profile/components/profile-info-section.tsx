import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileInputSchema, type UpdateProfileInput } from '@drape/shared/users.contract';
import { UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      form.reset({ name: saved.name, email: saved.email });
      toast.success('Profile Updated', 'Your profile has been updated successfully');
    } catch (err) {
      applyFieldErrors(err, form.setError, ['name', 'email']);
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
