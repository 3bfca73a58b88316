/**
 * Which Git backend the CMS saves to, read from environment variables at build time. Without
 * any, the CMS edits the files of the machine it runs on through decap-server (`npm run dev`).
 */
import type { CmsBackend } from 'decap-cms-core';
import type { DecapOptions } from './config';

const DEFAULT_CMS_PORT = 8081;

export type Env = Record<string, string | undefined>;

const BACKENDS = ['local', 'github', 'git-gateway', 'test-repo'] as const;
type BackendName = (typeof BACKENDS)[number];

/** The names Decap registers the backends of BACKENDS under: the local one is Decap's proxy. */
export const DECAP_BACKENDS = ['proxy', 'github', 'git-gateway', 'test-repo'] as const;

/** The address of decap-server on this machine; it only ever listens on 127.0.0.1. */
const localProxyUrl = (env: Env) => `http://127.0.0.1:${env['CMS_PORT'] || DEFAULT_CMS_PORT}/api/v1`;

/**
 * The address the CMS talks to the local backend at: with the key `npm run dev` made for this run
 * (CMS_TOKEN), which the backend asks of every request (scripts/cms-access.mjs). The development
 * site's /admin carries it; a build carries one only when CMS_TOKEN is set for it (to try the
 * built CMS against a local backend started with the same key), never on a host.
 */
const localBackendUrl = (env: Env) => {
  const token = pick(env, 'CMS_TOKEN');
  return token ? `${localProxyUrl(env)}?token=${encodeURIComponent(token)}` : localProxyUrl(env);
};

function pick(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function need(env: Env, name: string, backend: string): string {
  const value = pick(env, name);
  if (!value) throw new Error(`CMS_BACKEND=${backend} needs ${name}.`);
  return value;
}

function backendFrom(env: Env, name: BackendName): CmsBackend {
  const branch = pick(env, 'CMS_BRANCH') ?? 'main';
  switch (name) {
    case 'local':
      return { name: 'proxy', proxy_url: localBackendUrl(env), branch };
    case 'github': {
      const baseUrl = pick(env, 'CMS_BASE_URL');
      return {
        name: 'github',
        repo: need(env, 'CMS_REPO', name),
        branch,
        // The OAuth endpoint that trades GitHub's code for a token (Netlify's when not set).
        ...(baseUrl ? { base_url: baseUrl, auth_endpoint: pick(env, 'CMS_AUTH_ENDPOINT') ?? 'auth' } : {}),
      };
    }
    case 'git-gateway': {
      const identity = pick(env, 'CMS_IDENTITY_URL');
      const gateway = pick(env, 'CMS_GATEWAY_URL');
      return { name: 'git-gateway', branch, ...(identity ? { identity_url: identity } : {}), ...(gateway ? { gateway_url: gateway } : {}) } as CmsBackend;
    }
    case 'test-repo':
      // Decap's backend in the page's memory, with the files the page is handed (window.repoFiles):
      // the CMS's tests try the production /admin on it, with no backend of the project's behind
      // it. Only a build made with CMS_BACKEND=test-repo registers it (admin/cms.ts).
      return { name: 'test-repo' };
  }
}

/**
 * CMS_BACKEND: local (default) | github | git-gateway | test-repo. In development the local backend is
 * always offered as well, so `npm run dev` edits the working tree whatever the production setting.
 */
export function cmsOptionsFromEnv(env: Env, { dev }: { dev: boolean }): DecapOptions {
  const name = (pick(env, 'CMS_BACKEND') ?? 'local') as BackendName;
  if (!BACKENDS.includes(name)) throw new Error(`CMS_BACKEND must be one of ${BACKENDS.join(', ')}; got "${name}".`);
  return {
    backend: backendFrom(env, name),
    localBackend: dev ? { url: localBackendUrl(env) } : undefined,
    siteUrl: pick(env, 'SITE_URL'),
  };
}
