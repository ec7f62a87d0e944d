/**
 * Words of the document editors: Company Values and the three legal pages. The spec gives these screens no
 * words (they exist so every word of the public site can be edited), so they are ours; field messages come
 * from ADMIN_MESSAGES through the shared schemas.
 */

/** Words every document editor shares. */
export const DOCUMENT_WORDS = {
  save: 'Save Changes',
  saving: 'Saving...',
  discard: 'Discard Changes',
  discardConfirm: 'Discard your unsaved changes and go back to the saved version?',
  discardConfirmLabel: 'Discard',
  viewPage: 'View page',
  newTab: '(opens in a new tab)',
  moveUp: (item: string) => `Move ${item} up`,
  moveDown: (item: string) => `Move ${item} down`,
  remove: (item: string) => `Remove ${item}`,
  removeConfirmLabel: 'Remove',
  moved: (item: string, position: number) => `${item} moved to position ${position}.`,
  removed: (item: string) => `${item} removed.`,
  atMost: (count: number, what: string) => `At most ${count} ${what}.`,
  paragraphsHint: 'Plain text. Leave an empty line between paragraphs; single line breaks are joined into one line.',
  oneParagraphHint: 'Plain text, shown as one paragraph: line breaks are not kept.',
} as const;

export const COMPANY_VALUES_WORDS = {
  heading: 'Company Values',
  intro: 'The values block of the About page: its headline and one card per value, in this order.',
  pagePath: '/about#company-values',
  loading: 'Loading company values...',
  loadFailed: 'Failed to load company values',
  empty: 'No company values yet. Write the headline and the first value below, then save to publish them.',
  headline: 'Headline',
  headlineHint: 'The heading above the value cards on the About page.',
  values: 'Values',
  valuesHint: 'One card per value, in this order. Icons are given by position, so moving a value changes its icon.',
  value: (n: number) => `Value ${n}`,
  valueTitle: 'Title',
  valueTitleHint: 'The card’s heading.',
  valueDescription: 'Description',
  addValue: 'Add Value',
  noValues: 'No values yet: add the first one.',
  removeConfirm: (n: number) => `Are you sure you want to remove value ${n}? It leaves the About page when you save.`,
  saved: 'Company values saved successfully!',
  saveFailed: 'Failed to save company values. Please try again.',
} as const;

export const TERMS_WORDS = {
  heading: 'Terms of Service',
  intro: 'The Terms of Service page. Sections are numbered and listed in the page’s side menu in this order.',
  pagePath: '/terms-of-service',
  loading: 'Loading terms of service...',
  loadFailed: 'Failed to load terms of service',
  empty: 'No terms of service yet. Write them below and save to publish them.',
  top: 'Title and introduction',
  title: 'Title',
  titleHint: 'The page’s main heading and the browser tab title.',
  introduction: 'Introduction',
  introductionHint: 'Shown under the title as one paragraph (line breaks are not kept); search engines show its start.',
  saved: 'Terms of service saved successfully!',
  saveFailed: 'Failed to save terms of service. Please try again.',
} as const;

export const REFUND_WORDS = {
  heading: 'Refund Policy',
  intro: 'The Refund Policy page. Each item is a numbered section, listed in the page’s side menu in this order.',
  pagePath: '/refund-policy',
  loading: 'Loading refund policy...',
  loadFailed: 'Failed to load refund policy',
  empty: 'No refund policy yet. Write it below and save to publish it.',
  top: 'Title and description',
  title: 'Title',
  titleHint: 'The page’s main heading and the browser tab title.',
  description: 'Description',
  descriptionHint: 'Shown under the title as one paragraph (line breaks are not kept); search engines show its start.',
  items: 'Items',
  itemsHint: 'Each item is a numbered section with its heading, its text and a list of points.',
  item: (n: number) => `Item ${n}`,
  itemHeading: 'Heading',
  itemHeadingHint: 'The section’s numbered heading and its entry in the side menu.',
  itemDescription: 'Description',
  addItem: 'Add Item',
  noItems: 'No items yet: add the first one.',
  removeItemConfirm: (n: number) => `Are you sure you want to remove item ${n}? It leaves the page when you save.`,
  points: 'Points',
  pointsHint: 'A ticked list under the item’s text, in this order. Empty points are left out.',
  point: (item: number, n: number) => `Point ${n} of item ${item}`,
  pointShort: (n: number) => `Point ${n}`,
  addPoint: 'Add Point',
  noPoints: 'No points: the item shows its text only.',
  removePointConfirm: (n: number) => `Are you sure you want to remove point ${n}?`,
  saved: 'Refund policy saved successfully!',
  saveFailed: 'Failed to save refund policy. Please try again.',
} as const;

export const PRIVACY_WORDS = {
  heading: 'Privacy Policy',
  intro:
    'The sections of the Privacy Policy page, numbered and listed in its side menu in this order. The page’s title and introduction are fixed.',
  pagePath: '/privacy-policy',
  loading: 'Loading privacy policy...',
  loadFailed: 'Failed to load privacy policy',
  empty: 'No privacy policy yet. Write its sections below and save to publish it.',
  saved: 'Privacy policy saved successfully!',
  saveFailed: 'Failed to save privacy policy. Please try again.',
} as const;

/** The numbered text sections of Terms and Privacy. */
export const SECTION_WORDS = {
  sections: 'Sections',
  sectionsHint: 'Each section gets a number and an entry in the page’s side menu.',
  section: (n: number) => `Section ${n}`,
  title: 'Title',
  titleHint: 'The section’s numbered heading and its entry in the side menu.',
  content: 'Content',
  addSection: 'Add Section',
  noSections: 'No sections yet: add the first one. The page shows an error until it has one.',
  removeConfirm: (n: number) => `Are you sure you want to remove section ${n}? It leaves the page when you save.`,
} as const;
