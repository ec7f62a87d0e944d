/**
 * What every public page module exports, so that the route table, the server render (status, meta tags,
 * structured data) and the browser all treat pages alike:
 *
 *   export default function AboutPage() {...}                 // the page
 *   export async function loader(api, args) {...}            // its data (never throws for a failed block:
 *                                                            // it returns the block's error message instead)
 *   export function meta(data, url): PageMeta {...}          // its <title>, description, social card, JSON-LD
 *   export function status(data): number {...}               // optional: e.g. 404 for an unknown slug
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { Api } from '../api/client';

export interface PageMeta {
  /** The whole <title>, e.g. `About Us | Kestrel Digital`. */
  title: string;
  description: string;
  /** Rooted or absolute URL of the image for social cards; the site's default when absent. */
  image?: string | null;
  /** The social image described, when its page has a description for it. */
  imageAlt?: string | null;
  type?: 'website' | 'article';
  /** schema.org objects, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** The page's own address when its query is part of it (`/blog?page=2`); its path alone otherwise. */
  canonical?: string;
  /** Not for search engines (search results): noindex, and no canonical address. */
  noindex?: boolean;
  /** Article dates (ISO 8601), for Open Graph. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
}

export interface PageModule<Data = unknown> {
  default: ComponentType;
  loader?: (api: Api, args: LoaderFunctionArgs) => Promise<Data>;
  meta: (data: Data, url: URL) => PageMeta;
  status?: (data: Data) => number;
}

export const SITE_NAME = 'Kestrel Digital';

/** `Page | Kestrel Digital`. */
export const pageTitle = (page: string) => `${page} | ${SITE_NAME}`;

/** A block's data, or the message to show in its place (SPEC 8: each block fails on its own). */
export type Block<T> = { ok: true; data: T } | { ok: false; error: string };

/** Runs one block's fetch; a failure becomes `error` (the spec's message for that block), not a thrown error. */
export async function block<T>(fetcher: () => Promise<T>, error: string): Promise<Block<T>> {
  try {
    return { ok: true, data: await fetcher() };
  } catch {
    return { ok: false, error };
  }
}
