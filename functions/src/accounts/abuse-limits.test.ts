import { describe, expect, it } from 'vitest';
import { networkOf } from './abuse-limits';

describe('the network an address is counted under', () => {
  it('is an IPv4 address itself', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(networkOf('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(networkOf('2001:0db8:85a3:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:12::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:0:0:abcd::')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('::ffff:192.0.2.1')).toBe('0:0:0:0::/64');
  });
});
