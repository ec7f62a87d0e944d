/**
 * What changed between two versions of a record, for the History dialog and for a save refused over a
 * colleague's: the fields that differ, each as readable text (rich text without its tags, lists one item a
 * line), and a word diff of the two texts.
 */

/** Fields every record has or derives, which no one edits: never shown as changed. */
const DERIVED = /^(_id|createdAt|updatedAt|version|.*Url|.*Srcset|imageWidth|imageHeight|isDraft|search)$/;

/** A field's value as a person reads it. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    return value
      .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, '[image: $1]')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\n{2,}/g, '\n')
      .trim();
  }
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join('\n');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== '_id')
      .map(([, v]) => readable(v))
      .filter(Boolean)
      .join(' · ');
  }
  return String(value);
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields whose readable values differ, in the order the record lists them. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => !DERIVED.test(key));
  return keys
    .map((field) => ({ field, before: readable(before[field]), after: readable(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export type Piece = { text: string; kind: 'same' | 'removed' | 'added' };

/** Longest texts (in words, both sides multiplied) compared word by word; longer ones are shown whole. */
const MAX_CELLS = 2_000_000;

/** A word diff of two texts: what stayed, what the first had that the second lost, and what it gained. */
export function wordDiff(before: string, after: string): Piece[] {
  // A word with the spaces after it: a change of several words reads as one, not split at every space.
  const a = before.match(/\s+|\S+\s*/g) ?? [];
  const b = after.match(/\s+|\S+\s*/g) ?? [];
  if (a.length * b.length > MAX_CELLS) {
    return [
      { text: before, kind: 'removed' },
      { text: after, kind: 'added' },
    ].filter((piece) => piece.text) as Piece[];
  }
  // Longest common subsequence, filled from the end so the walk below goes forwards.
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const pieces: Piece[] = [];
  const push = (text: string, kind: Piece['kind']) => {
    const last = pieces[pieces.length - 1];
    if (last && last.kind === kind) last.text += text;
    else pieces.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i] as string, 'same');
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      push(a[i++] as string, 'removed');
    } else {
      push(b[j++] as string, 'added');
    }
  }
  while (i < a.length) push(a[i++] as string, 'removed');
  while (j < b.length) push(b[j++] as string, 'added');
  return pieces;
}
