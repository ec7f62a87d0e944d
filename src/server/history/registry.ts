/**
 * The content records that keep history (issue 12), by the name the revision and trash calls use: the
 * resource's path in the API. Each names its table and how a stored row becomes the record the API answers,
 * as the resource itself declares it (its `*.record.ts` or its service). Only those declarations are imported
 * here, never a routes file: history sits below content and auth (docs/decisions/034).
 */

import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../shared/roles';
import { toAboutUs } from '../content/about/about.record';
import { toAchievement } from '../content/achievement/achievement.record';
import { toBlog } from '../content/blog/blog.service';
import { toCompanyValues } from '../content/company-values/company-values.record';
import { toContactInfo } from '../content/contact-info/contact-info.record';
import { toGrowthStep } from '../content/growth-step/growth-step.service';
import { toPrivacyPolicy, toRefund, toTerms } from '../content/legal/legal.record';
import { toProduct } from '../content/product/product.service';
import { toService } from '../content/service/service.service';
import { toStats } from '../content/stats/stats.record';
import { toTeamMember } from '../content/team/team.service';
import {
  aboutUs,
  achievements,
  blogs,
  companyValues,
  contactInfo,
  growthSteps,
  privacyPolicies,
  products,
  refundPolicies,
  services,
  stats,
  teamMembers,
  terms,
} from '../db/schema';

interface Kind {
  table: PgTable;
  /** The lowest role that may put it back (issue 25): the same as may change it. */
  role: Role;
  // biome-ignore lint/suspicious/noExplicitAny: each kind maps its own row type; rows are rebuilt from stored JSON.
  toApi: (row: any) => object;
}

const kind = <T extends PgTable>(table: T, toApi: (row: T['$inferSelect']) => object, role: Role = 'editor'): Kind => ({
  table,
  toApi,
  role,
});

export const HISTORY_KINDS = {
  blog: kind(blogs, toBlog),
  service: kind(services, toService),
  product: kind(products, toProduct),
  team: kind(teamMembers, toTeamMember),
  growthsteps: kind(growthSteps, toGrowthStep),
  stats: kind(stats, toStats),
  aboutus: kind(aboutUs, toAboutUs),
  achievements: kind(achievements, toAchievement),
  'contact-info': kind(contactInfo, toContactInfo, 'administrator'),
  'company-values': kind(companyValues, toCompanyValues),
  terms: kind(terms, toTerms, 'administrator'),
  refund: kind(refundPolicies, toRefund, 'administrator'),
  privacypolicy: kind(privacyPolicies, toPrivacyPolicy, 'administrator'),
} as const satisfies Record<string, Kind>;

export type HistoryType = keyof typeof HISTORY_KINDS;
export const HISTORY_TYPES = Object.keys(HISTORY_KINDS) as [HistoryType, ...HistoryType[]];

/** The `id` column every kind's table has (its primary key). */
export const idColumnOf = (table: PgTable) => getTableColumns(table).id as PgColumn;

/** The table's columns a restore writes back: all but the generated ones (e.g. the blog's search vector). */
export function storedColumns(table: PgTable) {
  return Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
}

/** A stored row (as `to_jsonb` wrote it: column names, JSON values) back in the shape Drizzle reads. */
export function rowFromData(table: PgTable, data: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = data[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** The record a revision or a deleted record shows, as the resource's own calls answer it. */
export function recordFromData(type: HistoryType, data: Record<string, unknown>): object {
  const { table, toApi } = HISTORY_KINDS[type];
  return toApi(rowFromData(table, data));
}

/** `first_name` → `firstName`: the changed fields of activity entries, by the names the API uses. */
export const fieldName = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
