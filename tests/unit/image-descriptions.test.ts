/**
 * Images' descriptions kept in memory (decision 057): read once until a write of no known kind forgets them, and a
 * read that a forget overtook is not kept.
 */
import { describe, expect, it } from 'vitest';
import { altsOf, forgetDescriptions, keepDescriptions } from '../../src/server/content/image-descriptions';
import type { Db } from '../../src/server/db/client';

/** A database whose media table is `library`: counts the statements, and lets a test hold one until it says. */
function fakeDb(library: Record<string, string | null>) {
  const asked: string[][] = [];
  let hold: Promise<void> | null = null;
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          const names = Object.keys(library);
          asked.push(names);
          const rows = names.map((name) => ({ name, alt: library[name] ?? null, decorative: false }));
          if (hold) await hold;
          return rows;
        },
      }),
    }),
  } as unknown as Db;
  return {
    db,
    asked,
    holdNext: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

describe('image descriptions', () => {
  it('are read every time from a database whose app does not keep them', async () => {
    const { db, asked } = fakeDb({ 'a.webp': 'A harbour' });
    await altsOf(db, ['a.webp']);
    await altsOf(db, ['a.webp']);
    expect(asked).toHaveLength(2);
  });

  it('are read once while kept, described or not, and read anew once forgotten', async () => {
    const library: Record<string, string | null> = { 'a.webp': 'A harbour' };
    const { db, asked } = fakeDb(library);
    keepDescriptions(db);
    expect((await altsOf(db, ['a.webp', 'old.webp', null])).get('a.webp')?.alt).toBe('A harbour');
    expect((await altsOf(db, ['a.webp', 'old.webp'])).has('old.webp')).toBe(false);
    expect(asked).toHaveLength(1);

    library['a.webp'] = 'A quay at night';
    forgetDescriptions(db);
    expect((await altsOf(db, ['a.webp'])).get('a.webp')?.alt).toBe('A quay at night');
    expect(asked).toHaveLength(2);
  });

  it('read before a forget and answered after it are not kept', async () => {
    const library: Record<string, string | null> = { 'a.webp': 'Before' };
    const { db, asked, holdNext } = fakeDb(library);
    keepDescriptions(db);
    const release = holdNext();
    const reading = altsOf(db, ['a.webp']);
    library['a.webp'] = 'After';
    forgetDescriptions(db);
    release();
    expect((await reading).get('a.webp')?.alt).toBe('Before');
    expect((await altsOf(db, ['a.webp'])).get('a.webp')?.alt).toBe('After');
    expect(asked).toHaveLength(2);
  });
});
