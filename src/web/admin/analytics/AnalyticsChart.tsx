import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { type AnalyticsReport, ANALYTICS_WORDS as W } from '../../../shared/admin-words/analytics';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

const options = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
} as const;

/** Visitors and page views a day over the period, with the same numbers as a table for screen readers. */
export function AnalyticsChart({ series }: { series: AnalyticsReport['series'] }) {
  return (
    <section aria-label={W.overTime} className="min-w-0 rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-ink-900">{W.overTime}</h2>
      <div className="relative mt-4 h-64" aria-hidden="true">
        <Line
          options={options}
          data={{
            labels: series.map((point) => point.date.slice(5)),
            datasets: [
              {
                label: W.visitors,
                data: series.map((point) => point.visitors),
                borderColor: '#4f46e5',
                backgroundColor: 'rgba(79, 70, 229, 0.12)',
                fill: true,
                tension: 0.25,
              },
              {
                label: W.pageviews,
                data: series.map((point) => point.pageviews),
                borderColor: '#0284c7',
                backgroundColor: '#0284c7',
                tension: 0.25,
              },
            ],
          }}
        />
      </div>
      <table className="sr-only">
        <caption>{W.overTime}</caption>
        <thead>
          <tr>
            <th scope="col">{W.day}</th>
            <th scope="col">{W.visitors}</th>
            <th scope="col">{W.pageviews}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              <td>{point.visitors}</td>
              <td>{point.pageviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
