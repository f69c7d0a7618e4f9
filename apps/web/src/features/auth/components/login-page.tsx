import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema, type LoginInput } from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Checkbox, Input, PasswordInput } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { login } from '../api/auth-api';
import { AuthFrame, FormError, authLinkClass, EMAIL_FIELD, SubmitButton } from './auth-frame';

function loginErrorMessage(err: unknown): string {
  if (isApiError(err)) {
    if (err.status === 401 || err.code === 'INVALID_CREDENTIALS')
      return MESSAGES.invalidCredentials;
    return err.message;
  }
  return err instanceof Error && err.message ? err.message : MESSAGES.invalidCredentials;
}

/** Signs in; the guest guard then sends the visitor back where they came from, else /dashboard. */
function useLoginForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const { setSession, setLoading } = useAuthStore();
  const form = useForm<z.input<typeof LoginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setLoading(true);
    try {
      const session = await login(values);
      setSession(session.user, session.tokens);
    } catch (err) {
      setFormError(loginErrorMessage(err));
    } finally {
      setLoading(false);
    }
  });
  return { form, formError, onSubmit };
}

export function LoginPage() {
  const { form, formError, onSubmit } = useLoginForm();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthFrame
      title="Welcome back"
      subtitle="Sign in to your Drape studio."
      footer={<SignUpPrompt />}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <FormError message={formError} />
        <Input {...EMAIL_FIELD} error={errors.email?.message} {...form.register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="••••••••"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <RememberAndForgot />
        <SubmitButton loading={isSubmitting}>Sign in</SubmitButton>
      </form>
    </AuthFrame>
  );
}

function RememberAndForgot() {
  return (
    <div className="flex items-center justify-between gap-4">
      <Checkbox label="Remember me" name="remember" defaultChecked />
      <Link to="/reset-password" className={`text-sm ${authLinkClass}`}>
        Forgot password?
      </Link>
    </div>
  );
}

function SignUpPrompt() {
  return (
    <>
      Don&apos;t have an account?{' '}
      <Link to="/register" className={authLinkClass}>
        Create one
      </Link>
    </>
  );
}
