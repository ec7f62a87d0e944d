/**
 * Words of the contact section and its form (on the home and contact pages) that the spec leaves to us. Apart
 * from the contact page's own words (strings.ts), so the home page does not download those.
 */
export const CONTACT_FORM_STRINGS = {
  sectionEyebrow: 'Get in touch',
  sectionIntro:
    'Share a few details about your goals and timeline. We will answer with honest advice and a clear next step, with no obligation.',
  promises: ['A reply within one business day', 'A free first consultation', 'A confidentiality agreement on request'],
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
  acceptTermsBefore: 'I accept the ',
  acceptTermsLink: 'Terms',
  honeypot: 'Website',
  send: 'Send Message',
  sending: 'Sending...',
} as const;
