import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { scrollToSection } from '../hooks/scroll-to-section';
import { useOverHero } from '../hooks/use-over-hero';
import { NAV_ITEMS, type SectionId } from '../landing-content';
import { LandingLogo } from './landing-logo';
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
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300',
        isDarkBar
          ? 'bg-transparent text-white'
          : 'border-b border-line bg-canvas/90 text-fg shadow-[0_1px_24px_-12px_rgba(0,0,0,0.25)] backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <a
          href="#hero"
          onClick={(e) => {
            e.preventDefault();
            go('hero');
          }}
          aria-label="Drape home"
        >
          <LandingLogo tone={isDarkBar ? 'light' : 'dark'} />
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.sectionId}>
                <NavLink item={item} onGo={go} isDarkBar={isDarkBar} />
              </li>
            ))}
          </ul>
        </nav>

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
            onClick={() => go('contact')}
            className={cn(
              'hidden h-10 cursor-pointer items-center rounded-full px-5 text-sm font-semibold tracking-wide transition-colors sm:inline-flex',
              isDarkBar
                ? 'bg-[#f2c46b] text-[#2a0d16] hover:bg-[#f6d38e]'
                : 'bg-brand text-brand-fg hover:bg-brand-hover',
            )}
          >
            Contact Us
          </button>
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setMenuOpen((v) => !v)}
            aria-expanded={isMenuOpen}
            aria-controls="landing-mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            className={cn(
              'grid size-10 cursor-pointer place-items-center rounded-full lg:hidden',
              isDarkBar ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-2',
            )}
          >
            {isMenuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen && (
        <nav
          id="landing-mobile-menu"
          aria-label="Mobile"
          className="border-t border-line bg-canvas lg:hidden"
        >
          <ul className="mx-auto max-w-7xl px-5 py-3 sm:px-8">
            {NAV_ITEMS.map((item) => (
              <li key={item.sectionId}>
                <a
                  href={`#${item.sectionId}`}
                  onClick={(e) => {
                    e.preventDefault();
                    go(item.sectionId);
                  }}
                  className="landing-display block border-b border-line py-3 text-2xl text-fg last:border-0 hover:text-brand"
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li className="pt-4 pb-2">
              <button
                type="button"
                onClick={() => go('contact')}
                className="h-12 w-full cursor-pointer rounded-full bg-brand text-sm font-semibold text-brand-fg hover:bg-brand-hover"
              >
                Contact Us
              </button>
            </li>
          </ul>
        </nav>
      )}
    </header>
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
        'rounded-full px-3.5 py-2 text-sm font-medium tracking-wide transition-colors',
        isDarkBar
          ? 'text-white/85 hover:bg-white/10 hover:text-white'
          : 'text-muted hover:bg-surface-2 hover:text-fg',
      )}
    >
      {item.label}
    </a>
  );
}
