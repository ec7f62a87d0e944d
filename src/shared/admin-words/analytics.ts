/**
 * The back office's Analytics section (issue 28): visitors and leads counted by the site itself, without cookies,
 * a script or a third party. The spec has none of these words; they are short and plain.
 */

/** The ranges offered, in days back from today (today included); 'custom' takes two dates. */
export const ANALYTICS_RANGES = [
  { key: 'today', days: 1, label: 'Today' },
  { key: '7d', days: 7, label: '7 days' },
  { key: '30d', days: 30, label: '30 days' },
  { key: '90d', days: 90, label: '90 days' },
] as const;

export const ANALYTICS_WORDS = {
  heading: 'Analytics',
  intro:
    'Visitors, what they read, where they came from and what became a lead: counted by this site as it answers each page, with no cookie, no script and no third party.',
  range: 'Period',
  custom: 'Chosen dates',
  from: 'From',
  to: 'To',
  loading: 'Counting...',
  failed: 'The figures could not be loaded.',
  badRange: 'Choose a start date on or before the end date.',
  visitors: 'Visitors',
  pageviews: 'Page views',
  /** Against the period of the same length just before. */
  change: (percent: number | null) =>
    percent === null ? 'new this period' : `${percent > 0 ? '+' : ''}${percent}% on the period before`,
  overTime: 'Visitors and page views',
  day: 'Day',
  pages: 'Top pages',
  page: 'Page',
  sources: 'Sources',
  source: 'Source',
  campaigns: 'Campaigns',
  campaign: 'Campaign',
  medium: 'Medium',
  devices: 'Devices',
  device: 'Device',
  languages: 'Languages',
  language: 'Language',
  leads: 'Leads by source',
  contacts: 'Contact messages',
  subscribers: 'Sign-ups',
  none: 'Nothing counted in this period yet.',
  emptyTitle: 'No visits counted in this period',
  emptyText:
    'Views are counted from the moment the site answers them; visits by search engine robots, by staff and by browsers that ask not to be tracked are not counted.',
  export: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'The export could not be made. Please try again.',
  views30d: (views: number) => `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'} in 30 days`,
} as const;

/** The answer of `GET /api/admin/analytics` (issue 28), each list largest first. */
export interface AnalyticsReport {
  visitors: number;
  pageviews: number;
  previous: { visitors: number; pageviews: number };
  series: { date: string; visitors: number; pageviews: number }[];
  pages: { path: string; visitors: number; pageviews: number }[];
  sources: { source: string; visitors: number }[];
  campaigns: { campaign: string; source: string; medium: string; visitors: number }[];
  devices: { device: string; visitors: number }[];
  languages: { language: string; visitors: number }[];
  leads: { source: string; campaign: string; contacts: number; subscribers: number }[];
}

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export const percentChange = (now: number, before: number): number | null =>
  before === 0 ? (now === 0 ? 0 : null) : Math.round(((now - before) / before) * 100);
