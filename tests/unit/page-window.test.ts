import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/shared/page-window';

describe('the page links of a long list', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1112)).toEqual([1, 2, 'gap', 1112]);
    expect(pageWindow(500, 1112)).toEqual([1, 'gap', 499, 500, 501, 'gap', 1112]);
    expect(pageWindow(1112, 1112)).toEqual([1, 'gap', 1111, 1112]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('never shows more than 9 links, whatever the list', () => {
    for (const total of [1, 2, 7, 100, 10_000]) {
      for (let page = 1; page <= Math.min(total, 60); page++) {
        const links = pageWindow(page, total);
        expect(links.length).toBeLessThanOrEqual(9);
        expect(links).toContain(page);
        expect(links[0]).toBe(1);
        expect(links.at(-1)).toBe(total);
      }
    }
  });
});
