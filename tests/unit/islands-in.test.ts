import { describe, expect, it } from 'vitest';
import { islandsIn } from '../../src/web/entry-server';

describe('islandsIn: the browser modules a rendered page names', () => {
  it('lists each island once, in the order the page first names it', () => {
    const html =
      '<form data-island="contact-form"><div data-island="toast-x"></div></form>' +
      '<aside data-island="stay-updated"></aside><form data-island="contact-form"></form>';
    expect(islandsIn(html)).toEqual(['contact-form', 'toast-x', 'stay-updated']);
  });

  it('names none on a page without islands, or where the words are only text', () => {
    expect(islandsIn('<main><p>Hello</p></main>')).toEqual([]);
    // Text escapes its quotes, so a visitor's words never name a module.
    expect(islandsIn('<p> data-island=&quot;contact-form&quot;</p>')).toEqual([]);
  });

  it('skips a name that is not a module name, and an attribute cut off at the end', () => {
    expect(islandsIn('<div data-island="../../x"></div><div data-island="Site"></div>')).toEqual([]);
    expect(islandsIn('<div data-island="site"></div><div data-island="contact-fo')).toEqual(['site']);
  });
});
