import { CONTACT_FORM_STRINGS } from './form-strings';

/**
 * Words of the contact page and form that the spec leaves to us (SPEC 2.4, 5, 8 give the rest, in
 * src/shared/messages.ts). The form's own are in form-strings.ts, which the home page loads without these.
 */
export const CONTACT_STRINGS = {
  pageTitle: 'Contact Us',
  heroEyebrow: 'Contact',
  heroTitle: 'Let’s Talk About Your Project',
  heroSubtitle:
    'Tell us what you are building or what is holding your business back. A specialist will get back to you within one business day.',
  metaDescription:
    'Contact Kestrel Digital about web development, mobile apps, UI/UX design or digital marketing. We reply within one business day.',
  ...CONTACT_FORM_STRINGS,
  reachEyebrow: 'Reach us directly',
  reachTitle: 'Visit, Call or Write to Us',
  emailLabel: 'Email',
  locationLabel: 'Location',
  phoneLabel: 'Phone',
  hoursLabel: 'Opening hours',
  mapTitle: 'Map of the area around the Kestrel Digital office in Portland, Oregon',
  /** Beside the map, never under it: the way to the office whether or not the map loads (issue 27). */
  mapFallback: 'Open our office on the map',
} as const;

/** The office on OpenStreetMap: the area shown and the marker (longitudes first in the box, as OSM wants). */
export const OFFICE_MAP = {
  bbox: [-122.6995, 45.5245, -122.6685, 45.5375],
  marker: [45.531, -122.684],
  zoom: 16,
} as const;
