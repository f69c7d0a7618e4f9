import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

type SignerConfig = Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'SIGNED_URL_TTL_SECONDS'>;

export const FILES_PATH = '/v1/files/';

function signatureOf(secret: string, key: string, exp: number): string {
  return createHmac('sha256', secret).update(`file:${key}:${exp}`).digest('base64url');
}

/**
 * A short-lived URL for a stored file. It is only honoured for the file's owner (the key starts
 * with `u/<ownerId>/`, and the request must be authenticated as that user). The expiry is rounded
 * up to the minute so repeated listings give the same URL and browsers can cache thumbnails.
 */
export function signFileUrl(config: SignerConfig, key: string, nowMs = Date.now()): string {
  const exp = Math.ceil((nowMs / 1000 + config.SIGNED_URL_TTL_SECONDS) / 60) * 60;
  const sig = signatureOf(config.JWT_SECRET, key, exp);
  return `${config.PUBLIC_URL}${FILES_PATH}${key}?exp=${exp}&sig=${sig}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkFileSignature(
  config: SignerConfig,
  key: string,
  exp: number,
  sig: string,
  nowMs = Date.now(),
): SignatureCheck {
  const expected = Buffer.from(signatureOf(config.JWT_SECRET, key, exp));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return exp * 1000 < nowMs ? 'expired' : 'ok';
}

/**
 * The storage key an image URL points at: a URL from this API (absolute or relative, signed or
 * not) or a bare `u/…` key. Null for anything else.
 */
export function keyFromFileUrl(value: string): string | null {
  let path = value.trim();
  if (path.startsWith('u/')) return path.split('?')[0] ?? null;
  try {
    path = new URL(path, 'http://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PATH)) return null;
  try {
    return decodeURIComponent(path.slice(FILES_PATH.length)) || null;
  } catch {
    return null;
  }
}

/** The user a storage key belongs to (`u/<userId>/…`). */
export function ownerOfKey(key: string): string | null {
  const m = /^u\/([0-9a-f-]{36})\//.exec(key);
  return m?.[1] ?? null;
}
