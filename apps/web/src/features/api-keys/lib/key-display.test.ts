import type { ApiKey } from '@drape/shared/api-keys.contract';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/lib/format';
import {
  displayStatusOf,
  expiryFields,
  formatExpiryDay,
  filterKeys,
  isListedAsActive,
  sortKeys,
  usageBar,
} from './key-display';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: crypto.randomUUID(),
  name: 'Key',
  keyPrefix: 'drape_live_abcd',
  mode: 'live',
  usageCount: 0,
  maxUsage: 100,
  isActive: true,
  webhookUrl: null,
  createdAt: iso(NOW - 10 * day),
  expiresAt: null,
  expiresOn: null,
  expiryTimeZone: null,
  lastUsedAt: null,
  ...over,
});

describe('display status', () => {
  it('follows spec §4', () => {
    expect(displayStatusOf(key(), NOW)).toBe('Active');
    expect(displayStatusOf(key({ isActive: false }), NOW)).toBe('Disabled');
    expect(displayStatusOf(key({ expiresAt: iso(NOW - 1000) }), NOW)).toBe('Expired');
    expect(displayStatusOf(key({ isActive: false, expiresAt: iso(NOW - 1000) }), NOW)).toBe(
      'Expired',
    );
    expect(displayStatusOf(key({ expiresAt: iso(NOW + 6 * day) }), NOW)).toBe('Expires Soon');
    expect(displayStatusOf(key({ expiresAt: iso(NOW + 8 * day) }), NOW)).toBe('Active');
    expect(isListedAsActive(key({ expiresAt: iso(NOW + 6 * day) }), NOW)).toBe(true);
    expect(isListedAsActive(key({ isActive: false }), NOW)).toBe(false);
    expect(isListedAsActive(key({ expiresAt: iso(NOW - 1) }), NOW)).toBe(false);
  });
});

describe('usage bar', () => {
  it.each([
    [0, 'green', 0],
    [70, 'green', 70],
    [71, 'yellow', 71],
    [90, 'yellow', 90],
    [91, 'red', 91],
    [150, 'red', 100],
  ])('%i of 100 is %s, %i%% wide', (used, tone, width) => {
    expect(usageBar({ usageCount: used, maxUsage: 100 })).toMatchObject({
      tone,
      width,
      percent: used,
    });
  });
});

describe('sorting and search', () => {
  const a = key({
    name: 'alpha',
    createdAt: iso(NOW - 3 * day),
    lastUsedAt: iso(NOW - day),
    usageCount: 50,
  });
  const b = key({ name: 'Beta', createdAt: iso(NOW - 2 * day), lastUsedAt: null, usageCount: 90 });
  const c = key({
    name: 'gamma',
    createdAt: iso(NOW - day),
    lastUsedAt: iso(NOW - 60_000),
    usageCount: 10,
  });
  const names = (order: Parameters<typeof sortKeys>[1]) =>
    sortKeys([a, b, c], order).map((k) => k.name);
  it('has the eight orders', () => {
    expect(names('newest')).toEqual(['gamma', 'Beta', 'alpha']);
    expect(names('oldest')).toEqual(['alpha', 'Beta', 'gamma']);
    expect(names('name-asc')).toEqual(['alpha', 'Beta', 'gamma']);
    expect(names('name-desc')).toEqual(['gamma', 'Beta', 'alpha']);
    expect(names('recent')).toEqual(['gamma', 'alpha', 'Beta']);
    expect(names('least-used')).toEqual(['Beta', 'alpha', 'gamma']);
    expect(names('usage-desc')).toEqual(['Beta', 'alpha', 'gamma']);
    expect(names('usage-asc')).toEqual(['gamma', 'alpha', 'Beta']);
  });
  it('searches names case-insensitively', () => {
    expect(filterKeys([a, b, c], 'ET').map((k) => k.name)).toEqual(['Beta']);
    expect(filterKeys([a, b, c], '  ')).toHaveLength(3);
  });
});

describe('relative last used (spec §4)', () => {
  const now = new Date(NOW);
  it.each([
    [null, 'Never'],
    [iso(NOW - 59 * 60_000), 'Just now'],
    [iso(NOW - 3 * 3_600_000), '3 hours ago'],
    [iso(NOW - 2 * day), '2 days ago'],
    [iso(NOW - 8 * day), 'Mar 2, 2026'],
  ])('%s → %s', (value, text) => {
    expect(formatRelativeTime(value, now)).toBe(text);
  });
});

describe('key expiry by day (issue 13 §9)', () => {
  it('sends the chosen date as the last valid day with the browser time zone', () => {
    expect(expiryFields(undefined, 'Asia/Kolkata')).toEqual({});
    expect(expiryFields('2026-11-27', 'Asia/Kolkata')).toEqual({
      expiresOn: '2026-11-27',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('shows the day chosen, not the exclusive instant after it', () => {
    // Chosen Nov 27 in Kolkata: the key stops at Nov 28 00:00 IST = Nov 27 18:30 UTC.
    const chosen = { expiresAt: '2026-11-27T18:30:00.000Z', expiresOn: '2026-11-27' };
    expect(formatExpiryDay(chosen, 'America/Los_Angeles')).toBe('Nov 27, 2026');
    // A key made with expiresInDays (no expiresOn): the day before its instant, where you are.
    const byDays = { expiresAt: '2026-11-28T00:00:00.000Z', expiresOn: null };
    expect(formatExpiryDay(byDays, 'UTC')).toBe('Nov 27, 2026');
    expect(formatExpiryDay({ expiresAt: null, expiresOn: null })).toBe('Never');
  });
});
