import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import {
  MEDIA_IMAGE_TYPES,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOADS_AT_ONCE,
  MEDIA_WORDS as W,
} from '../../../shared/admin-words/media';
import { api } from '../lib/api';
import { messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { MEDIA_KEY } from './api';

/** One file on its way into the library. */
export interface Upload {
  key: number;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** Why it was refused, in the server's words (or the same words, checked here before sending). */
  error?: string;
}

/** What is wrong with a file before it is sent, in the words the server would answer, or null. */
function problemOf(file: File): string | null {
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  if (!(MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.blogImageInvalid;
  return null;
}

/**
 * Uploads into the media library (issue 27, item 13): each file is its own request with its own progress and its
 * own answer, a few at a time; the library's pages reload as each one lands.
 */
export function useMediaUploads() {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const change = (key: number, to: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...to } : upload)));

  const send = async (file: File, key: number) => {
    change(key, { state: 'sending' });
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file);
    try {
      await api.uploadMedia(form, (percent) => change(key, { percent }));
      change(key, { state: 'done', percent: 100 });
      await client.invalidateQueries({ queryKey: MEDIA_KEY });
      return true;
    } catch (error) {
      change(key, { state: 'failed', error: messageOf(error, W.uploadFailed) });
      return false;
    }
  };

  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: nextKey.current++, problem: problemOf(file) }));
    setUploads((all) => [
      ...all,
      ...batch.map(({ file, key, problem }): Upload => {
        const upload: Upload = { key, name: file.name, percent: 0, state: problem ? 'failed' : 'waiting' };
        if (problem) upload.error = problem;
        return upload;
      }),
    ]);
    const queue = batch.filter((entry) => entry.problem === null);
    let added = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if (await send(next.file, next.key)) added++;
    };
    await Promise.all(Array.from({ length: Math.min(MEDIA_UPLOADS_AT_ONCE, queue.length) }, worker));
    if (added > 0) notify.success(W.uploadsDone(added));
  };

  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'sending');
  const clear = () =>
    setUploads((all) => all.filter((upload) => upload.state === 'waiting' || upload.state === 'sending'));
  return { uploads, start, busy, clear };
}
