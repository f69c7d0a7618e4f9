import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const TABS = [
  { to: '/photoshoots', label: 'Shoots', end: true },
  { to: '/photoshoots/new', label: 'New shoot', end: true },
  { to: '/photoshoots/models', label: 'Models', end: true },
  { to: '/photoshoots/backdrops', label: 'Backdrops', end: true },
] as const;

/** The Photoshoots area's own navigation, under the page header. */
export function PhotoshootsTabs() {
  return (
    <nav aria-label="Photoshoots" className="-mt-4 mb-6 overflow-x-auto border-b border-line">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive ? 'border-brand text-fg' : 'border-transparent text-muted hover:text-fg',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
