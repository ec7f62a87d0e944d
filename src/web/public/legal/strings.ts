/** Words of the legal pages that the spec leaves to us (SPEC 2.6 and 8 give the rest, in src/shared/messages.ts). */
export const LEGAL_STRINGS = {
  eyebrow: 'Legal',
  menuTitle: 'On this page',
  termsTitle: 'Terms of Service',
  refundTitle: 'Refund Policy',
  privacyTitle: 'Privacy Policy',
  privacyIntro:
    'How Kestrel Digital collects, uses and protects personal information when you use our website and services.',
  termsDescription: 'The terms that govern the use of the Kestrel Digital website and the services we provide.',
  refundDescription:
    'When refunds are available for Kestrel Digital services and subscriptions, and how to ask for one.',
  privacyDescription: 'How Kestrel Digital collects, uses and protects your personal information.',
} as const;
