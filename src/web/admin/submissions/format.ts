import type { ContactSubmission } from '../../../shared/schemas/contact';

/** First and last name as one (SPEC 3 names them FirstName and LastName). */
export const fullName = (s: ContactSubmission) => `${s.FirstName} ${s.LastName}`.trim();

/** When the message arrived, e.g. "May 3, 2026". */
export const receivedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
