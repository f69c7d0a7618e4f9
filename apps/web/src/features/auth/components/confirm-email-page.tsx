import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { confirmEmail } from '../api/auth-api';
import { AuthFrame } from './auth-frame';

type State =
  { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** The link e-mailed to a new address (/confirm-email?token=…): applies the e-mail change once. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: 'This confirmation link is invalid' },
  );
  const sent = useRef(false);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    // The token works once: never send it twice (React's development double effect included).
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      ({ email }) => {
        const { user, setUser } = useAuthStore.getState();
        if (user) setUser({ ...user, email });
        setState({ kind: 'done', email });
      },
      (err: unknown) =>
        setState({ kind: 'failed', message: errorMessage(err, 'Could not confirm the address') }),
    );
  }, [token]);

  const next = isAuthenticated ? '/profile' : '/login';
  const nextLabel = isAuthenticated ? 'Back to your profile' : 'Sign in';
  if (state.kind === 'working') {
    return (
      <AuthFrame title="Confirming your e-mail" subtitle="One moment…">
        <div className="flex justify-center py-8">
          <Spinner size="lg" label="Confirming" />
        </div>
      </AuthFrame>
    );
  }
  const done = state.kind === 'done';
  return (
    <AuthFrame
      title={done ? 'E-mail address confirmed' : 'Link not valid'}
      subtitle={
        done ? (
          <>
            Your account now uses <span className="font-medium text-fg">{state.email}</span>.
          </>
        ) : (
          `${state.message}. Ask for a new one from your profile.`
        )
      }
    >
      <div className="flex flex-col items-center gap-6 rounded-xl border border-line bg-surface p-6 text-center">
        <span
          className={
            done
              ? 'grid size-12 place-items-center rounded-full bg-success-soft text-success'
              : 'grid size-12 place-items-center rounded-full bg-danger-soft text-danger'
          }
        >
          {done ? (
            <CheckCircle2 className="size-6" aria-hidden />
          ) : (
            <XCircle className="size-6" aria-hidden />
          )}
        </span>
        <Link to={next} className={buttonClasses('primary', 'md', 'w-full')}>
          {nextLabel}
        </Link>
      </div>
    </AuthFrame>
  );
}
