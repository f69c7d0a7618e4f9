import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { signOut } from '@/lib/auth-session';
import { useAuthStore } from '@/lib/auth-store';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const name = user?.name ?? 'Account';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while the page keeps focusable
    // controls (axe aria-hidden-focus); focus still moves into the menu and Escape closes it.
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger
        className="flex cursor-pointer items-center gap-2 rounded-lg py-1 pr-2 pl-1 hover:bg-surface-2"
        aria-label="Open user menu"
      >
        <Avatar name={name} src={user?.avatarUrl} />
        <span className="hidden max-w-32 truncate text-sm font-medium text-fg sm:block">
          {name}
        </span>
        <ChevronDown className="hidden size-4 text-subtle sm:block" aria-hidden />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={8}
          className="animate-fade-in z-50 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-black/30"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-medium text-fg">{name}</p>
            <p className="truncate text-xs text-muted">{user?.email}</p>
          </div>
          <Dropdown.Separator className="my-1 h-px bg-line" />
          <Dropdown.Item className={itemClass} onSelect={() => void navigate('/profile')}>
            <UserRound className="size-4 text-subtle" aria-hidden /> Your profile
          </Dropdown.Item>
          <Dropdown.Item className={itemClass} onSelect={() => void navigate('/profile')}>
            <Settings className="size-4 text-subtle" aria-hidden /> Settings
          </Dropdown.Item>
          <Dropdown.Separator className="my-1 h-px bg-line" />
          <Dropdown.Item
            className={itemClass}
            onSelect={() => {
              void signOut().then(() => navigate('/login', { replace: true }));
            }}
          >
            <LogOut className="size-4 text-subtle" aria-hidden /> Sign out
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
