/**
 * The one module every public page loads (well under 1 KB compressed). Public pages are server HTML with
 * no framework (docs/decisions/024); this adds the little they do in the browser:
 *
 * - a broken image falls back to its `data-fallback`, from the first paint on (images that failed before
 *   this module ran included);
 * - a toggle button (`aria-pressed`) toggles;
 * - Escape closes an open menu (`<details data-menu>`) and gives focus back to its button;
 * - a page the browser fetched ahead of time (the speculation rules' prefetch or prerender) says once that it was
 *   shown, since the server does not count a fetch that may never be shown (docs/decisions/044).
 */

function fallBack(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (!fallback || image.getAttribute('src') === fallback) return;
  image.removeAttribute('srcset');
  image.src = fallback;
}

// An image's error does not bubble: it is caught on its way down.
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) fallBack(event.target);
  },
  true,
);
for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (image.complete && image.naturalWidth === 0) fallBack(image);
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')) {
  button.addEventListener('click', () => {
    button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'));
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});

const shown = () =>
  navigator.sendBeacon(
    '/api/views',
    new Blob([JSON.stringify({ path: location.pathname + location.search, referrer: document.referrer })], {
      type: 'application/json',
    }),
  );
const arrival = performance.getEntriesByType('navigation')[0] as { deliveryType?: string } | undefined;
if ((document as { prerendering?: boolean }).prerendering) {
  document.addEventListener('prerenderingchange', shown, { once: true });
} else if (arrival?.deliveryType === 'navigational-prefetch') {
  shown();
}
