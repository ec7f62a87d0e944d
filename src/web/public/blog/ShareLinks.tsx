import { Share2 } from 'lucide-react';
import { FacebookIcon, LinkedinIcon } from '../../components/BrandIcons';
import { shareLinks } from './post';
import { BLOG_STRINGS } from './strings';

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
        <FacebookIcon className="size-4" />
        <span className="sr-only">{BLOG_STRINGS.shareSocial} (opens in a new tab)</span>
      </a>
      <a href={links.professional} target="_blank" rel="noopener noreferrer" className={button}>
        <LinkedinIcon className="size-4" />
        <span className="sr-only">{BLOG_STRINGS.shareProfessional} (opens in a new tab)</span>
      </a>
    </div>
  );
}
