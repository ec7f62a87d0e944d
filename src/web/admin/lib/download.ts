import { session } from '../auth/storage';

/**
 * Fetches a file the back office exports (the call needs the token, so no plain link) and has the browser save it
 * under the name the server gives, or `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const response = await fetch(path, { headers: { authorization: `Bearer ${session.token() ?? ''}` } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
