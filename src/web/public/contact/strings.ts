/** Words of the contact form and page that the spec leaves to us (SPEC 2.4, 5, 8 give the rest, in src/shared/messages.ts). */
export const CONTACT_STRINGS = {
  pageTitle: 'Contact Us',
  heroEyebrow: 'Contact',
  heroTitle: 'Let’s Talk About Your Project',
  heroSubtitle:
    'Tell us what you are building or what is holding your business back. A specialist will get back to you within one business day.',
  metaDescription:
    'Contact Kestrel Digital about web development, mobile apps, UI/UX design or digital marketing. We reply within one business day.',
  sectionEyebrow: 'Get in touch',
  sectionIntro:
    'Share a few details about your goals and timeline. We will answer with honest advice and a clear next step, with no obligation.',
  promises: ['A reply within one business day', 'A free first consultation', 'A confidentiality agreement on request'],
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
  acceptTermsBefore: 'I accept the ',
  acceptTermsLink: 'Terms',
  honeypot: 'Website',
  send: 'Send Message',
  sending: 'Sending...',
  noScript: 'Sending this form needs JavaScript. Please enable it, or reach us by e-mail or phone.',
  reachEyebrow: 'Reach us directly',
  reachTitle: 'Visit, Call or Write to Us',
  emailLabel: 'Email',
  locationLabel: 'Location',
  phoneLabel: 'Phone',
  mapTitle: 'Map of the area around the Kestrel Digital office in Portland, Oregon',
  mapLink: 'View larger map',
} as const;

/** The office on OpenStreetMap: the area shown and the marker (longitudes first in the box, as OSM wants). */
export const OFFICE_MAP = {
  bbox: [-122.6995, 45.5245, -122.6685, 45.5375],
  marker: [45.531, -122.684],
  zoom: 16,
} as const;
