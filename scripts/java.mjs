/**
 * A Java runtime for the Nu HTML Checker (vnu-jar) of the build checks: JAVA_PATH if set, else
 * `java` on the PATH; on a fresh Debian machine where the tests run as root, Debian's
 * `default-jre-headless` is installed.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { installDebianPackages } from './debian.mjs';

/** @returns {string | undefined} */
export function findJava() {
  if (process.env.JAVA_PATH) {
    if (!existsSync(process.env.JAVA_PATH)) throw new Error(`JAVA_PATH points at a missing file: ${process.env.JAVA_PATH}`);
    return process.env.JAVA_PATH;
  }
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, 'java'))
    .find((path) => existsSync(path));
}

/** @returns {string} */
export function ensureJava() {
  const found = findJava();
  if (found) return found;
  if (!installDebianPackages(['default-jre-headless'], 'the HTML checker')) {
    throw new Error('No Java runtime found for the Nu HTML Checker. Install one (Debian: apt-get install default-jre-headless) or set JAVA_PATH.');
  }
  const installed = findJava();
  if (!installed) throw new Error('A Java runtime was installed but `java` is not on the PATH; set JAVA_PATH.');
  return installed;
}
