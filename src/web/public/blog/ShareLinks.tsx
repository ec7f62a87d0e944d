import { Share2 } from 'lucide-react';
import { shareLinks } from './post';
import { BLOG_STRINGS } from './strings';

// lucide no longer ships brand marks; these two glyphs are drawn here, decorative (the link names itself).
function FacebookMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M13.4 21.9v-8.1h2.7l.4-3.2h-3.1V8.6c0-.9.3-1.5 1.6-1.5h1.7V4.2c-.3 0-1.3-.1-2.5-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.4v3.2h2.7v8.1h3.3z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z" />
    </svg>
  );
}

const button =
  'inline-flex size-10 items-center justify-center rounded-full border border-ink-900/10 bg-white text-ink-700 shadow-xs transition hover:border-brand-600 hover:bg-brand-600 hover:text-white';

/** Share buttons for a social and a professional network (SPEC 2.5); each opens the network in a new tab. */
export function ShareLinks({ url }: { url: string }) {
  const links = shareLinks(url);
  return (
    <div className="flex shrink-0 items-center gap-3">
      <p className="inline-flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-ink-900">
        <Share2 aria-hidden="true" className="size-4 text-brand-600" />
        {BLOG_STRINGS.share}
      </p>
      <a href={links.social} target="_blank" rel="noopener noreferrer" className={button}>
        <FacebookMark />
        <span className="sr-only">{BLOG_STRINGS.shareSocial} (opens in a new tab)</span>
      </a>
      <a href={links.professional} target="_blank" rel="noopener noreferrer" className={button}>
        <LinkedInMark />
        <span className="sr-only">{BLOG_STRINGS.shareProfessional} (opens in a new tab)</span>
      </a>
    </div>
  );
}
