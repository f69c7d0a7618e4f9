import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { LANDING_CONTACT_EMAIL } from '../landing-content';
import { ContactForm } from './contact-form';
import { Reveal, SectionHeading } from './reveal';

/** Contact: the promise, the ways to reach us, and the enquiry form. */
export function ContactSection() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-[72px] bg-surface-2 py-24 sm:py-32"
    >
      <Reveal className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-[0.85fr_1.15fr] lg:gap-20">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            align="left"
            title="Let’s dress your next collection."
            intro="Tell us about your catalogue — how many pieces, which garments, where you sell — and we will reply within 24 hours with a sample shoot plan."
          />
          <ul className="mt-10 space-y-5">
            <ContactLine icon={<Mail className="size-5" aria-hidden />} title="Write to us">
              <a
                href={`mailto:${LANDING_CONTACT_EMAIL}`}
                className="text-brand underline-offset-4 hover:underline dark:text-accent"
              >
                {LANDING_CONTACT_EMAIL}
              </a>
            </ContactLine>
            <ContactLine icon={<Clock className="size-5" aria-hidden />} title="Response time">
              A reply within 24 hours
            </ContactLine>
            <ContactLine icon={<MapPin className="size-5" aria-hidden />} title="Studio">
              Bengaluru, India · serving brands across India
            </ContactLine>
          </ul>
        </div>
        <ContactForm />
      </Reveal>
    </section>
  );
}

function ContactLine({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface text-accent ring-1 ring-line">
        {icon}
      </span>
      <span>
        <span className="block text-xs font-semibold tracking-[0.18em] text-subtle uppercase">
          {title}
        </span>
        <span className="mt-0.5 block text-fg">{children}</span>
      </span>
    </li>
  );
}
