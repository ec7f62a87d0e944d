/**
 * Every public page as a search engine or a browser without JavaScript gets it: the content is in the
 * HTML, each page has its own title and description, a canonical URL, social-card tags, and structured data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/seed';
import { PUBLIC_MESSAGES, SITE } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let html: Record<string, string>;
const BASE = 'https://www.kestrel.example';
const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  await seedDemo(t.database.db, t.app.storage);
  const [post] = (await api('/blog?limit=1')).blogs;
  const paths = [
    '/',
    '/about',
    '/services',
    '/products',
    '/blog',
    `/blog/${post.slug}`,
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/refund-policy',
  ];
  html = {};
  for (const path of paths) {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(200);
    html[path] = res.body;
  }
}, 120_000);
afterAll(() => t.close());

/** The text of an HTML fragment, entities decoded, for "does the page say X" checks. */
const text = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const tag = (body: string, pattern: RegExp) => body.match(pattern)?.[1];

describe('public pages without JavaScript', () => {
  it('carry their content in the HTML the server sends', async () => {
    const [services, products, team, posts, terms, refund, privacy, about, info] = await Promise.all([
      api('/service'),
      api('/product'),
      api('/team'),
      api('/blog?limit=9'),
      api('/terms'),
      api('/refund'),
      api('/privacypolicy'),
      api('/aboutus'),
      api('/contact-info'),
    ]);
    const expectations: Record<string, string[]> = {
      '/': [
        SITE.heroHeadline,
        PUBLIC_MESSAGES.clientsHeading,
        services[0].name,
        PUBLIC_MESSAGES.recentWorkHeading,
        products[0].name,
        PUBLIC_MESSAGES.contactHeading,
      ],
      '/about': [PUBLIC_MESSAGES.highlightPhrase, about[0].aboutTitle, `${team[0].firstName} ${team[0].lastName}`],
      '/services': [
        PUBLIC_MESSAGES.servicesHeroTitle,
        PUBLIC_MESSAGES.servicesHeroSubtitle,
        ...services.map((s: { name: string }) => s.name),
      ],
      '/products': [PUBLIC_MESSAGES.productsHeroTitle, ...products.map((p: { name: string }) => p.name)],
      '/blog': [PUBLIC_MESSAGES.blogsHeroTitle, ...posts.blogs.map((b: { title: string }) => b.title)],
      [`/blog/${posts.blogs[0].slug}`]: [posts.blogs[0].title, PUBLIC_MESSAGES.relatedArticles],
      '/contact': [PUBLIC_MESSAGES.contactHeading, info.email],
      '/terms-of-service': terms[0].sections.map((s: { title: string }) => s.title),
      '/refund-policy': refund[0].items.map((i: { heading: string }) => i.heading),
      '/privacy-policy': privacy.sections.map((s: { title: string }) => s.title),
    };
    for (const [path, phrases] of Object.entries(expectations)) {
      const pageText = text(html[path] ?? '');
      for (const phrase of phrases) expect(pageText, `${path} says "${phrase}"`).toContain(phrase);
    }
  });

  it('each have a title and description of their own, a canonical URL and social-card tags', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, body] of Object.entries(html)) {
      const title = tag(body, /<title>([^<]+)<\/title>/);
      const description = tag(body, /<meta name="description" content="([^"]+)">/);
      expect(title, path).toMatch(/Kestrel Digital/);
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
      titles.add(title ?? '');
      descriptions.add(description ?? '');
      expect(tag(body, /<link rel="canonical" href="([^"]+)">/), path).toBe(`${BASE}${path}`);
      expect(tag(body, /<meta property="og:title" content="([^"]+)">/), path).toBe(title);
      expect(tag(body, /<meta property="og:image" content="([^"]+)">/), path).toMatch(
        /^https:\/\/www\.kestrel\.example\//,
      );
      expect(body, path).toContain('<meta name="twitter:card" content="summary_large_image">');
    }
    expect(titles.size).toBe(Object.keys(html).length);
    expect(descriptions.size).toBe(Object.keys(html).length);
  });

  it('describe the company on the home page and each article as structured data', () => {
    const jsonLd = (body: string) =>
      [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? '{}'),
      );
    const organization = jsonLd(html['/'] ?? '').find((d) => d['@type'] === 'Organization');
    // Its logo is the logo mark, not the social banner; the published contact details are its address and contact.
    expect(organization).toMatchObject({
      url: `${BASE}/`,
      logo: `${BASE}/favicon.svg`,
      // The address in its parts (issue 27), not one line.
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1420 Harbor View Drive, Suite 300',
        addressLocality: 'Portland',
        addressRegion: 'OR',
        postalCode: '97209',
        addressCountry: 'US',
      },
      contactPoint: [expect.objectContaining({ '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+1/) })],
    });
    const articlePath = Object.keys(html).find((p) => p.startsWith('/blog/')) ?? '';
    const article = jsonLd(html[articlePath] ?? '').find((d) => d['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ mainEntityOfPage: `${BASE}${articlePath}` });
    // The publisher's logo is the square logo mark, not the 1200x630 social banner (issue 27).
    expect(article.publisher.logo).toEqual({ '@type': 'ImageObject', url: `${BASE}/favicon.svg` });
    expect(article.image).toMatch(/^https:\/\/www\.kestrel\.example\/uploads\//);
    expect(html[articlePath]).toContain('<meta property="og:type" content="article">');
  });
});
