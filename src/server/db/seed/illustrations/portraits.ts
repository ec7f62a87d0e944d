/** Team portraits (800x800): a stylised head and shoulders, varied by a seeded random. */
import type { Art } from '../types';
import { type Colors, HAIR, K, SKIN, W } from './palette';
import { circ, ell, line, linGrad, mix, path, pick, type Rand, rect } from './svg';

type Hair = Extract<Art, { kind: 'portrait' }>['hair'];
const HAIR_TOP =
  'M 264 392 C 236 250 306 186 402 186 C 500 186 566 248 536 392 C 530 330 510 296 474 280 ' +
  'C 420 306 340 304 292 300 C 276 322 268 352 264 392 Z';
const HAIR_BUN =
  'M 266 380 C 240 250 310 192 400 192 C 490 192 560 250 534 380 C 510 300 460 270 400 270 ' +
  'C 340 270 290 300 266 380 Z';

export function portrait(hairStyle: Hair, c: Colors, rnd: Rand): string {
  const skin = pick(rnd, SKIN),
    hair = pick(rnd, HAIR),
    shirt = pick(rnd, [c.m, c.d, W, c.a]);
  const shade = mix(skin, K, 0.12),
    ink = mix(skin, K, 0.7),
    long = hairStyle === 'long';
  const hairs: Record<Hair, string> = {
    short: path(HAIR_TOP, hair),
    long: path(HAIR_TOP, hair),
    bun: circ(400, 176, 62, hair) + path(HAIR_BUN, hair),
    none: ell(350, 262, 54, 30, W, { opacity: 0.2, transform: 'rotate(-20 350 262)' }),
  };
  const glasses =
    rnd() < 0.3
      ? line('M 388 378 h 24', ink, 7) +
        [355, 445]
          .map((x) => rect(x - 36, 352, 72, 52, 20, W, { 'fill-opacity': 0.18, stroke: ink, 'stroke-width': 7 }))
          .join('')
      : '';
  const bg = linGrad('bg', mix(c.l, W, 0.35), c.l, 0.3, 1) + linGrad('sh', shirt, mix(shirt, K, 0.12), 0, 1);
  return (
    `<defs>${bg}</defs>` +
    rect(0, 0, 800, 800, 0, 'url(#bg)') +
    circ(400, 420, 300, W, { opacity: 0.3 }) +
    circ(pick(rnd, [120, 680]), 120 + rnd() * 80, 40 + rnd() * 40, c.m, { opacity: 0.12 }) +
    (long ? rect(246, 220, 308, 440, 140, hair) : '') +
    rect(345, 440, 110, 170, 50, shade) +
    path('M 120 800 C 120 630 240 570 400 570 C 560 570 680 630 680 800 Z', 'url(#sh)') +
    path('M 340 566 C 350 600 380 640 400 652 C 420 640 450 600 460 566 Z', shade) +
    (long ? '' : circ(272, 380, 26, shade) + circ(528, 380, 26, shade)) +
    ell(400, 360, 130, 150, skin) +
    hairs[hairStyle] +
    [355, 445].map((x) => ell(x, 380, 9, 11, ink)).join('') +
    [330, 470].map((x) => circ(x, 428, 22, '#f43f5e', { opacity: 0.12 })).join('') +
    line('M 372 436 Q 400 458 428 436', ink, 7) +
    glasses
  );
}
