import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { DASHBOARD_WORDS as W } from '../../../shared/admin-messages';

// Only the parts these two charts use, so the chunk stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

const labels = [...W.months];
const options = { responsive: true, maintainAspectRatio: false } as const;

/** A chart with its numbers as a table for screen readers (a canvas says nothing by itself). */
function ChartPanel({
  title,
  dataset,
  data,
  children,
}: {
  title: string;
  dataset: string;
  data: readonly number[];
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-ink-900">{title}</h2>
      <div className="relative mt-4 h-64" aria-hidden="true">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{dataset}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((month, i) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{data[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** 'Sales Value' (line) and 'Total Orders' (bar) with the spec's fixed sample data (SPEC 9). */
export function DashboardCharts() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartPanel title={W.sales} dataset={W.salesDataset} data={W.salesData}>
        <Line
          options={options}
          data={{
            labels,
            datasets: [
              {
                label: W.salesDataset,
                data: [...W.salesData],
                borderColor: '#4f46e5',
                backgroundColor: '#4f46e5',
                tension: 0.1,
                fill: false,
              },
            ],
          }}
        />
      </ChartPanel>
      <ChartPanel title={W.orders} dataset={W.ordersDataset} data={W.ordersData}>
        <Bar
          options={options}
          data={{
            labels,
            datasets: [
              {
                label: W.ordersDataset,
                data: [...W.ordersData],
                backgroundColor: 'rgba(14, 165, 233, 0.7)',
                borderColor: '#0284c7',
                borderWidth: 1,
                borderRadius: 6,
              },
            ],
          }}
        />
      </ChartPanel>
    </div>
  );
}
