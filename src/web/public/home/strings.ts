/** Words of the home page that the spec leaves to us (the hero's own words are SITE in src/shared/messages.ts). */
export const HOME_STRINGS = {
  heroEyebrow: 'Software & digital services',
  showcaseLabel: 'Our expertise',
  title: 'Kestrel Digital | Web, Mobile & Digital Services',
  description:
    'Kestrel Digital designs, builds and grows web and mobile software for ambitious businesses: 15+ years of delivery.',
} as const;

/** Services shown on the home page; the rest are one 'View All' away (SPEC 2.4: the list may be limited). */
export const HOME_SERVICES = 3;
