/**
 * Counting page views on the server (issue 28, docs/decisions/044): each instance adds views up in memory and
 * writes them every few seconds (ANALYTICS_FLUSH_SECONDS) as additive upserts, so a request never waits on the
 * database and a fleet sums correctly. A visitor is a hash of the site's secret, the day's salt, the client's
 * address and its user agent, cut to 96 bits: it counts a day's visitors once and follows no one to the next day.
 */
import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { agentOf, campaignOf, declined, languageOf, ownHostsOf, sourceOf } from './classify';
import { HourlyValues, PendingCounts, type PendingRow } from './pending';
import { forgetSeen, loadSalts, writeCounts } from './store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Visitor hashes of a day are forgotten this long after it ends: a flush retried across midnight still finds them. */
const SEEN_GRACE_MS = 10 * 60_000;
/** With this many visitor entries pending, a flush starts at once rather than at the next tick. */
const SEEN_FLUSH_EARLY = 3_000;
/**
 * Visitor hashes kept by address and agent until the next write (so no address stays in memory longer than one
 * interval): a visitor's further views meanwhile cost no hash.
 */
const VISITORS_KEPT = 10_000;
/** The longest path counted; longer ones are cut. */
const PATH_MAX = 200;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A page request as counted: from Fastify's request or from the front door's. */
export interface PageRequest {
  method: string;
  /** The request's target: path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The client's address (behind a trusted proxy, the one it names). */
  address: string;
  status: number;
  /**
   * The connection it came on (its socket), when known: the next view on it with the same agent, language and
   * address reuses what this one worked out (a browser sends one page after another on one connection).
   */
  connection?: object;
}

/** What a connection's last view worked out, reused while its headers are the same strings. */
interface LastView {
  agentHeader: string;
  languageHeader: string | undefined;
  address: string;
  dayKey: Buffer | null;
  device: string;
  language: string;
  visitor: string;
  /** The view's row, for a view of the same address from the same referrer in the same hour and flush. */
  url: string;
  referer: string | undefined;
  hour: string;
  pending: PendingCounts;
  row: PendingRow;
}

export interface VisitCounterOptions {
  db: Db;
  /** Derived from the site's secret: part of every visitor hash. */
  siteKey: Buffer;
  publicUrl: string;
  flushMs: number;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => number;
}

