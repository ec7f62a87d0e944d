/**
 * What search engines and feed readers read: /sitemap.xml (every public page and published post, with
 * lastmod), /robots.txt (keeps crawlers out of the admin area, names the sitemap) and /blog/rss.xml.
 * Drafts appear in none of them.
 *
 * Past SITEMAP_PART_SIZE addresses, /sitemap.xml becomes a sitemap index naming /sitemap-pages.xml and
 * /sitemap-posts-N.xml, each at most that many (posts oldest first, so a new post changes only the last
 * part). Every sitemap answer is kept like a page (compressed once, with an ETag) until content changes.
 */
import { asc, count, desc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/text';
import { readsOf } from '../content/kinds';
import {
  aboutUs,
  achievements,
  blogs,
  companyValues,
  contactInfo,
  growthSteps,
  privacyPolicies,
  products,
  refundPolicies,
  services,
  stats,
  teamMembers,
  terms,
} from '../db/schema';
import { notFound } from '../errors';
import { sendCached, withEncodings } from './encodings';
import { type CachedPage, cachedPage, type Reads } from './page-cache';

const TABLES = {
  services,
  products,
  stats,
  growthSteps,
  blogs,
  contactInfo,
  aboutUs,
  achievements,
  companyValues,
  teamMembers,
  privacyPolicies,
  terms,
  refundPolicies,
};

/** The public pages other than posts, and the tables whose changes date each one. */
const PAGES: { path: string; tables: (keyof typeof TABLES)[] }[] = [
  { path: '/', tables: ['services', 'products', 'stats', 'growthSteps', 'blogs', 'contactInfo'] },
  { path: '/about', tables: ['aboutUs', 'achievements', 'companyValues', 'teamMembers'] },
  { path: '/services', tables: ['services', 'growthSteps'] },
  { path: '/products', tables: ['products'] },
  { path: '/blog', tables: ['blogs'] },
  { path: '/contact', tables: ['contactInfo'] },
  { path: '/privacy-policy', tables: ['privacyPolicies'] },
  { path: '/terms-of-service', tables: ['terms'] },
  { path: '/refund-policy', tables: ['refundPolicies'] },
];

const FEED_SIZE = 20;
/** Addresses in one sitemap file (the protocol allows 50,000; smaller parts are quicker to make and read). */
export const SITEMAP_PART_SIZE = 5000;
const XML = 'application/xml; charset=utf-8';
const urlset = (urls: { loc: string; lastmod: string | null }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;
const day = (date: Date) => date.toISOString().slice(0, 10);

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  /** When each table last changed (its newest updated_at), read in one round of queries. */
  async function lastChanges(): Promise<Map<string, Date>> {
    const names = [...new Set(PAGES.flatMap((p) => p.tables))];
    const dates = await Promise.all(
      names.map(async (name) => {
        const table = TABLES[name] as typeof services;
        const query = app.db.select({ at: max(table.updatedAt) }).from(table);
        // A draft saved today does not change a public page.
        const [row] = await (name === 'blogs' ? query.where(eq(blogs.status, 'published')) : query);
        return [name, row?.at ? new Date(row.at) : null] as const;
      }),
    );
    const known = new Map<string, Date>();
    for (const [name, at] of dates) if (at) known.set(name, at);
    return known;
  }

  const published = eq(blogs.status, 'published');

  /** The pages other than posts, each dated by the newest change of what it shows. */
  async function pageUrls() {
    const changes = await lastChanges();
    return PAGES.map((page) => {
      const newest = Math.max(...page.tables.map((name) => changes.get(name)?.getTime() ?? 0));
      return { loc: `${base}${page.path}`, lastmod: newest > 0 ? day(new Date(newest)) : null };
    });
  }

  /** Published posts, oldest first, `limit` from `offset`. */
  async function postUrls(offset: number, limit: number) {
    const posts = await app.db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(published)
      .orderBy(asc(blogs.createdAt), asc(blogs.id))
      .offset(offset)
      .limit(limit);
    return posts.map((post) => ({
      loc: `${base}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: day(post.updatedAt),
    }));
  }

  /**
   * One sitemap answer, kept until what it `reads` changes (left out: any content, as the pages' dates read every
   * kind); null makes a 404.
   */
  function sitemap(key: string, make: () => Promise<string | null>, reads?: Reads) {
    return app.pageCache.load(`sitemap:${key}`, async () => {
      const xml = await make();
      if (xml === null) throw notFound();
      const page = cachedPage(200, xml, { 'content-type': XML });
      return { page: app.pageCache.enabled ? await withEncodings(page) : page, keep: true, reads };
    });
  }

  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) =>
    sendCached(request, reply.headers(page.headers ?? {}).header('cache-control', 'public, max-age=300'), page);

  app.get('/sitemap.xml', async (request, reply) => {
    const page = await sitemap('index', async () => {
      // How many posts, and when the newest change was, in one reading of an index (blogs_status_updated_idx).
      const [stats] = await app.db
        .select({ posts: count(), newest: max(blogs.updatedAt) })
        .from(blogs)
        .where(published);
      const posts = stats?.posts ?? 0;
      if (PAGES.length + posts <= SITEMAP_PART_SIZE)
        return urlset([...(await pageUrls()), ...(await postUrls(0, posts))]);
      const parts = Math.ceil(posts / SITEMAP_PART_SIZE);
      const lastmod = stats?.newest ? `<lastmod>${day(new Date(stats.newest))}</lastmod>` : '';
      const files = ['sitemap-pages.xml', ...Array.from({ length: parts }, (_, i) => `sitemap-posts-${i + 1}.xml`)];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `<sitemap><loc>${escapeHtml(`${base}/${file}`)}</loc>${lastmod}</sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    });
    return send(request, reply, page);
  });

  app.get('/sitemap-pages.xml', async (request, reply) =>
    send(request, reply, await sitemap('pages', async () => urlset(await pageUrls()))),
  );

  app.get<{ Params: { part: string } }>('/sitemap-posts-:part.xml', async (request, reply) => {
    const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0;
    if (!part) throw notFound();
    const page = await sitemap(
      `posts-${part}`,
      async () => {
        const urls = await postUrls((part - 1) * SITEMAP_PART_SIZE, SITEMAP_PART_SIZE);
        return urls.length > 0 ? urlset(urls) : null;
      },
      readsOf('/api/blog'),
    );
    return send(request, reply, page);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const disallow = [
      '/admin',
      '/login',
      '/emailrequest',
      '/verifyotp',
      '/resetpassword',
      '/SuccessMessage',
      '/ProfilePage',
      '/AchievementForm',
      '/StepForm',
      '/invite/',
      '/blog/preview/',
      '/api/',
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\n${disallow.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
      );
  });

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await app.db
      .select({
        slug: blogs.slug,
        title: blogs.title,
        excerpt: blogs.excerpt,
        author: blogs.author,
        category: blogs.category,
        publishedAt: blogs.publishedAt,
        createdAt: blogs.createdAt,
      })
      .from(blogs)
      .where(eq(blogs.status, 'published'))
      .orderBy(desc(blogs.createdAt))
      .limit(FEED_SIZE);
    const items = posts
      .map((post) => {
        const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
        return `<item><title>${escapeHtml(post.title)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid><description>${escapeHtml(post.excerpt)}</description><category>${escapeHtml(post.category)}</category><pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate></item>`;
      })
      .join('\n');
    const built = (posts[0]?.publishedAt ?? posts[0]?.createdAt ?? new Date()).toUTCString();
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
          `<title>Kestrel Digital blog</title><link>${escapeHtml(`${base}/blog`)}</link>` +
          `<atom:link href="${escapeHtml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
          `<description>Articles from the Kestrel Digital team on software, design and digital growth.</description>` +
          `<language>en</language><lastBuildDate>${built}</lastBuildDate>\n${items}\n</channel></rss>\n`,
      );
  });
};
