/** The office's address in structured data, in its parts (issue 27). */
import { describe, expect, it } from 'vitest';
import { postalAddress } from '../../src/web/public/seo';

describe('postalAddress', () => {
  it('splits a US address line into street, town, region and postal code', () => {
    expect(postalAddress('1420 Harbor View Drive, Suite 300, Portland, OR 97209')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1420 Harbor View Drive, Suite 300',
      addressLocality: 'Portland',
      addressRegion: 'OR',
      postalCode: '97209',
      addressCountry: 'US',
    });
  });

  it('keeps a line in another form whole, as the street address', () => {
    expect(postalAddress(' 10 Downing Street, London SW1A 2AA ')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '10 Downing Street, London SW1A 2AA',
    });
  });
});
