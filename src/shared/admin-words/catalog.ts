/**
 * Words of the back office's Products, Services and Team sections. The field and outcome messages of
 * SPEC 5 and 8 stay in admin-messages.ts (ADMIN_MESSAGES, ADMIN_OUTCOMES); these are the headings,
 * labels and states around them: SPEC 2.8's words where it has them, plain ones where it has none.
 */
import type { PROJECT_STYLES } from '../limits';

export const PRODUCT_WORDS = {
  heading: 'Products',
  intro: 'The products and projects shown on the public site.',
  add: 'Add Product',
  addTitle: 'Add Product',
  editTitle: 'Edit Product',
  create: 'Create Product',
  update: 'Update Product',
  saving: 'Saving...',
  loading: 'Loading products...',
  empty: 'No products yet',
  emptyText: 'Add your first product to show it on the site.',
  pagination: 'Products pages',
  name: 'Name',
  description: 'Description',
  link: 'Link (optional)',
  linkHint: 'Where the card\'s "Visit" button leads, e.g. https://example.com. Leave empty for no button.',
  noLink: 'No link',
  style: 'Card style (optional)',
  styleHint: "How this item's card looks among the featured projects on the home page.",
  image: 'Image',
  imageHint: 'JPEG, PNG, GIF or WEBP, up to 10 MB.',
  imageKeepHint: 'Leave as it is to keep the current image.',
  created: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted',
  deleteConfirm: 'Are you sure you want to delete this product?',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  visit: (name: string) => `Visit ${name} (opens in a new tab)`,
} as const;

/**
 * How each project style looks on the public site, in plain words (SPEC 3: white, black-img-white-text, other).
 * No preference and 'white' look the same, so they are one choice: White, saved as no preference.
 */
export const PRODUCT_STYLE_OPTIONS: readonly {
  value: '' | (typeof PROJECT_STYLES)[number];
  label: string;
  help: string;
}[] = [
  { value: '', label: 'White', help: 'The standard look: a white card with dark text.' },
  {
    value: 'black-img-white-text',
    label: 'Dark',
    help: 'A dark card with white text, for images that suit a dark frame.',
  },
  { value: 'other', label: 'Tinted', help: 'A light brand-coloured card that stands out from the white ones.' },
];

export const SERVICE_WORDS = {
  heading: 'Services',
  intro: 'The services listed on the public site.',
  add: 'Add Service',
  addTitle: 'Add Service',
  editTitle: 'Update Service',
  saving: 'Saving...',
  loading: 'Loading services...',
  loadFailed: 'Failed to load services',
  empty: 'No services yet',
  emptyText: 'Add your first service to list it on the site.',
  pagination: 'Services pages',
  image: 'Image',
  name: 'Service Name',
  description: 'Description',
  action: 'Action',
  imageHint: 'JPEG, PNG, GIF or WEBP, up to 10 MB.',
  imageKeepHint: 'Leave as it is to keep the current image, or choose a new one to replace it.',
  created: 'Service added successfully',
  updated: 'Service updated successfully',
  deleted: 'Service deleted',
  saveFailed: 'Failed to save service. Please try again.',
  deleteFailed: 'Failed to delete service. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this service?',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
} as const;

export const TEAM_WORDS = {
  heading: 'Team',
  addTitle: 'Add New Member',
  editTitle: 'Edit Member',
  add: 'Add New Member',
  back: 'Back',
  create: 'Add Team Member',
  update: 'Update Team Member',
  processing: 'Processing...',
  loading: 'Loading team members...',
  empty: 'No team members yet',
  emptyText: 'Add the first member to show them on the About page.',
  pagination: 'Team pages',
  image: 'Photo',
  imageHint: 'A square photo looks best. JPEG, PNG, GIF or WEBP, up to 10 MB.',
  imageKeepHint: 'Leave as it is to keep the current photo.',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  description: 'Description',
  email: 'Email',
  gender: 'Gender',
  linkedin: 'LinkedIn profile (optional)',
  dribbble: 'Dribbble profile (optional)',
  urlHint: 'A full address starting with https://',
  deleted: 'Team member deleted',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  emailTo: (name: string) => `Email ${name}`,
} as const;

/** Moving a service, product or team member in its list (issue 13); the public site follows the order. */
export const ORDER_WORDS = {
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number, total: number) => `${name} moved to position ${position} of ${total}.`,
  failed: 'The new order could not be saved. Please try again.',
  column: 'Order',
} as const;
