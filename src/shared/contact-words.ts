/**
 * Words of the contact form that the spec leaves to us (issue 27): what the page sent without JavaScript says,
 * and when a visitor who sent too many may send again. The spec's own ('Message sent successfully!', 'There was
 * an error submitting the form. Please try again.') stay in messages.ts.
 */

export const CONTACT_FORM_WORDS = {
  sentText: 'Thank you. A specialist will get back to you within one business day.',
  fixFields: 'Please correct the fields marked below.',
} as const;

/** When a refused visitor may send again: 'You can send again in 7 minutes.' (a Retry-After, in seconds). */
export function sendAgainIn(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'You can send again in a few minutes.';
  if (seconds < 60) return `You can send again in ${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `You can send again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
