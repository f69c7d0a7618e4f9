import '@fontsource-variable/cormorant-garamond/wght.css';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

export const LEGAL_UPDATED = '1 June 2025';
export const LEGAL_EMAIL = 'legal@drape.in';

const display = "font-['Cormorant_Garamond_Variable',Georgia,serif]";

/** The frame of every legal page: back-to-home link, title, date, and readable prose. */
export function LegalLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-canvas text-fg">
      <LegalHeader title={title} intro={intro} />
      <main className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">{children}</main>
      <LegalFooter />
    </div>
  );
}

function LegalHeader({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface-2">
      <div className="mx-auto max-w-3xl px-5 pt-8 pb-12 sm:px-8 sm:pt-10 sm:pb-16">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-full border border-line-strong px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-brand hover:text-brand"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to home
        </Link>
        <p className="mt-10 text-xs font-semibold tracking-[0.28em] text-accent uppercase">
          Drape · Legal
        </p>
        <h1 className={`${display} mt-3 text-5xl leading-tight font-medium sm:text-6xl`}>
          {title}
        </h1>
        <p className="mt-4 text-sm text-muted">Last updated {LEGAL_UPDATED}</p>
        <div className="mt-6 text-lg leading-relaxed text-muted">{intro}</div>
      </div>
    </header>
  );
}

function LegalFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-5 py-8 text-sm text-muted sm:px-8">
        <span>© {new Date().getFullYear()} Drape</span>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/terms-and-conditions" className="hover:text-fg">
            Terms and Conditions
          </Link>
          <Link to="/privacy-policy" className="hover:text-fg">
            Privacy Policy
          </Link>
          <Link to="/ai-policy" className="hover:text-fg">
            AI Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}

/** One numbered (or titled) section of a legal page. */
export function LegalSection({
  number,
  title,
  children,
}: {
  number?: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mb-12 scroll-mt-8" aria-labelledby={`section-${slug(title)}`}>
      <h2 id={`section-${slug(title)}`} className={`${display} text-3xl font-semibold text-fg`}>
        {number !== undefined && <span className="mr-3 text-accent">{number}.</span>}
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-muted [&_a]:text-brand [&_a]:underline dark:[&_a]:text-accent [&_li]:pl-1 [&_strong]:text-fg [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
