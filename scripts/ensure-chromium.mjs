/** Makes sure Debian's Chromium is installed for the browser tests, installing it with apt when possible. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Returns null when Chromium is ready, or a message saying what is missing and how to get it. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return null;
  if (process.getuid?.() !== 0) {
    return `Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install chromium (or set CHROMIUM_PATH).`;
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
  if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM)) {
    return 'Chromium could not be installed with apt-get install chromium; see the output above.';
  }
  return null;
}
