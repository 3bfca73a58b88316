/**
 * Finds a Chromium for the browser tests: CHROME_PATH if set, else Chromium's headless shell, else
 * a system Chromium. On a fresh Debian machine where the tests run as root, it installs Debian's
 * `chromium-headless-shell` package.
 *
 * The headless shell is the browser without its windows, profile services and pages of its own
 * (what Playwright itself runs for headless tests): a new context with one page of the site cost
 * the machine 0.47 s of processor time instead of 0.81 s in the full Chromium, and the browser
 * tests took 631 s instead of 992 s. One difference shows in tests: the shell starts a new page's
 * pointer at its top left corner, over the top bar (tests/support/browser.ts, `newPageAtRest`).
 */
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian.mjs';

/**
 * The full Chromium, run headless (where CHROME_PATH names one), is the whole browser, and each
 * new window (each test's fresh context) made the address bar's suggestion popup, a page of
 * Chromium's own of some 400 files that no test sees: these features keep it unmade. A context
 * with one page of the site cost the machine 0.7 s of processor time instead of 1.2 s.
 */
const UNUSED_BROWSER_PAGES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off (playwright-core's chromiumSwitches). Chromium takes only the
 * last `--disable-features`, and Playwright passes its list before ours, so ours repeats it;
 * tests/e2e/chromium.test.ts fails if Playwright's list gains a feature this one lacks.
 */
const PLAYWRIGHTS_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Flags for a headless Chromium on a machine without network or GPU: the tests, the benchmarks and the measurements. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHTS_DISABLED_FEATURES, ...UNUSED_BROWSER_PAGES].join(',')}`,
];

// Debian's package puts the headless shell here, and a script that starts it in /usr/bin: the
// binary itself is taken, so the process Playwright starts and stops is the browser.
const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

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
  if (!installDebianPackages(['chromium-headless-shell', 'fonts-dejavu-core'], 'the browser tests')) {
    throw new Error('No Chromium found. Install one (Debian: apt-get install chromium-headless-shell) or set CHROME_PATH.');
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found at the usual paths; set CHROME_PATH.');
  return installed;
}
