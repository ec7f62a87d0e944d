/**
 * The page links a list shows: the first and last pages, the current one and `radius` on each side of
 * it, with a gap ('gap') where pages are left out. A run of one left-out page is shown instead of a gap
 * (a gap would take the same room). At 10,000 posts the blog shows 7 links, not 1,112.
 */
export type PageLink = number | 'gap';

export function pageWindow(page: number, totalPages: number, radius = 1): PageLink[] {
  const shown = new Set<number>([1, totalPages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 1).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const n of sorted) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && n - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) links.push('gap');
    links.push(n);
  }
  return links;
}
