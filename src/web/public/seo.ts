/** Structured data (schema.org JSON-LD) shared by public pages. */
import type { ContactInfo } from '../../shared/schemas/content';
import { SITE_NAME } from './page';

/**
 * The company, for the home page; `url` is any URL of the site (its origin is used). Its logo is the logo
 * mark (the site icon, a scalable SVG), not the social banner; with the published contact information it has
 * the office's address and a contact point.
 */
export function organizationJsonLd(url: URL, info?: ContactInfo | null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', url).href,
    logo: new URL('/favicon.svg', url).href,
    image: new URL('/images/og-default.png', url).href,
    description: 'Software and digital services: web development, mobile apps, UI/UX design and digital marketing.',
    ...(info
      ? {
          email: info.email,
          telephone: info.phone,
          address: { '@type': 'PostalAddress', streetAddress: info.location },
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              email: info.email,
              telephone: info.phone,
              url: new URL('/contact', url).href,
            },
          ],
        }
      : {}),
  };
}
