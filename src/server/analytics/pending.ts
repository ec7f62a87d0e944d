/**
 * The counts of one instance not yet written (docs/decisions/044): views per (hour, page, source, campaign,
 * device, language), and the visitor hashes seen per (day, dimension, value). Both are bounded: past a cap per
 * hour, a new page, site or campaign value counts as '(other)'; past a cap of rows, a new combination counts in one
 * '(other)' row of its hour; past a cap of visitor entries, new ones are dropped (visitors are then undercounted,
 * never views).
 */

export const OTHER = '(other)';
/** Distinct values of one dimension admitted per hour (paths, sources, each campaign parameter, languages). */
export const VALUES_PER_HOUR = 1000;
/** View rows pending at most (each a row of one upsert). */
export const VIEW_ROWS_MAX = 10_000;
/** Visitor entries pending at most. */
export const SEEN_MAX = 50_000;

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

export class PendingCounts {
  views = new Map<string, number>();
  seen = new Set<string>();
  /** Visitor entries dropped at the cap since the start (reported in the log once per flush). */
  droppedSeen = 0;

  get size(): number {
    return this.views.size + this.seen.size;
  }

  addView(fields: Omit<ViewRow, 'views'>, views = 1): void {
    let key = [
      fields.hour,
      fields.path,
      fields.source,
      fields.utm_source,
      fields.utm_medium,
      fields.utm_campaign,
      fields.device,
      fields.language,
    ].join(SEP);
    if (!this.views.has(key) && this.views.size >= VIEW_ROWS_MAX) {
      key = [fields.hour, OTHER, OTHER, '', '', '', OTHER, OTHER].join(SEP);
    }
    this.views.set(key, (this.views.get(key) ?? 0) + views);
  }

  addSeen(day: string, dimension: string, value: string, visitor: string): void {
    const key = day + SEP + dimension + SEP + value + SEP + visitor;
    if (this.seen.size >= SEEN_MAX && !this.seen.has(key)) {
      this.droppedSeen++;
      return;
    }
    this.seen.add(key);
  }

  /** Adds `other`'s counts to these (a failed write's, kept for the next try), within the same bounds. */
  merge(other: PendingCounts): void {
    for (const row of other.viewRows()) this.addView(row, row.views);
    for (const key of other.seen) {
      const [day, dimension, value, visitor] = key.split(SEP) as [string, string, string, string];
      this.addSeen(day, dimension, value, visitor);
    }
  }

  /** The view rows, ordered by their key (so that instances writing at once take row locks in one order). */
  viewRows(): ViewRow[] {
    return [...this.views.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, views]) => {
        const [hour, path, source, utm_source, utm_medium, utm_campaign, device, language] = key.split(SEP) as string[];
        return { hour, path, source, utm_source, utm_medium, utm_campaign, device, language, views } as ViewRow;
      });
  }

  seenRows(): SeenRow[] {
    return [...this.seen].sort().map((key) => {
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
