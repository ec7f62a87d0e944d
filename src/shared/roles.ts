/**
 * Staff roles (issue 25), highest first. A route declares the lowest role that may call it (the one guard
 * enforces it); the back office reads the same table to show each person only what they may do.
 */
import { withArticle } from './text';

export const ROLES = ['owner', 'administrator', 'editor', 'author', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `role` is `needed` or above it. */
export const atLeast = (role: Role, needed: Role): boolean => ROLES.indexOf(role) <= ROLES.indexOf(needed);

/** The roles someone with `role` may give in an invitation, or take away by removing the person. */
export function rolesManagedBy(role: Role): readonly Role[] {
  if (atLeast(role, 'administrator')) return ['administrator', 'editor', 'author', 'contributor'];
  if (role === 'editor') return ['author', 'contributor'];
  return [];
}

export const ROLE_WORDS: Record<Role, { name: string; does: string }> = {
  owner: { name: 'Owner', does: 'Everything, including backups and handing the site over. There is one.' },
  administrator: {
    name: 'Administrator',
    does: 'Everything but ownership and the backup download: staff, subscribers, legal pages, contact details.',
  },
  editor: {
    name: 'Editor',
    does: 'All content of every section, publishing, media, contact messages and the activity log; invites Authors and Contributors.',
  },
  author: { name: 'Author', does: 'Writes and publishes their own posts and uploads images; sees the rest read-only.' },
  contributor: {
    name: 'Contributor',
    does: 'Writes drafts of their own posts and submits them for review; cannot publish.',
  },
};

export const ROLE_MESSAGES = {
  forbidden: 'Your role does not allow this. Ask an administrator if you need it.',
  cannotGiveRole: 'Your role cannot give or take away that role.',
  ownerByHandover: 'Ownership is handed over, not given: use "Make owner" with your password.',
  lastOwner: 'The owner cannot be removed or given another role: hand ownership over first.',
  handoverPassword: 'That password is not right.',
  handoverSelf: 'You are the owner already.',
  notOwnPost: 'Only its writer or an editor can change this post.',
  contributorPublish: 'Contributors cannot publish or schedule: submit the post for review.',
  reviewOnlyDrafts: 'Only a draft can be submitted for review.',
  notInReview: 'This post is not waiting for review.',
  noteRequired: 'Say what the writer should change.',
} as const;

/**
 * What each back-office section needs (issue 25): `see` to be in the sidebar at all, `change` to use its
 * forms and buttons (below it the section is shown read-only, saying why). The server decides the same on
 * every call (each route's role); this only keeps the back office from offering what would be refused.
 */
export const SECTION_ROLES = {
  dashboard: { see: 'contributor', change: 'contributor' },
  blogs: { see: 'contributor', change: 'contributor' },
  media: { see: 'contributor', change: 'editor' },
  products: { see: 'author', change: 'editor' },
  services: { see: 'author', change: 'editor' },
  state: { see: 'author', change: 'editor' },
  stateForm: { see: 'author', change: 'editor' },
  team: { see: 'author', change: 'editor' },
  AchievementForm: { see: 'author', change: 'editor' },
  StepForm: { see: 'author', change: 'editor' },
  AboutForm: { see: 'author', change: 'editor' },
  About: { see: 'author', change: 'editor' },
  companyValues: { see: 'author', change: 'editor' },
  ContactInfoForm: { see: 'author', change: 'administrator' },
  terms: { see: 'author', change: 'administrator' },
  refund: { see: 'author', change: 'administrator' },
  privacy: { see: 'author', change: 'administrator' },
  userSubmissions: { see: 'editor', change: 'editor' },
  trash: { see: 'editor', change: 'editor' },
  activity: { see: 'editor', change: 'editor' },
  staff: { see: 'editor', change: 'editor' },
  subscribers: { see: 'administrator', change: 'administrator' },
  analytics: { see: 'editor', change: 'editor' },
} as const satisfies Record<string, { see: Role; change: Role }>;

/** The words of a section shown read-only. */
export const readOnlyNotice = (role: Role, needed: Role) =>
  `Read-only: as ${withArticle(ROLE_WORDS[role].name)} you can see this section; changing it needs ${withArticle(ROLE_WORDS[needed].name)} or above.`;

type PostAccess = { writerId: string | null; status: 'draft' | 'published' | 'scheduled' | 'review' };
/** The statuses of a post that only its writer (and the editors) may see. */
export const UNPUBLISHED: readonly PostAccess['status'][] = ['draft', 'review'];

/**
 * Whether `admin` may change (or delete) a post (issue 25): Editors and above every post; an Author their own;
 * a Contributor their own while it is a draft or in review. The server enforces it (blog-access.ts); the back
 * office shows the others read-only.
 */
export function mayChangePost(admin: { id: string; role: Role }, post: PostAccess): boolean {
  if (atLeast(admin.role, 'editor')) return true;
  if (post.writerId !== admin.id) return false;
  return admin.role === 'author' || UNPUBLISHED.includes(post.status);
}

/** Whether `admin` may read a post: one writer's drafts are invisible to the other Authors and Contributors. */
export function maySeePost(admin: { id: string; role: Role }, post: PostAccess): boolean {
  return atLeast(admin.role, 'editor') || post.writerId === admin.id || !UNPUBLISHED.includes(post.status);
}

/** The statuses `admin` may save a post with: a Contributor only drafts and posts in review. */
export const mayPublish = (admin: { role: Role }) => admin.role !== 'contributor';
