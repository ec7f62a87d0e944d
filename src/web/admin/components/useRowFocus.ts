import { useEffect, useRef, useState } from 'react';

export type RowAction = 'up' | 'down';
/** Where the focus goes once the list has re-rendered: a moved row's button, a row, or the Add button. */
type Target = { id: string; action: RowAction | 'row' } | 'add' | null;

/**
 * Keeps the keyboard user's place in a list that changes under them. Rows carry `data-row={id}` and
 * their move buttons `data-action="up|down"`; the list element gets `list`, the Add button `add`.
 */
export function useRowFocus() {
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<Target>(null);

  useEffect(() => {
    if (!target) return;
    setTarget(null);
    if (target === 'add') return add.current?.focus();
    const row = list.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(target.id)}"]`);
    if (target.action === 'row') return row?.focus();
    // At the top (or bottom) the button just used is disabled: its twin keeps the focus in the row.
    const up = row?.querySelector<HTMLButtonElement>('[data-action="up"]');
    const down = row?.querySelector<HTMLButtonElement>('[data-action="down"]');
    const [wanted, twin] = target.action === 'up' ? [up, down] : [down, up];
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
  }, [target]);

  return {
    list,
    add,
    /** After a move: the moved row's same button. */
    moved: (id: string, action: RowAction) => setTarget({ id, action }),
    /** After a removal: the row that took its place (or the one before), else the Add button. */
    removed: (next: string | undefined) => setTarget(next ? { id: next, action: 'row' } : 'add'),
  };
}
