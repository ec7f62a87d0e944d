import { describe, expect, it } from 'vitest';
import { comparedFields, textOf, valueAt } from '../../src/web/admin/components/conflict';

const labels = { title: 'Title', 'statistics.funded': 'Funded ($)', sections: 'Sections' };

describe('the conflict panel’s fields', () => {
  it('reads a value at a dotted path, and nothing past a missing part', () => {
    expect(valueAt({ statistics: { funded: '12' } }, 'statistics.funded')).toBe('12');
    expect(valueAt({ statistics: null }, 'statistics.funded')).toBeUndefined();
    expect(valueAt({}, 'title')).toBeUndefined();
  });

  it('compares only the labelled fields that read differently, in the labels’ order', () => {
    const theirs = {
      title: 'Terms',
      statistics: { funded: '10' },
      sections: [{ _id: 'a', title: 'One', content: 'Old words' }],
    };
    const mine = { title: 'Terms', statistics: { funded: '12' }, sections: [{ title: 'One', content: 'New words' }] };
    expect(comparedFields(labels, theirs, mine)).toEqual([
      { label: 'Funded ($)', theirs: '10', mine: '12' },
      { label: 'Sections', theirs: 'One · Old words', mine: 'One · New words' },
    ]);
    expect(comparedFields(labels, mine, mine)).toEqual([]);
  });

  it('copies every field I filled, under its label, and leaves empty ones out', () => {
    const mine = { title: 'My title', statistics: { funded: '' }, sections: [{ title: 'One', content: 'Text' }] };
    expect(textOf(labels, mine)).toBe('Title\nMy title\n\nSections\nOne · Text');
  });
});
