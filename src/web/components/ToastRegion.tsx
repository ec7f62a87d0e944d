import { TOAST_LIVE_CLASS, TOAST_REGION_CLASS, ToastCard } from './Toast';

/**
 * The toasts' corner on a public page, rendered by the server for a browser module to fill
 * (src/web/islands/toast.ts): both live regions are in the page from the start, so a toast appearing in one
 * is announced, and each tone's card waits in a `<template>` with the same markup as the back office's toasts.
 */
export function ToastRegion({ id, dismissLabel = 'Dismiss notification' }: { id: string; dismissLabel?: string }) {
  return (
    <div className={TOAST_REGION_CLASS} data-toasts={id}>
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
