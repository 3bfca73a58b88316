/**
 * Finds a Chromium for the end-to-end tests: CHROME_PATH if set, else a system Chromium. On a
 * fresh Debian machine where the tests run as root, it installs Debian's `chromium` package.
 */
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian.mjs';

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
  if (!installDebianPackages(['chromium', 'fonts-dejavu-core'], 'the browser tests')) {
    throw new Error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROME_PATH.');
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found at the usual paths; set CHROME_PATH.');
  return installed;
}
