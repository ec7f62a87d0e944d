import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { ContactForm } from './ContactForm';
import type { ContactFormState } from './form-state';
import { CONTACT_FORM_STRINGS } from './form-strings';

/** A tick in a circle (drawn here: an icon chunk of its own would cost the home page more than these lines). */
const CHECK_MARK = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5 shrink-0 text-brand-600"
  >
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);

/** The words beside the form never change: built once (docs/decisions/011-constant-elements.md). */
const INTRO = (
  <div>
    <p className="eyebrow">{CONTACT_FORM_STRINGS.sectionEyebrow}</p>
    <h2 id="contact-heading" className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
      {PUBLIC_MESSAGES.contactHeading}
    </h2>
    <p className="mt-4 text-lg leading-relaxed text-ink-500">{CONTACT_FORM_STRINGS.sectionIntro}</p>
    <ul className="mt-8 space-y-3">
      {CONTACT_FORM_STRINGS.promises.map((promise) => (
        <li key={promise} className="flex items-center gap-3 text-ink-700">
          {CHECK_MARK}
          {promise}
        </li>
      ))}
    </ul>
  </div>
);

/**
 * 'Our Specialists Are Waiting To Help You' with the contact form (SPEC 2.4); on the home and contact pages. `state`:
 * the answer to the form posted without JavaScript (contact page only).
 */
export function ContactSection({ state }: { state?: ContactFormState | null | undefined }) {
  return (
    <section aria-labelledby="contact-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        {INTRO}
        <ContactForm state={state} />
      </div>
    </section>
  );
}
