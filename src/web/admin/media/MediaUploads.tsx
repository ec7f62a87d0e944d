import { CheckCircle2, CircleAlert, Upload as UploadIcon } from 'lucide-react';
import { useId } from 'react';
import { MEDIA_IMAGE_TYPES, MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { Upload, useMediaUploads } from './useMediaUploads';

/** The library's upload button: several files at once. */
export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className="btn-primary cursor-pointer py-2 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600"
      >
        <UploadIcon aria-hidden="true" className="size-4" />
        {W.upload}
        <input
          id={id}
          type="file"
          multiple
          accept={MEDIA_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Choosing the same files again must fire change again.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p id={`${id}-hint`} className="w-full text-xs text-ink-500 sm:w-auto sm:max-w-48">
        {W.uploadHint}
      </p>
    </>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const status =
    upload.state === 'failed'
      ? upload.error
      : upload.state === 'done'
        ? W.uploadDone
        : upload.state === 'waiting'
          ? W.uploadWaiting
          : `${upload.percent}%`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2">
      <span className="truncate text-sm font-medium text-ink-900">{upload.name}</span>
      <span
        className={`flex items-center gap-1 text-xs ${upload.state === 'failed' ? 'text-red-700' : 'text-ink-500'}`}
      >
        {upload.state === 'done' && <CheckCircle2 aria-hidden="true" className="size-3.5 text-emerald-600" />}
        {upload.state === 'failed' && <CircleAlert aria-hidden="true" className="size-3.5" />}
        {status}
      </span>
      {upload.state !== 'failed' && (
        <progress
          value={upload.percent}
          max={100}
          aria-label={W.uploadProgress(upload.name)}
          className="col-span-2 h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
        />
      )}
    </li>
  );
}

/** Each chosen file with its progress, then its outcome: added, or refused in the server's words. */
export function UploadList({ uploads }: { uploads: ReturnType<typeof useMediaUploads> }) {
  if (uploads.uploads.length === 0) return null;
  return (
    <section
      aria-labelledby="media-uploads-title"
      className="mb-5 rounded-xl border border-ink-900/10 bg-white px-4 py-3 shadow-xs"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="media-uploads-title" className="text-sm font-semibold text-ink-900">
          {W.uploads}
        </h3>
        {!uploads.busy && (
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={uploads.clear}>
            {W.clearUploads}
          </button>
        )}
      </div>
      <ul className="divide-y divide-ink-900/5">
        {uploads.uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} />
        ))}
      </ul>
    </section>
  );
}
