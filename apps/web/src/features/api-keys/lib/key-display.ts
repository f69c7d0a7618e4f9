import { lastValidDayOf } from '@drape/shared/api-key-expiry';
import type { ApiKey } from '@drape/shared/api-keys.contract';
import { EXPIRES_SOON_DAYS } from '@drape/shared/constants';

export type KeyDisplayStatus = 'Active' | 'Disabled' | 'Expired' | 'Expires Soon';
const DAY_MS = 86_400_000;

/** Spec §4: Expired when past expiry; Disabled when inactive; Expires Soon within 7 days. */
export function displayStatusOf(key: ApiKey, now = Date.now()): KeyDisplayStatus {
  const expires = key.expiresAt ? Date.parse(key.expiresAt) : null;
  if (expires !== null && expires < now) return 'Expired';
  if (!key.isActive) return 'Disabled';
  if (expires !== null && expires - now <= EXPIRES_SOON_DAYS * DAY_MS) return 'Expires Soon';
  return 'Active';
}

/** Only active, non-expired keys belong in 'Your Active API Keys'. */
export const isListedAsActive = (key: ApiKey, now = Date.now()) =>
  key.isActive && !(key.expiresAt && Date.parse(key.expiresAt) < now);

export const usageRatio = (key: Pick<ApiKey, 'usageCount' | 'maxUsage'>) =>
  key.maxUsage > 0 ? key.usageCount / key.maxUsage : 0;

/** Spec §9: green up to 70%, yellow above 70%, red above 90%; the bar never exceeds 100%. */
export function usageBar(key: Pick<ApiKey, 'usageCount' | 'maxUsage'>) {
  const percent = usageRatio(key) * 100;
  const tone = percent > 90 ? 'red' : percent > 70 ? 'yellow' : 'green';
  return { percent, width: Math.min(100, percent), tone } as const;
}

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'recent', label: 'Recently Used' },
  { value: 'least-used', label: 'Least Used' },
  { value: 'usage-desc', label: 'Highest Usage' },
  { value: 'usage-asc', label: 'Lowest Usage' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

const time = (v: string | null) => (v ? Date.parse(v) : -Infinity);

/** created (newest/oldest), name (A-Z/Z-A), lastUsed (recently/least), usage ratio (high/low). */
export function sortKeys(keys: readonly ApiKey[], order: SortOrder): ApiKey[] {
  const byName = (a: ApiKey, b: ApiKey) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const compare: Record<SortOrder, (a: ApiKey, b: ApiKey) => number> = {
    newest: (a, b) => time(b.createdAt) - time(a.createdAt),
    oldest: (a, b) => time(a.createdAt) - time(b.createdAt),
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
    recent: (a, b) => time(b.lastUsedAt) - time(a.lastUsedAt),
    'least-used': (a, b) => time(a.lastUsedAt) - time(b.lastUsedAt),
    'usage-desc': (a, b) => usageRatio(b) - usageRatio(a),
    'usage-asc': (a, b) => usageRatio(a) - usageRatio(b),
  };
  return [...keys].sort(compare[order]);
}

/** Case-insensitive substring match on the name. */
export const filterKeys = (keys: readonly ApiKey[], search: string) => {
  const q = search.trim().toLowerCase();
  return q ? keys.filter((k) => k.name.toLowerCase().includes(q)) : [...keys];
};

/** The browser's IANA time zone (the day a user picks is a day where they are). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The expiry fields a create request sends: the chosen date is the LAST day the key works, in the
 * browser's zone (issue 13 §9), so the server stores and enforces that same day.
 */
export function expiryFields(date: string | undefined, timeZone = browserTimeZone()) {
  return date ? { expiresOn: date, timeZone } : {};
}

/** 'Nov 27, 2026' for the key's last valid day: the day chosen, not the exclusive instant after it. */
export function formatExpiryDay(
  key: Pick<ApiKey, 'expiresAt' | 'expiresOn'>,
  timeZone = browserTimeZone(),
): string {
  if (!key.expiresAt) return 'Never';
  const day = key.expiresOn ?? lastValidDayOf(key.expiresAt, timeZone);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
