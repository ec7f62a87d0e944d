import { z } from 'zod';
import { versionedFields } from './common';

const textSection = z.object({ _id: z.string(), title: z.string(), content: z.string() });

export const terms = z.object({
  ...versionedFields,
  title: z.string(),
  intro: z.string(),
  sections: z.array(textSection),
});
export type Terms = z.infer<typeof terms>;

export const refundItem = z.object({ heading: z.string(), description: z.string(), points: z.array(z.string()) });
export const refundPolicy = z.object({
  ...versionedFields,
  title: z.string(),
  description: z.string(),
  items: z.array(refundItem),
});
export type RefundPolicy = z.infer<typeof refundPolicy>;

export const privacyPolicy = z.object({
  _id: z.string(),
  sections: z.array(textSection),
  /** 0 until the document is first written. */
  version: z.number().int().min(0),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicy>;
