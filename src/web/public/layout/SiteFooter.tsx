import { SITE } from '../../../shared/messages';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '../../components/BrandIcons';
import { icon } from '../../components/icon';
import { MAIL_SHAPE, MAP_PIN_SHAPE, PHONE_SHAPE } from '../shared/contact-icons';
import type { LayoutData } from './layout-data';
import { Logo } from './SiteHeader';

const COMPANY_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
];
/* Icons built once (docs/decisions/011-constant-elements.md). */
const CONTACT_ICON = 'mt-0.5 size-4 shrink-0 text-brand-300';
const MAP_PIN = icon('map-pin', MAP_PIN_SHAPE, CONTACT_ICON);
const PHONE = icon('phone', PHONE_SHAPE, CONTACT_ICON);
const MAIL = icon('mail', MAIL_SHAPE, CONTACT_ICON);

const WHATSAPP_MARK = icon(
  'message-circle',
  <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />,
  'size-4',
);
/** WhatsApp at the phone number the site shows: its digits, country code first (`wa.me/15035550148`). */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

const SOCIAL = [
  {
    href: 'https://www.facebook.com/kestreldigital',
    label: 'Kestrel Digital on Facebook',
    mark: <FacebookIcon aria-hidden="true" className="size-4" />,
  },
  {
    href: 'https://www.instagram.com/kestreldigital',
    label: 'Kestrel Digital on Instagram',
    mark: <InstagramIcon aria-hidden="true" className="size-4" />,
  },
  {
    href: 'https://www.linkedin.com/company/kestrel-digital',
    label: 'Kestrel Digital on LinkedIn',
    mark: <LinkedinIcon aria-hidden="true" className="size-4" />,
  },
];
const LEGAL = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'transition hover:text-white';

/*
 * The parts that never change are built once, not on every render (docs/decisions/011-constant-elements.md).
 */
const INTRO = (
  <>
    <Logo inverted />
    <p className="mt-4 max-w-xs text-sm leading-relaxed">
      Software and digital services for ambitious businesses: web, mobile, design and growth.
    </p>
  </>
);

const COMPANY = (
  <Column title="Company">
    {COMPANY_LINKS.map((link) => (
      <li key={link.to}>
        <a className={linkClass} href={link.to}>
          {link.label}
        </a>
      </li>
    ))}
  </Column>
);

/** The social links; WhatsApp only with a phone number to message. */
function Social({ phone }: { phone: string | undefined }) {
  const links = phone
    ? [{ href: whatsappHref(phone), label: 'Message us on WhatsApp', mark: WHATSAPP_MARK }, ...SOCIAL]
    : SOCIAL;
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
      <ul className="mt-4 flex gap-3">
        {links.map(({ href, label, mark }) => (
          <li key={href}>
            <a
              href={href}
              aria-label={label}
              target="_blank"
              rel="noopener noreferrer"
              className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-brand-600"
            >
              {mark}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const BOTTOM = (
  <div className="border-t border-white/10">
    <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>{SITE.copyright(new Date().getFullYear())}</p>
      <nav aria-label="Legal">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL.map((link) => (
            <li key={link.to}>
              <a className={linkClass} href={link.to}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  </div>
);

export function SiteFooter({ data }: { data: LayoutData }) {
  const info = data.contactInfo;
  return (
    <footer className="bg-ink-900 text-white/70">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          {INTRO}
          {info && (
            <ul className="mt-6 space-y-3 text-sm">
              <li className="flex gap-3">
                {MAP_PIN}
                <span>{info.location}</span>
              </li>
              <li className="flex gap-3">
                {PHONE}
                <a className={linkClass} href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>
                  {info.phone}
                </a>
              </li>
              <li className="flex gap-3">
                {MAIL}
                <a className={linkClass} href={`mailto:${info.email}`}>
                  {info.email}
                </a>
              </li>
            </ul>
          )}
        </div>
        <Column title="Services">
          {data.services.map((name) => (
            <li key={name}>
              <a className={linkClass} href="/services">
                {name}
              </a>
            </li>
          ))}
        </Column>
        {COMPANY}
        <Social phone={info?.phone} />
      </div>
      {BOTTOM}
    </footer>
  );
}
