/**
 * decap-server has no authentication: whoever reaches it can write the repository. `npm run dev`
 * binds it (and the site) to 127.0.0.1, so no other machine can reach either.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { freePort, waitForHttp } from './support/cms';
import { terminalEnv } from './support/dev-server';

const { root, cmsPort, sitePort } = inject('cms');

/** Every address of this machine except the loopback ones. */
function otherAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && (a.family === 'IPv4' || !a.address.startsWith('fe80')))
    .map((a) => a!.address);
}

function connect(host: string, port: number): Promise<'open' | 'refused' | string> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')));
  });
}

const addresses = otherAddresses();

test('decap-server answers on 127.0.0.1 and serves this checkout', async () => {
  const response = await fetch(`http://127.0.0.1:${cmsPort}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  });
  expect(await response.json()).toMatchObject({ repo: basename(root), type: 'local_fs' });
});

describe.skipIf(addresses.length === 0)('no other address of the machine reaches the dev servers', () => {
  test.each(addresses)('decap-server refuses connections on %s', async (address) => {
    expect(await connect(address, cmsPort)).toBe('refused');
  });

  test.each(addresses)('astro dev refuses connections on %s', async (address) => {
    expect(await connect(address, sitePort)).toBe('refused');
  });

  describe('the check notices an exposed server', () => {
    let stop = () => {};
    afterAll(() => stop());

    test('decap-server started without BIND_HOST is reachable there', async () => {
      const port = await freePort();
      const { BIND_HOST: _bind, ...env } = terminalEnv();
      const exposed = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
        cwd: root,
        env: { ...env, PORT: String(port), MODE: 'fs', LOG_LEVEL: 'error' },
        stdio: 'ignore',
      });
      stop = () => exposed.kill('SIGTERM');
      await waitForHttp(`http://127.0.0.1:${port}/api/v1`, 20_000);
      expect(await connect(addresses[0]!, port)).toBe('open');
    });
  });
});
