import { z } from 'zod';

/** The top bar's search (issue 13): every kind of content, grouped by section on the page. */
export const adminSearchQuery = z.object({
  q: z
    .string({ error: 'Type at least 2 characters.' })
    .trim()
    .min(2, { error: 'Type at least 2 characters.' })
    .max(100, { error: 'Search for at most 100 characters.' }),
});

export const adminSearchResults = z.object({
  results: z.array(
    z.object({
      /** The resource's path name (`blog`, `service`…), or `contact` for a contact message. */
      type: z.string(),
      recordId: z.string(),
      title: z.string(),
      /** The words around the first match, as plain text. */
      snippet: z.string(),
    }),
  ),
});
export type AdminSearchResults = z.infer<typeof adminSearchResults>;
