import type { ReactNode } from 'react';
import type { ContactInfo } from '../../../shared/schemas/content';
import { icon } from '../../components/icon';
import { CLOCK_SHAPE, MAIL_SHAPE, MAP_PIN_SHAPE, PHONE_SHAPE } from '../shared/contact-icons';
import { CONTACT_STRINGS } from './strings';

/** `tel:` form of a phone number as people write it: digits, keeping a leading plus. */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

/* The footer's icons at this strip's size, built once (docs/decisions/011-constant-elements.md). */
const MAIL = icon('mail', MAIL_SHAPE, 'size-5');
const MAP_PIN = icon('map-pin', MAP_PIN_SHAPE, 'size-5');
const PHONE = icon('phone', PHONE_SHAPE, 'size-5');
const CLOCK = icon('clock', CLOCK_SHAPE, 'size-5');

function Item({ mark, label, children }: { mark: ReactNode; label: string; children: ReactNode }) {
  return (
    // The icon sits inside the <dt> (placed beside it), so the list keeps only <dt>/<dd> pairs.
    <div className="relative min-w-0 rounded-2xl border border-ink-900/5 bg-white py-6 pr-6 pl-[5.25rem] shadow-sm">
      <dt className="text-sm font-medium text-ink-500">
        <span className="absolute top-6 left-6 grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
          {mark}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold wrap-break-word text-ink-900">{children}</dd>
    </div>
  );
}

/** An e-mail address that may wrap before its `@` and dots when the line is short, never inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

/** E-mail, location and phone from the contact info record (SPEC 2.4), and its opening hours (issue 27). */
export function ContactInfoStrip({ info }: { info: ContactInfo }) {
  const link = 'text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline';
  return (
    <dl className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
      <Item mark={MAIL} label={CONTACT_STRINGS.emailLabel}>
        <a href={`mailto:${info.email}`} className={link}>
          <BreakableEmail email={info.email} />
        </a>
      </Item>
      <Item mark={MAP_PIN} label={CONTACT_STRINGS.locationLabel}>
        {info.location}
      </Item>
      <Item mark={PHONE} label={CONTACT_STRINGS.phoneLabel}>
        <a href={telHref(info.phone)} className={link}>
          {info.phone}
        </a>
      </Item>
      {info.hours.trim() && (
        <Item mark={CLOCK} label={CONTACT_STRINGS.hoursLabel}>
          {info.hours}
        </Item>
      )}
    </dl>
  );
}
