import { Coins, Menu, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useCreditBalance } from '@/lib/credit-balance';
import { formatNumber } from '@/lib/format';
import { useThemeStore } from '@/lib/theme-store';
import { GlobalSearch } from './global-search';
import { UserMenu } from './user-menu';

function CreditBalancePill() {
  const balance = useCreditBalance();
  const text = balance.isPending ? '...' : balance.isError ? '—' : formatNumber(balance.data);
  return (
    <Link
      to="/credits"
      className="flex h-9 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 text-sm font-medium text-fg hover:border-line-strong"
      aria-label={`Credit balance: ${text}`}
      data-testid="credit-balance"
    >
      <Coins className="size-4 text-accent" aria-hidden />
      <span className="tabular-nums">{text}</span>
      <span className="hidden text-muted sm:inline">credits</span>
    </Link>
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useThemeStore();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className="grid size-9 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      aria-label={`Switch to ${next} mode`}
    >
      {theme === 'dark' ? (
        <Sun className="size-4" aria-hidden />
      ) : (
        <Moon className="size-4" aria-hidden />
      )}
    </button>
  );
}

export function TopBar({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-line bg-canvas/80 px-4 backdrop-blur-md sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenSidebar}
        className="grid size-9 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg lg:hidden"
        aria-label="Open navigation"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <div className="hidden max-w-md flex-1 md:block">
        <GlobalSearch />
      </div>
      <div className="ml-auto flex items-center gap-2">
        <CreditBalancePill />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
