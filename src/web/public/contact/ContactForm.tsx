import { FIELD_MAX } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { TextField } from '../../components/TextField';
import { ToastRegion } from '../../components/ToastRegion';
import { Honeypot, MessageField, TermsCheckbox } from './ContactFields';
import { ContactNotice } from './ContactNotice';
import { CONTACT_FIELDS, type ContactField, type ContactFormState, type ContactFormValues } from './form-state';
import { CONTACT_FORM_STRINGS } from './form-strings';

/** The form's id and anchor: one contact form a page (home or contact). */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * The contact form (SPEC 2.4, 4, 5), rendered by the server. Without JavaScript it posts, form-encoded with the
 * API's field names, to `POST /contact`, which answers with this page: `state` is that answer (ContactNotice at
 * the top, each field's message by its field, what was typed kept). With JavaScript,
 * src/web/islands/contact-form.ts sends it to the API instead and tells the outcome in a toast (SPEC 4). The
 * module's words travel in `data-*` attributes.
 */
export function ContactForm({ state }: { state?: ContactFormState | null | undefined }) {
  const values: ContactFormValues = state && state.outcome !== 'sent' ? state.values : {};
  const errors: Partial<Record<ContactField, string>> = state?.outcome === 'invalid' ? state.fields : {};
  // The answering page opens at the first field to correct, or else at the notice (ContactNotice), by autofocus:
  // no script needed. (Not by the action's #anchor: a page opened at an anchor ignores autofocus.)
  const first = CONTACT_FIELDS.find((name) => errors[name]);
  const field = (name: ContactField) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
    autoFocus: first === name,
  });
  return (
    <>
      <form
        id={CONTACT_FORM_ID}
        method="post"
        action="/contact"
        data-island="contact-form"
        data-sent={PUBLIC_MESSAGES.contactSent}
        data-failed={PUBLIC_MESSAGES.contactFailed}
        data-send={CONTACT_FORM_STRINGS.send}
        data-sending={CONTACT_FORM_STRINGS.sending}
        aria-busy={false}
        className="grid gap-5 rounded-2xl border border-ink-900/5 bg-white p-6 shadow-lg shadow-brand-900/5 sm:grid-cols-2 sm:p-8"
      >
        {state && <ContactNotice state={state} focus={!first} />}
        <TextField
          label={CONTACT_FORM_STRINGS.firstName}
          {...field('firstName')}
          autoComplete="given-name"
          maxLength={FIELD_MAX.name}
          required
        />
        <TextField
          label={CONTACT_FORM_STRINGS.lastName}
          {...field('lastName')}
          autoComplete="family-name"
          maxLength={FIELD_MAX.name}
          required
        />
        <TextField
          label={CONTACT_FORM_STRINGS.email}
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          required
        />
        <TextField
          label={CONTACT_FORM_STRINGS.phone}
          {...field('number')}
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          required
        />
        <MessageField value={values.message} error={errors.message} autoFocus={first === 'message'} />
        <Honeypot />
        <TermsCheckbox checked={values.acceptTerms} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {CONTACT_FORM_STRINGS.send}
          </button>
        </div>
      </form>
      <ToastRegion id={CONTACT_FORM_ID} />
    </>
  );
}
