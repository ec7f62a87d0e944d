import { slugify } from '../../../shared/text';

/**
 * Stable, readable anchors for a document's sections: each title's slug, made unique with a suffix when two
 * titles match, so `#fees-and-payment` keeps pointing at the same section when others are added.
 */
export function sectionAnchors(titles: string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = `section-${slugify(title)}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

/** `1.`, `2.`, ... the number a section shows in the menu and at its heading. */
export const sectionNumber = (index: number) => `${index + 1}.`;

/** Plain text split into paragraphs at blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
