/** The analytics report (issue 28): as JSON for the back office, and as a CSV file for a spreadsheet. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnalyticsReport, analyticsQuery, analyticsReport } from '../../shared/schemas/analytics';
import { errorBody } from '../../shared/schemas/common';
import { EDITOR, PUBLIC } from '../auth/guard';
import { contactCsvCell, csvFile } from '../content/contact/contact.routes';
import { pageKey, pageUrl } from '../render/page-key';
import { analyticsReport as readReport } from './report';

const CSV_HEADER = ['Section', 'Name', 'Source', 'Medium', 'Visitors', 'Pageviews', 'Contacts', 'Subscribers'];

/** The report as CSV rows: one section per list, the totals first. Every cell goes through the formula guard. */
export function analyticsCsv(report: AnalyticsReport, from: string, to: string): string {
  const line = (...cells: (string | number)[]) =>
    [...cells, ...Array(CSV_HEADER.length - cells.length).fill('')]
      .map((cell) => contactCsvCell(String(cell)))
      .join(',');
  const lines = [
    line('Period', `${from} to ${to}`, '', '', report.visitors, report.pageviews),
    line('Previous period', '', '', '', report.previous.visitors, report.previous.pageviews),
    ...report.series.map((day) => line('Day', day.date, '', '', day.visitors, day.pageviews)),
    ...report.pages.map((page) => line('Page', page.path, '', '', page.visitors, page.pageviews)),
    ...report.sources.map((source) => line('Source', source.source, '', '', source.visitors)),
    ...report.campaigns.map((c) => line('Campaign', c.campaign, c.source, c.medium, c.visitors)),
    ...report.devices.map((device) => line('Device', device.device, '', '', device.visitors)),
    ...report.languages.map((language) => line('Language', language.language, '', '', language.visitors)),
    ...report.leads.map((lead) =>
      line('Leads', lead.campaign, lead.source, '', '', '', lead.contacts, lead.subscribers),
    ),
  ];
  return csvFile(CSV_HEADER, lines);
}

/** What a page the browser fetched ahead of time says once it is shown (src/web/islands/site.ts). */
const shownView = z.object({
  path: z.string().startsWith('/').max(2000),
  referrer: z.string().max(2000).optional(),
});

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A link the speculation rules fetched (or prerendered) ahead is not counted when fetched: its Sec-Purpose says it
  // may never be shown. Shown, the page says so here, once. Only a page this site answered 200 for, and kept,
  // counts, with the referrer the page itself had: the rest is counted as any view (docs/decisions/044).
  app.post(
    '/views',
    {
      config: PUBLIC,
      schema: {
        tags: ['analytics'],
        summary: 'A page fetched ahead of time (prefetch, prerender) was shown: counted as its view (204 always)',
        body: shownView,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { path, referrer } = request.body;
      const url = pageUrl(path, app.config.publicUrl);
      if (app.analytics && app.pageCache.get(pageKey(url))?.status === 200) {
        const { referer: _beacon, ...headers } = request.headers;
        app.analytics.count({
          method: 'GET',
          url: path,
          headers: referrer ? { ...headers, referer: referrer } : headers,
          address: request.ip,
          status: 200,
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/analytics',
    {
      config: EDITOR,
      schema: {
        tags: ['analytics'],
        summary:
          'Visitors, page views, pages, sources, campaigns, devices, languages and leads of a period (from and to ' +
          'included, YYYY-MM-DD, UTC), with the period before; lists largest first, 100 entries at most',
        querystring: analyticsQuery,
        response: { 200: analyticsReport, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => readReport(app.db, request.query),
  );

  app.get(
    '/admin/analytics/export',
    {
      config: EDITOR,
      schema: {
        tags: ['analytics'],
        summary: 'The same report as a CSV file (UTF-8) for a spreadsheet',
        querystring: analyticsQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const report = await readReport(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(analyticsCsv(report, from, to));
    },
  );
};
