/**
 * Words a user sees, taken from SPEC.md (sections 2, 8 and 9) word for word where the spec gives them.
 * The UI, the server and the tests all read them from here.
 */
import { longDate } from './text';

export const SITE = {
  heroHeadline: 'We Provide the Best Services for Your Business',
  heroText:
    'With over 15 years of experience, we design, build and grow software that helps businesses like yours move faster.',
  contactUs: 'Contact us',
  watchProfile: 'Watch Our Profile',
  backToHome: 'Back to Home',
  /** The footer's line, with the current year (the spec's 2025 was the year it was written; issue 27). */
  copyright: (year: number) => `© ${year} Kestrel Digital. All rights reserved.`,
} as const;

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'There was an error submitting the form. Please try again.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  numberRequired: 'Phone number is required.',
  messageRequired: 'Message is required.',
} as const;

/** Headings, labels and messages of the public site (SPEC 2.2-2.6, 4, 8), word for word. */
export const PUBLIC_MESSAGES = {
  // Sections
  contactHeading: 'Our Specialists Are Waiting To Help You',
  clientsHeading: 'Our Satisfied Clients',
  viewAll: 'View All',
  servicesHeroTitle: 'Your Vision, Our Code',
  servicesHeroSubtitle: 'Innovate, Automate, Succeed',
  blogListHeading: 'Explore article and information',
  readMore: 'Read more',
  readAll: 'Read All',
  blogsHeroTitle: 'Technology Blogs For Innovators',
  productsHeroTitle: 'Innovation Delivered by Kestrel Digital',
  testimonialsHeading: 'Our Satisfied Customers',
  recentWorkHeading: 'See Our Recent Work',
  featuredProjectsFilters: ['ALL', 'Softwares', 'School Management'],
  highlightPhrase: 'Tech Solutions',
  achievementMissing: 'N/A',
  teamDefaultRole: 'Team Member',
  teamDefaultDescription: 'A valued member of the Kestrel Digital team, helping our clients succeed.',
  relatedArticles: 'Related Articles',
  noRelatedArticles: 'No related articles found',
  stayUpdated: 'Stay Updated',
  draftBadge: 'Draft',
  publishedBadge: 'Published',
  articleDefaultExcerpt: 'Insights and practical advice from the Kestrel Digital team.',
  showMenu: 'Show Menu',
  hideMenu: 'Hide Menu',
  // States (SPEC 8)
  blogsLoading: 'Loading blogs...',
  blogsFailed: 'Failed to load blogs',
  projectsEmpty: 'No projects available.',
  projectsFailed: 'Failed to fetch project data',
  aboutFailed: 'Failed to load content. Please try again later.',
  achievementsFailed: 'Error fetching achievements',
  achievementsEmpty: 'No achievements found.',
  companyValuesFailed: 'Failed to fetch company values',
  companyValuesError: 'Error loading company values:',
  teamFailed: 'Failed to fetch team members',
  teamErrorTitle: 'Error loading team members',
  teamErrorText: 'Please try again later.',
  articleErrorTitle: 'Error Loading Blog',
  articleNotFound: 'Blog not found',
  /** The page for an address that cannot be read, such as `/%E0%A4%A` (issue 27). */
  badAddressTitle: 'This address is not valid',
  badAddressText: 'The link you followed is broken or was typed with a mistake. Let us take you somewhere useful.',
  articleFailed: 'Failed to fetch blog',
  termsErrorTitle: 'Error Loading Terms',
  policyErrorTitle: 'Error Loading Policy',
  sectionsError: 'Error loading sections',
  termsFailed: 'Failed to fetch terms data',
  refundFailed: 'Failed to fetch policy data',
  privacyFailed: 'Failed to fetch privacy policy data',
  contactSent: 'Message sent successfully!',
  contactFailed: 'There was an error submitting the form. Please try again.',
  acceptTerms: 'I accept the Terms',
} as const;

/**
 * SPEC 8: a refused call whose answer carries no message of the API is reported as
 * 'Server responded with {status}: {body or status text}'.
 */
export function serverResponded(status: number, text: string): string {
  return text ? `Server responded with ${status}: ${text}` : `Server responded with ${status}`;
}

/** `Published by {author} on {date}`, the date as long month, day, year (SPEC 2.4). */
export function publishedBy(author: string, isoDate: string): string {
  return `Published by ${author} on ${longDate(isoDate)}`;
}
