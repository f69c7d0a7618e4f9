import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useCreditBalance } from '@/lib/credit-balance';
import { formatNumber } from '@/lib/format';
import { BrandWordmark } from './brand-mark';
import { NAV_ITEMS } from './nav-items';

function NavList() {
  return (
    <nav aria-label="Main" className="flex-1 space-y-0.5 px-3 py-4">
      {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              isActive ? 'bg-surface-3 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )
          }
        >
          {({ isActive }) => (
            <>
              {isActive && (
                <span
                  className="absolute inset-y-1.5 left-0 w-0.5 rounded-full bg-accent"
                  aria-hidden
                />
              )}
              <Icon
                className={cn(
                  'size-4',
                  isActive ? 'text-accent' : 'text-subtle group-hover:text-fg',
                )}
                aria-hidden
              />
              {label}
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}

function CreditsCard() {
  const balance = useCreditBalance();
  return (
    <div className="m-3 rounded-xl border border-line bg-gradient-to-br from-accent-soft to-brand-soft p-4">
      <p className="text-xs font-medium text-muted">Credits available</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-fg">
        {balance.isPending ? '...' : balance.isError ? '—' : formatNumber(balance.data)}
      </p>
      <Link
        to="/credits"
        className="mt-2 inline-block text-xs font-medium text-accent hover:underline"
      >
        Buy more credits →
      </Link>
    </div>
  );
}

function SidebarContent() {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b border-line px-6">
        <Link to="/dashboard" aria-label="Drape home">
          <BrandWordmark />
        </Link>
      </div>
      <NavList />
      <CreditsCard />
    </div>
  );
}

/** Fixed w-72 from lg (1024px); a slide-over dialog below that. */
export function Sidebar({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 border-r border-line bg-surface lg:block">
        <SidebarContent />
      </aside>
      <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" />
          <Dialog.Content className="animate-slide-in fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-line bg-surface shadow-2xl lg:hidden">
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Dialog.Description className="sr-only">
              Links to every part of Drape
            </Dialog.Description>
            <SidebarContent />
            <Dialog.Close
              className="absolute top-4 right-3 grid size-8 cursor-pointer place-items-center rounded-md text-subtle hover:bg-surface-2 hover:text-fg"
              aria-label="Close navigation"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
