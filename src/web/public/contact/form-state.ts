/**
 * What the contact page shows after its form was posted without JavaScript (issue 27): the server's answer to
 * `POST /contact`, given to the page's render. Sent: the form empty and a success note. Refused: the note, each
 * field's message by its field, and everything typed back in its field.
 */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'number', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFormValues extends Partial<Record<ContactField, string>> {
  /** The terms box was ticked: it stays ticked. */
  acceptTerms?: boolean;
}

export type ContactFormState =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; values: ContactFormValues; fields: Partial<Record<ContactField, string>> }
  | { outcome: 'limited'; values: ContactFormValues; retryAfter: number }
  | { outcome: 'failed'; values: ContactFormValues };

/** The HTTP status of the page that answers a post: what a test, a crawler or a proxy reads of it. */
export function contactFormStatus(state: ContactFormState | null | undefined): number {
  switch (state?.outcome) {
    case 'invalid':
      return 400;
    case 'limited':
      return 429;
    case 'failed':
      return 500;
    default:
      return 200;
  }
}
