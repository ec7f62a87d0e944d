import { Outlet, useLoaderData, useNavigation } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import type { LayoutData } from './layout-data';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  const data = useLoaderData() as LayoutData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* While the next page loads: a thin bar for the eye, a status for screen readers. */}
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-600 transition-transform duration-500 ${loading ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <p role="status" className="sr-only">
        {loading ? 'Loading...' : ''}
      </p>
      <DocumentTitle />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter data={data} />
    </div>
  );
}
