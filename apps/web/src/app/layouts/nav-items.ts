import {
  BookOpen,
  Camera,
  Coins,
  Images,
  KeyRound,
  LayoutDashboard,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Sidebar links, in the spec's order (§2 App shell), plus Photoshoots (issue 11) after Gallery. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/studio', label: 'VTON Studio', icon: Sparkles },
  { to: '/gallery', label: 'Gallery', icon: Images },
  { to: '/photoshoots', label: 'Photoshoots', icon: Camera },
  { to: '/api-keys', label: 'API Keys', icon: KeyRound },
  { to: '/credits', label: 'Credits', icon: Coins },
  { to: '/docs', label: 'Documentation', icon: BookOpen },
  { to: '/profile', label: 'Profile', icon: UserRound },
];
