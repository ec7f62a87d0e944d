import { TOAST_MS } from '../../shared/limits';

/**
 * Shows a toast in the region the server rendered (components/ToastRegion.tsx): a copy of the tone's
 * `<template>` with the text filled in, in the live region for that tone, gone after TOAST_MS or when its
 * button is pressed. A new toast replaces the one showing.
 */
export function createToaster(region: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function clear() {
    clearTimeout(timer);
    for (const live of region.querySelectorAll('[data-live]')) live.replaceChildren();
  }

  return function show(tone: 'success' | 'error', text: string) {
    clear();
    const template = region.querySelector<HTMLTemplateElement>(`template[data-toast="${tone}"]`);
    const live = region.querySelector(`[data-live="${tone}"]`);
    const card = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!card || !live) return;
    const slot = card.querySelector('[data-toast-text]');
    if (slot) slot.textContent = text;
    card.querySelector('button')?.addEventListener('click', clear);
    live.append(card);
    timer = setTimeout(clear, TOAST_MS);
  };
}
