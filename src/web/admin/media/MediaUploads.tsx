import { CheckCircle2, CircleAlert, Upload as UploadIcon } from 'lucide-react';
import { useId } from 'react';
import { MEDIA_IMAGE_TYPES, MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { Upload, useMediaUploads } from './useMediaUploads';

/** The library's upload button: several files at once. */
export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-56 sm:shrink-0 sm:items-end">
      <label
        htmlFor={id}
        className="btn-primary cursor-pointer py-2 whitespace-nowrap focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600"
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
      <p id={`${id}-hint`} className="text-xs text-ink-500 sm:text-right">
        {W.uploadHint}
      </p>
    </div>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const status =
    upload.state === 'done' ? W.uploadDone : upload.state === 'waiting' ? W.uploadWaiting : `${upload.percent}%`;
  const bar =
    upload.state === 'done' ? '[&::-webkit-progress-value]:bg-emerald-500' : '[&::-webkit-progress-value]:bg-brand-600';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 py-2.5">
      <span className="truncate text-sm font-medium text-ink-900">{upload.name}</span>
      {upload.state === 'failed' ? (
        <span className="col-span-2 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {upload.error}
        </span>
      ) : (
        <>
          <span className="flex items-center gap-1 text-xs text-ink-500 tabular-nums">
            {upload.state === 'done' && <CheckCircle2 aria-hidden="true" className="size-3.5 text-emerald-600" />}
            {status}
          </span>
          <progress
            value={upload.percent}
            max={100}
            aria-label={W.uploadProgress(upload.name)}
            className={`col-span-2 h-1.5 w-full appearance-none overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-100 ${bar}`}
          />
        </>
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
