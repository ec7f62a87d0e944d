/**
 * What the admin forms send. The same schemas validate on the server and in the browser, so a field's
 * message is the same in both places. Multipart forms send every value as text; numbers are coerced.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../admin-messages';
import { BLOG_SCHEDULE_MESSAGES } from '../admin-words/blogs';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  EXCERPT_MAX,
  FIELD_MAX,
  IMAGE_ALT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  PROJECT_STYLES,
  TEAM_GENDERS,
} from '../limits';
import { ROLE_MESSAGES } from '../roles';
import { NEWSLETTER_WORDS } from '../subscriptions';
import { requiredText } from './common';
import { EMAIL_PATTERN } from './contact';

const text = (label: string, message: string, max: number = FIELD_MAX.text) => requiredText(label, max, message);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional http(s) URL; blank means none. */
const optionalUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(FIELD_MAX.url)
    .regex(/^https?:\/\/[^\s]+$/i, { error: M.linkInvalid })
    .optional(),
);

/** The largest value of a PostgreSQL `integer` column: a larger one would be refused by the database (a 500). */
const INTEGER_MAX = 2_147_483_647;
const tooLarge = (max: number) => `Must be at most ${max.toLocaleString('en-US')}.`;

/** A whole number of 0 or more, from a number or its text; `max` is what its column holds. */
const count = (max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.numberInvalid })
      .int({ error: M.numberInvalid })
      .min(0, { error: M.numberInvalid })
      .max(max, { error: tooLarge(max) }),
  );

/** A count that may be left blank: blank or missing is 0 (SPEC 5: stats counts are not required). */
const optionalCount = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.numberInvalid })
      .int({ error: M.numberInvalid })
      .min(0, { error: M.numberInvalid })
      .max(INTEGER_MAX, { error: tooLarge(INTEGER_MAX) })
      .optional()
      .transform((n) => n ?? 0),
  );

const email = (required: string) =>
  requiredText('Email', FIELD_MAX.email, required).regex(EMAIL_PATTERN, { error: M.emailInvalid });

/** `removeImage=true` drops a record's current image (where an image is optional). */
const removeImage = z.preprocess((v) => v === true || v === 'true', z.boolean()).optional();

export const serviceInput = z.object({
  name: text('Service name', M.serviceNameRequired, FIELD_MAX.title),
  description: text('Description', M.serviceDescriptionRequired),
});

export const productInput = z.object({
  name: text('Name', M.productNameRequired, FIELD_MAX.title),
  description: text('Description', M.productDescriptionRequired),
  link: optionalUrl,
  style: z.preprocess(blankToUndefined, z.enum(PROJECT_STYLES).optional()),
  removeImage,
});

export const teamMemberInput = z.object({
  firstName: text('First name', M.teamFirstNameRequired, FIELD_MAX.name),
  lastName: text('Last name', M.teamLastNameRequired, FIELD_MAX.name),
  role: text('Role', M.teamRoleRequired, FIELD_MAX.title),
  description: text('Description', M.teamDescriptionRequired),
  email: email(M.teamEmailRequired),
  gender: z.preprocess(blankToUndefined, z.enum(TEAM_GENDERS).default('Male')),
  linkedin: optionalUrl,
  dribbble: optionalUrl,
  removeImage,
});

export const growthStepInput = z.object({
  number: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.stepNumberRequired })
      .int({ error: M.stepNumberRequired })
      .min(0, { error: M.numberInvalid })
      .max(999, { error: 'Step number must be at most 999.' }),
  ),
  title: text('Title', M.stepTitleRequired, FIELD_MAX.title),
  description: text('Description', M.stepDescriptionRequired),
  removeImage,
});

export const statsInput = z.object({
  headline: text('Headline', M.headlineRequired, FIELD_MAX.title),
  description: text('Description', M.descriptionRequired),
  loyalClients: optionalCount(),
  experts: optionalCount(),
  yearsExperience: optionalCount(),
  techAwards: optionalCount(),
});

export const aboutUsInput = z.object({
  title: text('Page heading', M.aboutHeadingRequired, FIELD_MAX.title),
  description: text('Introduction', M.aboutIntroductionRequired),
  aboutTitle: text('Story heading', M.aboutTitleRequired, FIELD_MAX.title),
  aboutDescription: text('Story text', M.aboutDescriptionRequired),
});

export const achievementInput = z.object({
  title: text('Title', M.titleRequired, FIELD_MAX.title),
  description: text('Description', M.descriptionRequired),
  statistics: z.object({
    projectsCompleted: count(),
    yearOnYearGrowth: count(INTEGER_MAX),
    funded: count(),
    downloads: count(),
  }),
  // PostgreSQL has no year 0 (the year before 1 AD is 1 BC): '0000-01-01' would be a 500.
  date: z.iso.date({ error: M.dateRequired }).refine((value) => !value.startsWith('0000'), { error: M.dateRequired }),
});

export const contactInfoInput = z.object({
  email: email(M.teamEmailRequired),
  location: text('Location', M.locationRequired, FIELD_MAX.title),
  phone: text('Phone', M.phoneRequired, FIELD_MAX.phone),
  hours: text('Hours', M.hoursRequired, FIELD_MAX.title),
});

const sectionId = z.string().max(100).optional();

export const companyValuesInput = z.object({
  headline: text('Headline', M.headlineRequired, FIELD_MAX.title),
  sections: z
    .array(
      z.object({
        _id: sectionId,
        title: text('Title', M.titleRequired, FIELD_MAX.title),
        description: text('Description', M.descriptionRequired),
      }),
    )
    .max(50),
});

