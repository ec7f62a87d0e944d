/** The analytics report (issue 28): as JSON for the back office, and as a CSV file for a spreadsheet. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnalyticsReport, analyticsQuery, analyticsReport } from '../../shared/schemas/analytics';
import { errorBody } from '../../shared/schemas/common';
import { EDITOR } from '../auth/guard';
import { contactCsvCell, csvFile } from '../content/contact/contact.routes';
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

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
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
