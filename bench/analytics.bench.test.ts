/**
 * Counting page views costs a kept page almost nothing (issue 28, docs/decisions/044). Pairs of built servers as
 * deployed, one counting views and one with ANALYTICS=false, a new pair for every two rounds, each asked for the same
 * kept page (the front door's answer) with 20 requests in flight, in turns; the figure is each server's own CPU time per answer (all its
 * threads, from /proc in nanoseconds), which does not depend on how fast the load generator in this process asks.
 * Budget: counting on at least 0.97x as fast (CPU per answer off / on), the median of the rounds' own ratios (a slow
 * spell of the machine counts against both or neither; docs/decisions/032).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../tests/helpers/server-process';
import { throughput } from './measure';

const BUDGET = 0.97;
/** Rounds, in pairs: each pair of rounds on a pair of servers of its own, counting off first, then on first. */
const ROUNDS = 10;
const SECONDS = 2;
const PAGE = '/about?utm_source=bench';
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en-GB,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
  referer: 'https://www.google.com/',
};

/**
 * A pair of servers, one counting and one not, started afresh for each pair of rounds: one process of a build can be a
 * quarter faster than another for its whole life (decision 032), which a single pair would count as counting's cost
 * (a profile of the counting server gave counting itself 0.4% of its CPU while the pair differed by 13%).
 */
async function startPair(): Promise<Record<'off' | 'on', ServerProcess>> {
  const [off, on] = await Promise.all([
    startServerProcess({ ANALYTICS: 'false' }),
    startServerProcess({ ANALYTICS: 'true' }),
  ]);
  return { off, on };
}
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.dispose();
});

/** Nanoseconds of CPU every thread of process `pid` has used so far (/proc/PID/task/TID/schedstat). */
function cpuNs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return ns;
}

/** The server's CPU microseconds per answer of the kept page, with 20 requests in flight for SECONDS. */
async function cpuPerAnswer(server: ServerProcess): Promise<{ us: number; rate: number }> {
  let answers = 0;
  const ask = async () => {
    const res = await fetch(server.url + PAGE, { headers: HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${PAGE}: ${res.status}`);
    answers++;
  };
  for (let i = 0; i < 200; i++) await ask();
  const pid = server.child.pid as number;
  answers = 0;
  const before = cpuNs(pid);
  const { perSecond } = await throughput(PAGE, ask, SECONDS * 1000, 20, 0);
  return { us: (cpuNs(pid) - before) / 1000 / answers, rate: perSecond };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('counting page views', () => {
  it('keeps a kept page at least 0.97x as fast as with counting off (CPU per answer)', async () => {
    const ratios: number[] = [];
    const rows: Record<string, string>[] = [];
    let pair: Record<'off' | 'on', ServerProcess> | null = null;
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0;
      if (first) {
        // The pair before goes first: one pair runs at a time.
        await Promise.all(running.splice(0).map((server) => server.dispose()));
        pair = await startPair();
        running.push(pair.off, pair.on);
      }
      const { off, on } = pair as Record<'off' | 'on', ServerProcess>;
      const a = await cpuPerAnswer(first ? off : on);
      const b = await cpuPerAnswer(first ? on : off);
      const [offCpu, onCpu] = first ? [a, b] : [b, a];
      ratios.push(offCpu.us / onCpu.us);
      rows.push({
        'off µs/answer': offCpu.us.toFixed(1),
        'on µs/answer': onCpu.us.toFixed(1),
        'off / on': (offCpu.us / onCpu.us).toFixed(3),
        'off req/s': offCpu.rate.toFixed(0),
        'on req/s': onCpu.rate.toFixed(0),
      });
    }
    console.log(
      `\nA kept page, server CPU per answer, counting off and on (${ROUNDS} paired rounds, ${ROUNDS / 2} pairs of processes)`,
    );
    console.table(rows);
    const ratio = median(ratios);
    console.log(`Counting on: ${ratio.toFixed(3)}x the speed of counting off (median; budget ${BUDGET}x)`);
    expect(ratio).toBeGreaterThanOrEqual(BUDGET);
  }, 600_000);
});
