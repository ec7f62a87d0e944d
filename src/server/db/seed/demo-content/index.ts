/**
 * The demo company's content, assembled from its parts: `company.ts` (services, products, team and
 * the rest of the company pages), `legal.ts` (terms, refund, privacy) and `blogs-*.ts` (blog posts).
 */
import type { DemoContent } from '../types';
import { blogs1 } from './blogs-1';
import { blogs2 } from './blogs-2';
import { blogs3 } from './blogs-3';
import {
  about,
  achievements,
  companyName,
  companyValues,
  contactInfo,
  contactSubmissions,
  growthSteps,
  products,
  services,
  stats,
  team,
} from './company';
import { privacy, refund, terms } from './legal';

export const demoContent: DemoContent = {
  companyName,
  services,
  products,
  team,
  growthSteps,
  stats,
  about,
  achievements,
  companyValues,
  contactInfo,
  terms,
  refund,
  privacy,
  blogs: [...blogs1, ...blogs2, ...blogs3],
  contactSubmissions,
};
