/**
 * The site's content (SPEC.md section 3) other than the blog: the lists, the one-row records and documents,
 * the contact messages, and the content version and list order that every page read depends on.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, versioned } from './columns';
import { imageColumns } from './image-columns';

export const gender = pgEnum('gender', ['Male', 'Female', 'Other']);
export const projectStyle = pgEnum('project_style', ['white', 'black-img-white-text', 'other']);

/** One row; its version goes up on every successful content write. */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The order the administrators chose for a list (issue 13): services, products, team. Records not in `ids`
 * (added since) come after, oldest first; ids of deleted records stay, so a restored record returns to its place.
 */
export const contentOrder = pgTable('content_order', {
  kind: text('kind').primaryKey(),
  ids: uuid('ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  ...imageColumns(),
  ...timestamps(),
  ...versioned(),
});

export const products = pgTable('products', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  link: text('link'),
  style: projectStyle('style'),
  ...imageColumns(),
  ...timestamps(),
  ...versioned(),
});

export const teamMembers = pgTable('team_members', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: gender('gender').notNull().default('Male'),
  role: text('role').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull(),
  linkedin: text('linkedin'),
  dribbble: text('dribbble'),
  ...imageColumns(),
  ...timestamps(),
  ...versioned(),
});

export const growthSteps = pgTable(
  'growth_steps',
  {
    id: id(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ...imageColumns(),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [index('growth_steps_number_idx').on(t.number)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    message: text('message').notNull(),
    /** When an administrator opened it (issue 13); null while unread. One inbox: read for every administrator. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Where the visit that sent it came from (issue 28): the referrer's site or utm_source, and utm_campaign. */
    source: text('source'),
    campaign: text('campaign'),
    ...timestamps(),
  },
  // The back office's pages, newest first with the id breaking ties, read from the index (issue 29).
  (t) => [index('contact_submissions_created_id_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const stats = pgTable(
  'stats',
  {
    id: id(),
    headline: text('headline').notNull(),
    description: text('description').notNull(),
    loyalClients: integer('loyal_clients').notNull().default(0),
    experts: integer('experts').notNull().default(0),
    yearsExperience: integer('years_experience').notNull().default(0),
    techAwards: integer('tech_awards').notNull().default(0),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('stats_one_row').on(sql`(true)`),
  ],
);

export const aboutUs = pgTable(
  'about_us',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    aboutTitle: text('about_title').notNull(),
    aboutDescription: text('about_description').notNull(),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('about_us_one_row').on(sql`(true)`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    projectsCompleted: bigint('projects_completed', { mode: 'number' }).notNull().default(0),
    yearOnYearGrowth: integer('year_on_year_growth').notNull().default(0),
    funded: bigint('funded', { mode: 'number' }).notNull().default(0),
    downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
    date: date('date'),
    ...timestamps(),
    ...versioned(),
  },
  (t) => [index('achievements_created_idx').on(t.createdAt.desc())],
);

export interface TitledSection {
  _id: string;
  title: string;
  description: string;
}
export interface TextSection {
  _id: string;
  title: string;
  content: string;
}
export interface RefundItem {
  heading: string;
  description: string;
  points: string[];
}

/** Single documents: at most one row each, replaced whole by the admin editors. */
export const companyValues = pgTable(
  'company_values',
  {
    id: id(),
    headline: text('headline').notNull(),
    sections: jsonb('sections').$type<TitledSection[]>().notNull().default([]),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One document at most: of two first saves at once, the second is refused (409), not kept as a row no page shows.
    uniqueIndex('company_values_one_row').on(sql`(true)`),
  ],
);

export const contactInfo = pgTable(
  'contact_info',
  {
    id: id(),
    email: text('email').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    hours: text('hours').notNull(),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('contact_info_one_row').on(sql`(true)`),
  ],
);

export const terms = pgTable(
  'terms',
  {
    id: id(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    sections: jsonb('sections').$type<TextSection[]>().notNull().default([]),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One document at most: of two first saves at once, the second is refused (409), not kept as a row no page shows.
    uniqueIndex('terms_one_row').on(sql`(true)`),
  ],
);

export const refundPolicies = pgTable(
  'refund_policies',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    items: jsonb('items').$type<RefundItem[]>().notNull().default([]),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One document at most: of two first saves at once, the second is refused (409), not kept as a row no page shows.
    uniqueIndex('refund_policies_one_row').on(sql`(true)`),
  ],
);

export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: id(),
    sections: jsonb('sections').$type<TextSection[]>().notNull().default([]),
    ...timestamps(),
    ...versioned(),
  },
  () => [
    // One document at most: of two first saves at once, the second is refused (409), not kept as a row no page shows.
    uniqueIndex('privacy_policies_one_row').on(sql`(true)`),
  ],
);
