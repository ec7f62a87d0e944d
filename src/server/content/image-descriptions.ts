/**
 * The media library's descriptions of images (decision 051), kept in memory per database while the page cache is on
 * (decision 057). Every read of a post, a list of posts, a service, a product or a team member asked the database
 * for the descriptions of its images: one more statement per read, which on PGlite runs on the server's one thread.
 * A description changes only through a write of no known kind (the media library, a post's save that describes its
 * image, a restore: kinds.ts), which empties everything: `forget` is called by the same clear, here and, over
 * NOTIFY, on every other instance.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export interface Description {
  alt: string | null;
  decorative: boolean;
}

/** The library's descriptions of images, by stored name (issue 13). */
export type Alts = Map<string, Description>;

/** Names kept at most; past that, all are dropped and read again (a library of more images than this is rare). */
export const DESCRIPTIONS_KEPT = 10_000;

interface Kept {
  /** null: the library has no such image (one older than the library). */
  byName: Map<string, Description | null>;
  /** Goes up on every forget(): a read started before one must not be kept. */
  forgets: number;
}

/** The kept descriptions of each database whose app keeps them; a transaction's `db` is never here (it reads its own). */
const keptFor = new WeakMap<Db, Kept>();

/** Keep the descriptions read through `db` from now on, until `forgetDescriptions(db)` (none kept from before). */
export function keepDescriptions(db: Db): void {
  keptFor.set(db, { byName: new Map(), forgets: 0 });
}

/** A description may have changed (a write of no known kind): read them all again. */
export function forgetDescriptions(db: Db): void {
  const kept = keptFor.get(db);
  if (!kept) return;
  kept.byName.clear();
  kept.forgets++;
}

async function read(db: Db, names: string[]): Promise<Alts> {
  const rows = await db
    .select({ name: media.name, alt: media.alt, decorative: media.decorative })
    .from(media)
    .where(inArray(media.name, names));
  return new Map(rows.map((row) => [row.name, { alt: row.alt, decorative: row.decorative }]));
}

/** The library's descriptions of the images `names` (nulls skipped): kept ones, the rest read in one statement. */
export async function altsOf(db: Db, names: (string | null)[]): Promise<Alts> {
  const wanted = [...new Set(names.filter((name): name is string => Boolean(name)))];
  if (wanted.length === 0) return new Map();
  const kept = keptFor.get(db);
  if (!kept) return read(db, wanted);
  const alts: Alts = new Map();
  const missing: string[] = [];
  for (const name of wanted) {
    const description = kept.byName.get(name);
    if (description === undefined) missing.push(name);
    else if (description) alts.set(name, description);
  }
  if (missing.length === 0) return alts;
  const forgets = kept.forgets;
  const found = await read(db, missing);
  const keep = kept.forgets === forgets;
  if (keep && kept.byName.size + missing.length > DESCRIPTIONS_KEPT) kept.byName.clear();
  for (const name of missing) {
    const description = found.get(name) ?? null;
    if (description) alts.set(name, description);
    if (keep) kept.byName.set(name, description);
  }
  return alts;
}
