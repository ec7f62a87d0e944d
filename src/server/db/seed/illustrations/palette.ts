/** Colours shared by every illustration: palettes, skin and hair tones, and fixed inks. */
import type { Palette } from '../types';

export type Colors = { d: string; m: string; l: string; a: string };

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
export const W = '#ffffff';
export const K = '#000000';
export const SH = '#0b1020';

/** dark, main, light, accent */
export const PALETTES: Record<Palette, Colors> = {
  indigo: { d: '#1e1b4b', m: '#4f46e5', l: '#c7d2fe', a: '#fbbf24' },
  teal: { d: '#134e4a', m: '#0d9488', l: '#99f6e4', a: '#fb923c' },
  amber: { d: '#7c2d12', m: '#d97706', l: '#fde68a', a: '#38bdf8' },
  rose: { d: '#4c0519', m: '#e11d48', l: '#fecdd3', a: '#fbbf24' },
  violet: { d: '#2e1065', m: '#7c3aed', l: '#ddd6fe', a: '#34d399' },
  sky: { d: '#0c4a6e', m: '#0284c7', l: '#bae6fd', a: '#facc15' },
  emerald: { d: '#064e3b', m: '#059669', l: '#a7f3d0', a: '#fde047' },
  slate: { d: '#0f172a', m: '#475569', l: '#cbd5e1', a: '#38bdf8' },
};

export const SKIN = ['#f9d5b8', '#f1c09b', '#e0a47c', '#c68660', '#a86b48', '#7d4a2f'];
export const HAIR = ['#2b1d16', '#4a3023', '#6b4226', '#1f2937', '#b7791f', '#8b3a1f', '#d6d3d1'];
