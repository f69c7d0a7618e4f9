import { useRef } from 'react';

/** A v4 UUID; `crypto.randomUUID` only exists in secure contexts, so plain http gets the same from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per request the user confirms: asking again for the same body (a double
 * click, Start again after a network error) gets the same key, so the server answers the first
 * request instead of charging twice; a changed body, or any body after `done()`, gets a new one.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (last.current?.body !== json) last.current = { body: json, key: newIdempotencyKey() };
      return last.current.key;
    },
    /** The request succeeded: the next one is a new request even with the same body. */
    done(): void {
      last.current = null;
    },
  };
}
