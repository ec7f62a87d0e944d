/** Structured data (schema.org JSON-LD) shared by public pages. */
import { SITE_NAME } from './page';

/** The company, for the home page; `url` is any URL of the site (its origin is used). */
export function organizationJsonLd(url: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', url).href,
    logo: new URL('/images/og-default.png', url).href,
    description: 'Software and digital services: web development, mobile apps, UI/UX design and digital marketing.',
  };
}
