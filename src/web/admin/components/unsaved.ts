import { useEffect } from 'react';

/** The forms on screen that hold unsaved changes (one entry each, while they do). */
const unsavedForms = new Set<symbol>();

/**
 * Marks a form as holding unsaved changes while `unsaved` is true: closing or reloading the page then asks
 * first (the browser's own question), and so does switching sidebar sections (`hasUnsavedChanges`).
 */
export function useUnsavedChanges(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const form = Symbol('unsaved form');
    unsavedForms.add(form);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      unsavedForms.delete(form);
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
}

/** Whether any form on screen holds unsaved changes. */
export const hasUnsavedChanges = () => unsavedForms.size > 0;
