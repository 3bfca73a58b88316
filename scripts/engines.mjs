/**
 * The engines the behaviour tests run in besides Chromium (scripts/chromium.mjs): Firefox, driven
 * over WebDriver BiDi, and WebKit (WebKitGTK's MiniBrowser behind WebKitWebDriver, in a virtual
 * X display). Each is found on the machine first (FIREFOX_PATH; WEBKIT_DRIVER_PATH,
 * WEBKIT_BROWSER_PATH and XVFB_PATH), else installed from Debian where the tests run as root
 * (`firefox-esr`; `webkit2gtk-driver`, whose MiniBrowser comes with the WebKitGTK library, and
 * `xvfb`); where one cannot be had, its tests are skipped and the stage says so.
 */
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian.mjs';

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_DRIVER = ['/usr/bin/WebKitWebDriver'];
const WEBKIT_BROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser'];
const XVFB = ['/usr/bin/Xvfb'];

/** The file `variable` names (which must exist), else the first of `candidates` that does. */
function found(variable, candidates) {
  const named = process.env[variable];
  if (named) {
    if (!existsSync(named)) throw new Error(`${variable} points at a missing file: ${named}`);
    return named;
  }
  return candidates.find((path) => existsSync(path));
}

/** @returns {string | undefined} */
export const findFirefox = () => found('FIREFOX_PATH', FIREFOX);

/** @returns {{ driver: string, browser: string, xvfb: string } | undefined} */
export function findWebKit() {
  const driver = found('WEBKIT_DRIVER_PATH', WEBKIT_DRIVER);
  const browser = found('WEBKIT_BROWSER_PATH', WEBKIT_BROWSER);
  const xvfb = found('XVFB_PATH', XVFB);
  return driver && browser && xvfb ? { driver, browser, xvfb } : undefined;
}

/** Finds or installs each engine; prints which cannot be had, whose tests are then skipped. */
export function ensureEngines() {
  if (!findFirefox() && !(installDebianPackages(['firefox-esr', 'fonts-dejavu-core'], 'the tests in Firefox') && findFirefox())) {
    console.warn('No Firefox found (Debian: apt-get install firefox-esr, or set FIREFOX_PATH): the tests in Firefox are skipped.');
  }
  if (!findWebKit() && !(installDebianPackages(['webkit2gtk-driver', 'xvfb', 'fonts-dejavu-core'], 'the tests in WebKit') && findWebKit())) {
    console.warn('No WebKit found (Debian: apt-get install webkit2gtk-driver xvfb, or set WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_PATH): the tests in WebKit are skipped.');
  }
}
