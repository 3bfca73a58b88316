/**
 * Finds a Chromium for the end-to-end tests: CHROME_PATH if set, else a system Chromium. On a
 * fresh Debian machine where the tests run as root, it installs Debian's `chromium` package.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH points at a missing file: ${process.env.CHROME_PATH}`);
    return process.env.CHROME_PATH;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROME_PATH.');
  }
  console.log('Installing Debian\'s chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found at the usual paths; set CHROME_PATH.');
  return installed;
}
