/**
 * What a page request says about its visit, reduced to what is counted (docs/decisions/044): whether it is counted
 * at all, where it came from (a site's name, never the referrer's address), the device class and the language.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

export type Device = 'phone' | 'tablet' | 'desktop';

/** A source when the request names none: typed in, a bookmark, an app, or a referrer a browser withheld. */
export const DIRECT = 'direct';
/** The source of a page opened from another page of the site: not an arrival, so no source is counted for it. */
export const INTERNAL = '(internal)';
export const UNKNOWN_LANGUAGE = '(unknown)';

/** Longest value kept of a path, a site or a campaign parameter; anything longer is cut. */
const VALUE_MAX = 100;

/**
 * Not a person's page view: a link prefetched or prerendered in case it is followed (Sec-Purpose, Purpose,
 * X-Purpose, X-Moz), or a visitor who asked not to be tracked (Sec-GPC: 1, DNT: 1).
 */
export function declined(headers: IncomingHttpHeaders): boolean {
  return (
    headers['sec-purpose'] !== undefined ||
    headers.purpose !== undefined ||
    headers['x-purpose'] !== undefined ||
    headers['x-moz'] !== undefined ||
    headers['sec-gpc'] === '1' ||
    headers.dnt === '1'
  );
}

/** What a user agent is, worked out once per distinct agent (a bounded cache: parsing costs microseconds). */
interface Agent {
  bot: boolean;
  device: Device;
}
const AGENTS_KEPT = 2000;
const agents = new Map<string, Agent>();

/** The agent of `ua`; an empty or missing one is a script, counted as a bot. */
export function agentOf(ua: string | undefined): Agent {
  if (!ua) return { bot: true, device: 'desktop' };
  let agent = agents.get(ua);
  if (!agent) {
    const bot = isbot(ua);
    const type = bot ? undefined : new UAParser(ua).getDevice().type;
    agent = {
      bot,
      device: type === 'mobile' || type === 'wearable' ? 'phone' : type === 'tablet' ? 'tablet' : 'desktop',
    };
    if (agents.size >= AGENTS_KEPT) agents.clear();
    agents.set(ua, agent);
  }
  return agent;
}

/** The primary subtag of the first language of Accept-Language ('en' of 'en-GB,en;q=0.9'), or '(unknown)'. */
export function languageOf(acceptLanguage: string | undefined): string {
  const match = acceptLanguage ? /^\s*([a-zA-Z]{2,3})(?![a-zA-Z])/.exec(acceptLanguage) : null;
  return match ? (match[1] as string).toLowerCase() : UNKNOWN_LANGUAGE;
}

/** Sites named for what they are, by their host name (after 'www.'). */
const NAMED_SITES: [RegExp, string][] = [
  [/(^|\.)google\.(com|[a-z]{2}|com?\.[a-z]{2})$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)yahoo\.(com|[a-z]{2}|com?\.[a-z]{2})$/, 'Yahoo'],
  [/(^|\.)yandex\.(com|ru|[a-z]{2}|com\.tr)$/, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)search\.brave\.com$/, 'Brave Search'],
  [/(^|\.)qwant\.com$/, 'Qwant'],
  [/(^|\.)startpage\.com$/, 'Startpage'],
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'X (Twitter)'],
  [/(^|\.)(reddit\.com|redd\.it)$/, 'Reddit'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)news\.ycombinator\.com$/, 'Hacker News'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
  [/(^|\.)threads\.net$/, 'Threads'],
  [/(^|\.)pinterest\.(com|[a-z]{2}|com?\.[a-z]{2})$/, 'Pinterest'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)chatgpt\.com$/, 'ChatGPT'],
];

/** The host of an absolute http(s) URL, lower case and without 'www.', or null. */
export function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(url);
  if (!match) return null;
  const host = (match[1] as string).toLowerCase().replace(/^www\./, '');
  return /^[a-z0-9.-]+$/.test(host) ? host.slice(0, VALUE_MAX) : null;
}

/** Sources worked out per referrer, a bounded cache: most views come from a few referrers. */
const SOURCES_KEPT = 2000;
const sourcesByHosts = new WeakMap<ReadonlySet<string>, Map<string, string>>();

/** The source of a page request: its referrer's site named, 'direct' with none, '(internal)' from the site itself. */
export function sourceOf(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referer) return DIRECT;
  let sources = sourcesByHosts.get(ownHosts);
  if (!sources) {
    sources = new Map();
    sourcesByHosts.set(ownHosts, sources);
  }
  let source = sources.get(referer);
  if (source === undefined) {
    source = sourceOfSite(siteOf(referer), ownHosts);
    if (sources.size >= SOURCES_KEPT) sources.clear();
    sources.set(referer, source);
  }
  return source;
}

function sourceOfSite(site: string | null, ownHosts: ReadonlySet<string>): string {
  if (!site) return DIRECT;
  if (ownHosts.has(site)) return INTERNAL;
  for (const [pattern, name] of NAMED_SITES) if (pattern.test(site)) return name;
  return site;
}

/**
 * A campaign parameter as counted: without control characters (PostgreSQL's text refuses NUL, which would fail every
 * write after it), trimmed, at most 100 characters, '' when absent.
 */
const campaignValue = (value: string | null) =>
  (value ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, VALUE_MAX);

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

/** utm_source, utm_medium and utm_campaign of a query string ('' each when absent). */
export function campaignOf(query: string): Campaign {
  if (!query.includes('utm_')) return { source: '', medium: '', campaign: '' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return { source: '', medium: '', campaign: '' };
  }
  return {
    source: campaignValue(params.get('utm_source')),
    medium: campaignValue(params.get('utm_medium')),
    campaign: campaignValue(params.get('utm_campaign')),
  };
}

/** The host names the site answers as (PUBLIC_URL's, without 'www.'): a referrer there is the site itself. */
export function ownHostsOf(publicUrl: string): Set<string> {
  const site = siteOf(publicUrl);
  return new Set(site ? [site] : []);
}

/**
 * Where a lead (a contact message, a sign-up) came from, from the Referer of its form's page: its utm_source (or the
 * referrer's site when the form was posted from elsewhere) and utm_campaign. A form on the site without campaign
 * parameters gives 'direct': the page's own referrer is not known to the post (no cookie carries it).
 */
export function leadSourceOf(
  referer: string | undefined,
  ownHosts: ReadonlySet<string>,
): { source: string; campaign: string | null } {
  const query = referer?.split('#')[0]?.split('?')[1] ?? '';
  const campaign = campaignOf(query);
  const from = sourceOf(referer, ownHosts);
  return {
    source: campaign.source || (from === INTERNAL ? DIRECT : from),
    campaign: campaign.campaign || null,
  };
}
