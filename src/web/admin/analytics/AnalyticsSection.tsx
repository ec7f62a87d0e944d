import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  ANALYTICS_RANGES,
  type AnalyticsReport,
  percentChange,
  ANALYTICS_WORDS as W,
} from '../../../shared/admin-words/analytics';
import { TextField } from '../../components/TextField';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { api } from '../lib/api';
import { downloadFile } from '../lib/download';
import { notify } from '../lib/notify';
import { AnalyticsChart } from './AnalyticsChart';

type RangeKey = (typeof ANALYTICS_RANGES)[number]['key'] | 'custom';

/** A day as the API takes it (YYYY-MM-DD); the site counts its days in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBack = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

function periodOf(range: RangeKey, custom: { from: string; to: string }) {
  if (range === 'custom') return custom;
  const days = ANALYTICS_RANGES.find((r) => r.key === range)?.days ?? 30;
  return { from: daysBack(days - 1), to: daysBack(0) };
}

const NUMBER = new Intl.NumberFormat('en-US');
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-3 py-2 text-sm text-ink-900';
const num = 'px-3 py-2 text-right text-sm tabular-nums text-ink-900';

/**
 * Analytics (issue 28): visitors and page views for a period against the one before, a chart over time, what
 * was read, where visitors came from, and the leads each source brought; the same figures as a CSV file.
 */
export default function AnalyticsSection() {
  const [range, setRange] = useState<RangeKey>('30d');
  const [custom, setCustom] = useState(() => ({ from: daysBack(29), to: daysBack(0) }));
  const period = periodOf(range, custom);
  const badRange = period.from > period.to;
  const report = useQuery({
    queryKey: ['analytics', period.from, period.to],
    queryFn: () => api.analytics(period.from, period.to),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(
        `/api/admin/analytics/export?from=${period.from}&to=${period.to}`,
        `analytics-${period.from}-${period.to}.csv`,
      );
    } catch {
      notify.error(W.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <button
          type="button"
          className="btn-secondary py-2.5 whitespace-nowrap"
          onClick={() => void exportCsv()}
          disabled={exporting || badRange}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? W.exporting : W.export}
        </button>
      </SectionHeader>
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-ink-700">{W.range}</legend>
          <div className="flex flex-wrap gap-2">
            {[...ANALYTICS_RANGES, { key: 'custom' as const, label: W.custom }].map((choice) => (
              <button
                key={choice.key}
                type="button"
                aria-pressed={range === choice.key}
                onClick={() => setRange(choice.key)}
                className={`rounded-full border px-4 py-2 text-sm font-medium ${
                  range === choice.key
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-ink-900/10 bg-white text-ink-700 hover:border-brand-600/40'
                }`}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </fieldset>
        {range === 'custom' && (
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label={W.from}
              type="date"
              value={custom.from}
              max={daysBack(0)}
              onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
            />
            <TextField
              label={W.to}
              type="date"
              value={custom.to}
              max={daysBack(0)}
              onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
            />
          </div>
        )}
      </div>
      {badRange ? (
        <ErrorState title={W.badRange} />
      ) : report.isPending ? (
        <LoadingState text={W.loading} />
      ) : report.isError ? (
        <ErrorState title={W.failed} onRetry={() => void report.refetch()} />
      ) : (
        <Figures report={report.data} />
      )}
    </>
  );
}

function Figures({ report }: { report: AnalyticsReport }) {
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Total label={W.visitors} now={report.visitors} before={report.previous.visitors} />
        <Total label={W.pageviews} now={report.pageviews} before={report.previous.pageviews} />
      </ul>
      {report.pageviews === 0 ? (
        <EmptyState title={W.emptyTitle} text={W.emptyText} />
      ) : (
        <>
          <AnalyticsChart series={report.series} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Table
              title={W.pages}
              heads={[W.page, W.visitors, W.pageviews]}
              rows={report.pages.map((p) => [p.path, p.visitors, p.pageviews])}
            />
            <Table
              title={W.sources}
              heads={[W.source, W.visitors]}
              rows={report.sources.map((s) => [s.source, s.visitors])}
            />
            <Table
              title={W.campaigns}
              heads={[W.campaign, W.source, W.medium, W.visitors]}
              rows={report.campaigns.map((c) => [c.campaign, c.source, c.medium, c.visitors])}
            />
            <Table
              title={W.leads}
              heads={[W.source, W.campaign, W.contacts, W.subscribers]}
              rows={report.leads.map((l) => [l.source, l.campaign, l.contacts, l.subscribers])}
            />
            <Table
              title={W.devices}
              heads={[W.device, W.visitors]}
              rows={report.devices.map((d) => [d.device, d.visitors])}
            />
            <Table
              title={W.languages}
              heads={[W.language, W.visitors]}
              rows={report.languages.map((l) => [l.language, l.visitors])}
            />
          </div>
        </>
      )}
    </div>
  );
}

function Total({ label, now, before }: { label: string; now: number; before: number }) {
  const change = percentChange(now, before);
  const up = change === null || change > 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm" data-testid={`total-${label}`}>
      <p className="text-sm font-medium text-ink-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{NUMBER.format(now)}</p>
      <p
        className={`mt-1 flex items-center gap-1 text-sm ${change === 0 ? 'text-ink-500' : up ? 'text-emerald-700' : 'text-red-700'}`}
      >
        {change !== 0 && <Arrow aria-hidden="true" className="size-4" />}
        {W.change(change)}
      </p>
    </li>
  );
}

/** One list of the report: its first column is text, the others counts (right-aligned). */
function Table({ title, heads, rows }: { title: string; heads: string[]; rows: (string | number)[][] }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-ink-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">{W.none}</p>
      ) : (
        // Scrolled sideways on a narrow screen: it takes focus, so that keys scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keys
        <div className="mt-3 overflow-x-auto" tabIndex={0}>
          <table className="w-full">
            <thead className="border-b border-ink-900/10">
              <tr>
                {heads.map((head, i) => (
                  <th key={head} scope="col" className={i === 0 ? th : `${th} text-right`}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/5">
              {rows.map((row) => (
                <tr key={row.join('\u0000')}>
                  {row.map((cell, i) =>
                    typeof cell === 'number' ? (
                      <td key={heads[i]} className={num}>
                        {NUMBER.format(cell)}
                      </td>
                    ) : (
                      <Cell key={heads[i]}>{cell}</Cell>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <td className={`${td} max-w-[16rem] truncate`}>{children}</td>;
}
