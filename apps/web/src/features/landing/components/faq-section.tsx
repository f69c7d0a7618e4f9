import { Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { FAQS } from '../landing-content';
import { Reveal, SectionHeading } from './reveal';

/** Accordion of five questions: one open at a time; clicking the open one closes it. */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-[72px] bg-canvas py-24 sm:py-32"
    >
      <Reveal className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered." />
        <ul className="mt-14 border-t border-line">
          {FAQS.map((faq, i) => (
            <FaqItem
              key={faq.question}
              faq={faq}
              index={i}
              isOpen={openIndex === i}
              onToggle={() => setOpenIndex(openIndex === i ? null : i)}
            />
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

interface FaqItemProps {
  faq: (typeof FAQS)[number];
  index: number;
  isOpen: boolean;
  onToggle: () => void;
}

function FaqItem({ faq, index, isOpen, onToggle }: FaqItemProps) {
  const buttonId = `faq-q-${index}`;
  const panelId = `faq-a-${index}`;
  return (
    <li className="border-b border-line">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center justify-between gap-6 py-6 text-left"
        >
          <span className="landing-display text-xl font-semibold text-fg sm:text-2xl">
            {faq.question}
          </span>
          <ToggleIcon isOpen={isOpen} />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="pr-14 pb-6 leading-relaxed text-muted"
      >
        {faq.answer}
      </div>
    </li>
  );
}

function ToggleIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <span
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full border transition-all duration-300',
        isOpen ? 'rotate-45 border-brand bg-brand text-brand-fg' : 'border-line-strong text-fg',
      )}
    >
      <Plus className="size-4" aria-hidden />
    </span>
  );
}
