/**
 * Words of the back office's history (issue 12): each form's 'History', 'Recently deleted' and 'Activity'.
 * The spec has none of these; they are short and plain, and the API's messages for them live here too.
 */

/** Days a deleted record can be brought back. */
export const TRASH_DAYS = 30;

export const HISTORY_MESSAGES = {
  revisionNotFound: 'That version was not found.',
  trashNotFound: 'That record is not in Recently deleted (it may be older than 30 days, or already restored).',
  restoreConflict:
    'This version cannot be restored while another record holds its place (the same web address, or the one record of its kind).',
} as const;

export const HISTORY_WORDS = {
  history: 'History',
  historyTitle: (title: string) => `History of ${title}`,
  loading: 'Loading history...',
  loadFailed: 'The history could not be loaded.',
  empty: 'No saved versions yet.',
  current: 'Current version',
  compare: 'Compare with current',
  noChanges: 'Same as the current version.',
  legend: 'Struck out in red: only in this version. In green: only in the current version.',
  field: 'Field',
  before: 'Only in this version',
  after: 'Only in the current version',
  restore: 'Restore this version',
  restoring: 'Restoring...',
  restored: 'The version was restored. Its content is now the current version.',
  restoreFailed: 'The version could not be restored.',
  close: 'Close',
  system: 'the system',
  actions: {
    create: 'Created',
    update: 'Saved',
    delete: 'Deleted',
    restore: 'Restored',
    publish: 'Published',
    schedule: 'Scheduled',
    unpublish: 'Unpublished',
    submit: 'Submitted for review',
    return: 'Sent back to its writer',
    'sign-in': 'Signed in',
    'password-change': 'Changed password',
    'role-change': 'Changed a role',
    'ownership-handover': 'Handed ownership over',
    'staff-removal': 'Removed from the staff',
  } as Record<string, string>,
  trash: {
    heading: 'Recently deleted',
    intro: `Deleted records stay here for ${TRASH_DAYS} days, with their images, and can be brought back.`,
    loading: 'Loading deleted records...',
    loadFailed: 'The deleted records could not be loaded.',
    empty: 'Nothing was deleted in the last 30 days.',
    restore: 'Restore',
    restored: (title: string) => `${title || 'The record'} is back.`,
    restoreFailed: 'The record could not be restored.',
    deletedBy: 'Deleted by',
    deletedAt: 'Deleted',
    kind: 'Kind',
    title: 'Title',
    until: 'Kept until',
    pages: 'Recently deleted pages',
  },
  activity: {
    heading: 'Activity',
    intro: 'Every change made in the back office, and every sign-in: who, what and when.',
    loading: 'Loading activity...',
    loadFailed: 'The activity could not be loaded.',
    empty: 'No activity matches.',
    person: 'Person',
    everyone: 'Everyone',
    kind: 'Kind',
    everything: 'Everything',
    when: 'When',
    who: 'Who',
    what: 'What',
    fields: 'Changed fields',
    pagination: 'Activity pages',
  },
} as const;

/** The kinds of records, as the back office names them in history, trash and activity. */
export const HISTORY_TYPE_NAMES: Record<string, string> = {
  blog: 'Blog post',
  service: 'Service',
  product: 'Product',
  team: 'Team member',
  growthsteps: 'Growth step',
  stats: 'Stats',
  aboutus: 'About us',
  achievements: 'Achievement',
  'contact-info': 'Contact info',
  'company-values': 'Company values',
  terms: 'Terms of Service',
  refund: 'Refund Policy',
  privacypolicy: 'Privacy Policy',
  account: 'Account',
};

/** The back-office section where each kind of record is edited (links from the bell, issue 13). */
export const SECTION_OF_TYPE: Record<string, string> = {
  blog: 'blogs',
  service: 'services',
  product: 'products',
  team: 'team',
  growthsteps: 'StepForm',
  stats: 'stateForm',
  aboutus: 'AboutForm',
  achievements: 'AchievementForm',
  'contact-info': 'ContactInfoForm',
  'company-values': 'companyValues',
  terms: 'terms',
  refund: 'refund',
  privacypolicy: 'privacy',
};

/** A saved version as the history list answers it (`GET /api/revisions`). */
export interface RevisionSummary {
  _id: string;
  type: string;
  recordId: string;
  action: string;
  createdAt: string;
  admin: { email: string; name: string } | null;
}
/** One saved version with the record as it was saved (`GET /api/revisions/{id}`). */
export interface RevisionDetail extends RevisionSummary {
  data: Record<string, unknown>;
}
/** A deleted record (`GET /api/trash`). */
export interface TrashEntry {
  type: string;
  recordId: string;
  title: string;
  deletedAt: string;
  expiresAt: string;
  admin: { email: string; name: string } | null;
}
/** One entry of the activity log (`GET /api/admin/activity`). */
export interface ActivityEntry {
  at: string;
  admin: { email: string; name: string } | null;
  action: string;
  type: string;
  recordId: string | null;
  title: string;
  fields: string[];
}

/** What the bell says a colleague did (issue 25), beside the spec's notice text. */
const DONE: Record<string, string> = {
  create: 'added',
  update: 'saved',
  restore: 'restored',
  publish: 'published',
  unpublish: 'unpublished',
  schedule: 'scheduled',
  submit: 'submitted for review',
  return: 'sent back to its writer',
};
export const noticeDetail = (who: string, action: string, type: string, title: string) =>
  `${who} ${DONE[action] ?? action} ${(HISTORY_TYPE_NAMES[type] ?? type).toLowerCase()}${title ? ` "${title}"` : ''}`;
