import '@fontsource-variable/cormorant-garamond/wght.css';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

export const DECK_URL = '/deck/drape-company-deck.pdf';

/** `/deck`: always dark, with a back link and the company deck PDF embedded from the repo. */
export function DeckPage() {
  useDocumentTitle('Company Presentation Deck');
  return (
    <div className="flex min-h-screen flex-col bg-[#0d0b0a] text-[#f4efe9]">
      <DeckHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-5 py-10 sm:px-8">
        <p className="text-xs font-semibold tracking-[0.28em] text-[#f2c46b] uppercase">
          Drape · Investors and partners
        </p>
        <h1 className="mt-3 font-['Cormorant_Garamond_Variable',Georgia,serif] text-4xl font-medium sm:text-5xl">
          Company Presentation Deck
        </h1>
        <p className="mt-3 max-w-2xl text-white/70">
          The problem we solve for Indian ethnic-wear brands, how Drape works, pricing, our API and
          how we protect your designs.
        </p>
        <div className="mt-8 flex-1 overflow-hidden rounded-2xl border border-white/10 bg-black shadow-2xl">
          <iframe
            title="Company Presentation Deck"
            src={`${DECK_URL}#view=FitH&navpanes=0`}
            className="aspect-[16/10] h-full min-h-[60vh] w-full"
          />
        </div>
        <p className="mt-4 text-sm text-white/60">
          Can’t see the slides? Your browser may not show PDFs inline —{' '}
          <a href={DECK_URL} className="text-[#f2c46b] underline underline-offset-4">
            open the deck
          </a>{' '}
          instead.
        </p>
      </main>
    </div>
  );
}

/** Back to home, and the PDF to download. */
function DeckHeader() {
  return (
    <header className="border-b border-white/10">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-full border border-white/25 px-4 py-2 text-sm font-medium transition-colors hover:border-[#f2c46b] hover:text-[#f2c46b]"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to home
        </Link>
        <a
          href={DECK_URL}
          download
          className="inline-flex items-center gap-2 rounded-full bg-[#f2c46b] px-4 py-2 text-sm font-semibold text-[#2a0d16] transition-colors hover:bg-[#f6d38e]"
        >
          <Download className="size-4" aria-hidden /> Download PDF
        </a>
      </div>
    </header>
  );
}
