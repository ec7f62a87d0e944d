/** Scene motifs, part 1 (drawn around 0,0; roughly x ±440, y ±300). */
import type { SceneMotif } from '../types';
import { SH, W } from './palette';
import { bars, card, circ, type Draw, g, line, mix, n, path, rect, shadow } from './svg';

export const MOTIFS_A = {
  code: (c, rnd) => {
    const bar = mix(c.l, W, 0.55);
    const rows = [0, 1, 2, 2, 1, 2, 3, 1, 0].map((ind, i) => {
      let x = -300 + ind * 36;
      return (
        Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, k) => {
          const w = 40 + rnd() * 110,
            s = rect(x, -150 + i * 40, w, 16, 8, [c.m, c.a, c.l, '#cbd5e1'][(i + k) % 4] ?? W);
          x += w + 14;
          return x < 200 ? s : '';
        }).join('') + rect(-356, -150 + i * 40, 22, 16, 8, '#e2e8f0')
      );
    });
    return (
      card(-400, -250, 620, 460, 28) +
      rect(-400, -250, 620, 64, 28, bar) +
      rect(-400, -210, 620, 24, 0, bar) +
      circ(-362, -218, 10, '#f87171') +
      circ(-330, -218, 10, '#fbbf24') +
      circ(-298, -218, 10, '#34d399') +
      rows.join('') +
      card(160, -300, 270, 160, 24, c.d) +
      line('M 190 -252 l 18 16 l -18 16', c.a, 8) +
      bars(rnd, 222, -244, 3, 160, [W, c.l, c.a], 28) +
      shadow(circ(260, 150, 118, SH)) +
      circ(260, 150, 118, 'url(#ga)') +
      line('M 215 112 l -42 38 l 42 38 M 276 100 l -32 100 M 305 112 l 42 38 l -42 38', W, 18)
    );
  },
  mobile: (c, rnd) => {
    const phone = (t: string, accent: string): string =>
      g(
        t,
        card(-130, -270, 260, 540, 44, c.d),
        rect(-114, -254, 228, 508, 32, W),
        rect(-40, -246, 80, 18, 9, c.d),
        rect(-114, -218, 228, 84, 0, 'url(#gm)'),
        rect(-90, -186, 110, 16, 8, W, { opacity: 0.8 }),
        rect(-92, -116, 184, 120, 18, c.l),
        path('M -92 -20 l 60 -60 l 40 40 l 30 -30 l 54 54 v 12 h -184 Z', c.m, { opacity: 0.35 }),
        bars(rnd, -92, 30, 4, 184, [c.l, '#e2e8f0']),
        rect(-92, 180, 184, 46, 23, accent),
      );
    return (
      phone('translate(-150 10) rotate(-9) scale(0.9)', c.m) +
      phone('translate(120 0) rotate(5)', c.a) +
      card(230, -230, 200, 90, 24) +
      circ(276, -185, 24, c.a) +
      bars(rnd, 312, -202, 2, 90, [c.m, c.l], 26) +
      circ(-350, 200, 44, W) +
      path(
        'M -350 222 c -30 -22 -40 -34 -30 -48 c 10 -12 24 -8 30 2 ' + 'c 6 -10 20 -14 30 -2 c 10 14 0 26 -30 48 Z',
        '#f43f5e',
      )
    );
  },
  design: (c, rnd) => {
    const nib = 'M 0 0 l -40 -80 l 20 -150 h 40 l 20 150 Z';
    return (
      card(-330, -270, 540, 420, 28) +
      rect(-300, -240, 480, 190, 20, mix(c.l, W, 0.3)) +
      circ(110, -180, 32, c.a) +
      path('M -300 -50 l 150 -130 l 100 90 l 70 -60 l 160 100 Z', c.m, { opacity: 0.5 }) +
      rect(-300, -10, 260, 22, 11, c.d) +
      bars(rnd, -300, 34, 2, 300, [c.l, '#e2e8f0']) +
      rect(-300, 92, 150, 30, 15, c.a) +
      line('M 60 250 C 200 280, 300 190, 330 70', W, 8) +
      line('M 60 250 L 200 280', W, 3) +
      circ(200, 280, 12, c.a) +
      rect(44, 234, 32, 32, 6, W, { stroke: c.d, 'stroke-width': 5 }) +
      g(
        'translate(330 70) rotate(30)',
        shadow(path(nib, SH)),
        path(nib, 'url(#gw)'),
        rect(-24, -250, 48, 30, 8, c.a),
        line('M 0 -2 V -70', c.d, 5),
        circ(0, -76, 9, c.d),
      ) +
      [c.l, c.a, c.m, W]
        .map((f, i) =>
          g(
            `translate(-360 250) rotate(${-64 + i * 16})`,
            card(-32, -240, 64, 210, 16, f) + circ(0, -64, 12, i === 3 ? c.m : W, { opacity: 0.8 }),
          ),
        )
        .join('')
    );
  },
  marketing: (c, rnd) => {
    const cone = 'M -170 -50 L 110 -170 V 170 L -170 50 Z';
    return (
      g(
        'translate(-150 30) rotate(-14)',
        shadow(path(cone, SH)),
        path(cone, 'url(#gw)'),
        rect(-210, -60, 70, 120, 20, c.a),
        rect(90, -190, 50, 380, 25, c.l),
        rect(-140, 40, 60, 130, 24, W),
        rect(-160, -40, 40, 80, 0, c.l, { opacity: 0.6 }),
        line('M 190 -90 q 50 90 0 180 M 240 -140 q 80 140 0 280', W, 14, { opacity: 0.7 }),
      ) +
      g(
        'translate(270 -130)',
        circ(8, 14, 130, SH, { opacity: 0.16 }),
        circ(0, 0, 130, W),
        circ(0, 0, 96, c.m),
        circ(0, 0, 62, W),
        circ(0, 0, 30, c.a),
        line('M 0 0 L 120 -120', c.d, 10),
        path('M 120 -120 l 10 -44 l 30 14 l 14 30 Z', c.a),
      ) +
      card(190, 100, 240, 170, 24) +
      [0, 1, 2, 3]
        .map((i) => rect(220 + i * 50, 240 - (40 + i * 22 + rnd() * 16), 32, 40 + i * 22, 8, i === 3 ? c.a : c.m))
        .join('')
    );
  },
  cloud: (c) => {
    const shape = (f: string): string =>
      circ(-130, -70, 110, f) + circ(20, -130, 140, f) + circ(160, -60, 100, f) + rect(-250, -70, 510, 110, 55, f);
    return (
      [-150, 0, 150].map((x) => line(`M ${x} 40 V 120`, W, 6, { 'stroke-dasharray': '4 16', opacity: 0.7 })).join('') +
      shadow(shape(SH)) +
      shape('url(#gw)') +
      line('M 0 10 V -130 M -54 -76 L 0 -130 L 54 -76', c.m, 26) +
      [0, 1, 2]
        .map(
          (i) =>
            card(-220, 120 + i * 62, 440, 50, 14, i === 1 ? c.d : mix(c.d, c.m, 0.35)) +
            circ(-186, 145 + i * 62, 8, c.a) +
            circ(-160, 145 + i * 62, 8, '#34d399') +
            rect(20, 139 + i * 62, 170, 12, 6, W, { opacity: 0.35 }),
        )
        .join('') +
      g('translate(-330 -220) scale(0.35)', shape(W)) +
      g('translate(350 160) scale(0.28)', shape(W))
    );
  },
  data: (c, rnd) => {
    const hs = Array.from({ length: 7 }, () => 60 + rnd() * 170);
    const pts = hs.map((h, i) => [-312 + i * 66, 120 - h] as const);
    const share = n(452 * (0.4 + rnd() * 0.3));
    return (
      card(-420, -260, 560, 450, 28) +
      bars(rnd, -380, -220, 2, 220, [c.d, c.l]) +
      hs.map((h, i) => rect(-330 + i * 66, 150 - h, 36, h, 10, i % 2 ? c.l : c.m)).join('') +
      line('M -380 150 H 100', '#e2e8f0', 4) +
      line(`M ${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')}`, c.a, 8) +
      pts.map(([x, y]) => circ(x, y, 11, W, { stroke: c.a, 'stroke-width': 6 })).join('') +
      card(180, -260, 250, 250, 28) +
      circ(305, -135, 72, 'none', { stroke: c.l, 'stroke-width': 34 }) +
      circ(305, -135, 72, 'none', {
        stroke: c.m,
        'stroke-width': 34,
        'stroke-dasharray': `${share} 500`,
        transform: 'rotate(-90 305 -135)',
      }) +
      card(180, 30, 250, 160, 28) +
      rect(210, 60, 90, 16, 8, c.l) +
      line('M 210 160 l 40 -30 l 40 14 l 50 -46 l 50 10', c.m, 8) +
      circ(390, 98, 12, c.a)
    );
  },
  security: (c) => {
    const sh = 'M 0 -280 L 220 -200 V -20 C 220 130 110 230 0 290 C -110 230 -220 130 -220 -20 V -200 Z';
    return (
      circ(0, 0, 330, 'none', { stroke: W, 'stroke-width': 3, 'stroke-dasharray': '6 18', opacity: 0.5 }) +
      shadow(path(sh, SH)) +
      path(sh, 'url(#gw)') +
      g('scale(0.8)', path(sh, 'url(#gm)')) +
      line('M -50 -10 V -64 A 50 50 0 0 1 50 -64 V -10', W, 24) +
      rect(-90, -20, 180, 150, 28, W) +
      circ(0, 40, 20, c.d) +
      rect(-8, 44, 16, 46, 8, c.d) +
      circ(190, -200, 56, c.a) +
      line('M 164 -200 l 18 20 l 34 -40', W, 14) +
      card(-440, 100, 220, 90, 24) +
      [0, 1, 2, 3].map((i) => circ(-400 + i * 40, 145, 11, c.d)).join('') +
      rect(-248, 127, 6, 36, 3, c.m)
    );
  },
} satisfies Partial<Record<SceneMotif, Draw>>;
