// The session cookie's signer (DESIGN §7: the cookie is signed), in the form the cookies library
// takes for `app.keys`: the same signatures as its default (keygrip: HMAC-SHA1, base64url without
// padding, so cookies signed before still verify), checked with Node's constant-time compare.
// Keygrip's check goes through tsscmp, which draws a random key and computes two more HMACs for every
// request that carries a cookie: a quarter of the api's CPU on a cheap signed-in GET under load.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export interface CookieKeys {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/** `secrets[0]` signs; any of them verifies (a rotation keeps the old one after the new). */
export function cookieKeys(secrets: readonly string[]): CookieKeys {
  if (secrets.length === 0) throw new Error('At least one cookie secret is needed');
  const keys: KeyObject[] = secrets.map((secret) => createSecretKey(Buffer.from(secret)));
  const signWith = (key: KeyObject, data: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    for (const [i, key] of keys.entries()) {
      const expected = Buffer.from(signWith(key, data));
      // The length of a signature is public (27 characters): only its content is compared in constant time.
      if (given.length === expected.length && timingSafeEqual(given, expected)) return i;
    }
    return -1;
  };
  return { sign: (data) => signWith(keys[0]!, data), verify: (data, digest) => index(data, digest) > -1, index };
}
