import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { ApiError, createApi, fetchTransport } from '../../api/client';
import { TextField } from '../../components/TextField';
import { Toast, type ToastMessage } from '../../components/Toast';
import { Honeypot, MessageField, TermsCheckbox } from './ContactFields';
import { CONTACT_FORM_STRINGS } from './form-strings';
import { contactMessageFrom } from './message';

const api = createApi(fetchTransport);

/**
 * The contact form (SPEC 2.4, 4, 5): the browser checks the required fields and the terms box; the
 * server's field errors show by each field; success resets the form, failure keeps what was typed; a
 * toast tells the outcome either way. It sends JSON through the API client, so it works only once the
 * page is hydrated: until then the button stays disabled and nothing is posted anywhere.
 */
export function ContactForm() {
  const [ready, setReady] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => setReady(true), []);
  // After the server refused some fields, take the visitor to the first one.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setErrors({});
    try {
      await api.sendContactMessage(contactMessageFrom(new FormData(form)));
      form.reset();
      setToast({ id: Date.now(), tone: 'success', text: PUBLIC_MESSAGES.contactSent });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setToast({ id: Date.now(), tone: 'error', text: PUBLIC_MESSAGES.contactFailed });
    } finally {
      setSending(false);
    }
  }

  // A field's server error goes away as soon as the visitor edits that field.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name in errors) setErrors(({ [name]: _, ...rest }) => rest);
  }

  return (
    <>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onInput={onInput}
        aria-busy={sending}
        className="grid gap-5 rounded-2xl border border-ink-900/5 bg-white p-6 shadow-lg shadow-brand-900/5 sm:grid-cols-2 sm:p-8"
      >
        <TextField
          label={CONTACT_FORM_STRINGS.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextField
          label={CONTACT_FORM_STRINGS.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
        <TextField
          label={CONTACT_FORM_STRINGS.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          label={CONTACT_FORM_STRINGS.phone}
          name="number"
          type="tel"
          autoComplete="tel"
          required
          error={errors.number}
        />
        <MessageField error={errors.message} />
        <Honeypot />
        <TermsCheckbox />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            disabled={!ready || sending}
          >
            {sending ? CONTACT_FORM_STRINGS.sending : CONTACT_FORM_STRINGS.send}
          </button>
          <noscript>
            <p className="mt-3 text-sm text-ink-500">{CONTACT_FORM_STRINGS.noScript}</p>
          </noscript>
        </div>
      </form>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
