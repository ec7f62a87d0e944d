/** /metrics of counting (issue 28): how much is pending in memory, and how long since the counts were written. */
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { VisitCounter } from './counter';

export function registerAnalyticsMetrics(app: FastifyInstance, counter: VisitCounter): void {
  if (!app.config.metricsToken) return;
  const registers = [app.metrics.registry];
  new Gauge({
    name: 'kestrel_analytics_pending',
    help: 'Counts of page views waiting in this instance to be written: view rows and visitor entries',
    registers,
    collect() {
      this.set(counter.pending.size);
    },
  });
  new Gauge({
    name: 'kestrel_analytics_last_flush_age_seconds',
    help: 'Seconds since this instance last wrote its page-view counts (or started counting)',
    registers,
    collect() {
      this.set((Date.now() - counter.lastFlushAt) / 1000);
    },
  });
}
