import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterFormSchema, type RegisterForm } from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Checkbox, Input, PasswordInput } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { applyFieldErrors } from '@/lib/form-errors';
import { register as registerAccount } from '../api/auth-api';
import { AuthFrame, FormError, authLinkClass, EMAIL_FIELD, SubmitButton } from './auth-frame';

type FormInput = z.input<typeof RegisterFormSchema>;

/** The form, and what a failed registration says (a 409, 429 or network error says why). */
function useRegisterForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const { setSession, setLoading } = useAuthStore();
  const form = useForm<FormInput, unknown, RegisterForm>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      terms: false as unknown as true,
    },
  });
  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setFormError(null);
    setLoading(true);
    try {
      const session = await registerAccount({ name, email, password });
      setSession(session.user, session.tokens);
    } catch (err) {
      if (applyFieldErrors(err, form.setError, ['name', 'email', 'password'])) return;
      setFormError(registrationFailure(err));
    } finally {
      setLoading(false);
    }
  });
  return { form, formError, onSubmit };
}

// A conflict (email taken) or network failure says why; anything else gets the spec's message.
function registrationFailure(err: unknown): string {
  if (isApiError(err) && (err.status === 409 || err.status === 0 || err.status === 429))
    return err.message;
  if (err instanceof Error && err.message === MESSAGES.invalidResponse) return err.message;
  return MESSAGES.registrationFailed;
}

export function RegisterPage() {
  const { form, formError, onSubmit } = useRegisterForm();
  return (
    <AuthFrame
      title="Create your account"
      subtitle="Start producing studio-quality try-on shoots today."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <FormError message={formError} />
        <RegisterFields form={form} />
        <SubmitButton loading={form.formState.isSubmitting}>Create account</SubmitButton>
      </form>
    </AuthFrame>
  );
}

function RegisterFields({ form }: { form: ReturnType<typeof useRegisterForm>['form'] }) {
  const { errors } = form.formState;
  return (
    <>
      <Input
        label="Full name"
        autoComplete="name"
        placeholder="Asha Rao"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Input {...EMAIL_FIELD} error={errors.email?.message} {...form.register('email')} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...form.register('terms')} />
    </>
  );
}

function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <Link to="/terms-and-conditions" className={authLinkClass}>
        Terms and Conditions
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className={authLinkClass}>
        Privacy Policy
      </Link>
    </>
  );
}
