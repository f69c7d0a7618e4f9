import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToSection } from '../hooks/scroll-to-section';
import { LANDING_CONTACT_EMAIL, NAV_ITEMS } from '../landing-content';
import { LandingLogo } from './landing-logo';
import { SOCIAL_LINKS, SocialIcon } from './social-icons';

const LEGAL = [
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'AI Policy', to: '/ai-policy' },
] as const;

/** Always-dark footer: brand, sections, company and legal links, socials and e-mail. */
export function LandingFooter() {
  return (
    <footer className="bg-[#12080b] text-white/75">
      <div className="landing-zari-rule" aria-hidden />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <FooterBrand />
        <ExploreColumn />
        <CompanyColumn />
        <FooterColumn title="Legal">
          {LEGAL.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="hover:text-white">
                {l.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm text-white/60 sm:px-8">
          © {new Date().getFullYear()} Drape. Crafted in India for Indian ethnic wear.
        </p>
      </div>
    </footer>
  );
}

function FooterBrand() {
  return (
    <div>
      <LandingLogo tone="light" />
      <p className="mt-5 max-w-xs leading-relaxed">
        AI photoshoots for sarees, lehengas, kurtas and sherwanis — studio quality, heritage soul.
      </p>
      <a
        href={`mailto:${LANDING_CONTACT_EMAIL}`}
        className="mt-5 inline-block text-[#f2c46b] hover:underline"
      >
        {LANDING_CONTACT_EMAIL}
      </a>
      <ul className="mt-6 flex gap-2" aria-label="Social media">
        {SOCIAL_LINKS.map((s) => (
          <li key={s.name}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Drape on ${s.name}`}
              className="grid size-10 place-items-center rounded-full border border-white/20 text-white/80 transition-colors hover:border-[#f2c46b] hover:text-[#f2c46b]"
            >
              <SocialIcon name={s.name} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExploreColumn() {
  return (
    <FooterColumn title="Explore">
      {NAV_ITEMS.slice(1).map((item) => (
        <li key={item.sectionId}>
          <a
            href={`#${item.sectionId}`}
            onClick={(e) => {
              e.preventDefault();
              scrollToSection(item.sectionId);
            }}
            className="hover:text-white"
          >
            {item.label}
          </a>
        </li>
      ))}
    </FooterColumn>
  );
}

function CompanyColumn() {
  return (
    <FooterColumn title="Company">
      <li>
        <Link to="/deck" className="hover:text-white">
          Company deck
        </Link>
      </li>
      <li>
        <Link to="/register" className="hover:text-white">
          Create an account
        </Link>
      </li>
      <li>
        <Link to="/login" className="hover:text-white">
          Sign in
        </Link>
      </li>
    </FooterColumn>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-[0.22em] text-white uppercase">{title}</h2>
      <ul className="mt-5 space-y-3">{children}</ul>
    </div>
  );
}
