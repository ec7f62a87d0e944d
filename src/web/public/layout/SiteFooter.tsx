import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '../../../shared/limits';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '../../components/BrandIcons';
import type { LayoutData } from './layout-data';
import { Logo } from './SiteHeader';

const COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
];
const SOCIAL = [
  { href: 'https://wa.me/15550100', label: 'Message us on WhatsApp', Icon: MessageCircle },
  { href: 'https://www.facebook.com/kestreldigital', label: 'Kestrel Digital on Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/kestreldigital', label: 'Kestrel Digital on Instagram', Icon: InstagramIcon },
  {
    href: 'https://www.linkedin.com/company/kestrel-digital',
    label: 'Kestrel Digital on LinkedIn',
    Icon: LinkedinIcon,
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

export function SiteFooter({ data }: { data: LayoutData }) {
  const info = data.contactInfo;
  return (
    <footer className="bg-ink-900 text-white/70">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Software and digital services for ambitious businesses: web, mobile, design and growth.
          </p>
          {info && (
            <ul className="mt-6 space-y-3 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <span>{info.location}</span>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <a className={linkClass} href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>
                  {info.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
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
              <Link className={linkClass} to="/services">
                {name}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Company">
          {COMPANY.map((link) => (
            <li key={link.to}>
              <Link className={linkClass} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-brand-600"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {COPYRIGHT_YEAR} Kestrel Digital. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL.map((link) => (
                <li key={link.to}>
                  <Link className={linkClass} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
