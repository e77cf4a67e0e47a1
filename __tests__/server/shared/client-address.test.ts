import { toAddressNetwork } from '@/server/shared/client-address';

describe('toAddressNetwork', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(toAddressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    const network = '2001:db8:7:42::/64';
    expect(toAddressNetwork('2001:db8:7:42::1')).toBe(network);
    expect(toAddressNetwork('2001:0db8:0007:0042:abcd:ef01:2345:6789')).toBe(network);
    expect(toAddressNetwork('2001:DB8:7:42:ffff::')).toBe(network);
    expect(toAddressNetwork('2001:db8:7:42::1%eth0')).toBe(network);
    expect(toAddressNetwork('2001:db8:7:43::1')).toBe('2001:db8:7:43::/64');
    expect(toAddressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(toAddressNetwork('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('gives back anything that is not an address unchanged', () => {
    for (const value of ['desconocida', '2001:db8::1::2', '2001:db8:zz::1', ''])
      expect(toAddressNetwork(value)).toBe(value);
  });
});
