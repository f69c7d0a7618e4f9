import { describe, expect, it } from 'vitest';
import { ipKey } from './ip-key';

describe('ipKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(ipKey('2001:db8:0:1::1')).toBe(key);
    expect(ipKey('2001:0db8:0000:0001:ffff:eeee:dddd:cccc')).toBe(key);
    expect(ipKey('2001:DB8:0:1:1234::')).toBe(key);
    expect(ipKey('2001:db8:0:2::1')).not.toBe(key);
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });
});
