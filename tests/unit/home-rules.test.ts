import { describe, expect, it } from 'vitest';
import { STATS_DEFAULTS } from '../../src/shared/limits';
import { figureText, statsFigures } from '../../src/web/public/sections/stats';
import { errorText, ratingText } from '../../src/web/public/sections/strings';

describe('statsFigures', () => {
  it('shows the built-in defaults when no record loaded', () => {
    expect(statsFigures(undefined)).toEqual(STATS_DEFAULTS);
    expect(statsFigures(null)).toEqual(STATS_DEFAULTS);
  });

  it('shows a loaded record as it is', () => {
    const record = {
      headline: 'Helping Growing Businesses Ship Software',
      description: 'Fifteen years of delivery.',
      loyalClients: 850,
      experts: 42,
      yearsExperience: 15,
      techAwards: 12,
    };
    const stored = { ...record, _id: 'a-record-id' };
    expect(statsFigures(stored)).toEqual(record);
  });

  it('shows 0 for a missing or unusable figure, not the default', () => {
    const figures = statsFigures({ headline: 'Our numbers', loyalClients: 12, experts: null, techAwards: Number.NaN });
    expect(figures).toMatchObject({ loyalClients: 12, experts: 0, yearsExperience: 0, techAwards: 0 });
    expect(statsFigures({ loyalClients: -3, experts: '7' })).toMatchObject({ loyalClients: 0, experts: 0 });
  });

  it('keeps the default words when the record has no headline or description', () => {
    const figures = statsFigures({ headline: '  ', loyalClients: 1 });
    expect(figures.headline).toBe(STATS_DEFAULTS.headline);
    expect(figures.description).toBe(STATS_DEFAULTS.description);
  });
});

describe('figureText', () => {
  it('adds a plus and thousands separators, and shows a zero plainly', () => {
    expect([850, 1200, 5, 0].map(figureText)).toEqual(['850+', '1,200+', '5+', '0']);
  });
});

describe('section texts', () => {
  it('formats the projects error and the rating as the spec words them', () => {
    expect(errorText('Failed to fetch project data')).toBe('Error: Failed to fetch project data');
    expect(ratingText(4, 5)).toBe('Rated 4 out of 5');
  });
});
