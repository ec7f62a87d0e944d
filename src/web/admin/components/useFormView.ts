import { useCallback, useMemo, useState } from 'react';

/**
 * What a section with a list and a form shows: `editing` is undefined for the list, null for the form of a
 * new record, or the record being edited. Each switch starts at the top of the page, where the heading is.
 */
export function useFormView<T>(initial?: T | null) {
  const [editing, setEditing] = useState<T | null | undefined>(initial);
  const show = useCallback((next: T | null | undefined) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  }, []);
  const open = useCallback((record: T | null) => show(record), [show]);
  const close = useCallback(() => show(undefined), [show]);
  return useMemo(() => ({ editing, open, close }), [editing, open, close]);
}
