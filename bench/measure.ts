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
  const [figure] = await measureInTurns([{ name, run }], { rounds: 1, perRound: iterations, warmup });
  return figure as Figure;
}

/**
 * Like `measure` for several figures at once, taken in turns: `rounds` rounds, each running every figure
 * `perRound` times in a row. A baseline and the figures it is compared with then share whatever spell the machine
 * is in, and each median spans the whole run (seconds) rather than one short stretch of it: a slow tenth of a second
 * moved a median of 60 straight runs by half (a kept-data render of 1.1 ms measured 2.1 ms once).
 */
export async function measureInTurns(
  runs: { name: string; run: () => Promise<unknown> }[],
  { rounds = 12, perRound = 10, warmup = 100 } = {},
): Promise<Figure[]> {
  for (const { run } of runs) for (let i = 0; i < warmup; i++) await run();
  const samples = runs.map(() => ({ times: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, { run }] of runs.entries()) {
      const sample = samples[index] as { times: number[]; cpu: number[] };
      for (let i = 0; i < perRound; i++) {
        const used = process.cpuUsage();
        const start = performance.now();
        await run();
        sample.times.push(performance.now() - start);
        const { user, system } = process.cpuUsage(used);
        sample.cpu.push((user + system) / 1000);
      }
    }
  }
  const at = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return runs.map(({ name }, index) => {
    const { times, cpu } = samples[index] as { times: number[]; cpu: number[] };
    return { name, medianMs: at(times, 0.5), p95Ms: at(times, 0.95), cpuMedianMs: at(cpu, 0.5) };
  });
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

/**
 * `GET /api/health` through `inject` on this machine at its usual speed, in milliseconds (wall or CPU alike: the
 * call waits on nothing). Measured 0.26-0.31 ms in the runs the README quotes; 0.41-0.82 ms on slow spells.
 */
export const USUAL_HEALTH_MS = 0.3;

/**
 * What a budget stated in milliseconds allows in this run (docs/decisions/033). The milliseconds are this machine's
 * at its usual speed; the same budget as a ratio is `ms / USUAL_HEALTH_MS` times `GET /api/health` measured beside
 * the figure. On a slow spell (the baseline slower than usual) the figure may take that ratio; otherwise the
 * milliseconds hold. This machine's speed moves by up to twice between the passes of one run, and the ratio far less.
 */
export function allowedMs(budgetMs: number, baselineMs: number): number {
  return budgetMs * Math.max(1, baselineMs / USUAL_HEALTH_MS);
}

/** A line saying what the budget allowed in this run, for the report. */
export const budgetLine = (budgetMs: number, baselineMs: number, what: string) =>
  `Budget for ${what}: ${budgetMs} ms, or ${(budgetMs / USUAL_HEALTH_MS).toFixed(1)}x GET /api/health on a slow spell: ` +
  `${allowedMs(budgetMs, baselineMs).toFixed(2)} ms in this run (GET /api/health ${baselineMs.toFixed(2)} ms).`;
