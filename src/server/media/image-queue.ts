/**
 * Uploaded images are decoded a few at a time (docs/decisions/020). Decoding a 40-megapixel PNG holds
 * a CPU core and a libuv thread for a good part of a second; eight at once took both cores and every
 * thread the file reads need, and public pages waited behind them. Past the bound, an upload is
 * refused at once with 503 and Retry-After rather than queued without end.
 */
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING } from '../../shared/limits';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every uploaded image waits for its turn to be decoded. */
    imageQueue: ImageQueue;
  }
}

export interface ImageQueueLimits {
  /** Images processed at the same time. */
  atOnce: number;
  /** Images that may wait for a turn; one more is refused. */
  waiting: number;
}

/** A guess of one job's duration until the first ones have been timed. */
const FIRST_GUESS_MS = 1000;
const MAX_RETRY_AFTER_SECONDS = 60;

export class ImageQueue {
  private running = 0;
  private readonly turns: Array<() => void> = [];
  /** Moving average of how long a job took, for Retry-After. */
  private averageMs = FIRST_GUESS_MS;

  constructor(
    private readonly limits: ImageQueueLimits = { atOnce: IMAGE_JOBS_AT_ONCE, waiting: IMAGE_JOBS_WAITING },
  ) {}

  /** Jobs running plus jobs waiting. */
  get size(): number {
    return this.running + this.turns.length;
  }

  /** Runs `job` when a slot is free; throws a 503 HttpError, before running anything, when too many wait. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.atOnce) {
      this.running++;
    } else if (this.turns.length < this.limits.waiting) {
      // The finishing job hands its slot over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.turns.push(resolve));
    } else {
      throw new HttpError(503, ERROR_CODES.unavailable, ADMIN_MESSAGES.imagesBusy, undefined, this.retryAfterSeconds());
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.7 * this.averageMs + 0.3 * (performance.now() - started);
      const next = this.turns.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** About when a slot is likely to be free again: the jobs ahead, at the recent pace. */
  private retryAfterSeconds(): number {
    const seconds = Math.ceil((this.averageMs * this.size) / this.limits.atOnce / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }
}
