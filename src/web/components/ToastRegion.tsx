import { TOAST_LIVE_CLASS, ToastCard } from './Toast';

/**
 * At the top of a phone's screen, at the bottom corner from the small breakpoint: a public form's button is at its
 * bottom, where the visitor has just pressed it, and a toast at the bottom of a 360 px screen covered it for 5 s.
 */
const PUBLIC_TOAST_REGION_CLASS =
  'pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 sm:top-auto sm:bottom-0 sm:items-end sm:p-6';

/**
 * The toasts' corner on a public page, rendered by the server for a browser module to fill
 * (src/web/islands/toast.ts): both live regions are in the page from the start, so a toast appearing in one
 * is announced, and each tone's card waits in a `<template>` with the same markup as the back office's toasts.
 */
export function ToastRegion({ id, dismissLabel = 'Dismiss notification' }: { id: string; dismissLabel?: string }) {
  return (
    <div className={PUBLIC_TOAST_REGION_CLASS} data-toasts={id}>
      <div role="status" aria-live="polite" aria-atomic="true" className={TOAST_LIVE_CLASS} data-live="success" />
      <div role="alert" aria-atomic="true" className={TOAST_LIVE_CLASS} data-live="error" />
      <template data-toast="success">
        <ToastCard toast={{ tone: 'success', text: '' }} dismissLabel={dismissLabel} textSlot />
      </template>
      <template data-toast="error">
        <ToastCard toast={{ tone: 'error', text: '' }} dismissLabel={dismissLabel} textSlot />
      </template>
    </div>
  );
}
