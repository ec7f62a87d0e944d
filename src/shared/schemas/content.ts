import { z } from 'zod';
import { PROJECT_STYLES, TEAM_GENDERS } from '../limits';
import { imageFields, versionedFields } from './common';

export const service = z.object({ ...versionedFields, name: z.string(), description: z.string(), ...imageFields });
export type Service = z.infer<typeof service>;

export const product = z.object({
  ...versionedFields,
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  style: z.enum(PROJECT_STYLES).nullable(),
  ...imageFields,
});
export type Product = z.infer<typeof product>;

export const teamMember = z.object({
  ...versionedFields,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(TEAM_GENDERS),
  role: z.string(),
  description: z.string(),
  email: z.string(),
  linkedin: z.string().nullable(),
  dribbble: z.string().nullable(),
  ...imageFields,
});
export type TeamMember = z.infer<typeof teamMember>;

export const growthStep = z.object({
  ...versionedFields,
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  ...imageFields,
});
export type GrowthStep = z.infer<typeof growthStep>;

export const stats = z.object({
  ...versionedFields,
  headline: z.string(),
  description: z.string(),
  loyalClients: z.number(),
  experts: z.number(),
  yearsExperience: z.number(),
  techAwards: z.number(),
});
export type Stats = z.infer<typeof stats>;

export const aboutUs = z.object({
  ...versionedFields,
  title: z.string(),
  description: z.string(),
  aboutTitle: z.string(),
  aboutDescription: z.string(),
});
export type AboutUs = z.infer<typeof aboutUs>;

export const achievement = z.object({
  ...versionedFields,
  title: z.string(),
  description: z.string(),
  statistics: z.object({
    projectsCompleted: z.number(),
    yearOnYearGrowth: z.number(),
    funded: z.number(),
    downloads: z.number(),
  }),
  /** YYYY-MM-DD */
  date: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievement>;

const section = z.object({ _id: z.string(), title: z.string(), description: z.string() });
export const companyValues = z.object({
  headline: z.string(),
  sections: z.array(section),
  /** 0 until the document is first written. */
  version: z.number().int().min(0),
});
export type CompanyValues = z.infer<typeof companyValues>;

export const contactInfo = z.object({
  _id: z.uuid(),
  email: z.string(),
  location: z.string(),
  phone: z.string(),
  hours: z.string(),
  version: versionedFields.version,
});
export type ContactInfo = z.infer<typeof contactInfo>;
