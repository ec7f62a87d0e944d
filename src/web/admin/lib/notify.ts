/**
 * The spec's alert() messages as toasts (decision 012: our own store, because sonner injects a <style>
 * element that the Content-Security-Policy refuses). Each toast stays TOAST_MS (SPEC 9).
 */
import { useSyncExternalStore } from 'react';
import { TOAST_MS } from '../../../shared/limits';

export interface Notice {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function dismiss(id: number) {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

function show(tone: Notice['tone'], text: string) {
  const id = nextId++;
  // At most three at once: the oldest goes first.
  notices = [...notices.slice(-2), { id, tone, text }];
  emit();
  setTimeout(() => dismiss(id), TOAST_MS);
  return id;
}

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}
