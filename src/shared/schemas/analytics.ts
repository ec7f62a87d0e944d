/** The analytics report (issue 28): page views and visitors of a period, where they came from, and the leads. */
import { z } from 'zod';

/** The longest period one report covers (two years and a bit: what is kept). */
export const ANALYTICS_MAX_DAYS = 800;
/** Each list of a report holds its largest entries, this many at most. */
export const ANALYTICS_LIST_MAX = 100;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Send a date as YYYY-MM-DD.' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'Send a date that exists, as YYYY-MM-DD.',
    },
  );

/** Both days included, in the site's time zone (UTC, as every date of the site). */
export const analyticsQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < ANALYTICS_MAX_DAYS * 86_400_000, {
    error: `A report covers at most ${ANALYTICS_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const n = z.number().int();

export const analyticsReport = z.object({
  /** Unique visitors of each day, added up over the period (a visitor is not followed from one day to the next). */
  visitors: n,
  pageviews: n,
  /** The same figures for the period of the same length just before. */
  previous: z.object({ visitors: n, pageviews: n }),
  series: z.array(z.object({ date: z.string(), visitors: n, pageviews: n })),
  pages: z.array(z.object({ path: z.string(), visitors: n, pageviews: n })),
  /** Where visitors arrived from: a search engine or social network by name, a site, or 'direct'. */
  sources: z.array(z.object({ source: z.string(), visitors: n })),
  campaigns: z.array(z.object({ campaign: z.string(), source: z.string(), medium: z.string(), visitors: n })),
  devices: z.array(z.object({ device: z.string(), visitors: n })),
  languages: z.array(z.object({ language: z.string(), visitors: n })),
  /** Contact messages and newsletter sign-ups received in the period, by the source of the visit that sent them. */
  leads: z.array(z.object({ source: z.string(), campaign: z.string(), contacts: n, subscribers: n })),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
