/**
 * Words a user sees, taken from SPEC.md (sections 2, 8 and 9) word for word where the spec gives them.
 * The UI, the server and the tests all read them from here.
 */
export const SITE = {
  heroHeadline: 'We Provide the Best Services for Your Business',
  heroText:
    'With over 15 years of experience, we design, build and grow software that helps businesses like yours move faster.',
  contactUs: 'Contact us',
  watchProfile: 'Watch Our Profile',
  backToHome: 'Back to Home',
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

export const API_MESSAGES = {
  notFound: 'Not found.',
  validationFailed: 'Some fields need attention.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedBody: 'Send the request body as JSON.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  contactInfoMissing: 'No contact information has been published yet.',
  blogNotFound: 'Blog not found',
} as const;

/** `${label} is required.` and friends, for fields the spec gives no words for. */
export const fieldMessages = (label: string, max?: number) => ({
  required: `${label} is required.`,
  type: `${label} must be text.`,
  tooLong: `${label} must be at most ${max ?? 0} characters.`,
});

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Something went wrong..',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  otpSent: 'If that address belongs to an administrator, a code is on its way. Check your inbox.',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  sendOtpError: 'Error sending OTP.',
  otpRequired: 'Enter the 4-character code.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpVerified: 'Code verified. Choose a new password.',
  verifyOtpError: 'Error verifying OTP.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match!',
  resetTokenInvalid: 'This reset request has expired. Please request a new code.',
  passwordReset: 'Password reset successfully!',
  resetFailed: 'Failed to reset password. Please try again.',
  resetError: 'Error resetting password.',
  successTitle: 'Successful',
  successText: 'Congratulations! Your password has been changed. Click continue to login.',
  missingEmail: 'Start by entering your e-mail address.',
} as const;

/** Field and outcome messages of the admin forms (SPEC 5 and 8, word for word where it gives them). */
export const ADMIN_MESSAGES = {
  serviceNameRequired: 'Service name is required.',
  serviceDescriptionRequired: 'Description is required.',
  serviceImageRequired: 'Image is required.',
  serviceImageInvalid: 'Please upload a valid image file.',
  productNameRequired: 'Name is required',
  productDescriptionRequired: 'Description is required',
  productImageRequired: 'Image upload is required',
  productImageInvalid: 'Please upload an image file.',
  linkInvalid: 'Please enter a valid URL starting with http:// or https://.',
  blogTitleCategoryRequired: 'Title and category are required',
  blogImageTooLarge: 'Image size must be less than 5MB',
  blogImageInvalid: 'Image must be JPEG, PNG, GIF or WEBP format',
  blogCategoryInvalid: 'Please choose one of the listed categories.',
  blogTagsInvalid: 'Tags must be a list of words.',
  blogSlugTaken: 'Another blog already uses this address (slug).',
  teamFirstNameRequired: 'First name is required.',
  teamLastNameRequired: 'Last name is required.',
  teamRoleRequired: 'Role is required.',
  teamDescriptionRequired: 'Description is required.',
  teamEmailRequired: 'Email is required.',
  teamImageRequired: 'Please upload an image.',
  emailInvalid: 'Please enter a valid email address.',
  stepNumberRequired: 'Step number is required.',
  stepTitleRequired: 'Title is required.',
  stepDescriptionRequired: 'Description is required.',
  stepImageRequired: 'Image is required for new steps.',
  imageTooLarge: 'Image size must be less than 10MB',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels.',
  imageEmpty: 'The uploaded file is empty.',
  unexpectedFile: 'Unexpected file field.',
  headlineRequired: 'Headline is required.',
  descriptionRequired: 'Description is required.',
  titleRequired: 'Title is required.',
  aboutTitleRequired: 'About title is required.',
  aboutDescriptionRequired: 'About description is required.',
  dateRequired: 'Date is required.',
  numberInvalid: 'Must be a number of 0 or more.',
  locationRequired: 'Location is required.',
  phoneRequired: 'Phone is required.',
  hoursRequired: 'Hours are required.',
  introRequired: 'Introduction is required.',
  contentRequired: 'Content is required.',
  headingRequired: 'Heading is required.',
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

/** `Published by {author} on {date}`, the date as long month, day, year (SPEC 2.4). */
export function publishedBy(author: string, isoDate: string): string {
  const date = new Date(isoDate).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Published by ${author} on ${date}`;
}
