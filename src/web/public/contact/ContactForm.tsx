import { useId } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { TextField } from '../../components/TextField';
import { ToastRegion } from '../../components/ToastRegion';
import { Honeypot, MessageField, TermsCheckbox } from './ContactFields';
import { CONTACT_FORM_STRINGS } from './form-strings';

/**
 * The contact form (SPEC 2.4, 4, 5), rendered by the server; src/web/islands/contact-form.ts makes it work
 * in the browser: the browser checks the required fields and the terms box; the server's field errors show
 * by each field; success resets the form, failure keeps what was typed; a toast tells the outcome either way.
 * The module's words travel in `data-*` attributes. It sends JSON, so without JavaScript the button stays
 * disabled and nothing is posted anywhere.
 */
export function ContactForm() {
  const id = `contact-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <>
      <form
        id={id}
        data-island="contact-form"
        data-sent={PUBLIC_MESSAGES.contactSent}
        data-failed={PUBLIC_MESSAGES.contactFailed}
        data-send={CONTACT_FORM_STRINGS.send}
        data-sending={CONTACT_FORM_STRINGS.sending}
        aria-busy={false}
        className="grid gap-5 rounded-2xl border border-ink-900/5 bg-white p-6 shadow-lg shadow-brand-900/5 sm:grid-cols-2 sm:p-8"
      >
        <TextField label={CONTACT_FORM_STRINGS.firstName} name="firstName" autoComplete="given-name" required />
        <TextField label={CONTACT_FORM_STRINGS.lastName} name="lastName" autoComplete="family-name" required />
        <TextField label={CONTACT_FORM_STRINGS.email} name="email" type="email" autoComplete="email" required />
        <TextField label={CONTACT_FORM_STRINGS.phone} name="number" type="tel" autoComplete="tel" required />
        <MessageField />
        <Honeypot />
        <TermsCheckbox />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            disabled
          >
            {CONTACT_FORM_STRINGS.send}
          </button>
          <noscript>
            <p className="mt-3 text-sm text-ink-500">{CONTACT_FORM_STRINGS.noScript}</p>
          </noscript>
        </div>
      </form>
      <ToastRegion id={id} />
    </>
  );
}
