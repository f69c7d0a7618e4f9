import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time, also without crypto.randomUUID', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
    const original = globalThis.crypto;
    // Plain-http pages have no crypto.randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array) => original.getRandomValues(b) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps the key for the same body, across renders, until the request is done', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ a: 1, shots: ['full'] });
    expect(first).toMatch(UUID_V4);
    rerender();
    expect(result.current.keyFor({ a: 1, shots: ['full'] })).toBe(first);
    result.current.done();
    expect(result.current.keyFor({ a: 1, shots: ['full'] })).not.toBe(first);
  });

  it('gives a changed body a new key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ a: 1 });
    const changed = result.current.keyFor({ a: 2 });
    expect(changed).not.toBe(first);
    // Going back to the first body is a new request too: its key was the previous one.
    expect(result.current.keyFor({ a: 1 })).not.toBe(first);
  });
});
