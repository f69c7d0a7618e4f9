import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { scrollToSection } from '../hooks/scroll-to-section';
import { useOverHero } from '../hooks/use-over-hero';
import { NAV_ITEMS, type SectionId } from '../landing-content';
import { LandingLogo } from './landing-logo';
import { MobileMenu } from './landing-mobile-menu';
import { ThemeToggle } from './theme-toggle';

/** Fixed header: transparent with light text over the dark hero, solid once past it. */
export function LandingHeader({ heroRef }: { heroRef: RefObject<HTMLElement | null> }) {
  const isOverHero = useOverHero(heroRef);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isDarkBar = isOverHero && !isMenuOpen;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useCloseOnEscape(isMenuOpen, () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  });

  const go = (id: SectionId) => {
    setMenuOpen(false);
    scrollToSection(id);
  };

  return (
    <header
      data-over-hero={isOverHero}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300 motion-reduce:transition-none',
        isDarkBar
          ? 'bg-transparent text-white'
          : 'border-b border-line bg-canvas/90 text-fg shadow-[0_1px_24px_-12px_rgba(0,0,0,0.25)] backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <HomeLink isDarkBar={isDarkBar} onGo={go} />
        <MainNav isDarkBar={isDarkBar} onGo={go} />
        <HeaderActions
          isDarkBar={isDarkBar}
          isMenuOpen={isMenuOpen}
          menuButtonRef={menuButtonRef}
          onToggleMenu={() => setMenuOpen((v) => !v)}
          onGo={go}
        />
      </div>
      {isMenuOpen && <MobileMenu onGo={go} />}
    </header>
  );
}

function MainNav({ isDarkBar, onGo }: { isDarkBar: boolean; onGo: (id: SectionId) => void }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.sectionId}>
            <NavLink item={item} onGo={onGo} isDarkBar={isDarkBar} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HomeLink({ isDarkBar, onGo }: { isDarkBar: boolean; onGo: (id: SectionId) => void }) {
  return (
    <a
      href="#hero"
      onClick={(e) => {
        e.preventDefault();
        onGo('hero');
      }}
      aria-label="Drape home"
    >
      <LandingLogo tone={isDarkBar ? 'light' : 'dark'} />
    </a>
  );
}

interface HeaderActionsProps {
  isDarkBar: boolean;
  isMenuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
  onGo: (id: SectionId) => void;
}

/** Theme toggle, Contact Us (from sm) and the menu button (below lg). */
function HeaderActions({
  isDarkBar,
  isMenuOpen,
  menuButtonRef,
  onToggleMenu,
  onGo,
}: HeaderActionsProps) {
  return (
    <div className="flex items-center gap-1.5">
      <ThemeToggle
        className={
          isDarkBar
            ? 'text-white/85 hover:bg-white/10'
            : 'text-muted hover:bg-surface-2 hover:text-fg'
        }
      />
      <button
        type="button"
        onClick={() => onGo('contact')}
        className={cn(
          'hidden h-10 cursor-pointer items-center rounded-full px-5 text-sm font-semibold tracking-wide transition-colors motion-reduce:transition-none sm:inline-flex',
          isDarkBar
            ? 'bg-[#f2c46b] text-[#2a0d16] hover:bg-[#f6d38e]'
            : 'bg-brand text-brand-fg hover:bg-brand-hover',
        )}
      >
        Contact Us
      </button>
      <MenuButton
        buttonRef={menuButtonRef}
        isDarkBar={isDarkBar}
        isMenuOpen={isMenuOpen}
        onToggle={onToggleMenu}
      />
    </div>
  );
}

function MenuButton({
  buttonRef,
  isDarkBar,
  isMenuOpen,
  onToggle,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isDarkBar: boolean;
  isMenuOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-expanded={isMenuOpen}
      aria-controls="landing-mobile-menu"
      aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
      className={cn(
        'grid size-10 cursor-pointer place-items-center rounded-full lg:hidden',
        isDarkBar ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-2',
      )}
    >
      {isMenuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
    </button>
  );
}

/** While `isOpen`, Escape anywhere on the page calls `onClose`. */
function useCloseOnEscape(isOpen: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
}

function NavLink({
  item,
  onGo,
  isDarkBar,
}: {
  item: (typeof NAV_ITEMS)[number];
  onGo: (id: SectionId) => void;
  isDarkBar: boolean;
}) {
  return (
    <a
      href={`#${item.sectionId}`}
      onClick={(e) => {
        e.preventDefault();
        onGo(item.sectionId);
      }}
      className={cn(
        'rounded-full px-3.5 py-2 text-sm font-medium tracking-wide transition-colors motion-reduce:transition-none',
        isDarkBar
          ? 'text-white/85 hover:bg-white/10 hover:text-white'
          : 'text-muted hover:bg-surface-2 hover:text-fg',
      )}
    >
      {item.label}
    </a>
  );
}
