import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { CONTACT_INFO_WORDS as W } from '../../../shared/admin-words/singles';
import type { ContactInfo } from '../../../shared/schemas/content';

const ROWS: { key: keyof typeof W.fields; icon: LucideIcon }[] = [
  { key: 'location', icon: MapPin },
  { key: 'phone', icon: Phone },
  { key: 'email', icon: Mail },
  { key: 'hours', icon: Clock },
];

/** The saved contact details, read-only. */
export function ContactInfoView({ info }: { info: ContactInfo }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {ROWS.map(({ key, icon: Icon }) => (
        // The icon sits inside the <dt> (placed beside it), so the list keeps only <dt>/<dd> pairs.
        <div key={key} className="relative min-w-0 rounded-xl border border-ink-900/5 bg-slate-50 py-4 pr-4 pl-18">
          <dt className="text-sm font-medium text-ink-500">
            <span
              aria-hidden="true"
              className="absolute top-4 left-4 grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600"
            >
              <Icon className="size-5" />
            </span>
            {W.fields[key]}
          </dt>
          <dd className="mt-0.5 font-semibold wrap-anywhere text-ink-900">{info[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
