import { Link } from 'react-router';

/** Why the last action did not work; out of credits links to the packs, like the studio. */
export function FormAlert({ message, outOfCredits }: { message: string; outOfCredits?: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-danger"
    >
      {message}
      {outOfCredits && (
        <>
          {' '}
          <Link to="/credits?purchase=1" className="font-semibold underline">
            Purchase credits
          </Link>
        </>
      )}
    </div>
  );
}
