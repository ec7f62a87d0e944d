/** Search results' highlights: the matched words of an excerpt, marked by the server for the page. */
/** Marks around a matched word in a search result's `highlight` (control characters: never in stored text). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

/** A search result's highlight as pieces of text, each marked or not, for the page to render. */
export function highlightParts(highlight: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  for (const [i, piece] of highlight.split(HIGHLIGHT_START).entries()) {
    const [marked, rest] =
      i === 0 ? [null, piece] : [piece.split(HIGHLIGHT_END)[0] ?? '', piece.split(HIGHLIGHT_END).slice(1).join('')];
    if (marked) parts.push({ text: marked, mark: true });
    if (rest) parts.push({ text: rest, mark: false });
  }
  return parts;
}
