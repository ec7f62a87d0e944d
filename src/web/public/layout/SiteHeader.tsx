import { useLocation } from 'react-router';
import { SITE } from '../../../shared/messages';
import { icon, X_SHAPE } from '../../components/icon';
import { BLOG_TOGGLE_LABEL, MENU_LABELS } from './strings';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/products', label: 'Products' },
] as const;
/** The mobile menu lists Products before Blog (SPEC 2.2). */
const MOBILE_LINKS = [LINKS[0], LINKS[1], LINKS[2], LINKS[4], LINKS[3]];

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <a
      href="/"
      className={`flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap ${inverted ? 'text-white' : 'text-ink-900'}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-8 place-items-center rounded-lg text-sm ${inverted ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'}`}
      >
        K
      </span>
      Kestrel Digital
    </a>
  );
}

/* Icons built once (docs/decisions/011-constant-elements.md). */
const MENU = icon(
  'menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
const CLOSE = icon('x', X_SHAPE);
const CHEVRON = icon('chevron-down', <path d="m6 9 6 6 6-6" />, 'size-4');

const linkClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${isActive ? 'text-brand-700' : 'text-ink-700 hover:text-brand-700'}`;

/**
 * Whether the menu's link to `to` is the page being shown, or the section it is in: Home only on `/`, Blog on
 * every article too. (The links are plain `<a>` elements: docs/decisions/024.)
 */
const isCurrent = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

function MenuLink({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const current = isCurrent(to, pathname);
  return (
    <a href={to} className={linkClass(current)} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

/**
 * The site's header (SPEC 2.2). The phone's menu is a `<details>` element, so it opens and closes without
 * JavaScript; its button's name and icon follow its state ('Open menu' with the bars, 'Close menu' with the
 * cross) through CSS. Escape closes it (src/web/islands/site.ts). The desktop bar's Blog toggle only changes
 * its `aria-pressed` (SPEC 2.2: no visible effect), also in that module.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/5 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <li key={link.to} className="flex items-center">
              <MenuLink to={link.to} label={link.label} pathname={pathname} />
              {link.to === '/blog' && (
                <button
                  type="button"
                  className="-ml-1 rounded-md p-1 text-ink-700 hover:text-brand-700"
                  aria-label={BLOG_TOGGLE_LABEL}
                  aria-pressed={false}
                >
                  {CHEVRON}
                </button>
              )}
            </li>
          ))}
          <li>
            <a href="/contact" className="btn-primary ml-3 py-2 whitespace-nowrap">
              {SITE.contactUs}
            </a>
          </li>
        </ul>
        <details data-menu className="group lg:hidden">
          <summary className="block cursor-pointer list-none rounded-md p-2 text-ink-900 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">
              {MENU}
              <span className="sr-only">{MENU_LABELS.open}</span>
            </span>
            <span className="hidden group-open:inline">
              {CLOSE}
              <span className="sr-only">{MENU_LABELS.close}</span>
            </span>
          </summary>
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="absolute inset-x-0 top-full border-t border-b border-ink-900/5 bg-white shadow-lg"
          >
            <ul className="container-page flex flex-col gap-1 py-3">
              {MOBILE_LINKS.map((link) => (
                <li key={link.to} className="flex">
                  <MenuLink to={link.to} label={link.label} pathname={pathname} />
                </li>
              ))}
              <li className="mt-2 flex">
                <a href="/contact" className="btn-primary w-full">
                  {SITE.contactUs}
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </nav>
    </header>
  );
}
