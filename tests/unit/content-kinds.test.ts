import { describe, expect, it } from 'vitest';
import { changedBy, changedFromText, changedToText, kindOf, MEDIA, readsOf } from '../../src/server/content/kinds';

describe('what a write empties (decision 053)', () => {
  it('names the kind of an API address, a route or a request alike', () => {
    expect(kindOf('/api/blog')).toBe('blog');
    expect(kindOf('/api/blog/slug/:slug')).toBe('blog');
    expect(kindOf('/api/blog?limit=3&page=2')).toBe('blog');
    expect(kindOf('/api/terms')).toBe('terms');
    expect(kindOf('/api/contact-info/:id')).toBe('contact-info');
    // /api/contact is the messages, not the contact details every page shows.
    expect(kindOf('/api/contact')).toBeNull();
    expect(kindOf('/blog')).toBeNull();
  });

  it('treats a write or read of no known kind as anything', () => {
    expect(changedBy('/api/blog/:id')).toEqual(['blog']);
    expect(changedBy('/api/service/order')).toEqual(['service']);
    // What the write reported it changed too: a kind it names, or anything for the library's images (a post's save
    // that sets its featured image's description changes the image's one description, decision 051).
    expect(changedBy('/api/blog/:id', [])).toEqual(['blog']);
    expect(changedBy('/api/blog/:id', ['terms', 'blog'])).toEqual(['blog', 'terms']);
    expect(changedBy('/api/blog/:id', [MEDIA])).toBeNull();
    expect(changedBy('/api/admin/media/:id')).toBeNull();
    expect(changedBy('/api/revisions/:id/restore')).toBeNull();
    expect(changedBy('/api/trash/:type/:id/restore')).toBeNull();
    expect(readsOf('/api/blog/moved/x')).toEqual(new Set(['blog']));
    expect(readsOf('/api/health')).toBeNull();
  });

  it('reads a notice back as it was sent, and anything from a notice it cannot read', () => {
    expect(changedFromText(changedToText(['blog', 'terms']))).toEqual(['blog', 'terms']);
    expect(changedFromText(changedToText(null))).toBeNull();
    expect(changedFromText(undefined)).toBeNull();
    expect(changedFromText('')).toBeNull();
    expect(changedFromText('blog,somethingnew')).toBeNull();
    expect(changedFromText('blog terms')).toBeNull();
  });
});
