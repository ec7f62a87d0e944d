import type { Blog } from '../../../shared/schemas/blog';
import { SITE_NAME } from '../page';
import { SITE_LOGO_PATH } from '../seo';
import { displayAuthor } from './post';

const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png';

/** schema.org `BlogPosting` for an article; `url` is the page's address (canonical: its path alone). */
export function blogPostingJsonLd(post: Blog, description: string, url: URL): Record<string, unknown> {
  const canonical = new URL(url.pathname, url).href;
  const author = displayAuthor(post.author);
  const company = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', url).href,
    logo: { '@type': 'ImageObject', url: new URL(SITE_LOGO_PATH, url).href },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: new URL(post.featuredImage ?? DEFAULT_SOCIAL_IMAGE, url).href,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: author === SITE_NAME ? company : { '@type': 'Person', name: author },
    publisher: company,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    mainEntityOfPage: canonical,
    url: canonical,
  };
}
