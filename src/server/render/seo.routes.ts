/**
 * What search engines and feed readers read: /sitemap.xml (every public page and published post, with
 * lastmod), /robots.txt (keeps crawlers out of the admin area, names the sitemap) and /blog/rss.xml.
 * Drafts appear in none of them.
 */
import { desc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../shared/text';
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

  app.get('/sitemap.xml', async (_request, reply) => {
    const [changes, posts] = await Promise.all([
      lastChanges(),
      app.db
        .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(eq(blogs.status, 'published'))
        .orderBy(desc(blogs.createdAt)),
    ]);
    const urls = [
      ...PAGES.map((page) => {
        const dates = page.tables.map((name) => changes.get(name)?.getTime() ?? 0);
        const newest = Math.max(...dates);
        return { loc: `${base}${page.path}`, lastmod: newest > 0 ? day(new Date(newest)) : null };
      }),
      ...posts.map((post) => ({ loc: `${base}/blog/${encodeURIComponent(post.slug)}`, lastmod: day(post.updatedAt) })),
    ];
    const body = urls
      .map((u) => `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
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
