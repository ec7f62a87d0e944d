/** The blog form's values: its dates in the browser's time zone, the statuses each role may choose, a new post. */
import { describe, expect, it } from 'vitest';
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { DEFAULT_BLOG_AUTHOR } from '../../src/shared/limits';
import type { AdminProfile } from '../../src/shared/schemas/auth';
import type { Blog } from '../../src/shared/schemas/blog';
import { fromLocalInput, statusOptions, toLocalInput, valuesOf } from '../../src/web/admin/blogs/blog-form-values';

const as = (role: AdminProfile['role']) => ({ role }) as AdminProfile;

describe('the blog form values', () => {
  it('shows an instant as the minute of this time zone and sends the same instant back', () => {
    const at = '2026-03-29T01:30:00.000Z';
    const local = toLocalInput(at);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const shown = new Date(at);
    expect(local).toBe(
      `${shown.getFullYear()}-${String(shown.getMonth() + 1).padStart(2, '0')}-${String(shown.getDate()).padStart(2, '0')}T${String(shown.getHours()).padStart(2, '0')}:${String(shown.getMinutes()).padStart(2, '0')}`,
    );
    expect(fromLocalInput(local)).toBe(at);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
  });

  it('lets a Contributor choose only a draft or a review, and the others publish and schedule', () => {
    const labels = (role: AdminProfile['role'], current?: Blog['status']) =>
      statusOptions(as(role), current).map((option) => option.label);
    expect(labels('contributor')).toEqual([W.draft, W.submitForReview]);
    for (const role of ['author', 'editor', 'owner'] as const) {
      expect(labels(role)).toEqual([W.draft, W.published, W.scheduled]);
      expect(labels(role, 'review')).toEqual([W.draft, W.published, W.scheduled, W.inReview]);
    }
  });

  it('starts a new post as a draft by the default author, with nothing else filled', () => {
    const values = valuesOf(null);
    expect(values.status).toBe('draft');
    expect(values.author).toBe(DEFAULT_BLOG_AUTHOR);
    expect(values.title).toBe('');
    expect(values.publishedAt).toBe('');
  });
});
