import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '../../../shared/limits';
import { Logo } from './SiteHeader';

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-ink-900/5 bg-ink-900 text-white/70">
      <div className="container-page flex flex-col gap-6 py-10 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="[&_a]:text-white">
          <Logo />
        </div>
        <p>© {COPYRIGHT_YEAR} Kestrel Digital. All rights reserved.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link className="hover:text-white" to="/privacy-policy">
            Privacy Policy
          </Link>
          <Link className="hover:text-white" to="/terms-of-service">
            Terms of Service
          </Link>
          <Link className="hover:text-white" to="/refund-policy">
            Refund Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
