import type { ContactMessageInput } from '../../../shared/schemas/contact';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The message the API takes (SPEC 7: firstName, lastName, email, number, message), read from the form.
 * The terms checkbox stays in the browser (SPEC 3); the honeypot goes along so the server can drop bots.
 */
export function contactMessageFrom(data: FormData): ContactMessageInput {
  return {
    firstName: text(data, 'firstName'),
    lastName: text(data, 'lastName'),
    email: text(data, 'email'),
    number: text(data, 'number'),
    message: text(data, 'message'),
    website: text(data, 'website'),
  };
}
