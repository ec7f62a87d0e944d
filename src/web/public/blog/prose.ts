/**
 * Typography for an article's HTML (the editor's headings, paragraphs, lists, quotes, links and images),
 * as Tailwind arbitrary variants on one wrapper: the typography plugin is not installed.
 */
export const PROSE = [
  'text-[1.0625rem] leading-[1.8] text-ink-700 sm:text-lg sm:leading-[1.85]',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-6',
  '[&_h1]:mt-14 [&_h1]:text-3xl [&_h1]:leading-tight [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-ink-900',
  '[&_h2]:mt-14 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900 sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink-900',
  '[&_h5]:mt-8 [&_h5]:font-semibold [&_h5]:text-ink-900 [&_h6]:mt-8 [&_h6]:font-semibold [&_h6]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:decoration-2 [&_a]:underline-offset-4',
  '[&_a:hover]:text-brand-800 [&_a:hover]:decoration-brand-600',
  '[&_strong]:font-semibold [&_strong]:text-ink-900 [&_b]:font-semibold [&_b]:text-ink-900',
  '[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-3 [&_li]:pl-2 [&_li::marker]:font-semibold [&_li::marker]:text-brand-600',
  // The editor wraps each item's text in a paragraph: no paragraph gap inside an item.
  '[&_li>p]:mt-0 [&_li>ul]:mt-3 [&_li>ol]:mt-3',
  '[&_blockquote]:my-10 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-6 [&_blockquote]:py-5',
  '[&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:font-medium [&_blockquote]:text-ink-900',
  '[&_img]:my-10 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_.ql-indent-1]:pl-8 [&_.ql-indent-2]:pl-16 [&_.ql-indent-3]:pl-24 [&_.ql-indent-4]:pl-32',
].join(' ');
