/**
 * Who is editing (issue 25): while a form is open its heartbeat tells colleagues, and says who else has the
 * same record open; the list asks who has which post open. Polled, from the site's own database.
 */
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { PRESENCE_HEARTBEAT_MS } from '../../../shared/schemas/presence';
import { api } from '../lib/api';

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Beats while the form on `id` is open (none for a new record); answers the colleagues who have it open too. */
export function usePresence(type: string, id: string | null) {
  const others = useQuery({
    queryKey: ['presence', type, id],
    queryFn: () => api.presenceBeat(type, id as string),
    enabled: id !== null,
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  useEffect(() => {
    if (id === null) return;
    // Closed: gone for the others at once, not in 30 s (a failure here only waits for those 30 s).
    return () => void api.presenceLeave(type, id).catch(() => undefined);
  }, [type, id]);
  return others.data?.others ?? [];
}

/** The colleagues with a post open, by post, for the list's cards. */
export function useEditingNow(type: string) {
  const query = useQuery({
    queryKey: ['presence', type],
    queryFn: () => api.presenceOf(type),
    refetchInterval: PRESENCE_HEARTBEAT_MS,
  });
  return query.data?.others ?? [];
}

export function EditingNotice({ others }: { others: { name: string; since: string }[] }) {
  if (others.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 space-y-1 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-600/20"
    >
      {others.map((other) => (
        <p key={`${other.name}-${other.since}`} className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {W.editingNow(other.name, TIME.format(new Date(other.since)))}
        </p>
      ))}
    </div>
  );
}
