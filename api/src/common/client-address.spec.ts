import { clientNetwork } from './client-address';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack socket’s IPv4 peer) as its IPv4 address', () => {
    expect(clientNetwork('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::FFFF:0102:0304')).toBe('1.2.3.4');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9']) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('returns what is not an address unchanged', () => {
    expect(clientNetwork(undefined)).toBe('');
    expect(clientNetwork('1.2.3')).toBe('1.2.3');
  });
});
