/**
 * The back office's search (issue 13): titles, names and text of every kind of content and the contact
 * messages, a few matches of each, with the words around the first match.
 */
import { desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/schemas/common';
import { adminSearchQuery, adminSearchResults } from '../../shared/schemas/search';
import { stripTags } from '../../shared/text';
import { ACCOUNT } from '../auth/guard';
import { achievements, blogs, contactSubmissions, growthSteps, products, services, teamMembers } from '../db/schema';

/** Matches of one kind the answer lists at most. */
const PER_KIND = 5;
const SNIPPET_LENGTH = 120;

/** `%`, `_` and `\` typed by the administrator are themselves, not patterns. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words around the first place `q` occurs in `text` (or its start), cut at word boundaries. */
export function snippetOf(text: string, q: string): string {
  const plain = stripTags(text);
  const at = plain.toLowerCase().indexOf(q.toLowerCase());
  if (plain.length <= SNIPPET_LENGTH) return plain;
  const start = at < 0 ? 0 : Math.max(0, at - 40);
  const from = start === 0 ? 0 : plain.indexOf(' ', start) + 1;
  const piece = plain.slice(from, from + SNIPPET_LENGTH);
  const end = from + SNIPPET_LENGTH < plain.length ? piece.replace(/\s+\S*$/, '') : piece;
  return `${from > 0 ? '…' : ''}${end}${from + SNIPPET_LENGTH < plain.length ? '…' : ''}`;
}

interface Kind {
  type: string;
  table: PgTable;
  id: AnyPgColumn;
  order: AnyPgColumn;
  title: SQL;
  /** The columns searched; the first one that matches gives the snippet. */
  fields: AnyPgColumn[];
}

const KINDS: Kind[] = [
  {
    type: 'blog',
    table: blogs,
    id: blogs.id,
    order: blogs.createdAt,
    title: sql`${blogs.title}`,
    fields: [blogs.title, blogs.excerpt, blogs.content],
  },
  {
    type: 'service',
    table: services,
    id: services.id,
    order: services.createdAt,
    title: sql`${services.name}`,
    fields: [services.name, services.description],
  },
  {
    type: 'product',
    table: products,
    id: products.id,
    order: products.createdAt,
    title: sql`${products.name}`,
    fields: [products.name, products.description],
  },
  {
    type: 'team',
    table: teamMembers,
    id: teamMembers.id,
    order: teamMembers.createdAt,
    title: sql`${teamMembers.firstName} || ' ' || ${teamMembers.lastName}`,
    fields: [teamMembers.firstName, teamMembers.lastName, teamMembers.role, teamMembers.description],
  },
  {
    type: 'achievements',
    table: achievements,
    id: achievements.id,
    order: achievements.createdAt,
    title: sql`${achievements.title}`,
    fields: [achievements.title, achievements.description],
  },
  {
    type: 'growthsteps',
    table: growthSteps,
    id: growthSteps.id,
    order: growthSteps.createdAt,
    title: sql`${growthSteps.title}`,
    fields: [growthSteps.title, growthSteps.description],
  },
  {
    type: 'contact',
    table: contactSubmissions,
    id: contactSubmissions.id,
    order: contactSubmissions.createdAt,
    title: sql`${contactSubmissions.firstName} || ' ' || ${contactSubmissions.lastName}`,
    fields: [
      contactSubmissions.firstName,
      contactSubmissions.lastName,
      contactSubmissions.email,
      contactSubmissions.message,
    ],
  },
];

export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search',
    {
      config: ACCOUNT,
      schema: {
        tags: ['search'],
        summary: 'Search every kind of content and the contact messages (titles, names, text); a few of each kind',
        querystring: adminSearchQuery,
        response: { 200: adminSearchResults, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { q } = request.query;
      const pattern = containing(q);
      const found = await Promise.all(
        KINDS.map(async (kind) => {
          const rows = (await app.db
            .select({
              id: kind.id,
              title: kind.title.mapWith(String),
              ...Object.fromEntries(kind.fields.map((field, i) => [`f${i}`, field])),
            })
            .from(kind.table)
            .where(or(...kind.fields.map((field) => ilike(field, pattern))))
            .orderBy(desc(kind.order))
            .limit(PER_KIND)) as unknown as ({ id: string; title: string } & Record<string, string>)[];
          return rows.map((row) => {
            const texts = kind.fields.map((_, i) => row[`f${i}`] ?? '');
            const hit = texts.find((text) => stripTags(text).toLowerCase().includes(q.toLowerCase())) ?? texts[0] ?? '';
            return { type: kind.type, recordId: row.id, title: row.title, snippet: snippetOf(hit, q) };
          });
        }),
      );
      return { results: found.flat() };
    },
  );
};
