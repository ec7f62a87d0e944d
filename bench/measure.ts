/** Timing helpers for the benchmarks: medians over repeated runs, reported against a baseline. */
import { performance } from 'node:perf_hooks';

export interface Figure {
  name: string;
  medianMs: number;
  p95Ms: number;
}

export async function measure(name: string, run: () => Promise<unknown>, iterations = 40, warmup = 5): Promise<Figure> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Prints figures as a table, each with its ratio to the baseline measured in the same run. */
export function report(title: string, baseline: Figure, figures: Figure[]): void {
  const rows = [baseline, ...figures].map((f) => ({
    measure: f.name,
    'median ms': f.medianMs.toFixed(2),
    'p95 ms': f.p95Ms.toFixed(2),
    'x baseline': (f.medianMs / baseline.medianMs).toFixed(1),
  }));
  console.log(`\n${title} (baseline: ${baseline.name})`);
  console.table(rows);
}

export interface Rate {
  name: string;
  perSecond: number;
}

/**
 * Requests per second over `ms` milliseconds with `concurrency` requests always in flight (as a load
 * generator with that many connections would keep them), after `warmup` requests.
 */
export async function throughput(name: string, run: () => Promise<unknown>, ms = 2000, concurrency = 20, warmup = 100) {
  for (let i = 0; i < warmup; i++) await run();
  let done = 0;
  const until = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await run();
        done++;
      }
    }),
  );
  return { name, perSecond: done / ((performance.now() - start) / 1000) } satisfies Rate;
}

/** Prints rates as a table, each with its ratio to the baseline measured in the same run. */
export function reportRates(title: string, baseline: Rate, rates: Rate[]): void {
  const rows = [baseline, ...rates].map((r) => ({
    measure: r.name,
    'requests/s': Math.round(r.perSecond),
    'x baseline': (r.perSecond / baseline.perSecond).toFixed(2),
  }));
  console.log(`\n${title} (baseline: ${baseline.name})`);
  console.table(rows);
}
