import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatPrice, formatRelativeTime } from './format';

describe('formatting', () => {
  it('formats prices in the Indian locale without decimals', () => {
    expect(formatPrice(1299)).toBe('₹1,299');
    expect(formatPrice(100000)).toBe('₹1,00,000');
  });

  it('counts with the singular for one and Indian grouping', () => {
    expect(formatCount(1, 'image')).toBe('1 image');
    expect(formatCount(0, 'image')).toBe('0 images');
    expect(formatCount(150000, 'credit')).toBe('1,50,000 credits');
  });

  it('formats dates en-US short', () => {
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026');
  });

  it('follows the spec’s relative-time rules', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatRelativeTime(null, now)).toBe('Never');
    expect(formatRelativeTime('2026-03-10T11:30:00Z', now)).toBe('Just now');
    expect(formatRelativeTime('2026-03-10T07:00:00Z', now)).toBe('5 hours ago');
    expect(formatRelativeTime('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });
});
