import { Link } from 'react-router';
import type { StudioError } from '../hooks/use-generation';

/** Why the last Generate did not work; out of credits links to the credits page. */
export function StudioAlert({ error }: { error: StudioError }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-danger"
    >
      {error.message}
      {error.outOfCredits && (
        <>
          {' '}
          <Link to="/credits" className="font-semibold underline">
            Buy credits
          </Link>
        </>
      )}
    </div>
  );
}
