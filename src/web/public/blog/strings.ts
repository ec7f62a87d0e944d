/** Words of the blog pages that the spec leaves to us (SPEC 2.4, 2.5 give the rest, in src/shared/messages.ts). */
export const BLOG_STRINGS = {
  /** Before a preview's tab title: it is not the public page yet. */
  previewTitlePrefix: 'Preview: ',
  listEyebrow: 'Insights',
  listIntro:
    'Practical notes from our engineers, designers and strategists on building software that moves a business forward.',
  gridEyebrow: 'From the blog',
  backToBlog: 'Back to Blog',
  /** Before the day of the last edit, when it came after the publication (issue 12). */
  updated: 'Updated',
  pagination: 'Blog pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  emptyPage: 'There are no articles on this page.',
  firstPage: 'Go to the first page',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles',
  searchButton: 'Search',
  searchTitle: (q: string) => `Search: ${q}`,
  /** `1,000+ articles match` when the search stopped counting (decision 052). */
  resultsFor: (q: string, total: number, more = false) =>
    `${total.toLocaleString('en-US')}${more ? '+' : ''} ${total === 1 && !more ? 'article matches' : 'articles match'} “${q}”.`,
  noResults: (q: string) => `No articles match “${q}”.`,
  showAll: 'Show all articles',
  by: 'Written by',
  tags: 'Tags',
  share: 'Share this article',
  shareSocial: 'Share on Facebook',
  shareProfessional: 'Share on LinkedIn',
  relatedEyebrow: 'Keep reading',
  stayUpdatedText:
    'Get our newest articles on software, design and growth in your inbox. No spam, unsubscribe anytime.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  subscribe: 'Subscribe',
  errorHint: 'The article may have moved, or it is not published yet.',
  failedHint: 'Please try again in a moment.',
} as const;

/** `5 min read` (SPEC 2.4: reading duration in minutes). */
export const readTime = (minutes: number) => `${minutes} min read`;

/** The three sample cards shown when no posts exist yet (SPEC 2.1, 9); each links to /blog/placeholder. */
export const SAMPLE_POSTS = [
  { category: 'Technology', title: 'Building Software That Scales With Your Business' },
  { category: 'Business', title: 'How to Plan a Digital Project From Idea to Launch' },
  { category: 'Lifestyle', title: 'Inside a Product Team That Ships Every Week' },
] as const;
