import { NAV_ITEMS, type SectionId } from '../landing-content';

/** The section links and Contact Us, full width under the bar (below lg). */
export function MobileMenu({ onGo }: { onGo: (id: SectionId) => void }) {
  return (
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
                onGo(item.sectionId);
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
            onClick={() => onGo('contact')}
            className="h-12 w-full cursor-pointer rounded-full bg-brand text-sm font-semibold text-brand-fg hover:bg-brand-hover"
          >
            Contact Us
          </button>
        </li>
      </ul>
    </nav>
  );
}
