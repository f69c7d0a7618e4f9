import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { TextileArt } from './textile-art';

/** Split-screen frame for the sign-in screens: brand art on the left (lg+), the form on the right. */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="grid min-h-screen bg-canvas lg:grid-cols-[1.05fr_1fr]">
      <BrandPanel />
      <main className="flex items-center justify-center px-5 py-12 sm:px-8">
        <div className="w-full max-w-sm">
          <Link
            to="/"
            className="mb-10 flex items-center gap-2.5 text-lg font-semibold tracking-tight text-fg lg:hidden"
          >
            <span className="grid size-8 place-items-center rounded-lg bg-brand text-brand-fg">
              D
            </span>
            Drape
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          <div className="mt-2 text-sm text-muted">{subtitle}</div>
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-sm text-muted">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

/** The brand art and promise beside the form (lg+). */
function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-[#140e0c] lg:block">
      <TextileArt />
      <div className="relative z-10 flex h-full flex-col justify-between p-12 text-[#f4efe9]">
        <Link to="/" className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
          <span className="grid size-8 place-items-center rounded-lg bg-white/10 text-[#f2b441]">
            D
          </span>
          Drape
        </Link>
        <div className="max-w-md">
          <p className="text-sm font-medium tracking-widest text-[#f2b441] uppercase">
            AI studio for ethnic wear
          </p>
          <p className="mt-4 text-3xl leading-tight font-semibold tracking-tight">
            Sarees, lehengas and sherwanis — photographed on any model, in minutes.
          </p>
          <p className="mt-4 text-sm text-[#d9cfc6]">
            Your own models · heritage backdrops · from ₹8 an image
          </p>
        </div>
      </div>
    </aside>
  );
}

/** A form-level error (not tied to one field). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm text-danger"
    >
      {message}
    </div>
  );
}

export const authLinkClass = 'font-medium text-accent hover:underline underline-offset-4';

/** The email field of every sign-in form: same label, autofill and hint. */
export const EMAIL_FIELD = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@brand.com',
} as const;

/** The full-width submit button of a sign-in form. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={loading}>
      {children}
    </Button>
  );
}
