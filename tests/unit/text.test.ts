import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrls, storedWidths } from '../../src/shared/images';
import { ROLE_WORDS, readOnlyNotice } from '../../src/shared/roles';
import {
  cutAtWord,
  excerpt,
  parseMinutes,
  slugify,
  splitHeadline,
  stepLabel,
  stripTags,
  summaryOf,
  withArticle,
} from '../../src/shared/text';

describe('withArticle', () => {
  it('says an Owner, an Administrator, an Editor, an Author, a Contributor', () => {
    expect(Object.values(ROLE_WORDS).map((words) => withArticle(words.name))).toEqual([
      'an Owner',
      'an Administrator',
      'an Editor',
      'an Author',
      'a Contributor',
    ]);
    expect(readOnlyNotice('author', 'editor')).toMatch(/^Read-only: as an Author .* needs an Editor or above\.$/);
  });
});

describe('splitHeadline', () => {
  it('splits into the first 3 words, the next 2 and the rest', () => {
    expect(splitHeadline('We Build Software That Works For Growing Teams')).toEqual([
      'We Build Software',
      'That Works',
      'For Growing Teams',
    ]);
  });
  it('leaves later lines empty for short headlines and collapses spaces', () => {
    expect(splitHeadline('  Fast   and  clear ')).toEqual(['Fast and clear', '', '']);
    expect(splitHeadline('')).toEqual(['', '', '']);
  });
});

describe('stepLabel', () => {
  it('pads numbers below 10 with a leading zero', () => {
    expect([0, 1, 9, 10, 12, 100].map(stepLabel)).toEqual(['00', '01', '09', '10', '12', '100']);
  });
});

describe('excerpt and stripTags', () => {
  it('strips tags, decodes entities and cuts at the length with an ellipsis', () => {
    const html = `<h2>Title</h2><p>Fish &amp; chips <em>and</em> ${'word '.repeat(40)}</p>`;
    const text = excerpt(html, 90);
    expect(text.startsWith('Title Fish & chips and word word')).toBe(true);
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(93);
    expect(text).not.toMatch(/[<>]/);
  });
  it('keeps short text whole and drops script bodies', () => {
    expect(excerpt('<p>Short.</p>', 90)).toBe('Short.');
    expect(stripTags('<script>alert(1)</script><p>ok</p>')).toBe('ok');
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII slugs joined by hyphens', () => {
    expect(slugify('Core Web Vitals in Plain English!')).toBe('core-web-vitals-in-plain-english');
    expect(slugify('Café déjà vu — 2026')).toBe('cafe-deja-vu-2026');
    expect(slugify('***')).toBe('post');
  });
});

describe('parseMinutes', () => {
  it('reads minutes from text or numbers, with a fallback', () => {
    expect(parseMinutes('5 min read', 5)).toBe(5);
    expect(parseMinutes('12', 5)).toBe(12);
    expect(parseMinutes(7, 5)).toBe(7);
    expect(parseMinutes('quick', 5)).toBe(5);
    expect(parseMinutes('0 min', 5)).toBe(5);
    expect(parseMinutes(undefined, 5)).toBe(5);
  });
});

describe('image URLs', () => {
  it('lists the standard widths below the original, never upscaling', () => {
    expect(storedWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(storedWidths(960)).toEqual([480, 960]);
    expect(storedWidths(300)).toEqual([300]);
  });
  it('builds the URL and srcset from the file name', () => {
    expect(imageUrls('a.webp', 800)).toEqual({
      imageUrl: '/uploads/a.webp',
      imageSrcset: '/uploads/a-480.webp 480w, /uploads/a.webp 800w',
    });
    expect(imageUrls(null, null)).toEqual({ imageUrl: null, imageSrcset: null });
  });
});

describe('summaryOf and cutAtWord (issue 12)', () => {
  it('takes the first paragraph, never a heading, and cuts after a whole word', () => {
    const html = `<h2>Why we rebuilt it</h2><p>Their old site was slow, mobile conversion was sliding, and every ${'change '.repeat(30)}took a week.</p><p>Second paragraph.</p>`;
    const summary = summaryOf(html, 80);
    expect(summary).toBe('Their old site was slow, mobile conversion was sliding, and every change change…');
    expect(summary).not.toContain('Why we rebuilt it');
  });

  it('drops inline tags without stray spaces and skips empty paragraphs', () => {
    expect(summaryOf('<p><br></p><p><strong>Fish</strong>, chips &amp; <a href="/x">peas</a>.</p>', 155)).toBe(
      'Fish, chips & peas.',
    );
  });

  it('uses the text without headings when there is no paragraph', () => {
    expect(summaryOf('<h1>Title</h1><ul><li>One</li><li>Two</li></ul>', 155)).toBe('One Two');
  });

  it('ends with the last whole sentence that fits when it is more than half the room', () => {
    const text = 'Discovery is a word agencies use a lot. Clients suspect it is a paid delay. In practice it is cheap.';
    expect(cutAtWord(text, 80)).toBe('Discovery is a word agencies use a lot. Clients suspect it is a paid delay.');
    // A first sentence too short to stand for the text: cut after a whole word instead.
    expect(cutAtWord('Yes. Then a long sentence that goes on and on and on.', 40)).toBe(
      'Yes. Then a long sentence that goes on…',
    );
  });

  it('leaves no comma or dash before the ellipsis', () => {
    expect(cutAtWord('Fast, clear and trustworthy sites', 6)).toBe('Fast…');
    expect(cutAtWord('alpha beta - gamma', 12)).toBe('alpha beta…');
  });

  it('cuts inside a word only when one word is longer than the room', () => {
    expect(cutAtWord('Supercalifragilistic', 5)).toBe('Super…');
  });

  it('never ends mid-word, never exceeds the room, never leaves double spaces', () => {
    const word = fc.stringMatching(/^[A-Za-z,.'-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 60 }), fc.integer({ min: 10, max: 200 }), (words, room) => {
        const text = words.join(' ');
        const cut = cutAtWord(text, room);
        if (text.length <= room) return cut === text;
        // Ended with a whole sentence: a prefix followed by a space, more than half the room.
        if (/[.!?]$/.test(cut)) return cut.length <= room && cut.length >= room / 2 && text.startsWith(`${cut} `);
        if (!cut.endsWith('…')) return false;
        const kept = cut.slice(0, -1);
        // A prefix of the text that ends where a word ends (or, for one giant first word, the room itself).
        return (
          kept.length <= room &&
          text.startsWith(kept) &&
          !kept.includes('  ') &&
          (text.charAt(kept.length) === ' ' ||
            /[\s,;:.\u2013\u2014-]/.test(text.charAt(kept.length)) ||
            kept.length === room)
        );
      }),
    );
  });
});
