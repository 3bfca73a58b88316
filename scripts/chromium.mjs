/**
 * Finds a Chromium for the end-to-end tests: CHROME_PATH if set, else a system Chromium. On a
 * fresh Debian machine where the tests run as root, it installs Debian's `chromium` package.
 */
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian.mjs';

/**
 * Flags for a headless Chromium on a machine without network or GPU, for the tests, the benchmarks
 * and the measurements alike.
 *
 * Headless Chromium is the whole browser, and each new window (each test's fresh context) loaded
 * the address bar's suggestion popup, a page of Chromium's own made of some 400 files, that no
 * test sees: the last four features keep it unmade. A context with one page of the site cost the
 * machine 0.7 s of processor time instead of 1.2 s.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

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
