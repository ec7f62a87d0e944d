import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', storage: 'disk', seedDemo: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable in one clear error', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', STORAGE: 's3' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT: must be a port number/);
    expect(bad).toThrow(/DATABASE_URL: must be a postgres/);
    expect(bad).toThrow(/SEED_DEMO: must be true or false/);
    expect(bad).toThrow(/STORAGE: must be disk or postgres/);
  });

  it('bounds the confirmation mails an hour: 100 unless told, a whole number from 1', () => {
    expect(loadConfig({}).confirmMailsPerHour).toBe(100);
    expect(loadConfig({ CONFIRM_MAILS_PER_HOUR: '20' }).confirmMailsPerHour).toBe(20);
    expect(() => loadConfig({ CONFIRM_MAILS_PER_HOUR: '0' })).toThrow(/CONFIRM_MAILS_PER_HOUR: must be at least 1/);
    expect(() => loadConfig({ CONFIRM_MAILS_PER_HOUR: 'lots' })).toThrow(/CONFIRM_MAILS_PER_HOUR: must be a whole/);
  });

  it('bounds the page cache by megabytes: 64 unless told, a whole number from 1', () => {
    expect(loadConfig({}).pageCacheBytes).toBe(64_000_000);
    expect(loadConfig({ PAGE_CACHE_MB: '8' }).pageCacheBytes).toBe(8_000_000);
    expect(() => loadConfig({ PAGE_CACHE_MB: '0' })).toThrow(/PAGE_CACHE_MB: must be at least 1/);
    expect(() => loadConfig({ PAGE_CACHE_MB: '1.5' })).toThrow(/PAGE_CACHE_MB: must be a whole number of megabytes/);
    expect(() => loadConfig({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB: must be a whole number of megabytes/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
  });

  it('reads SEED_DEMO=false and treats empty values as unset', () => {
    expect(loadConfig({ SEED_DEMO: 'false', DATABASE_URL: '' })).toMatchObject({
      seedDemo: false,
      databaseUrl: undefined,
    });
  });
});
