/** A CSV cell of an export: formulas are text, phone numbers stay phone numbers (issue 27). */
import { describe, expect, it } from 'vitest';
import { contactCsvCell } from '../../src/server/content/contact/contact.routes';

describe('contactCsvCell', () => {
  it('leaves a phone number with a leading plus as it is', () => {
    expect(contactCsvCell('+1 555 0100')).toBe('"+1 555 0100"');
    expect(contactCsvCell('+4915112345678')).toBe('"+4915112345678"');
  });

  it('keeps guarding formulas that start with =, @, - or +', () => {
    expect(contactCsvCell('=SUM(A1:A2)')).toBe(`"'=SUM(A1:A2)"`);
    expect(contactCsvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(contactCsvCell('-2+3')).toBe(`"'-2+3"`);
    expect(contactCsvCell('+1+cmd|calc')).toBe(`"'+1+cmd|calc"`);
    expect(contactCsvCell('+1 555 0100*2')).toBe(`"'+1 555 0100*2"`);
    expect(contactCsvCell('\t=1')).toBe(`"'\t=1"`);
  });
});
