import { UNKNOWN_CLIENT, clientKey } from './client-key';

describe('clientKey', () => {
  it('keys an IPv4 address by itself, also when IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:db8:1:2:0:0:0:9%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });

  it('keys a missing or malformed address as unknown', () => {
    for (const bad of [undefined, null, '', 'abc', '1.2.3', '300.1.1.1', '1::2::3', 'unknown:1']) {
      expect(clientKey(bad)).toBe(UNKNOWN_CLIENT);
    }
  });
});
