import { describe, expect, it } from 'vitest';
import { deriveKey, fromBase64, open, randomSalt, seal, toBase64 } from '@/lib/auth/crypto';
import { AUTH } from '@/lib/constants';

const ITERATIONS = 1000;
const HTML = '<section><h2>Phase 2: Abbey restoration</h2><p>73 hotel rooms, 18,800 m² — «Antica Abbazia» ✓</p></section>';

describe('sealing with AES-GCM under a PBKDF2 key', () => {
  it('opens what it sealed, Unicode included', async () => {
    const key = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    expect(await open(key, await seal(key, HTML))).toBe(HTML);
  });

  it('leaves no trace of the text in the sealed form', async () => {
    const key = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    const sealed = await seal(key, HTML.repeat(20));
    const bytes = Buffer.from(fromBase64(sealed.data)).toString('latin1');
    expect(bytes).not.toContain('Abbey');
    expect(atob(sealed.data)).not.toContain('hotel rooms');
    expect(JSON.stringify(sealed)).not.toContain('correct horse');
  });

  it('uses a fresh 12-byte IV for every seal', async () => {
    const key = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    const [a, b] = await Promise.all([seal(key, HTML), seal(key, HTML)]);
    expect(fromBase64(a.iv)).toHaveLength(12);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses a wrong password, and the right password with another salt', async () => {
    const salt = randomSalt();
    const sealed = await seal(await deriveKey('correct horse', salt, ITERATIONS), HTML);
    await expect(open(await deriveKey('wrong horse', salt, ITERATIONS), sealed)).rejects.toThrow();
    await expect(open(await deriveKey('correct horse', randomSalt(), ITERATIONS), sealed)).rejects.toThrow();
  });

  it('refuses a tampered ciphertext', async () => {
    const key = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    const sealed = await seal(key, HTML);
    const bytes = fromBase64(sealed.data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(open(key, { ...sealed, data: toBase64(bytes) })).rejects.toThrow();
  });

  it('derives the same key from the same password and salt, so a key derived in the browser opens the build', async () => {
    const salt = randomSalt();
    const sealed = await seal(await deriveKey('correct horse', salt, ITERATIONS), HTML);
    expect(await open(await deriveKey('correct horse', salt, ITERATIONS, ['decrypt']), sealed)).toBe(HTML);
  });

  it('derives keys whose bytes cannot be read, and a browser key that can only decrypt', async () => {
    const build = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    const browser = await deriveKey('correct horse', randomSalt(), ITERATIONS, ['decrypt']);
    for (const key of [build, browser]) {
      expect(key.extractable).toBe(false);
      await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    }
    expect(browser.usages).toEqual(['decrypt']);
    await expect(seal(browser, HTML)).rejects.toThrow();
  });

  it('compresses before encrypting, so a page does not grow much', async () => {
    const key = await deriveKey('correct horse', randomSalt(), ITERATIONS);
    const page = HTML.repeat(200);
    expect((await seal(key, page)).data.length).toBeLessThan(page.length / 4);
  });

  it('round-trips base64 of every byte value and of large inputs', () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([251, 255]))).toBe('+/8=');
  });

  it('uses a strong key derivation in the build', () => {
    expect(AUTH.pbkdf2Iterations).toBeGreaterThanOrEqual(600_000);
    expect(randomSalt()).toHaveLength(16);
  });
});
