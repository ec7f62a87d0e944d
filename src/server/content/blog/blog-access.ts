/**
 * Who may do what with a post (issue 25), declared once for the blog's routes. The route's role (CONTRIBUTOR)
 * lets the whole staff in; the rules of src/shared/roles.ts say which posts: Editors and above every post; an
 * Author their own, and the others' published and scheduled ones read-only; a Contributor their own drafts
 * and posts in review, never publishing. One writer's drafts are invisible to the other Authors and Contributors.
 */
import { or, type SQL, sql } from 'drizzle-orm';
import { mayChangePost, mayPublish, maySeePost, ROLE_MESSAGES, UNPUBLISHED } from '../../../shared/roles';
import type { AdminRow } from '../../auth/admins.service';
import { forbidden, hasRole } from '../../auth/guard';
import { blogs } from '../../db/schema';

type Post = Parameters<typeof mayChangePost>[1];

/** Whether `admin` may read the post at all (a post they may not read is answered as not found). */
export const maySee = (admin: AdminRow, post: Post) => maySeePost(admin, post);

/**
 * The posts `admin` may read, as a filter for the back office's list (none: every post). When the list is of one
 * `status`, the filter is said for that status alone (a draft: theirs; a published post: any), so that the
 * database reads one index rather than weighing an `or` against every post (issue 29).
 */
export function visiblePosts(admin: AdminRow, status?: Post['status']): SQL | undefined {
  if (hasRole(admin, 'editor')) return undefined;
  const mine = sql`${blogs.writerId} = ${admin.id}`;
  if (status) return UNPUBLISHED.includes(status) ? mine : undefined;
  return or(mine, sql`${blogs.status} in ('published', 'scheduled')`);
}

/** Refuses (403) a save that `admin` may not make: someone else's post, or a Contributor publishing. */
export function mustChange(admin: AdminRow, post: Post | null, status: Post['status']) {
  if (post && !mayChangePost(admin, post)) throw forbidden(ROLE_MESSAGES.notOwnPost);
  if (!mayPublish(admin) && status !== 'draft' && status !== 'review') {
    throw forbidden(ROLE_MESSAGES.contributorPublish);
  }
}
