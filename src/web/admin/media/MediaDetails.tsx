import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { HISTORY_TYPE_NAMES } from '../../../shared/admin-words/history';
import { MEDIA_ALT_MAX, MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { ApiError } from '../../api/client';
import { Img } from '../../components/Img';
import { useConfirm } from '../components/ConfirmDialog';
import { ModalDialog } from '../components/ModalDialog';
import { useBaseVersion } from '../components/useBaseVersion';
import { when } from '../history/HistoryDialog';
import { api } from '../lib/api';
import { fieldErrors, isConflict, unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { recordLink } from '../lib/record-link';
import { dimensions, formatBytes, MEDIA_KEY } from './api';

type Use = MediaItem['usedBy'][number];

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Where a use of the image is edited: its section, with a post or a team member opened in its form. */
const sectionLink = (use: Use) => recordLink(use.type, use.id);

function UseList({ uses }: { uses: Use[] }) {
  if (uses.length === 0) return <p className="mt-1 text-sm text-ink-500">{W.notUsed}</p>;
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {uses.map((use) => (
        <li key={`${use.type}-${use.id}`}>
          <span className="text-ink-500">{HISTORY_TYPE_NAMES[use.type] ?? use.type}: </span>
          <a href={sectionLink(use)} className="font-medium text-brand-700 hover:underline">
            {use.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One image: large, with its facts, where it is used, its description, and Delete. */
export function MediaDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [alt, setAlt] = useState(item.alt ?? '');
  const base = useBaseVersion(item);
  const [decorative, setDecorative] = useState(item.decorative);
  const [altError, setAltError] = useState<string>();
  const [conflict, setConflict] = useState<{ by: string; at: string; alt: string } | null>(null);
  // Records that show it, found when Delete was pressed (or when the delete was refused): said before any question.
  const [refused, setRefused] = useState<Use[] | null>(null);
  const [checking, setChecking] = useState(false);

  const reload = () => client.invalidateQueries({ queryKey: MEDIA_KEY });

  const save = useMutation({
    mutationFn: () => api.updateMedia(item._id, { alt: alt.trim(), decorative }, base.current()),
    onSuccess: async (saved) => {
      base.took(saved);
      setAltError(undefined);
      setConflict(null);
      notify.success(W.saved);
      await reload();
    },
    onError: (error) => {
      const message = fieldErrors(error).alt;
      setAltError(message);
      // Described by a colleague since this opened (issue 25): who, when and their words are shown; what was typed
      // here stays in the field, and saving again puts it in place of theirs, knowingly.
      if (isConflict(error)) {
        const theirs = error.body.current as { alt?: string | null } | undefined;
        setConflict({
          by: error.body.by?.name ?? W.someone,
          at: error.body.at ? TIME.format(new Date(error.body.at)) : '',
          alt: theirs?.alt ?? '',
        });
        base.took(error.body.current);
        void reload();
      }
      notify.error(message ?? unlessConflict(error, W.saveFailed));
    },
  });
  const remove = useMutation({
    mutationFn: () => api.deleteMedia(item._id),
    onSuccess: async () => {
      notify.success(W.deleted);
      onClose();
      await reload();
    },
    onError: (error) => {
      // Picked by a record between the check and the delete: the server refused it and says where.
      if (error instanceof ApiError && error.status === 409) {
        setRefused((error.body as { usedBy?: Use[] }).usedBy ?? item.usedBy);
        void reload();
        return;
      }
      notify.error(W.deleteFailed);
    },
  });
  // Where the image is used is looked up first (the list may be older than a colleague's save), and said instead
  // of asking 'Delete for good?' for a delete that would only be refused (issue 27, item 13).
  const askDelete = async () => {
    setChecking(true);
    let uses: Use[];
    try {
      uses = (await api.mediaItem(item._id)).usedBy;
    } catch {
      notify.error(W.deleteFailed);
      return;
    } finally {
      setChecking(false);
    }
    setRefused(uses.length > 0 ? uses : null);
    if (uses.length > 0) return;
    if (await confirm(W.deleteConfirm, { confirmLabel: W.delete })) remove.mutate();
  };

  return (
    <ModalDialog title={item.fileName} closeLabel={W.close} onClose={onClose} layout="columns">
      <div className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <div className="overflow-hidden rounded-xl bg-slate-100">
            <Img
              src={item.url}
              srcSet={item.srcset}
              sizes="(min-width: 768px) 360px, 100vw"
              width={item.width ?? 800}
              height={item.height ?? 600}
              alt={item.alt ?? ''}
              className="h-auto w-full object-contain"
            />
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-500">{W.dimensions}</dt>
            <dd className="text-ink-900">{dimensions(item.width, item.height)}</dd>
            <dt className="text-ink-500">{W.size}</dt>
            <dd className="text-ink-900">{formatBytes(item.bytes)}</dd>
            <dt className="text-ink-500">{W.uploaded}</dt>
            <dd className="text-ink-900">{when(item.createdAt)}</dd>
          </dl>
        </div>
        <div className="flex flex-col gap-5">
          <section aria-labelledby="media-used-by">
            <h3 id="media-used-by" className="text-sm font-semibold text-ink-900">
              {W.usedBy}
            </h3>
            <UseList uses={item.usedBy} />
          </section>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (alt.trim().length > MEDIA_ALT_MAX) {
                setAltError(W.altTooLong);
                return;
              }
              save.mutate();
            }}
          >
            {conflict && (
              <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {W.conflict(conflict.by, conflict.at, conflict.alt)}
              </p>
            )}
            <label htmlFor="media-alt" className="block text-sm font-medium text-ink-900">
              {W.alt}
            </label>
            <textarea
              id="media-alt"
              rows={3}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              aria-describedby={altError ? 'media-alt-error' : 'media-alt-hint'}
              aria-invalid={altError ? true : undefined}
              className="mt-1.5 block w-full rounded-lg border border-ink-900/15 bg-white px-3.5 py-2.5 text-sm text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
            />
            {altError ? (
              <p id="media-alt-error" className="mt-1.5 text-sm text-red-700">
                {altError}
              </p>
            ) : (
              <p id="media-alt-hint" className="mt-1.5 text-xs text-ink-500">
                {W.altHint}
              </p>
            )}
            <label className="mt-3 flex items-start gap-2 text-sm text-ink-700">
              <input
                type="checkbox"
                checked={decorative}
                onChange={(event) => setDecorative(event.target.checked)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              {W.decorative}
            </label>
            <button type="submit" className="btn-primary mt-4 py-2" disabled={save.isPending}>
              {W.save}
            </button>
          </form>
          <div className="border-t border-ink-900/5 pt-4">
            {refused && (
              <div role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <p>{W.inUse}</p>
                <UseList uses={refused} />
              </div>
            )}
            <button
              type="button"
              className="btn-secondary py-2 text-red-700"
              onClick={() => void askDelete()}
              disabled={remove.isPending || checking}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {W.delete}
            </button>
            {checking && (
              <p role="status" className="mt-2 text-xs text-ink-500">
                {W.checkingUses}
              </p>
            )}
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
