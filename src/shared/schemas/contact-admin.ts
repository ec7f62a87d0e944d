/**
 * The back office's list of contact messages, apart from contact.ts: the public contact form's module imports that
 * file, and every schema built in it ships with the page.
 */
import { z } from 'zod';
import { adminListSearch, adminPaging } from './admin-page';

/**
 * User Contacts' list (issue 29): a page of the messages (admin-page.ts), searched by `q`; with `around`, the page
 * that holds that message (a link from the bell or a mail), whatever `page` says; `X-Page` names it.
 */
export const contactListQuery = z.object({
  ...adminPaging,
  q: adminListSearch,
  around: z.uuid({ error: 'Not a message.' }).optional(),
});
