import { scorePassword } from '@drape/shared/auth.contract';
import { PASSWORD_MIN, SPECIAL_PASSWORD_CHARS } from '@drape/shared/constants';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';

const BAR_COLOURS = [
  'bg-red-500',
  'bg-red-500',
  'bg-orange-500',
  'bg-yellow-500',
  'bg-lime-500',
  'bg-green-500',
];

const REQUIREMENTS = [
  { key: 'length', text: `At least ${PASSWORD_MIN} characters` },
  { key: 'lowercase', text: 'One lowercase letter' },
  { key: 'uppercase', text: 'One uppercase letter' },
  { key: 'digit', text: 'One number' },
  { key: 'special', text: `One special character (${SPECIAL_PASSWORD_CHARS})` },
] as const;

/** Strength by count of satisfied criteria (spec §4): Very Weak … Strong, plus the checklist. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label, checks } = scorePassword(password);
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-4">
      <div className="flex items-center justify-between text-xs">
        <span className="font-medium text-muted">Password strength</span>
        <span className="font-semibold text-fg" data-testid="password-strength">
          {password ? label : '—'}
        </span>
      </div>
      <div className="mt-2 grid grid-cols-5 gap-1" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 rounded-full',
              password && i <= score ? BAR_COLOURS[score] : 'bg-surface-3',
            )}
          />
        ))}
      </div>
      <p className="mt-4 text-xs font-medium text-muted">Requirements</p>
      <ul className="mt-2 space-y-1.5">
        {REQUIREMENTS.map(({ key, text }) => {
          const ok = checks[key];
          return (
            <li
              key={key}
              className={cn('flex items-center gap-2 text-xs', ok ? 'text-success' : 'text-muted')}
            >
              {ok ? (
                <Check className="size-3.5" aria-hidden />
              ) : (
                <X className="size-3.5 text-subtle" aria-hidden />
              )}
              <span>{text}</span>
              <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
