/**
 * API key expiry (issue 13 §9): the user chooses the LAST VALID DAY in their own time zone. The
 * key works until the end of that day there, i.e. it expires at the first instant of the next
 * day in that zone (`expiresAt`, exclusive). Server and web both use these two functions, so the
 * day shown is the day enforced.
 */

const DAY_MS = 86_400_000;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' of an instant as seen in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a key chosen to last through `lastValidDay` (YYYY-MM-DD) in `timeZone` expires. */
export function expiryInstantOf(lastValidDay: string, timeZone: string): Date {
  const [y, m, d] = lastValidDay.split('-').map(Number) as [number, number, number];
  const nextMidnightAsUtc = Date.UTC(y, m - 1, d + 1);
  let instant = nextMidnightAsUtc - offsetAt(nextMidnightAsUtc, timeZone);
  // Once more with the offset at the answer itself, in case a DST change lies in between.
  instant = nextMidnightAsUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The last day a key works, in `timeZone`: the day before its (exclusive) expiry instant. */
export function lastValidDayOf(expiresAt: Date | string, timeZone: string): string {
  return localDateOf(new Date(new Date(expiresAt).getTime() - 1), timeZone);
}

/** Days from today (in the zone) to the last valid day; 0 means "today is the last day". */
export function daysUntil(lastValidDay: string, timeZone: string, now = new Date()): number {
  const today = localDateOf(now, timeZone);
  return Math.round((Date.parse(lastValidDay) - Date.parse(today)) / DAY_MS);
}
