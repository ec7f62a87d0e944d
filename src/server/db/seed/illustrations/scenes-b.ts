/** Scene motifs, part 2 (drawn around 0,0; roughly x ±440, y ±300). */
import type { SceneMotif } from '../types';
import { HAIR, K, SH, SKIN, W } from './palette';
import { bars, card, circ, type Draw, el, ell, g, line, mix, n, path, pick, rect, shadow } from './svg';

const person = (x: number, y: number, s: number, shirt: string, skin: string, hair: string): string =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    path('M -110 170 C -110 60 -60 30 0 30 C 60 30 110 60 110 170 Z', shirt),
    circ(0, -40, 60, skin),
    path('M -62 -40 C -64 -100 -20 -110 0 -110 C 40 -110 66 -90 62 -40 ' + 'C 40 -70 -30 -70 -62 -40 Z', hair),
  );

export const MOTIFS_B = {
  commerce: (c) => {
    const box = (x: number, y: number, f: string, a: number): string =>
      g(
        `translate(${x} ${y}) rotate(${a})`,
        rect(-50, -50, 100, 100, 16, f),
        rect(-8, -50, 16, 100, 0, W, { opacity: 0.4 }),
      );
    const product = (x: number, y: number, f: string): string =>
      card(x, y, 210, 260, 26) +
      rect(x + 18, y + 18, 174, 130, 18, mix(c.l, W, 0.3)) +
      circ(x + 105, y + 83, 40, f) +
      rect(x + 18, y + 166, 120, 16, 8, c.d) +
      rect(x + 18, y + 196, 70, 14, 7, '#cbd5e1') +
      circ(x + 168, y + 220, 22, c.a);
    return (
      product(200, -290, c.m) +
      product(150, 10, c.a) +
      box(-190, -90, c.a, -12) +
      box(-80, -110, c.l, 10) +
      box(-140, -170, W, 4) +
      line('M -440 -170 H -380 L -320 90 H -40 L 10 -70 H -350', W, 24) +
      path('M -350 -70 H 10 L -40 90 H -320 Z', W) +
      line('M -270 -40 L -250 60 M -170 -40 V 60 M -70 -40 L -90 60', c.l, 10) +
      [-290, -70].map((x) => circ(x, 160, 30, W) + circ(x, 160, 12, c.d)).join('')
    );
  },
  ai: (c) => {
    const left = [-180, -60, 60, 180],
      right = [-120, 0, 120];
    const links = [
      ...left.map((y) => `M -380 ${y} C -250 ${y} -230 ${n(y / 3)} -140 ${n(y / 3)}`),
      ...right.map((y) => `M 380 ${y} C 260 ${y} 240 ${y / 2} 140 ${y / 2}`),
    ];
    const pins = [-70, -25, 25, 70]
      .map(
        (p) => rect(p - 9, -150, 18, 300, 9, W, { opacity: 0.9 }) + rect(-150, p - 9, 300, 18, 9, W, { opacity: 0.9 }),
      )
      .join('');
    const nodes = [...left.map((y) => [-380, y] as const), ...right.map((y) => [380, y] as const)];
    return (
      circ(0, 0, 250, W, { opacity: 0.06 }) +
      links.map((d) => line(d, W, 5, { opacity: 0.55 })).join('') +
      pins +
      card(-115, -115, 230, 230, 34) +
      rect(-80, -80, 160, 160, 24, 'url(#gm)') +
      line('M -40 30 L 0 -30 L 40 30 M -40 30 L 40 30 M 0 -30 V 30', W, 6) +
      circ(-40, 30, 14, c.a) +
      circ(0, -30, 14, W) +
      circ(40, 30, 14, c.l) +
      nodes.map(([x, y], i) => circ(x, y, 30, W) + circ(x, y, 14, i % 3 === 0 ? c.a : c.m)).join('') +
      circ(-250, -250, 10, c.a) +
      circ(270, 230, 14, c.a) +
      circ(300, -230, 8, W)
    );
  },
  team: (c, rnd) =>
    circ(0, -10, 250, W, { opacity: 0.12 }) +
    card(300, -270, 150, 90, 24) +
    bars(rnd, 325, -250, 2, 100, [c.m, c.l], 30) +
    card(-440, -220, 150, 90, 24) +
    circ(-400, -175, 20, c.a) +
    rect(-370, -182, 60, 14, 7, c.l) +
    person(-240, 20, 0.9, c.l, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    person(240, 20, 0.9, c.a, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    person(0, -20, 1.1, W, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    card(-420, 180, 840, 90, 30) +
    rect(-380, 212, 200, 26, 13, c.l) +
    circ(340, 225, 22, c.m),
  growth: (c) =>
    card(-440, -280, 880, 560, 36, W) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(-360 + i * 150, 110 - i * 80, 90, 90 + i * 80, 18, i === 4 ? c.m : mix(c.l, W, 0.3 - i * 0.05)))
      .join('') +
    line('M -380 200 H 380', '#e2e8f0', 6) +
    line('M -340 120 L -170 20 L -40 60 L 120 -100 L 300 -200', c.a, 22) +
    path('M 330 -230 l -70 2 l 44 58 Z', c.a, { stroke: c.a, 'stroke-width': 10, 'stroke-linejoin': 'round' }) +
    rect(-390, -240, 200, 24, 12, c.d) +
    rect(-390, -200, 130, 16, 8, '#cbd5e1'),
  health: (c) => {
    const heart =
      'M 0 250 C -200 120 -320 20 -320 -100 C -320 -210 -230 -270 -150 -270 C -80 -270 -30 -230 0 -180 ' +
      'C 30 -230 80 -270 150 -270 C 230 -270 320 -210 320 -100 C 320 20 200 120 0 250 Z';
    return (
      shadow(path(heart, SH)) +
      path(heart, 'url(#gw)') +
      line('M -440 -20 H -200 L -150 -120 L -80 100 L -20 -60 L 30 20 L 60 -20 H 440', c.m, 18) +
      line('M 300 -20 H 440 M -440 -20 H -300', W, 18) +
      circ(260, -230, 64, c.a) +
      rect(244, -270, 32, 80, 8, W) +
      rect(220, -246, 80, 32, 8, W) +
      g(
        'translate(-330 220) rotate(-35)',
        rect(-90, -32, 180, 64, 32, W),
        path('M 0 -32 h 58 a 32 32 0 0 1 0 64 h -58 Z', c.a),
      )
    );
  },
  travel: (c) => {
    const panels = [
      [-400, -190, -130, -240],
      [-130, -240, 140, -190],
      [140, -190, 400, -240],
    ] as const;
    const pin = 'M 0 0 C -50 -60 -60 -90 -60 -110 A 60 60 0 0 1 60 -110 C 60 -90 50 -60 0 0 Z';
    return (
      shadow(path('M -400 -190 L -130 -240 L 140 -190 L 400 -240 V 200 L 140 250 L -130 200 L -400 250 Z', SH)) +
      panels
        .map(([x1, y1, x2, y2], i) =>
          path(`M ${x1} ${y1} L ${x2} ${y2} V ${y2 + 440} L ${x1} ${y1 + 440} Z`, i === 1 ? mix(c.l, W, 0.2) : W),
        )
        .join('') +
      path('M -400 60 C -300 20 -220 120 -130 80 V 200 L -400 250 Z', c.l, { opacity: 0.6 }) +
      line('M -300 150 C -200 -60 40 200 170 -30', c.m, 8, { 'stroke-dasharray': '2 22' }) +
      circ(-300, 150, 16, c.m) +
      g('translate(190 -60)', shadow(path(pin, SH), 4, 10), path(pin, c.a), circ(0, -110, 24, W)) +
      g(
        'translate(300 -290) rotate(35)',
        path('M -14 -90 C -14 -110 14 -110 14 -90 V 90 C 14 100 -14 100 -14 90 Z', W),
        path('M -12 -10 L -110 30 V 50 L -12 30 Z M 12 -10 L 110 30 V 50 L 12 30 Z', W),
        path('M -10 70 L -50 95 V 105 L -10 95 Z M 10 70 L 50 95 V 105 L 10 95 Z', W),
      )
    );
  },
  food: (c) => {
    const bowl = 'M -270 -10 A 270 230 0 0 0 270 -10 Z';
    return (
      [-60, 0, 60]
        .map((x) => line(`M ${x} -190 c -30 -30 30 -50 0 -80 c -30 -30 30 -50 0 -80`, W, 12, { opacity: 0.5 }))
        .join('') +
      line('M 60 -20 L 300 -330 M 100 -10 L 350 -300', c.a, 14) +
      circ(-120, -40, 80, c.a) +
      circ(20, -70, 90, '#34d399') +
      circ(140, -30, 70, c.l) +
      circ(-20, -20, 60, '#f87171') +
      ell(0, -10, 270, 40, mix(c.l, W, 0.3)) +
      shadow(path(bowl, SH)) +
      path(bowl, 'url(#gw)') +
      rect(-90, 200, 180, 40, 14, W) +
      line('M -200 60 H 200', c.m, 14, { opacity: 0.7 })
    );
  },
  education: (c) => {
    const page = 'M 0 -120 C -80 -170 -220 -170 -340 -130 V 220 C -220 180 -80 180 0 230 Z';
    const cap = '0,-80 230,0 0,80 -230,0';
    const text = (s: number, i: number): string =>
      line(
        `M ${290 * s} ${-90 + i * 50} C ${200 * s} ${-110 + i * 50} ` +
          `${120 * s} ${-110 + i * 50} ${50 * s} ${-80 + i * 50}`,
        c.l,
        10,
      );
    return (
      card(-360, -110, 720, 360, 28, c.a) +
      path(page, W) +
      g('scale(-1 1)', path(page, mix(c.l, W, 0.6))) +
      line('M 0 -120 V 230', c.l, 6) +
      [0, 1, 2, 3, 4].map((i) => text(-1, i) + text(1, i)).join('') +
      g(
        'translate(0 -250)',
        shadow(el('polygon', { points: cap, fill: SH })),
        path('M -130 20 V 110 C -60 150 60 150 130 110 V 20 Z', c.d),
        el('polygon', { points: cap, fill: W }),
        line('M 0 0 L 180 20 V 110', c.a, 8),
        circ(180, 120, 16, c.a),
      )
    );
  },
  finance: (c) => {
    const coin = (x: number, y: number): string =>
      path(`M ${x - 90} ${y} v 22 a 90 30 0 0 0 180 0 v -22 Z`, mix(c.a, K, 0.2)) +
      ell(x, y, 90, 30, c.a) +
      ell(x, y, 60, 18, W, { opacity: 0.25 });
    return (
      g('translate(-120 -40) rotate(-12)', card(-220, -140, 440, 280, 30, W)) +
      g(
        'translate(-80 40)',
        card(-260, -160, 480, 300, 32, 'url(#gm)'),
        rect(-210, -90, 80, 60, 12, c.a),
        line('M -100 -80 a 30 30 0 0 1 0 40 M -80 -90 a 45 45 0 0 1 0 60', W, 6, { opacity: 0.8 }),
        [0, 1, 2, 3].map((i) => rect(-210 + i * 100, 20, 76, 18, 9, W, { opacity: 0.85 })).join(''),
        rect(-210, 80, 160, 14, 7, W, { opacity: 0.5 }),
        circ(130, 90, 28, c.a, { opacity: 0.9 }),
        circ(170, 90, 28, W, { opacity: 0.6 }),
      ) +
      [0, 1, 2, 3, 4].map((i) => coin(330, 240 - i * 34)).join('') +
      [0, 1, 2].map((i) => coin(190, 260 - i * 34)).join('') +
      g(
        'translate(320 -190)',
        circ(8, 12, 90, SH, { opacity: 0.16 }),
        circ(0, 0, 90, c.a),
        circ(0, 0, 66, 'none', { stroke: W, 'stroke-width': 6, opacity: 0.6 }),
        line('M 24 -24 C 10 -40 -30 -36 -30 -12 C -30 12 30 2 30 26 C 30 48 -12 50 -30 32 M 0 -52 V 58', W, 12),
      )
    );
  },
} satisfies Partial<Record<SceneMotif, Draw>>;