export class VisitCounter {
  pending = new PendingCounts();
  /** When the last flush ended well (ms since the epoch), or when counting started. */
  lastFlushAt: number;
  private readonly hourly = new HourlyValues();
  private readonly ownHosts: ReadonlySet<string>;
  private readonly now: () => number;
  private salts = new Map<string, string>();
  private hourStart = -1;
  private hour = '';
  private dayStart = 0;
  private dayEnd = 0;
  private day = '';
  /** HMAC(site key, the day's salt): null while the day's salt is not known (views count, visitors do not). */
  private dayKey: Buffer | null = null;
  private readonly visitors = new Map<string, string>();
  /**
   * Each open connection's last counted view: a WeakMap, so a closed connection's goes with it (its address is the
   * socket's own, kept as long as the socket is).
   */
  private readonly lastViews = new WeakMap<object, LastView>();
  private forgottenBefore = '';
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: VisitCounterOptions) {
    this.ownHosts = ownHostsOf(options.publicUrl);
    this.now = options.now ?? Date.now;
    this.lastFlushAt = this.now();
  }

  /** Loads the days' salts and starts writing every `flushMs` (an unref'd timer: it holds no process open). */
  async start(): Promise<void> {
    await this.refreshSalts().catch((error) =>
      this.options.log.warn({ err: error }, 'analytics: could not read the day salt; visitors count from the next try'),
    );
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending (a stop: SIGTERM, or the app closing). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flushing;
    await this.flush();
  }

  /** Counts `request` if it is a person's view of a public page (the caller knows it is the page route's). */
  count(request: PageRequest): void {
    if (request.method !== 'GET' || (request.status !== 200 && request.status !== 304)) return;
    const { headers } = request;
    if (declined(headers)) return;
    const now = this.now();
    if (now - this.hourStart >= HOUR_MS || now < this.hourStart) {
      this.hourStart = now - (now % HOUR_MS);
      this.hour = new Date(this.hourStart).toISOString();
    }
    if (now >= this.dayEnd || now < this.dayStart) this.enterDay(now);
    const agentHeader = headers['user-agent'];
    const languageHeader = headers['accept-language'];
    // The connection's last view, when its agent, language and address are the same strings (compared, not hashed).
    let last = request.connection ? this.lastViews.get(request.connection) : undefined;
    if (
      last &&
      (last.agentHeader !== agentHeader ||
        last.languageHeader !== languageHeader ||
        last.address !== request.address ||
        last.dayKey !== this.dayKey)
    ) {
      last = undefined;
    }
    // The same view again (a reload, the next of a series) in this hour and flush: the same row.
    if (
      last &&
      last.url === request.url &&
      last.referer === headers.referer &&
      last.hour === this.hour &&
      last.pending === this.pending
    ) {
      this.pending.addTo(last.row, last.visitor);
      return;
    }
    let device: string;
    let language: string;
    let visitor: string;
    if (last) {
      ({ device, language, visitor } = last);
    } else {
      const agent = agentOf(agentHeader);
      if (agent.bot) return;
      device = agent.device;
      language = languageOf(languageHeader);
      visitor = this.visitorOf(request.address, agentHeader as string);
    }

    const url = request.url;
    const mark = url.indexOf('?');
    let path = mark < 0 ? url : url.slice(0, mark);
    if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
    path = this.hourly.admit(this.hour, 'path', path.slice(0, PATH_MAX));
    const campaign = mark < 0 ? null : campaignOf(url.slice(mark + 1));
    const referred = sourceOf(headers.referer, this.ownHosts);
    const source = this.hourly.admit(this.hour, 'source', campaign?.source || referred);
    const utmSource = campaign ? this.hourly.admit(this.hour, 'utm_source', campaign.source) : '';
    const utmMedium = campaign ? this.hourly.admit(this.hour, 'utm_medium', campaign.medium) : '';
    const utmCampaign = campaign ? this.hourly.admit(this.hour, 'utm_campaign', campaign.campaign) : '';
    const admittedLanguage = this.hourly.admit(this.hour, 'language', language);
    const row = this.pending.add(
      this.hour,
      path,
      source,
      utmSource,
      utmMedium,
      utmCampaign,
      device,
      admittedLanguage,
      visitor,
    );
    if (request.connection) {
      this.lastViews.set(request.connection, {
        agentHeader: agentHeader as string,
        languageHeader,
        address: request.address,
        dayKey: this.dayKey,
        device,
        language,
        visitor,
        url,
        referer: headers.referer,
        hour: this.hour,
        pending: this.pending,
        row,
      });
    }
    if (this.pending.visitorEntries >= SEEN_FLUSH_EARLY && !this.flushing) void this.flush();
  }

  /** The visitor hash of this address and agent today ('' while the day's salt is not known). */
  private visitorOf(address: string, agent: string): string {
    const key = this.dayKey;
    if (!key) return '';
    const client = `${address}\u0000${agent}`;
    let visitor = this.visitors.get(client);
    if (visitor === undefined) {
      visitor = createHash('sha256').update(key).update(client).digest('base64url').slice(0, 16);
      if (this.visitors.size >= VISITORS_KEPT) this.visitors.clear();
      this.visitors.set(client, visitor);
    }
    return visitor;
  }

  /** Writes the pending counts; one flush at a time (a call while one runs waits for that one). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private enterDay(now: number): void {
    this.dayStart = now - (now % DAY_MS);
    this.dayEnd = this.dayStart + DAY_MS;
    this.day = dayOf(now);
    const salt = this.salts.get(this.day);
    this.dayKey = salt ? createHmac('sha256', this.options.siteKey).update(salt).digest() : null;
    // Yesterday's hashes go with yesterday's salt.
    this.visitors.clear();
  }

  /** Today's and tomorrow's salts, when either is not known yet: midnight needs no database. */
  private async refreshSalts(): Promise<void> {
    const now = this.now();
    const days = [dayOf(now), dayOf(now + DAY_MS)];
    if (days.every((day) => this.salts.has(day))) return;
    this.salts = await loadSalts(this.options.db, days);
    this.dayEnd = 0;
  }

  private async write(): Promise<void> {
    const { db, log } = this.options;
    const taken = this.pending;
    this.pending = new PendingCounts();
    this.visitors.clear();
    try {
      if (taken.size > 0) await writeCounts(db, taken.viewRows(), taken.seenRows());
      this.lastFlushAt = this.now();
    } catch (error) {
      // Kept for the next try, within the same bounds.
      this.pending.merge(taken);
      log.warn(
        { err: error, pending: this.pending.size },
        'analytics: could not write the counts; kept for the next try',
      );
      return;
    }
    try {
      await this.refreshSalts();
      const forgetBefore = dayOf(this.now() - SEEN_GRACE_MS);
      if (forgetBefore !== this.forgottenBefore) {
        await forgetSeen(db, forgetBefore);
        this.forgottenBefore = forgetBefore;
      }
    } catch (error) {
      log.warn({ err: error }, 'analytics: could not renew the day salt');
    }
  }
}
