/** Timing helpers for the benchmarks: medians over repeated runs, reported against a baseline. */
import { performance } from 'node:perf_hooks';

export interface Figure {
  name: string;
  medianMs: number;
  p95Ms: number;
  /**
   * The median of the process's CPU time (user and system, all its threads) per run: what a run costs, apart from
   * the time this machine's other work took the core away. Not known for a figure timed in another process.
   */
  cpuMedianMs?: number;
}

export async function measure(name: string, run: () => Promise<unknown>, iterations = 40, warmup = 5): Promise<Figure> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  const at = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return { name, medianMs: at(times, 0.5), p95Ms: at(times, 0.95), cpuMedianMs: at(cpu, 0.5) };
}

/** Prints figures as a table, each with its ratio to the baseline measured in the same run. */
export function report(title: string, baseline: Figure, figures: Figure[]): void {
  const rows = [baseline, ...figures].map((f) => ({
    measure: f.name,
    'median ms': f.medianMs.toFixed(2),
    'p95 ms': f.p95Ms.toFixed(2),
    'x baseline': (f.medianMs / baseline.medianMs).toFixed(1),
    'median CPU ms': f.cpuMedianMs?.toFixed(2) ?? '-',
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
