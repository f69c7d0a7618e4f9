import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { sha256 } from '../../lib/crypto';

/**
 * Key format: `drape_<mode>_<43 base62 chars: 32 random bytes><6 base62 chars: CRC32 checksum>`.
 * The fixed prefix and the checksum let secret scanners (and our verifier) tell a real-looking
 * key from a typo without a database lookup, the way GitHub tokens work.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_BYTES = 32;
const BODY_LENGTH = 43; // ceil(256 bits / log2(62))
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32
const DISPLAY_BODY_CHARS = 4;
const KEY_PATTERN = /^drape_(live|test)_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;

export type ApiKeyMode = 'live' | 'test';

function toBase62(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out.padStart(length, '0');
}

const checksumOf = (body: string) => toBase62(BigInt(crc32(body)), CHECKSUM_LENGTH);

export function createApiKeySecret(mode: ApiKeyMode): {
  key: string;
  keyHash: string;
  keyPrefix: string;
} {
  const body = toBase62(BigInt(`0x${randomBytes(RANDOM_BYTES).toString('hex')}`), BODY_LENGTH);
  const key = `drape_${mode}_${body}${checksumOf(body)}`;
  return { key, keyHash: hashApiKey(key), keyPrefix: displayPrefixOf(key) };
}

export const hashApiKey = (key: string) => sha256(key);

/** What the UI shows (followed by an ellipsis): the mode prefix and a few characters. */
export function displayPrefixOf(key: string): string {
  const mode = key.startsWith('drape_test_') ? 'test' : 'live';
  return key.slice(0, `drape_${mode}_`.length + DISPLAY_BODY_CHARS);
}

/** 'ok', or why the string cannot be one of our keys (no database involved). */
export function checkApiKeyFormat(key: string): 'ok' | 'malformed' | 'checksum' {
  const match = KEY_PATTERN.exec(key);
  if (!match) return 'malformed';
  return checksumOf(match[2] as string) === match[3] ? 'ok' : 'checksum';
}
