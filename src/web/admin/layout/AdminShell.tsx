import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_FRAME, ADMIN_SECTIONS, type AdminSectionKey } from '../../../shared/admin-messages';
import { atLeast, readOnlyNotice, SECTION_ROLES } from '../../../shared/roles';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { PageLoading } from '../../components/PageLoading';
import { signOut } from '../auth/sign-out';
import { AdminProviders } from './AdminProviders';
import { Sidebar } from './Sidebar';
import { SectionContext } from './section-context';
import { sectionComponent } from './sections';
import { TopBar } from './TopBar';

/** The section's own content, where the skip link leads. */
const MAIN_ID = 'admin-main';

const SECTION_KEY = 'adminSection';
const isSection = (value: string | null): value is AdminSectionKey => ADMIN_SECTIONS.some((s) => s.key === value);

/** The section shown last in this tab, so a reload stays where the administrator was. */
function initialSection(): AdminSectionKey {
  const stored = sessionStorage.getItem(SECTION_KEY);
  return isSection(stored) ? stored : 'dashboard';
}

/** /admin: the sidebar, the top bar and one section at a time, switched without changing the URL. */
export function AdminShell() {
  const admin = useLoaderData() as AdminProfile;
  const navigate = useNavigate();
  // Only the sections this person's role may see (issue 25); the server refuses the rest anyway.
  const visible = useMemo(
    () => ADMIN_SECTIONS.map((s) => s.key).filter((key) => atLeast(admin.role, SECTION_ROLES[key].see)),
    [admin.role],
  );
  const [chosen, setSection] = useState(initialSection);
  const section = visible.includes(chosen) ? chosen : 'dashboard';
  const needed = SECTION_ROLES[section].change;
  const readOnly = !atLeast(admin.role, needed);
  const [menuOpen, setMenuOpen] = useState(false);

  const go = useCallback((key: AdminSectionKey) => {
    sessionStorage.setItem(SECTION_KEY, key);
    setSection(key);
    setMenuOpen(false);
    // The new section's heading takes the focus (SectionHeader) once the button that opened it lets go.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo({ top: 0 });
  }, []);
  // Closing the menu (not choosing from it) gives the focus back to the menu button, once the page is live again.
  const returnFocus = useRef(false);
  const closeMenu = useCallback(() => {
    returnFocus.current = true;
    setMenuOpen(false);
  }, []);
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    returnFocus.current = false;
    document.querySelector<HTMLElement>('[aria-controls="admin-sidebar"]')?.focus();
  }, [menuOpen]);
  const switcher = useMemo(() => ({ section, go }), [section, go]);
  // A link into the back office (the bell, a mail): `/admin?section=…` opens that section; the section reads
  // the rest of the address (User Contacts, `&message=…`), so only `section` is taken off it.
  const [params, setParams] = useSearchParams();
  const linked = params.get('section');
  useEffect(() => {
    if (!linked) return;
    if (isSection(linked)) go(linked);
    setParams(
      (current) => {
        current.delete('section');
        return current;
      },
      { replace: true },
    );
  }, [linked, go, setParams]);

  useEffect(() => {
    const label = ADMIN_SECTIONS.find((s) => s.key === section)?.label;
    document.title = `${label} | ${ADMIN_FRAME.brand}`;
  }, [section]);

  // The slid-in menu takes the focus, and Escape closes it, giving the focus back to the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLElement>('#admin-sidebar [aria-current="page"]')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  const logout = async () => {
    await signOut();
    sessionStorage.removeItem(SECTION_KEY);
    navigate('/login');
  };

  const Section = sectionComponent(section);
  return (
    <AdminProviders>
      <SectionContext.Provider value={switcher}>
        {/* The sidebar's dark column also runs down the whole page, not only the window (a full-page capture, print). */}
        <div className="min-h-screen bg-slate-50 lg:bg-[linear-gradient(to_right,var(--color-ink-900)_16rem,var(--color-slate-50)_16rem)]">
          <a
            href={`#${MAIN_ID}`}
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-ink-900 focus:shadow-lg"
          >
            {ADMIN_FRAME.skipToContent}
          </a>
          <Sidebar
            sections={visible}
            current={section}
            open={menuOpen}
            onSelect={go}
            onClose={closeMenu}
            onLogout={logout}
          />
          {/* While the menu covers it on a phone, the page behind cannot be reached. */}
          <div className="lg:pl-64" inert={menuOpen}>
            <TopBar admin={admin} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
            {/* Focusable from the skip link, without joining the tab order itself. */}
            <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
              {readOnly && (
                <p
                  role="note"
                  className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  {readOnlyNotice(admin.role, needed)}
                </p>
              )}
              {/* A disabled fieldset turns off every field and button inside it: read-only as one. */}
              <fieldset disabled={readOnly} className="contents">
                <Suspense fallback={<PageLoading />}>
                  <Section key={section} />
                </Suspense>
              </fieldset>
            </main>
          </div>
        </div>
      </SectionContext.Provider>
    </AdminProviders>
  );
}
