/**
 * The one place that reads the environment (ARCHITECTURE.md "Configuration"). A bad value stops the
 * process with a message naming the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MB, RESTORE_MAX_MB_DEFAULT } from '../shared/backups';
import { SESSION_TTL_HOURS_DEFAULT, SHUTDOWN_TIMEOUT_SECONDS_DEFAULT } from '../shared/limits';
import { CONFIRM_MAILS_PER_HOUR_DEFAULT, MAIL_RATE_PER_MINUTE_DEFAULT } from '../shared/subscriptions';
import { PAGE_CACHE_MB_DEFAULT } from './render/page-cache';

/** The package root: this file sits two levels below it, in `src/server` and in `dist/server` alike. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  STORAGE: z.enum(['disk', 'postgres'], { error: 'must be disk or postgres' }).default('disk'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  MAIL_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of mails per minute' })
    .int({ error: 'must be a whole number of mails per minute' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1000000' })
    .default(MAIL_RATE_PER_MINUTE_DEFAULT),
  CONFIRM_MAILS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of mails per hour' })
    .int({ error: 'must be a whole number of mails per hour' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1000000' })
    .default(CONFIRM_MAILS_PER_HOUR_DEFAULT),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day as HH:MM (24 hours, UTC)' })
    .default('03:00'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups' })
    .int({ error: 'must be a whole number of backups' })
    .min(1, { error: 'must be at least 1' })
    .max(10_000, { error: 'must be at most 10000' })
    .default(14),
  RESTORE_MAX_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .max(100_000_000, { error: 'must be at most 100000000' })
    .default(RESTORE_MAX_MB_DEFAULT),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  PAGE_CACHE: bool.default(true),
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(1, { error: 'must be at least 1' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(PAGE_CACHE_MB_DEFAULT),
  TEST_FAULTS: bool.default(false),
  ANALYTICS: bool.default(true),
  ANALYTICS_FLUSH_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.05, { error: 'must be at least 0.05 seconds' })
    .max(300, { error: 'must be at most 300 seconds' })
    .default(10),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive({ error: 'must be a number of hours' })
    .max(24 * 30, { error: 'must be at most 720 hours' })
    .default(SESSION_TTL_HOURS_DEFAULT),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be a number of seconds' })
    .max(600, { error: 'must be at most 600 seconds' })
    .default(SHUTDOWN_TIMEOUT_SECONDS_DEFAULT),
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins such as https://admin.example.com' })))
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  storage: 'disk' | 'postgres';
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How many newsletter mails (new posts to subscribers) go out per minute at most, across the fleet. */
  mailRatePerMinute: number;
  /** How many subscription confirmations go out in any 60 minutes at most, across the fleet. */
  confirmMailsPerHour: number;
  /** The bearer token GET /metrics asks for; unset: no /metrics. */
  metricsToken: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  /** Keep rendered public pages in memory until content changes. */
  pageCache: boolean;
  /** The memory the page cache may hold: pages and public API answers, with their compressed copies. */
  pageCacheBytes: number;
  /**
   * Browser tests only: a page request may name API answers to fail for its own render (`x-test-faults`),
   * since public pages fetch nothing in the browser (render/test-faults.ts). Refused in production.
   */
  testFaults: boolean;
  sessionTtlHours: number;
  /** Counting page views on the server (issue 28): off, or how often each instance writes its counts. */
  analytics: { flushMs: number } | null;
  /** On SIGTERM/SIGINT, how long requests in flight may take before they are cut. */
  shutdownTimeoutMs: number;
  /** Origins allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** Scheduled backups (issue 15): where, at what time of day (UTC), and how many are kept. Unset: none. */
  backup: { dir: string; hour: number; minute: number; keep: number } | null;
  /** The most a backup archive may unpack to in a restore (its entries' bytes in all). */
  restoreMaxBytes: number;
  /** Vite's client build (assets and manifest). */
  clientDir: string;
}

export class ConfigError extends Error {}

/** Parses `env` (by default the process environment) into a Config, or throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: is required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_FAULTS) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_FAULTS: is for browser tests, never with NODE_ENV=production',
    );
  }
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storage: e.STORAGE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kestrel Digital <no-reply@kestreldigital.example>',
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    confirmMailsPerHour: e.CONFIRM_MAILS_PER_HOUR,
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pageCache: e.PAGE_CACHE,
    pageCacheBytes: e.PAGE_CACHE_MB * MB,
    testFaults: e.TEST_FAULTS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    analytics: e.ANALYTICS ? { flushMs: Math.round(e.ANALYTICS_FLUSH_SECONDS * 1000) } : null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    corsOrigins: e.CORS_ORIGINS ?? [],
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(ROOT_DIR, e.BACKUP_DIR),
          hour: Number(e.BACKUP_TIME.slice(0, 2)),
          minute: Number(e.BACKUP_TIME.slice(3)),
          keep: e.BACKUP_KEEP,
        }
      : null,
    restoreMaxBytes: e.RESTORE_MAX_MB * MB,
    clientDir: path.join(ROOT_DIR, 'dist', 'client'),
  };
}
