/**
 * Installs Debian packages the tests need (Chromium, nginx, a Java runtime for the HTML checker)
 * on a fresh Debian machine where the tests run as root. Elsewhere it installs nothing and says
 * so: the caller names what to install by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs `packages` for `purpose`; whether it could.
 * @param {string[]} packages
 * @param {string} purpose
 * @returns {boolean}
 */
export function installDebianPackages(packages, purpose) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${packages.join(', ')} for ${purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    return true;
  } catch (error) {
    console.warn(`${packages.join(', ')} could not be installed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}
