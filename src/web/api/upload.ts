/**
 * Multipart uploads for the back office. XMLHttpRequest rather than fetch: only it reports how much
 * of the body has been sent, which the image pickers show as progress.
 */
import { answerError, NetworkError, parseJson } from './client';

export interface UploadOptions {
  /** 0 to 100, as the body goes out. */
  onProgress?: (percent: number) => void;
  /** Give up after this long (the team calls: 30 s, SPEC 9). */
  timeoutMs?: number;
}

export function uploadForm<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  form: FormData,
  headers: Record<string, string>,
  { onProgress, timeoutMs }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (timeoutMs) xhr.timeout = timeoutMs;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      reject(answerError(xhr.status, body, body === undefined ? xhr.responseText : '', xhr.statusText));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError(true));
    xhr.send(form);
  });
}
