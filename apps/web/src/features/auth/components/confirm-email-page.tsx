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

/** Sends the token once (React's development double effect included) and says how it went. */
function useConfirmEmail(token: string) {
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: 'This confirmation link is invalid' },
  );
  const sent = useRef(false);
  useEffect(() => {
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
  return state;
}

/** The link e-mailed to a new address (/confirm-email?token=…): applies the e-mail change once. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const state = useConfirmEmail(params.get('token') ?? '');
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
      <ConfirmOutcome done={done} />
    </AuthFrame>
  );
}

function ConfirmOutcome({ done }: { done: boolean }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
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
      <Link
        to={isAuthenticated ? '/profile' : '/login'}
        className={buttonClasses('primary', 'md', 'w-full')}
      >
        {isAuthenticated ? 'Back to your profile' : 'Sign in'}
      </Link>
    </div>
  );
}
