import { ArrowRight, Coins, Images, KeyRound, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  { to: '/studio', title: 'New try-on', text: 'Dress a model in a garment', icon: Sparkles },
  { to: '/gallery', title: 'Open gallery', text: 'Browse and download results', icon: Images },
  { to: '/api-keys', title: 'Manage API keys', text: 'Automate with the API', icon: KeyRound },
  { to: '/credits', title: 'Buy credits', text: 'Top up your balance', icon: Coins },
];

export function QuickActions() {
  return (
    <ul className="space-y-1">
      {ACTIONS.map(({ to, title, text, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex items-center gap-3 rounded-lg p-3 transition-colors hover:bg-surface-2"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-surface-2 text-accent group-hover:border-line-strong">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-fg">{title}</span>
              <span className="block truncate text-xs text-muted">{text}</span>
            </span>
            <ArrowRight
              className="size-4 text-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-fg"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
