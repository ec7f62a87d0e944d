/**
 * The 'Stay Updated' form (SPEC 2.5, issue 14) in the browser: sends the address to `POST /api/subscribe` and
 * answers in place. On success the form goes and the status line says `data-done` (confirm by the mailed link);
 * on a refusal it says the server's message (an invalid address, too many tries) and keeps what was typed.
 * Without this module the form posts to `/subscribe`, which answers with a page.
 */
async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string; fields?: Record<string, string> };
    return body.fields?.email ?? body.message ?? fallback;
  } catch {
    return fallback;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="stay-updated"]')) {
  const texts = form.dataset;
  const status = texts.status ? document.getElementById(texts.status) : null;
  const say = (text: string, className: string) => {
    if (!status) return;
    status.textContent = text;
    status.className = className;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    const data = new FormData(form);
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: String(data.get('email') ?? ''), website: String(data.get('website') ?? '') }),
      });
      if (!response.ok) {
        say(await messageOf(response, texts.failed ?? ''), texts.errorClass ?? '');
        return;
      }
      form.reset();
      say(texts.done ?? '', texts.doneClass ?? '');
      form.remove();
    } catch {
      say(texts.failed ?? '', texts.errorClass ?? '');
    } finally {
      if (button) button.disabled = false;
    }
  });
}
