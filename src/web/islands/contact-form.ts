/**
 * The contact form (SPEC 2.4, 4, 5) in the browser: sends the message as JSON to `POST /api/contact`,
 * shows the server's field errors by their fields, resets on success, keeps what was typed on failure, and
 * tells the outcome in a toast; a visitor who sent too many is told the server's words and when to send again
 * (issue 27). Its words come from the server's markup (`data-*` on the form), which takes them from src/shared.
 * Until this runs, or if it never does, the form posts to `/contact`, which answers with the page.
 */
import { sendAgainIn } from '../../shared/contact-words';
import { contactMessageFrom } from '../public/contact/message';
import { createToaster } from './toast';

const ERROR_BORDER = 'border-red-500';
const NORMAL_BORDER = 'border-ink-900/15';

function fieldOf(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

function clearError(field: HTMLInputElement | HTMLTextAreaElement) {
  if (field.getAttribute('aria-invalid') !== 'true') return;
  document.getElementById(`${field.id}-error`)?.remove();
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.classList.replace(ERROR_BORDER, NORMAL_BORDER);
}

function showError(field: HTMLInputElement | HTMLTextAreaElement, message: string) {
  const note = document.createElement('p');
  note.id = `${field.id}-error`;
  note.className = 'mt-1.5 text-sm text-red-700';
  note.textContent = message;
  field.after(note);
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', note.id);
  field.classList.replace(NORMAL_BORDER, ERROR_BORDER);
}

/** A refusal: the fields it names, and what to say when it is not a field's (the wait after too many). */
class Refusal {
  constructor(
    readonly fields: Record<string, string>,
    readonly text: string | null,
  ) {}
}

async function refusalOf(response: Response): Promise<Refusal> {
  let body: { message?: string; fields?: Record<string, string> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {}
  const fields = body.fields && typeof body.fields === 'object' ? body.fields : {};
  if (response.status !== 429 || !body.message) return new Refusal(fields, null);
  return new Refusal(fields, `${body.message} ${sendAgainIn(Number(response.headers.get('retry-after')))}`);
}

function wire(form: HTMLFormElement) {
  const texts = form.dataset;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const region = document.querySelector<HTMLElement>(`[data-toasts="${form.id}"]`);
  if (!button || !region) return;
  const toast = createToaster(region);
  const fields = () =>
    [...form.elements].filter(
      (e): e is HTMLInputElement | HTMLTextAreaElement =>
        e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement,
    );

  form.addEventListener('input', (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) clearError(field);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    // The answer of a post sent before this module ran: this send's outcome replaces it.
    form.querySelector('[data-contact-notice]')?.remove();
    for (const field of fields()) clearError(field);
    button.disabled = true;
    button.textContent = texts.sending ?? '';
    form.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(contactMessageFrom(new FormData(form))),
      });
      if (!response.ok) throw await refusalOf(response);
      form.reset();
      toast('success', texts.sent ?? '');
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal({}, null);
      for (const [name, message] of Object.entries(refusal.fields)) {
        const field = fieldOf(form, name);
        if (field && typeof message === 'string') showError(field, message);
      }
      // The first refused field gets focus (its scroll margin keeps it clear of the sticky header).
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      toast('error', refusal.text ?? texts.failed ?? '');
    } finally {
      button.disabled = false;
      button.textContent = texts.send ?? '';
      form.setAttribute('aria-busy', 'false');
    }
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="contact-form"]')) wire(form);
