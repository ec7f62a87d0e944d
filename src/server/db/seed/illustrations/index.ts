/**
 * Seed illustrations: turns an `Art` description into a standalone SVG (flat, soft-gradient style)
 * that sharp/librsvg can rasterize. Output is deterministic: variation comes from a hash of the Art.
 */
import type { Art } from '../types';
import { PALETTES } from './palette';
import { portrait } from './portraits';
import { scene } from './scenes';
import { step } from './steps';
import { doc, hash, rng } from './svg';

// ---------- public API ----------

/** Default pixel size for a kind: scene 1600x1000, portrait 800x800, step 800x800. */
export function artSize(art: Art): { width: number; height: number } {
  return art.kind === 'scene' ? { width: 1600, height: 1000 } : { width: 800, height: 800 };
}

/** A complete, standalone SVG document (with xmlns, width, height, viewBox) for the art. */
export function renderArt(art: Art): string {
  const c = PALETTES[art.palette] ?? PALETTES.indigo;
  const rnd = rng(hash(JSON.stringify(art)));
  const { width, height } = artSize(art);
  if (art.kind === 'scene') return doc(width, height, scene(art.motif, art.label, c, rnd));
  if (art.kind === 'portrait') return doc(width, height, portrait(art.hair, c, rnd));
  return doc(width, height, step(art.motif, c, rnd));
}
