/** Structured data (schema.org JSON-LD) shared by public pages. */
import type { ContactInfo } from '../../shared/schemas/content';
import { SITE_NAME } from './page';

/** The company's logo mark, square (the site icon): the logo of structured data, never the 1200x630 banner. */
export const SITE_LOGO_PATH = '/favicon.svg';

/**
 * The office's address as schema.org wants it, in parts, from the one line the contact information holds:
 * `1420 Harbor View Drive, Suite 300, Portland, OR 97209` is the street (all before the town), the town, and the
 * region with its postal code. A line in another form is the street address alone.
 */
export function postalAddress(location: string): Record<string, string> {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const regionAndCode = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? '');
  if (!regionAndCode || parts.length < 3) return { '@type': 'PostalAddress', streetAddress: location.trim() };
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2) as string,
    addressRegion: regionAndCode[1] as string,
    postalCode: regionAndCode[2] as string,
    addressCountry: 'US',
  };
}

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
    logo: new URL(SITE_LOGO_PATH, url).href,
    image: new URL('/images/og-default.png', url).href,
    description: 'Software and digital services: web development, mobile apps, UI/UX design and digital marketing.',
    ...(info
      ? {
          email: info.email,
          telephone: info.phone,
          address: postalAddress(info.location),
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
