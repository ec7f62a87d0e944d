/**
 * Up and down buttons that move a service, product or team member in its list (issue 13). The new order shows
 * at once, is saved, and is said to screen readers; the button pressed keeps the focus as its row moves.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { ORDER_WORDS as W } from '../../../shared/admin-words/catalog';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { IconButton } from './IconButton';

type Listed = { _id: string };

/** Moves records of one list; `announcement` is what a live region should say after a move. */
export function useReorder<T extends Listed>(list: 'service' | 'product' | 'team', queryKey: QueryKey) {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  // The order last sent, while saves are under way: a second press builds on the first even before the list
  // shows it.
  const sent = useRef<string[] | null>(null);
  const inFlight = useRef(0);
  const save = useMutation({
    mutationFn: (ids: string[]) => api.reorder<T>(list, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<T[]>(queryKey);
      const byId = new Map((before ?? []).map((item) => [item._id, item]));
      client.setQueryData<T[]>(
        queryKey,
        ids.flatMap((id) => byId.get(id) ?? []),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      client.setQueryData(queryKey, context?.before);
      notify.error(W.failed);
    },
    onSuccess: (saved) => {
      if (inFlight.current === 1) client.setQueryData(queryKey, saved);
    },
    onSettled: () => {
      inFlight.current -= 1;
      if (inFlight.current === 0) sent.current = null;
    },
  });

  const move = (items: T[], item: T, by: -1 | 1, name: string) => {
    const ids = [...(sent.current ?? items.map((i) => i._id))];
    const from = ids.indexOf(item._id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    sent.current = ids;
    inFlight.current += 1;
    save.mutate(ids);
    setAnnouncement(W.moved(name, to + 1, items.length));
    // The row moves in the page; the pressed button goes with it and keeps the focus.
    // At the end of the list that button is disabled: the other one takes the focus.
    requestAnimationFrame(() => {
      const pressed = document.querySelector<HTMLButtonElement>(`[data-move="${item._id}:${by}"]`);
      const other = document.querySelector<HTMLButtonElement>(`[data-move="${item._id}:${-by}"]`);
      (pressed?.disabled ? other : pressed)?.focus();
    });
  };
  return { move, announcement };
}

export function MoveButtons({
  id,
  name,
  index,
  total,
  onMove,
  className = 'flex gap-0.5',
}: {
  className?: string;
  id: string;
  name: string;
  index: number;
  total: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <div className={className}>
      <IconButton label={W.moveUp(name)} data-move={`${id}:-1`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton
        label={W.moveDown(name)}
        data-move={`${id}:1`}
        disabled={index === total - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}

/** Says the last move to screen readers. */
export function MoveAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-only" aria-live="polite">
      {text}
    </p>
  );
}
