const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const priceFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('en-IN');

type DateInput = string | number | Date;

/** 'Jan 5, 2026' (spec §9: en-US short dates). */
export function formatDate(value: DateInput): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: DateInput): string {
  return dateTimeFormat.format(new Date(value));
}

/** '₹1,299' (spec §9: Indian locale, no decimals). */
export function formatPrice(rupees: number): string {
  return priceFormat.format(rupees);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 image", "2 images", "1,500 credits": the count in Indian grouping with its noun. */
export function formatCount(value: number, one: string, many = `${one}s`): string {
  return `${numberFormat.format(value)} ${value === 1 ? one : many}`;
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Spec §4: under 1 h 'Just now'; under 24 h hours; under 168 h days; else a date; none 'Never'. */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return 'Never';
  const date = new Date(value);
  const hours = (now.getTime() - date.getTime()) / 3_600_000;
  if (hours < 1) return 'Just now';
  if (hours < 24) {
    const h = Math.floor(hours);
    return `${h} hour${h === 1 ? '' : 's'} ago`;
  }
  if (hours < 168) {
    const d = Math.floor(hours / 24);
    return `${d} day${d === 1 ? '' : 's'} ago`;
  }
  return formatDate(date);
}
