import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_MINUTES, RELATED_ARTICLES } from '../../src/shared/limits';
import { publishedBy } from '../../src/shared/messages';
import type { BlogSummary } from '../../src/shared/schemas/blog';
import { longDate } from '../../src/shared/text';
import { displayAuthor, leadText, pageParam, readMinutes, shareLinks } from '../../src/web/public/blog/post';
import { isDraft, relatedArticles } from '../../src/web/public/blog/related';
import { readTime } from '../../src/web/public/blog/strings';
import { SITE_NAME } from '../../src/web/public/page';

type Post = Pick<BlogSummary, '_id' | 'category' | 'status' | 'isDraft'>;
const post = (_id: string, category: BlogSummary['category'], overrides: Partial<Post> = {}): Post => ({
  _id,
  category,
  status: 'published',
  isDraft: false,
  ...overrides,
});

describe('relatedArticles', () => {
  const current = post('current', 'Technology');

  it('keeps posts of the same category, in the order given', () => {
    const candidates = [post('a', 'Technology'), post('b', 'Business'), post('c', 'Technology')];
    expect(relatedArticles(current, candidates).map((p) => p._id)).toEqual(['a', 'c']);
  });

  it('leaves out the current post', () => {
    const candidates = [post('current', 'Technology'), post('a', 'Technology')];
    expect(relatedArticles(current, candidates).map((p) => p._id)).toEqual(['a']);
  });

  it('returns at most RELATED_ARTICLES posts', () => {
    const candidates = ['a', 'b', 'c', 'd', 'e'].map((id) => post(id, 'Technology'));
    const related = relatedArticles(current, candidates);
    expect(RELATED_ARTICLES).toBe(3);
    expect(related.map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });

  it('counts the current post out before the limit', () => {
    const candidates = ['a', 'current', 'b', 'c'].map((id) => post(id, 'Technology'));
    expect(relatedArticles(current, candidates).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });

  it('never offers a draft, by either flag', () => {
    const candidates = [
      post('a', 'Technology', { status: 'draft' }),
      post('b', 'Technology', { isDraft: true }),
      post('c', 'Technology'),
    ];
    expect(relatedArticles(current, candidates).map((p) => p._id)).toEqual(['c']);
  });

  it('is empty when nothing matches', () => {
    expect(relatedArticles(current, [])).toEqual([]);
    expect(relatedArticles(current, [post('a', 'Health')])).toEqual([]);
  });
});

describe('isDraft', () => {
  it('is true when the status is draft or the draft flag is set', () => {
    expect(isDraft({ status: 'draft', isDraft: false })).toBe(true);
    expect(isDraft({ status: 'published', isDraft: true })).toBe(true);
    expect(isDraft({ status: 'published', isDraft: false })).toBe(false);
  });
});

describe('read time', () => {
  it('shows the minutes as "N min read", 5 by default', () => {
    expect(readTime(readMinutes(8))).toBe('8 min read');
    expect(readTime(readMinutes('12 min read'))).toBe('12 min read');
    expect(readMinutes(0)).toBe(DEFAULT_READ_MINUTES);
    expect(readMinutes(null)).toBe(DEFAULT_READ_MINUTES);
    expect(readTime(readMinutes(undefined))).toBe('5 min read');
  });
});

describe('displayAuthor', () => {
  it('keeps a named author', () => {
    expect(displayAuthor('  Priya Raman ')).toBe('Priya Raman');
  });
  it('falls back to the company name for no author or the placeholder Admin', () => {
    expect(displayAuthor('')).toBe(SITE_NAME);
    expect(displayAuthor(null)).toBe(SITE_NAME);
    expect(displayAuthor('admin')).toBe(SITE_NAME);
  });
});

describe('longDate', () => {
  it('writes the long month, day and year, in UTC', () => {
    expect(longDate('2025-03-03T23:30:00.000Z')).toBe('March 3, 2025');
  });

  it('words a date it cannot read as the browser would, without throwing', () => {
    expect(longDate('not a date')).toBe('Invalid Date');
  });
});

describe('publishedBy', () => {
  it('is the byline of SPEC 2.4 with the long date', () => {
    expect(publishedBy('Ada Lovelace', '2024-12-31T23:59:59.000Z')).toBe(
      'Published by Ada Lovelace on December 31, 2024',
    );
  });
});

describe('pageParam', () => {
  it('reads a positive page number and defaults to 1', () => {
    expect(pageParam('?page=2')).toBe(2);
    expect(pageParam('')).toBe(1);
    expect(pageParam('?page=0')).toBe(1);
    expect(pageParam('?page=-3')).toBe(1);
    expect(pageParam('?page=abc')).toBe(1);
    expect(pageParam('?page=1.5')).toBe(1);
  });
});

describe('shareLinks', () => {
  it('passes the encoded article URL to both networks', () => {
    const links = shareLinks('https://kestrel.example/blog/a b');
    expect(links.social).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkestrel.example%2Fblog%2Fa%20b',
    );
    expect(links.professional).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fkestrel.example%2Fblog%2Fa%20b',
    );
  });
});

describe('leadText', () => {
  it('uses the default text when the post has no excerpt', () => {
    expect(leadText('  ', 'Default')).toBe('Default');
  });
  it('keeps a whole excerpt as it is', () => {
    expect(leadText('A short summary.', 'Default')).toBe('A short summary.');
  });
  it('ends an excerpt cut mid-word at its last whole word', () => {
    expect(leadText('came to us with a familiar complaint: their o...', 'Default')).toBe(
      'came to us with a familiar complaint: their…',
    );
    expect(leadText('slow, mobile conversion was sliding, and...', 'Default')).toBe(
      'slow, mobile conversion was sliding…',
    );
  });
});
