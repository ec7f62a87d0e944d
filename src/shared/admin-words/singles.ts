/**
 * Words of the back office's single-record sections: Stats, About Us and Contact Info (SPEC 2.8, 8).
 * The spec's own words (titles, buttons, outcomes) are quoted exactly; the outcomes themselves live in
 * ADMIN_OUTCOMES. The rest (field labels, hints, empty and loading texts) the spec leaves to us.
 */

export const STATS_WORDS = {
  viewHeading: 'Stats',
  formTitle: 'Stats Section Form',
  addNew: 'Add New',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  create: 'Create Stats',
  update: 'Update Stats',
  saving: 'Saving...',
  loading: 'Loading stats...',
  intro: 'The figures of the stats band on the home page.',
  emptyTitle: 'No stats saved yet',
  emptyText: 'Until you add stats, the home page shows its built-in figures.',
  deleteConfirm: 'Are you sure you want to delete the stats? The home page will show its built-in figures instead.',
  headline: 'Headline',
  headlineHint: 'Shown on three lines on the home page: the first 3 words, the next 2, then the rest.',
  description: 'Description',
  countsLegend: 'Figures',
  countsHint: 'Whole numbers of 0 or more; an empty box counts as 0.',
  counts: {
    loyalClients: 'Loyal Clients',
    experts: 'Experts',
    yearsExperience: 'Years of Experience',
    techAwards: 'Tech Awards',
  },
} as const;

export const ABOUT_WORDS = {
  formTitle: 'About Section Form',
  formIntro: 'The text at the top of the About page. Every field is required.',
  previewHeading: 'About',
  previewIntro: 'How the about text reads on the public About page.',
  save: 'Save Data',
  update: 'Update Data',
  saving: 'Saving...',
  updateContent: 'Update Content',
  delete: 'Delete',
  loading: 'Loading about content...',
  deleteConfirm:
    'Are you sure you want to delete the About Us content? The About page will show only its heading until new content is saved.',
  deleted: 'About Us content deleted successfully.',
  deleteFailed: 'Failed to delete the About Us content. Please try again.',
  sampleNotice: 'Sample text: nothing has been saved yet. Choose Update Content to write the real text.',
  fields: {
    title: {
      label: 'Page heading',
      hint: "The large heading at the top of the About page. The words 'Tech Solutions' are highlighted.",
    },
    description: { label: 'Introduction', hint: 'The paragraph right under the page heading.' },
    aboutTitle: { label: 'Story heading', hint: "The heading of the 'Who we are' part, below the introduction." },
    aboutDescription: { label: 'Story text', hint: "The paragraph beside the story heading in the 'Who we are' part." },
  },
  sample: {
    title: 'Innovative Tech Solutions for Your Business',
    description:
      'We are a team of designers, developers and marketers who build web and mobile products for growing companies.',
    aboutTitle: 'Who We Are',
    aboutDescription:
      'Since our first project we have helped clients plan, build and grow digital products that last. Tell your story here.',
  },
} as const;

export const CONTACT_INFO_WORDS = {
  heading: 'Contact Info',
  intro: 'Location, phone and email show on the Contact page and in the footer of every page.',
  createTitle: 'Create Contact Information',
  updateTitle: 'Update Contact Information',
  edit: 'Edit',
  cancel: 'Cancel',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  loading: 'Loading contact information...',
  loadFailed: 'Failed to load contact information.',
  fields: {
    location: 'Location',
    phone: 'Phone',
    email: 'Email',
    hours: 'Opening hours',
  },
  hoursPlaceholder: 'Mon – Fri, 9:00 AM – 6:00 PM',
  hoursHint: 'Shown on the contact page, beside the e-mail, location and phone.',
} as const;