const textSections = z
  .array(
    z.object({
      _id: sectionId,
      title: text('Title', M.titleRequired, FIELD_MAX.title),
      content: text('Content', M.contentRequired, 20_000),
    }),
  )
  .max(50);

export const termsInput = z.object({
  title: text('Title', M.titleRequired, FIELD_MAX.title),
  intro: text('Introduction', M.introRequired, 20_000),
  sections: textSections,
});

export const refundPolicyInput = z.object({
  title: text('Title', M.titleRequired, FIELD_MAX.title),
  description: text('Description', M.descriptionRequired, 20_000),
  items: z
    .array(
      z.object({
        heading: text('Heading', M.headingRequired, FIELD_MAX.title),
        description: text('Description', M.descriptionRequired, 20_000),
        points: z.array(z.string().trim().min(1).max(2000)).max(50).default([]),
      }),
    )
    .max(50),
});

export const privacyPolicyInput = z.object({ sections: textSections });

/** Blog fields as the form sends them; tags arrive as a JSON string (SPEC 7). */
export const blogFields = z.object({
  title: text('Title', M.blogTitleCategoryRequired, FIELD_MAX.title),
  category: z.enum(BLOG_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? M.blogTitleCategoryRequired : M.blogCategoryInvalid,
  }),
  content: z.string().max(500_000).default(''),
  duration: z.union([z.string().max(50), z.number()]).optional(),
  status: z.preprocess(blankToUndefined, z.enum(BLOG_STATUSES).default('draft')),
  author: z.preprocess(blankToUndefined, z.string().trim().max(FIELD_MAX.name).optional()),
  tags: z
    .preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        if (value.trim() === '') return [];
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      },
      z
        .array(z.string({ error: M.blogTagsInvalid }).max(50, { error: 'A tag must be at most 50 characters.' }), {
          error: M.blogTagsInvalid,
        })
        .max(30),
    )
    .default([]),
  slug: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** What search engines and social cards show (empty: the title, and the excerpt). */
  metaTitle: z.preprocess(blankToUndefined, z.string().trim().max(META_TITLE_MAX).optional()),
  metaDescription: z.preprocess(blankToUndefined, z.string().trim().max(META_DESCRIPTION_MAX).optional()),
  /**
   * The featured image's description, which is the image's one description in the media library (decision 051):
   * sent, it replaces that description ('' clears it); left out, the description stays as it is.
   */
  featuredImageAlt: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(IMAGE_ALT_MAX).optional(),
  ),
  /** The subtitle, description and RSS summary (empty: the start of the first paragraph). */
  excerpt: z.preprocess(blankToUndefined, z.string().trim().max(EXCERPT_MAX).optional()),
  /** The date of record, set to back-date an imported post (ISO 8601 with its offset; empty: keep it). */
  publishedAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: BLOG_SCHEDULE_MESSAGES.publishAtInvalid }).optional(),
  ),
  /** With `scheduled`: when the post goes live (ISO 8601 with its offset). */
  publishAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: BLOG_SCHEDULE_MESSAGES.publishAtInvalid }).optional(),
  ),
  removeFeaturedImage: removeImage,
  removeSocialImage: removeImage,
  /** Mail the post to the confirmed subscribers once it is published (issue 14): 'true' or 'false'. */
  emailSubscribers: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: NEWSLETTER_WORDS.emailSubscribersInvalid }).default(false),
  ),
});
/** A minute of clock difference between the browser and the server is no future date. */
const CLOCK_SKEW_MS = 60_000;
/** A post as the form sends it, checked whole: a scheduled post needs a time to come. */
export const blogInput = blogFields.superRefine((post, context) => {
  if (post.publishedAt && Date.parse(post.publishedAt) > Date.now() + CLOCK_SKEW_MS) {
    context.addIssue({ code: 'custom', path: ['publishedAt'], message: BLOG_SCHEDULE_MESSAGES.publishedAtFuture });
  }
  if (post.status !== 'scheduled') return;
  if (!post.publishAt) {
    context.addIssue({ code: 'custom', path: ['publishAt'], message: BLOG_SCHEDULE_MESSAGES.publishAtRequired });
  } else if (Date.parse(post.publishAt) <= Date.now()) {
    context.addIssue({ code: 'custom', path: ['publishAt'], message: BLOG_SCHEDULE_MESSAGES.publishAtPast });
  }
});

/** What a form holds before validation (numbers may still be text). */
export type StatsInput = z.input<typeof statsInput>;
export type AboutUsInput = z.input<typeof aboutUsInput>;
export type AchievementInput = z.input<typeof achievementInput>;
export type ContactInfoInput = z.input<typeof contactInfoInput>;
export type CompanyValuesInput = z.input<typeof companyValuesInput>;
export type TermsInput = z.input<typeof termsInput>;
export type RefundPolicyInput = z.input<typeof refundPolicyInput>;
export type PrivacyPolicyInput = z.input<typeof privacyPolicyInput>;

/** A list's new order (issue 13): every id once. Ids the list no longer has are kept harmlessly. */
export const orderInput = z.object({
  ids: z
    .array(z.uuid({ error: 'Not a valid id.' }), { error: 'Send the ids in their new order.' })
    .max(1000, { error: 'Send at most 1000 ids.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each id may appear once.' }),
});

/** An editor sends a post in review back to its writer with a note (issue 25). */
export const reviewReturnInput = z.object({
  note: z
    .string({ error: ROLE_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: ROLE_MESSAGES.noteRequired })
    .max(2000, { error: ROLE_MESSAGES.noteRequired }),
});
