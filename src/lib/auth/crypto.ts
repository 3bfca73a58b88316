/**
 * Sealing and opening text with AES-GCM under a key derived from a password (PBKDF2, SHA-256).
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code seals pages during the build in
 * Node and opens them in the browser.
 */

/** A sealed text: the IV and the ciphertext (with its GCM tag), both base64. */
export interface Sealed {
  iv: string;
  data: string;
}

const IV_BYTES = 12;
const SALT_BYTES = 16;

const subtle = () => globalThis.crypto.subtle;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a whole page's bytes would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const randomSalt = (): Uint8Array<ArrayBuffer> => globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));

/**
 * The AES-GCM key of a password. Never extractable: its bytes cannot be read back, so a browser
 * can keep it (IndexedDB stores the key object itself) without any script being able to copy it.
 * The browser asks only for `decrypt`; the build seals, so it needs `encrypt` too.
 */
export async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  usages: KeyUsage[] = ['encrypt', 'decrypt'],
): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, usages);
}

async function transform(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

/**
 * Encrypts a text under a fresh random IV. The text is compressed first: ciphertext does not
 * compress, and a page's HTML shrinks several times over.
 */
export async function seal(key: CryptoKey, text: string): Promise<Sealed> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const packed = await transform(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, packed));
  return { iv: toBase64(iv), data: toBase64(data) };
}

/** Decrypts a sealed text; rejects when the key is not the one it was sealed with. */
export async function open(key: CryptoKey, sealed: Sealed): Promise<string> {
  const packed = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
  return new TextDecoder().decode(await transform(new Uint8Array(packed), new DecompressionStream('deflate-raw')));
}
