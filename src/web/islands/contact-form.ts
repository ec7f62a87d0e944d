/**
 * The contact form (SPEC 2.4, 4, 5) in the browser: sends the message as JSON to `POST /api/contact`,
 * shows the server's field errors by their fields, resets on success, keeps what was typed on failure, and
 * tells the outcome in a toast. Its words come from the server's markup (`data-*` on the form), which takes
 * them from src/shared. Until this runs the button stays disabled: without JavaScript nothing is posted.
 */
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

async function fieldErrors(response: Response): Promise<Record<string, string>> {
  try {
    const body = (await response.json()) as { fields?: Record<string, string> };
    return body.fields ?? {};
  } catch {
    return {};
  }
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
      if (!response.ok) throw await fieldErrors(response);
      form.reset();
      toast('success', texts.sent ?? '');
    } catch (errors) {
      const messages = errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
      for (const [name, message] of Object.entries(messages)) {
        const field = fieldOf(form, name);
        if (field && typeof message === 'string') showError(field, message);
      }
      // The first refused field gets focus (its scroll margin keeps it clear of the sticky header).
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      toast('error', texts.failed ?? '');
    } finally {
      button.disabled = false;
      button.textContent = texts.send ?? '';
      form.setAttribute('aria-busy', 'false');
    }
  });

  button.disabled = false;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="contact-form"]')) wire(form);
