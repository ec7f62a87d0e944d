import { API_MESSAGES } from '../../../shared/admin-messages';
import { CONTACT_FORM_WORDS, sendAgainIn } from '../../../shared/contact-words';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { ContactFormState } from './form-state';

/**
 * The answer to the form posted without JavaScript, at the top of the form (issue 27): the page opens at it
 * (`focus`: unless a field to correct takes the focus). Sent: the spec's success words; refused: the spec's failure words, or
 * the server's own when it asks the visitor to wait, and when they may send again.
 */
export function ContactNotice({ state, focus }: { state: ContactFormState; focus: boolean }) {
  const focused = focus ? { tabIndex: -1, autoFocus: true } : {};
  if (state.outcome === 'sent') {
    return (
      <div
        role="status"
        data-contact-notice
        {...focused}
        className="scroll-mt-24 rounded-xl outline-hidden border border-emerald-200 bg-emerald-50 p-4 sm:col-span-2"
      >
        <p className="font-semibold text-emerald-900">{PUBLIC_MESSAGES.contactSent}</p>
        <p className="mt-1 text-sm text-emerald-800">{CONTACT_FORM_WORDS.sentText}</p>
      </div>
    );
  }
  const [title, text] =
    state.outcome === 'limited'
      ? [API_MESSAGES.rateLimited, sendAgainIn(state.retryAfter)]
      : [PUBLIC_MESSAGES.contactFailed, state.outcome === 'invalid' ? CONTACT_FORM_WORDS.fixFields : null];
  return (
    <div
      role="alert"
      data-contact-notice
      {...focused}
      className="scroll-mt-24 rounded-xl outline-hidden border border-red-200 bg-red-50 p-4 sm:col-span-2"
    >
      <p className="font-semibold text-red-900">{title}</p>
      {text && <p className="mt-1 text-sm text-red-800">{text}</p>}
    </div>
  );
}
