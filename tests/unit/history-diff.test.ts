import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, readable, wordDiff } from '../../src/web/admin/components/diff';

const join = (pieces: { text: string; kind: string }[], keep: string) =>
  pieces
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('the History diff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff('We ship fast software', 'We ship reliable software')).toEqual([
      { text: 'We ship ', kind: 'same' },
      { text: 'fast ', kind: 'removed' },
      { text: 'reliable ', kind: 'added' },
      { text: 'software', kind: 'same' },
    ]);
  });

  it('keeps a change of several words together', () => {
    expect(wordDiff('Terms of Service', 'Changed terms')).toEqual([
      { text: 'Terms of Service', kind: 'removed' },
      { text: 'Changed terms', kind: 'added' },
    ]);
  });

  it('rebuilds both texts exactly from its pieces, whatever the texts', () => {
    const words = fc.array(fc.constantFrom('a', 'b', 'kestrel', 'web', '  ', ' ', '\n'), { maxLength: 40 });
    fc.assert(
      fc.property(words, words, (x, y) => {
        const before = x.join(' ');
        const after = y.join(' ');
        const pieces = wordDiff(before, after);
        expect(join(pieces, 'removed')).toBe(before);
        expect(join(pieces, 'added')).toBe(after);
      }),
    );
  });

  it('reads rich text without its tags and lists one item a line', () => {
    expect(readable('<h2>Title</h2><p>One &amp; two</p><p>Three<br>four</p>')).toBe('Title\nOne & two\nThree\nfour');
    expect(readable([{ _id: 'x', title: 'Craft', description: 'Care' }, { title: 'Candour' }])).toBe(
      'Craft · Care\nCandour',
    );
  });

  it('names only the fields a person changed, not ids, dates or image variants', () => {
    const before = { _id: '1', updatedAt: 'a', name: 'Old', imageUrl: '/u/a.webp', image: 'a.webp', tags: ['x'] };
    const after = { _id: '1', updatedAt: 'b', name: 'New', imageUrl: '/u/b.webp', image: 'b.webp', tags: ['x'] };
    expect(changedFields(before, after).map((c) => c.field)).toEqual(['name', 'image']);
  });
});
