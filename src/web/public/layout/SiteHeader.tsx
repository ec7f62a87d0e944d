import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE } from '../../../shared/messages';
import { icon } from '../shared/icon';
import { BLOG_TOGGLE_LABEL } from './strings';

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
    <Link
      to="/"
      className={`flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap ${inverted ? 'text-white' : 'text-ink-900'}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-8 place-items-center rounded-lg text-sm ${inverted ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'}`}
      >
        K
      </span>
      Kestrel Digital
    </Link>
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
const CLOSE = icon(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
const CHEVRON = icon('chevron-down', <path d="m6 9 6 6 6-6" />, 'size-4');

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${isActive ? 'text-brand-700' : 'text-ink-700 hover:text-brand-700'}`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // SPEC 2.2: the desktop bar's Blog item has a toggle with no visible effect. Its state is only announced.
  const [blogToggled, setBlogToggled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/5 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <li key={link.to} className="flex items-center">
              <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                {link.label}
              </NavLink>
              {link.to === '/blog' && (
                <button
                  type="button"
                  className="-ml-1 rounded-md p-1 text-ink-700 hover:text-brand-700"
                  aria-label={BLOG_TOGGLE_LABEL}
                  aria-pressed={blogToggled}
                  onClick={() => setBlogToggled((v) => !v)}
                >
                  {CHEVRON}
                </button>
              )}
            </li>
          ))}
          <li>
            <Link to="/contact" className="btn-primary ml-3 py-2 whitespace-nowrap">
              {SITE.contactUs}
            </Link>
          </li>
        </ul>
        <button
          ref={button}
          type="button"
          className="rounded-md p-2 text-ink-900 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? CLOSE : MENU}
        </button>
      </nav>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-ink-900/5 bg-white lg:hidden">
          <ul className="container-page flex flex-col gap-1 py-3">
            {MOBILE_LINKS.map((link) => (
              <li key={link.to} className="flex">
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 flex">
              <Link to="/contact" className="btn-primary w-full">
                {SITE.contactUs}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
