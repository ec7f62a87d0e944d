/**
 * A start that cannot work says why in words (issue 26, item 10): a DATABASE_URL nobody answers names the
 * variable, the host and what to check, never its password, and exits 1 at once instead of printing a stack.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../scripts/pg-cluster.mjs';

const ENTRY = path.join(process.cwd(), 'dist', 'server', 'main.js');

it('names DATABASE_URL, its host and what to check when nothing answers there, and exits 1', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-start-'));
  const port = await freePort();
  try {
    const child = spawn(process.execPath, [ENTRY], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        JWT_SECRET: 'a-long-enough-secret-for-this-test-only-0123456789abcdef',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://site:secret-password@127.0.0.1:${port}/site`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`The database at DATABASE_URL (127.0.0.1:${port}) cannot be reached`);
    expect(output).toContain('pg_hba.conf');
    expect(output).not.toContain('secret-password');
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
