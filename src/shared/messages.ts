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
