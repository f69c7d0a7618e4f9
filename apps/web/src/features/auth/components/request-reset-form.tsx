import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInputSchema, type ForgotPasswordInput } from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFrame, FormError, authLinkClass, EMAIL_FIELD, SubmitButton } from './auth-frame';

function useRequestReset() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ForgotPasswordInputSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestPasswordReset(values);
      setSentTo(values.email);
    } catch (err) {
      setFormError(isApiError(err) && err.status === 429 ? err.message : MESSAGES.resetFailed);
    }
  });
  return { form, sentTo, formError, onSubmit };
}

export function RequestResetForm() {
  const { form, sentTo, formError, onSubmit } = useRequestReset();
  const { errors, isSubmitting } = form.formState;
  if (sentTo) return <ResetLinkSent email={sentTo} />;

  return (
    <AuthFrame
      title="Reset your password"
      subtitle="Enter your account e-mail and we'll send you a link to set a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLinkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <FormError message={formError} />
        <Input {...EMAIL_FIELD} error={errors.email?.message} {...form.register('email')} />
        <SubmitButton loading={isSubmitting}>Send reset link</SubmitButton>
      </form>
    </AuthFrame>
  );
}

function ResetLinkSent({ email }: { email: string }) {
  return (
    <AuthFrame
      title="Check your email"
      subtitle={
        <>
          If an account exists for <strong className="text-fg">{email}</strong>, we sent a link to
          reset your password. It is valid for one hour.
        </>
      }
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border border-line bg-surface p-6 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-success-soft text-success">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <p className="text-sm text-muted">
          Didn&apos;t get it? Check your spam folder, or try again in a few minutes.
        </p>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          Back to sign in
        </Link>
      </div>
    </AuthFrame>
  );
}
