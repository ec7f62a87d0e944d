/** Words of the About page that the spec leaves to us (SPEC 2.4 and 8 give the rest, in src/shared/messages.ts). */
export const ABOUT_STRINGS = {
  pageTitle: 'About Us',
  heroEyebrow: 'About Us',
  storyEyebrow: 'Who we are',
  achievementsEyebrow: 'Our Achievements',
  achievementsTitle: 'Results We Are Proud Of',
  valuesEyebrow: 'Our Values',
  valuesTitle: 'What We Stand For',
  teamEyebrow: 'Our Team',
  teamTitle: 'Meet the People Behind the Work',
  teamIntro: 'Senior specialists who plan, design, build and grow your product, from the first workshop to launch.',
  metaDescription:
    'Meet Kestrel Digital: our story, our achievements, the values behind every project and the team who will build yours.',
  figures: {
    projectsCompleted: 'Projects Completed',
    yearOnYearGrowth: 'Year-on-Year Growth',
    funded: 'Raised by Our Clients',
    downloads: 'App Downloads',
  },
  portrait: (name: string) => `Portrait of ${name}`,
  onLinkedIn: (name: string) => `${name} on LinkedIn`,
  onDribbble: (name: string) => `${name} on Dribbble`,
  /** A member without a link of their own gets the company's page, named as such (SPEC 2.4's default links). */
  companyOnLinkedIn: 'Kestrel Digital on LinkedIn',
  companyOnDribbble: 'Kestrel Digital on Dribbble',
} as const;

/** Where a team member's social links point when the record has none (SPEC 2.4: default social links). */
export const TEAM_DEFAULT_LINKS = {
  linkedin: 'https://www.linkedin.com/company/kestrel-digital',
  dribbble: 'https://dribbble.com/kestreldigital',
} as const;

/** The team picture used when a member has none or it fails to load. */
export const TEAM_PLACEHOLDER = '/images/team-placeholder.svg';
