/**
 * The counts of one instance not yet written (docs/decisions/044): views per (hour, page, source, campaign,
 * device, language), and the visitor hashes seen per (day, dimension, value). Both are bounded: past a cap per
 * hour, a new page, site or campaign value counts as '(other)'; past a cap of rows, a new combination counts in one
 * '(other)' row of its hour; past a cap of visitor entries, new ones are dropped (visitors are then undercounted,
 * never views). Hours are ISO times in UTC, so a row's day is its hour's first ten characters.
 */

import { INTERNAL } from './classify';

export const OTHER = '(other)';
/** Distinct values of one dimension admitted per hour (paths, sources, each campaign parameter, languages). */
export const VALUES_PER_HOUR = 1000;
/** View rows pending at most (each a row of one upsert). */
export const VIEW_ROWS_MAX = 10_000;
/** Visitor entries (a visitor in a view row) pending at most: each is written as up to six rows of analytics_seen. */
export const SEEN_MAX = 10_000;

export interface ViewRow {
  hour: string;
  path: string;
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  language: string;
  views: number;
}

export interface SeenRow {
  day: string;
  dimension: string;
  value: string;
  visitor: string;
}

const SEP = '\u0000';

/** A pending view row: its views, and the visitors (hashes) who made them, each once. */
export interface PendingRow {
  fields: Omit<ViewRow, 'views'>;
  views: number;
  visitors: Set<string>;
}

export class PendingCounts {
  readonly rows = new Map<string, PendingRow>();
  /** Visitor entries held in all rows (bounded by SEEN_MAX). */
  visitorEntries = 0;

  get size(): number {
    return this.rows.size + this.visitorEntries;
  }

  /**
   * Adds `views` to the row of these fields, and `visitor` (a hash, or '' when the day's salt is not known) to its
   * visitors. A view seen again costs a key, a lookup and a set's `has`: the dimensions a visitor counts in are
   * worked out when the counts are written.
   */
  add(
    hour: string,
    path: string,
    source: string,
    utmSource: string,
    utmMedium: string,
    utmCampaign: string,
    device: string,
    language: string,
    visitor: string,
    views = 1,
  ): PendingRow {
    let key = `${hour}${SEP}${path}${SEP}${source}${SEP}${utmSource}${SEP}${utmMedium}${SEP}${utmCampaign}${SEP}${device}${SEP}${language}`;
    let row = this.rows.get(key);
    if (!row) {
      if (this.rows.size >= VIEW_ROWS_MAX) {
        key = `${hour}${SEP}${OTHER}`;
        row = this.rows.get(key);
      }
      if (!row) {
        const other = key.length === hour.length + 1 + OTHER.length;
        row = {
          fields: other
            ? {
                hour,
                path: OTHER,
                source: OTHER,
                utm_source: '',
                utm_medium: '',
                utm_campaign: '',
                device: OTHER,
                language: OTHER,
              }
            : {
                hour,
                path,
                source,
                utm_source: utmSource,
                utm_medium: utmMedium,
                utm_campaign: utmCampaign,
                device,
                language,
              },
          views: 0,
          visitors: new Set(),
        };
        this.rows.set(key, row);
      }
    }
    this.addTo(row, visitor, views);
    return row;
  }

  /** Adds `views` and `visitor` to `row`, one `add` of these counts answered: a view seen again on a connection. */
  addTo(row: PendingRow, visitor: string, views = 1): void {
    row.views += views;
    if (visitor !== '' && !row.visitors.has(visitor)) {
      if (this.visitorEntries >= SEEN_MAX) return;
      row.visitors.add(visitor);
      this.visitorEntries++;
    }
  }

  /** Adds `other`'s counts to these (a failed write's, kept for the next try), within the same bounds. */
  merge(other: PendingCounts): void {
    for (const { fields: f, views, visitors } of other.rows.values()) {
      const args = [
        f.hour,
        f.path,
        f.source,
        f.utm_source,
        f.utm_medium,
        f.utm_campaign,
        f.device,
        f.language,
      ] as const;
      this.add(...args, '', views);
      for (const visitor of visitors) this.add(...args, visitor, 0);
    }
  }

  /** The view rows, ordered by their key (so that instances writing at once take row locks in one order). */
  viewRows(): ViewRow[] {
    return [...this.rows.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => ({ ...row.fields, views: row.views }));
  }

  /**
   * Each visitor once per day for the site, and for each page, source (not the site itself), campaign, device and
   * language they viewed, ordered.
   */
  seenRows(): SeenRow[] {
    const seen = new Set<string>();
    for (const { fields: f, visitors } of this.rows.values()) {
      if (visitors.size === 0) continue;
      const day = f.hour.slice(0, 10);
      const dimensions: [string, string][] = [
        ['site', ''],
        ['page', f.path],
        ['device', f.device],
        ['language', f.language],
      ];
      if (f.source !== INTERNAL) dimensions.push(['source', f.source]);
      if (f.utm_source || f.utm_medium || f.utm_campaign)
        dimensions.push(['campaign', JSON.stringify([f.utm_campaign, f.utm_source, f.utm_medium])]);
      for (const visitor of visitors)
        for (const [dimension, value] of dimensions) seen.add(day + SEP + dimension + SEP + value + SEP + visitor);
    }
    return [...seen].sort().map((key) => {
      const [day, dimension, value, visitor] = key.split(SEP) as [string, string, string, string];
      return { day, dimension, value, visitor };
    });
  }
}

/** The values of each dimension admitted in the current hour: a flood of new values becomes '(other)'. */
export class HourlyValues {
  private hour = '';
  private readonly admitted = new Map<string, Set<string>>();

  /** `value`, or '(other)' when `dimension` already had VALUES_PER_HOUR distinct values in `hour`. */
  admit(hour: string, dimension: string, value: string): string {
    if (value === '') return value;
    if (hour !== this.hour) {
      this.hour = hour;
      this.admitted.clear();
    }
    let values = this.admitted.get(dimension);
    if (!values) {
      values = new Set();
      this.admitted.set(dimension, values);
    }
    if (values.has(value)) return value;
    if (values.size >= VALUES_PER_HOUR) return OTHER;
    values.add(value);
    return value;
  }
}
