import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import type { TeamMember } from '../../src/shared/schemas/content';
import {
  achievementFigures,
  compactNumber,
  formatFigure,
  splitAtPhrase,
  teamCard,
  VALUE_ICONS,
  valueIcon,
} from '../../src/web/public/about/rules';
import { TEAM_DEFAULT_LINKS, TEAM_PLACEHOLDER } from '../../src/web/public/about/strings';
import { contactMessageFrom } from '../../src/web/public/contact/message';
import { paragraphs, sectionAnchors, sectionNumber } from '../../src/web/public/legal/anchors';

describe('splitAtPhrase', () => {
  const phrase = PUBLIC_MESSAGES.highlightPhrase;
  it('splits the title around the phrase', () => {
    expect(splitAtPhrase('Building Reliable Tech Solutions for Growing Businesses', phrase)).toEqual([
      'Building Reliable ',
      'Tech Solutions',
      ' for Growing Businesses',
    ]);
  });
  it('finds the phrase at either end and in any case, keeping the title as written', () => {
    expect(splitAtPhrase('Tech Solutions That Last', phrase)).toEqual(['', 'Tech Solutions', ' That Last']);
    expect(splitAtPhrase('Modern tech solutions', phrase)).toEqual(['Modern ', 'tech solutions', '']);
  });
  it('splits at the first occurrence only', () => {
    expect(splitAtPhrase('Tech Solutions and more Tech Solutions', phrase)).toEqual([
      '',
      'Tech Solutions',
      ' and more Tech Solutions',
    ]);
  });
  it('answers the whole title and no phrase when it is absent', () => {
    expect(splitAtPhrase('Software That Lasts', phrase)).toEqual(['Software That Lasts', null, '']);
    expect(splitAtPhrase('', phrase)).toEqual(['', null, '']);
    expect(splitAtPhrase('Anything', '')).toEqual(['Anything', null, '']);
  });
});

describe('valueIcon', () => {
  it('gives each position the icon of the fixed list, cycling when there are more values than icons', () => {
    const n = VALUE_ICONS.length;
    expect(n).toBeGreaterThan(1);
    VALUE_ICONS.forEach((icon, i) => {
      expect(valueIcon(i)).toBe(icon);
      expect(valueIcon(i + n)).toBe(icon);
      expect(valueIcon(i + 3 * n)).toBe(icon);
    });
    expect(valueIcon(1)).not.toBe(valueIcon(0));
  });
});

describe('achievement figures', () => {
  it('writes large numbers compactly', () => {
    expect(compactNumber(2_500_000)).toBe('2.5M');
    expect(compactNumber(1_200_000)).toBe('1.2M');
    expect(compactNumber(3_000_000)).toBe('3M');
    expect(compactNumber(12_500)).toBe('12.5K');
    expect(compactNumber(999_950)).toBe('1M');
    expect(compactNumber(4_200_000_000)).toBe('4.2B');
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(0)).toBe('0');
  });
  it('formats each kind of figure', () => {
    expect(formatFigure(1320, 'count')).toBe('1,320');
    expect(formatFigure(38, 'percent')).toBe('38%');
    expect(formatFigure(2_500_000, 'dollars')).toBe('$2.5M');
    expect(formatFigure(1_200_000, 'compact')).toBe('1.2M');
    expect(formatFigure(0, 'count')).toBe('0');
  });
  it("shows 'N/A' for a missing figure", () => {
    expect(formatFigure(undefined, 'count')).toBe('N/A');
    expect(formatFigure(null, 'dollars')).toBe('N/A');
    expect(formatFigure(Number.NaN, 'percent')).toBe(PUBLIC_MESSAGES.achievementMissing);
  });
  it('lists the four statistics in order, each missing one as N/A', () => {
    expect(
      achievementFigures({ projectsCompleted: 320, yearOnYearGrowth: 38, funded: 2_500_000, downloads: 1_200_000 }),
    ).toEqual([
      { key: 'projectsCompleted', value: '320' },
      { key: 'yearOnYearGrowth', value: '38%' },
      { key: 'funded', value: '$2.5M' },
      { key: 'downloads', value: '1.2M' },
    ]);
    expect(achievementFigures({ funded: 100 }).map((f) => f.value)).toEqual(['N/A', 'N/A', '$100', 'N/A']);
    expect(achievementFigures(null).map((f) => f.value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
  });
});

describe('teamCard', () => {
  const member: Partial<TeamMember> = {
    firstName: 'Elena',
    lastName: 'Vasquez',
    role: 'Lead Product Designer',
    description: 'Runs our design practice.',
    imageUrl: '/uploads/elena.webp',
    linkedin: 'https://www.linkedin.com/in/elena',
    dribbble: 'https://dribbble.com/elena',
  };
  it('shows one name and the member’s own details', () => {
    expect(teamCard(member)).toEqual({
      name: 'Elena Vasquez',
      role: 'Lead Product Designer',
      description: 'Runs our design practice.',
      imageUrl: '/uploads/elena.webp',
      placeholder: TEAM_PLACEHOLDER,
      linkedin: 'https://www.linkedin.com/in/elena',
      dribbble: 'https://dribbble.com/elena',
      companyLinkedin: false,
      companyDribbble: false,
    });
  });
  it('falls back to the spec’s defaults for anything missing or blank', () => {
    const card = teamCard({
      firstName: 'Tomás',
      lastName: '',
      role: '  ',
      linkedin: null,
      dribbble: null,
      imageUrl: null,
    });
    expect(card.name).toBe('Tomás');
    expect(card.role).toBe(PUBLIC_MESSAGES.teamDefaultRole);
    expect(card.role).toBe('Team Member');
    expect(card.description).toBe(PUBLIC_MESSAGES.teamDefaultDescription);
    expect(card.imageUrl).toBeNull();
    expect(card.placeholder).toBe('/images/team-placeholder.svg');
    expect(card.linkedin).toBe(TEAM_DEFAULT_LINKS.linkedin);
    expect(card.dribbble).toBe(TEAM_DEFAULT_LINKS.dribbble);
    // The company's pages are named the company's, not the member's (issue 27).
    expect([card.companyLinkedin, card.companyDribbble]).toEqual([true, true]);
  });
});

describe('legal section anchors', () => {
  it('makes readable, unique anchors and numbers from 1', () => {
    expect(sectionAnchors(['Fees and Payment', 'Fees and Payment', 'Data & Privacy'])).toEqual([
      'section-fees-and-payment',
      'section-fees-and-payment-2',
      'section-data-privacy',
    ]);
    expect(sectionNumber(0)).toBe('1.');
    expect(sectionNumber(9)).toBe('10.');
  });
  it('splits text into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\n  Two.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('contactMessageFrom', () => {
  it('sends the five fields and the honeypot, never the terms checkbox', () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      number: '+1 555 0100',
      message: 'Hello',
      acceptTerms: 'on',
    }))
      data.set(k, v);
    expect(contactMessageFrom(data)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      number: '+1 555 0100',
      message: 'Hello',
      website: '',
    });
  });
});
