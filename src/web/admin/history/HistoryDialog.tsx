import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { HISTORY_WORDS as W } from '../../../shared/admin-words/history';
import { changedFields, wordDiff } from '../components/diff';
import { ModalDialog } from '../components/ModalDialog';
import { api } from '../lib/api';
import { messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `featuredImage` → 'Featured image'. */
export const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const who = (admin: { name: string } | null) => admin?.name ?? W.system;

/**
 * 'History' in a form (issue 12): opens the record's saved versions. `type` is the API's name of the kind;
 * `id` the record's (left out for the one-document kinds). After a restore every list reloads, and
 * `onRestored` lets the form close or reload itself.
 */
export interface HistoryProps {
  type: string;
  id?: string | undefined;
  onRestored?: (record: Record<string, unknown>) => void;
}

export function HistoryButton({ type, id, onRestored }: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary inline-flex items-center justify-center gap-2 py-2.5 sm:mr-auto"
        onClick={() => setOpen(true)}
      >
        <History aria-hidden="true" className="size-4" />
        {W.history}
      </button>
      {open && (
        <HistoryDialog
          type={type}
          {...(id ? { id } : {})}
          onClose={() => setOpen(false)}
          onRestored={(record) => {
            setOpen(false);
            onRestored?.(record);
          }}
        />
      )}
    </>
  );
}

function HistoryDialog({
  type,
  id,
  onClose,
  onRestored,
}: {
  type: string;
  id?: string;
  onClose: () => void;
  onRestored: (record: Record<string, unknown>) => void;
}) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.revisions(type, id),
    queryFn: () => api.revisions(type, id),
    staleTime: 0,
  });
  const versions = list.data ?? [];
  const current = versions[0];
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? versions[1]?._id ?? current?._id;
  const chosen = useQuery({
    queryKey: queryKeys.revision(chosenId ?? ''),
    queryFn: () => api.revision(chosenId ?? ''),
    enabled: Boolean(chosenId),
  });
  const latest = useQuery({
    queryKey: queryKeys.revision(current?._id ?? ''),
    queryFn: () => api.revision(current?._id ?? ''),
    enabled: Boolean(current),
  });
  const restore = useMutation({
    mutationFn: (revisionId: string) => api.restoreRevision(revisionId),
    onSuccess: async (record) => {
      await client.invalidateQueries();
      notify.success(W.restored);
      onRestored(record);
    },
    onError: (error) => notify.error(messageOf(error, W.restoreFailed)),
  });
  const changes = chosen.data && latest.data ? changedFields(chosen.data.data, latest.data.data) : null;
  const isCurrent = chosenId === current?._id;

  return (
    <ModalDialog title={W.history} closeLabel={W.close} onClose={onClose} layout="panes">
      {list.isPending ? (
        <p className="p-5 text-sm text-ink-500">{W.loading}</p>
      ) : list.isError ? (
        <p className="p-5 text-sm text-red-700">{W.loadFailed}</p>
      ) : versions.length === 0 ? (
        <p className="p-5 text-sm text-ink-500">{W.empty}</p>
      ) : (
        <div className="grid min-h-0 flex-1 overflow-y-auto md:grid-cols-[16rem_1fr] md:overflow-hidden">
          <ol className="border-b border-ink-900/5 md:overflow-y-auto md:border-r md:border-b-0">
            {versions.map((version, index) => (
              <li key={version._id}>
                <button
                  type="button"
                  aria-pressed={version._id === chosenId}
                  onClick={() => setPicked(version._id)}
                  className="block w-full px-5 py-3 text-left text-sm transition hover:bg-slate-50 aria-pressed:bg-brand-50"
                >
                  <span className="block font-medium text-ink-900">{when(version.createdAt)}</span>
                  <span className="block text-ink-600">
                    {W.actions[version.action] ?? version.action} · {who(version.admin)}
                  </span>
                  {index === 0 && <span className="mt-1 inline-block text-xs text-brand-700">{W.current}</span>}
                </button>
              </li>
            ))}
          </ol>
          <section aria-label={W.compare} className="min-w-0 p-5 md:overflow-y-auto">
            {isCurrent ? (
              <p className="text-sm text-ink-600">{W.current}</p>
            ) : chosen.isPending || latest.isPending ? (
              <p className="text-sm text-ink-500">{W.loading}</p>
            ) : !changes ? (
              <p className="text-sm text-red-700">{W.loadFailed}</p>
            ) : changes.length === 0 ? (
              <p className="text-sm text-ink-600">{W.noChanges}</p>
            ) : (
              <>
                <p className="mb-4 text-xs text-ink-500">{W.legend}</p>
                <dl className="space-y-5">
                  {changes.map((change) => (
                    <div key={change.field}>
                      <dt className="text-sm font-semibold text-ink-900">{fieldLabel(change.field)}</dt>
                      <dd className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm leading-6 text-ink-700">
                        <DiffText before={change.before} after={change.after} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            {!isCurrent && chosenId && (
              <div className="mt-6 flex justify-end">
                <button
                  type="button"
                  className="btn-primary py-2.5 disabled:opacity-60"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(chosenId)}
                >
                  {restore.isPending ? W.restoring : W.restore}
                </button>
              </div>
            )}
          </section>
        </div>
      )}
    </ModalDialog>
  );
}

/** Unchanged text around a change, cut to some words either side of it: a long document shows its changes. */
const CONTEXT = 120;
function shortened(text: string, changeBefore: boolean, changeAfter: boolean): string {
  if (text.length <= CONTEXT * 2 + 20) return text;
  const head = changeBefore ? `${text.slice(0, CONTEXT).replace(/\S*$/, '')}… ` : '';
  const tail = changeAfter ? ` …${text.slice(-CONTEXT).replace(/^\S*/, '')}` : '';
  return head || tail ? `${head}${tail}`.replace(/… {1,2}…/, ' … ') : `${text.slice(0, CONTEXT * 2)}…`;
}

/** A word diff as text: removed words struck out, added ones marked; keyed by where each piece starts. */
function DiffText({ before, after }: { before: string; after: string }) {
  let offset = 0;
  const pieces = wordDiff(before, after);
  return pieces.map((piece, index) => {
    const key = `${piece.kind}-${offset}`;
    offset += piece.text.length;
    if (piece.kind === 'same') {
      return <span key={key}>{shortened(piece.text, index > 0, index < pieces.length - 1)}</span>;
    }
    return piece.kind === 'removed' ? (
      <del key={key} className="bg-red-100 text-red-900" title={W.before}>
        {piece.text}
      </del>
    ) : (
      <ins key={key} className="bg-emerald-100 text-emerald-900 no-underline" title={W.after}>
        {piece.text}
      </ins>
    );
  });
}
