/**
 * Words of the shared public sections that the spec leaves to us. The spec's own words (headings, labels,
 * messages) live in src/shared/messages.ts.
 */
export const SECTION_STRINGS = {
  contactUs: 'Contact Us',
  visit: 'Visit',
  opensInNewTab: '(opens in a new tab)',
  servicesEyebrow: 'What we do',
  servicesTitle: 'Services Built Around Your Goals',
  servicesIntro:
    'One accountable team for strategy, design, engineering and marketing, from the first workshop to long after launch.',
  clientsIntro: 'Trusted by growing companies across finance, education, logistics and retail',
  statsEyebrow: 'Why Kestrel Digital',
  statsLabels: {
    loyalClients: 'Loyal Clients',
    experts: 'Experts',
    yearsExperience: 'Years of Experience',
    techAwards: 'Tech Awards',
  },
  featuredEyebrow: 'Featured projects',
  featuredTitle: 'Software We Are Proud Of',
  featuredFilters: 'Project categories',
  testimonialsEyebrow: 'Testimonials',
  recentEyebrow: 'Portfolio',
  growthEyebrow: 'How we work',
  growthTitle: 'A Clear Path From Idea to Growth',
  growthIntro: 'Every engagement follows the same proven steps, so you always know what happens next.',
  stepPrefix: 'Step',
  productsEyebrow: 'Our products',
  productsTitle: 'Products We Build and Run',
  productsIntro: 'Software we design, host and improve every week, used by thousands of people every day.',
} as const;

/** 'Error: {message}' (SPEC 8, project fetch failure). */
export const errorText = (message: string) => `Error: ${message}`;

/** Accessible text of a star rating. */
export const ratingText = (stars: number, of: number) => `Rated ${stars} out of ${of}`;

/** The four client logos of the clients strip (SPEC 9: 4), as stored under /images. */
export const CLIENT_LOGOS = [
  { src: '/images/client-1.svg', name: 'Northwind' },
  { src: '/images/client-2.svg', name: 'Lumina' },
  { src: '/images/client-3.svg', name: 'Bluepeak' },
  { src: '/images/client-4.svg', name: 'Orbitly' },
] as const;

/** The two static quotes of the testimonials section (SPEC 2.4), each rated 4 of 5 stars (SPEC 9). */
export const TESTIMONIALS = [
  {
    quote:
      'Kestrel Digital rebuilt our customer portal in four months and it has not missed a beat since. Their team asked the hard questions early, kept us informed every week and delivered exactly what they promised.',
    name: 'Sarah Mitchell',
    role: 'Operations Director, Northwind',
  },
  {
    quote:
      'From the first workshop to launch day, they felt like part of our own team. Our new mobile app doubled online bookings in its first quarter, and their support after go-live has been just as good.',
    name: 'David Okafor',
    role: 'Founder, Bluepeak',
  },
] as const;

/** Every testimonial shows 4 full stars and 1 outline star (SPEC 9). */
export const TESTIMONIAL_RATING = { stars: 4, of: 5 } as const;

/** The Services and Products pages' own words (their hero titles are the spec's, in PUBLIC_MESSAGES). */
export const PAGE_STRINGS = {
  servicesEyebrow: 'Services',
  servicesDescription:
    'Web development, mobile apps, UI/UX design, digital marketing, cloud and data services from Kestrel Digital: one accountable team from first idea to growth.',
  productsEyebrow: 'Products',
  productsSubtitle: 'From first sketch to thousands of daily users: the platforms we have launched and keep improving.',
  productsDescription:
    'Software products designed, built and run by Kestrel Digital: invoicing, school management, delivery tracking, retail forecasting, telehealth and restaurant ordering.',
} as const;
