/**
 * A visitor's e-mail address as mail servers take it (issue 27): checked with validator's isEmail, its options
 * spelt out so a new default of the package cannot loosen them. Used by the contact form and 'Stay Updated' alike.
 */
import isEmail, { type IsEmailOptions } from 'validator/lib/isEmail.js';
import { FIELD_MAX } from '../limits';
import { CONTACT_MESSAGES } from '../messages';
import { requiredText } from './common';

const MAIL_SERVER_RULES: IsEmailOptions = {
  // 'Ada <ada@example.com>' is a header, not an address.
  allow_display_name: false,
  require_display_name: false,
  // Internationalised addresses (RFC 6531: 'josé@example.com', '用户@例子.广告') are delivered by today's servers.
  allow_utf8_local_part: true,
  // A domain of the internet: 'a@localhost' and 'a@[127.0.0.1]' reach no one outside this machine.
  require_tld: true,
  allow_ip_domain: false,
  allow_underscores: false,
  // No quoted local part: '"<script>…</script>"@example.com' is valid RFC 5321 that few servers take and no
  // person types; a quote anywhere in the local part is refused with it.
  blacklisted_chars: '"',
  // 64 octets before the @, 254 in all (RFC 5321).
  ignore_max_length: false,
};

/** Whether `address` (already trimmed) is one a mail server would deliver to. */
export const isDeliverableEmail = (address: string) => isEmail(address, MAIL_SERVER_RULES);

/** The e-mail field of a visitor's form: required, at most 254 characters, deliverable. */
export const visitorEmail = () =>
  requiredText('Email', FIELD_MAX.email, CONTACT_MESSAGES.emailRequired).refine(isDeliverableEmail, {
    error: CONTACT_MESSAGES.emailInvalid,
  });
