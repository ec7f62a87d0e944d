import { ImagePlus, Images, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { MEDIA_WORDS } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { Img } from '../../components/Img';

const MediaPickerDialog = lazy(() =>
  import('../media/MediaPickerDialog').then((module) => ({ default: module.MediaPickerDialog })),
);

/** How long a replaced preview's blob address stays valid. */
const PREVIEW_REVOKE_DELAY_MS = 5000;

/** Whether the browser says the file is an image; the server decodes it anyway and has the last word. */
export const isImageFile = (file: File) => file.type.startsWith('image/');

interface Props {
  label: string;
  /** The record's current image, if it has one. */
  currentUrl?: string | null | undefined;
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image chosen from the media library, if any (issue 13); with `onChoose`, the picker offers the library. */
  chosen?: MediaItem | null;
  onChoose?: ((item: MediaItem | null) => void) | undefined;
  /** Drops the current image (where a record may have none); without it, Remove only clears a new file. */
  onRemoveCurrent?: (() => void) | undefined;
  error?: string | undefined;
  /** Upload progress 0-100 while saving, else null. */
  progress?: number | null;
  accept?: string;
  shape?: 'rect' | 'round';
  hint?: string;
}

/** An image field with a preview of the current or chosen image, Remove, and upload progress. */
export function ImagePicker({
  label,
  currentUrl,
  file,
  onChange,
  chosen = null,
  onChoose,
  onRemoveCurrent,
  error,
  progress = null,
  accept = 'image/*',
  shape = 'rect',
  hint,
}: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    // Revoked a moment later, not at once: the preview still shows this address until the next render, and an
    // image loading from a revoked address fails (a console error, and a broken picture for a frame).
    return () => {
      setTimeout(() => URL.revokeObjectURL(url), PREVIEW_REVOKE_DELAY_MS);
    };
  }, [file]);

  const [browsing, setBrowsing] = useState(false);
  const shown = preview ?? chosen?.url ?? currentUrl ?? null;
  const canRemove = Boolean(file) || Boolean(chosen) || Boolean(currentUrl && onRemoveCurrent);
  const frame = shape === 'round' ? 'size-28 rounded-full' : 'aspect-video w-full max-w-xs rounded-xl';

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-ink-900">
        {label}
      </span>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className={`overflow-hidden border border-ink-900/10 bg-slate-100 ${frame}`}>
          <Img
            key={shown ?? 'none'}
            src={shown}
            alt={shown ? `${label} preview` : ''}
            className="size-full object-cover"
            data-testid="image-preview"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className="btn-secondary cursor-pointer py-2 focus-within:outline-2 focus-within:outline-brand-600"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {ADMIN_FRAME.chooseImage}
            <input
              id={id}
              type="file"
              accept={accept}
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="sr-only"
              onChange={(event) => {
                onChange(event.target.files?.[0] ?? null);
                // Choosing the same file again after Remove must fire change again.
                event.target.value = '';
              }}
            />
          </label>
          {onChoose && (
            <button type="button" className="btn-secondary py-2" onClick={() => setBrowsing(true)}>
              <Images aria-hidden="true" className="size-4" />
              {MEDIA_WORDS.choose}
            </button>
          )}
          {canRemove && (
            <button
              type="button"
              className="btn-secondary py-2 text-red-700"
              onClick={() => (file ? onChange(null) : chosen ? onChoose?.(null) : onRemoveCurrent?.())}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {ADMIN_FRAME.removeImage}
            </button>
          )}
        </div>
      </div>
      {chosen && !error && (
        <p className="mt-1.5 text-xs text-ink-500">
          {MEDIA_WORDS.chosen}: {chosen.fileName}
        </p>
      )}
      {hint && !error && <p className="mt-1.5 text-xs text-ink-500">{hint}</p>}
      {browsing && onChoose && (
        <Suspense fallback={null}>
          <MediaPickerDialog onChoose={onChoose} onClose={() => setBrowsing(false)} />
        </Suspense>
      )}
      {progress !== null && (
        <div className="mt-3 max-w-xs">
          <progress
            value={progress}
            max={100}
            aria-label={ADMIN_FRAME.uploading(progress)}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
          />
          <p className="mt-1 text-xs text-ink-500">{ADMIN_FRAME.uploading(progress)}</p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
