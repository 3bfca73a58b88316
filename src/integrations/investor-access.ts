/**
 * Investor access at build time: refuses a production build that has investors-only content but
 * no password, gives the dev server a development password (and prints it), and provides the
 * build's public access facts (random salt, check value, site lock) as `virtual:investor-access`.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { AUTH } from '../lib/constants';
import { readFields } from '../lib/content/disk';
import { deriveKey, fromBase64, randomSalt, seal, toBase64 } from '../lib/auth/crypto';
import { CHECK_TEXT, DEV_PASSWORD, PASSWORD_ENV, SITE_LOCK_ENV, isSiteLock, type AccessConfig } from '../lib/auth/settings';

const VIRTUAL_ID = 'virtual:investor-access';
const CONTENT_FILE = /\.(md|mdx|ya?ml|json)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** An entry's own fields (for Markdown, the front matter), by the file's absolute path. */
const fieldsOf = (file: string) => readFields(process.cwd(), file)?.data ?? {};

/** Content files marked investors-only. */
export function investorsOnlyFiles(contentDir: string): string[] {
  return walk(contentDir)
    .filter((file) => CONTENT_FILE.test(file) && fieldsOf(file)['investorsOnly'] === true)
    .sort();
}

/** Investors-only entries with an attached PDF: files in public/ are served to anyone. */
export function publicAttachments(marked: string[]): string[] {
  return marked.filter((file) => {
    const pdf = fieldsOf(file)['pdf'];
    return typeof pdf === 'string' && pdf.trim() !== '';
  });
}

export function missingPasswordMessage(marked: string[], siteLock: boolean): string {
  const reason = siteLock
    ? `${SITE_LOCK_ENV} protects the whole site`
    : `${marked.length} ${marked.length === 1 ? 'entry is' : 'entries are'} marked investors-only (${marked.join(', ')})`;
  return (
    `Investor access: ${reason}, but ${PASSWORD_ENV} is not set, so the build cannot encrypt the protected content. ` +
    `Set ${PASSWORD_ENV} to the investor password for this build (it is never stored in the repository), ` +
    `e.g. ${PASSWORD_ENV}='…' npm run build.`
  );
}

function accessModule(salt: string, password: string | undefined, siteLock: boolean): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  let source: Promise<string> | undefined;
  async function render() {
    const iterations = AUTH.pbkdf2Iterations;
    const check = password ? await seal(await deriveKey(password, fromBase64(salt), iterations), CHECK_TEXT) : null;
    const config: AccessConfig = { salt, iterations, check, siteLock };
    return `export default ${JSON.stringify(config)};`;
  }
  return {
    name: 'investor-access',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      source ??= render();
      return source;
    },
  };
}

export default function investorAccess(): AstroIntegration {
  let usesDevPassword = false;
  return {
    name: 'investor-access',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const siteLock = isSiteLock(process.env[SITE_LOCK_ENV]);
        let password = process.env[PASSWORD_ENV] || undefined;
        if (command === 'build') {
          const root = fileURLToPath(config.root);
          const marked = investorsOnlyFiles(join(root, 'content'));
          const attached = publicAttachments(marked).map((file) => relative(root, file));
          if (attached.length) {
            throw new Error(
              `Investor access: ${attached.join(', ')} ${attached.length === 1 ? 'is investors-only but attaches' : 'are investors-only but attach'} a PDF, ` +
                'and attached files are public to anyone with the link. Remove the PDF or the investors-only mark.',
            );
          }
          if (!password && (siteLock || marked.length)) {
            throw new Error(missingPasswordMessage(marked.map((file) => relative(root, file)), siteLock));
          }
        }
        if (!password && command === 'dev') {
          password = DEV_PASSWORD;
          usesDevPassword = true;
        }
        updateConfig({ vite: { plugins: [accessModule(toBase64(randomSalt()), password, siteLock)] } });
      },
      'astro:server:start': ({ logger }) => {
        if (usesDevPassword) logger.info(`Investor password for this dev server: ${DEV_PASSWORD} (set ${PASSWORD_ENV} to use another)`);
        else logger.info(`Investor password: taken from ${PASSWORD_ENV}`);
      },
    },
  };
}
