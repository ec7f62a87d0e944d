/**
 * The paging of the back office's lists (issue 29, decision 047): `limit` items a page, ADMIN_PAGE_SIZE when left
 * out and never more than ADMIN_LIST_MAX_LIMIT (a larger one is cut to it, so that an old client still gets its
 * first page), and `page` from 1. The answer is an array, as before, with the number of matches in all in
 * `X-Total-Count`.
 */
import { z } from 'zod';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_PAGE, ADMIN_PAGE_SIZE } from '../limits';

const wholeNumber = () =>
  z.coerce
    .number({ error: 'Must be a whole number.' })
    .int({ error: 'Must be a whole number.' })
    .min(1, { error: 'Must be at least 1.' });

export const adminPaging = {
  limit: wholeNumber()
    .default(ADMIN_PAGE_SIZE)
    .transform((n) => Math.min(n, ADMIN_LIST_MAX_LIMIT)),
  page: wholeNumber().max(ADMIN_LIST_MAX_PAGE, { error: 'There are not that many pages.' }).default(1),
};

/** Words searched in a list: none when empty. */
export const adminListSearch = z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).optional();

/** One page of a list as the back office reads it: the items and how many match in all. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}
