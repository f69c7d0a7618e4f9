import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInputSchema } from '@drape/shared/auth.contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { resetPassword } from '../api/auth-api';
import { AuthFrame, FormError, authLinkClass, SubmitButton } from './auth-frame';

const NewPasswordFormSchema = z
  .object({
    password: ResetPasswordInputSchema.shape.password,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

function useSetNewPassword(token: string) {
  const [isDone, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (err) {
      if (applyFieldErrors(err, form.setError, ['password'])) return;
      setFormError(errorMessage(err, 'Failed to reset password. Please try again.'));
    }
  });
  return { form, isDone, formError, onSubmit };
}

export function SetNewPasswordForm({ token }: { token: string }) {
  const { form, isDone, formError, onSubmit } = useSetNewPassword(token);
  const { errors, isSubmitting } = form.formState;
  if (isDone) return <PasswordUpdated />;

  return (
    <AuthFrame
      title="Set a new password"
      subtitle="Choose a new password for your account. The link works once and expires after an hour."
      footer={
        <>
          Link expired?{' '}
          <Link to="/reset-password" className={authLinkClass}>
            Request a new one
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <FormError message={formError} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton loading={isSubmitting}>Update password</SubmitButton>
      </form>
    </AuthFrame>
  );
}

function PasswordUpdated() {
  return (
    <AuthFrame
      title="Password updated"
      subtitle="Your password has been changed. Sign in with your new password."
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border border-line bg-surface p-6 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-success-soft text-success">
          <CheckCircle2 className="size-6" aria-hidden />
        </span>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          Sign in
        </Link>
      </div>
    </AuthFrame>
  );
}
