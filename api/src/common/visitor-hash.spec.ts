import { visitorHash } from './visitor-hash';

/** The once-a-day visitor hash (docs/modules/content.md#visits). */
describe('visitorHash', () => {
  const SECRET = 'test-secret';
  const UA = 'Mozilla/5.0 (Macintosh) Firefox/133.0';

  it('is the same for one visitor on one day: 64 hex characters, without the address in it', () => {
    const hash = visitorHash(SECRET, '2026-11-29', '203.0.113.7', UA);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorHash(SECRET, '2026-11-29', '203.0.113.7', UA)).toBe(hash);
    expect(hash).not.toContain('203.0.113.7');
  });

  it('changes with the day, the address, the user agent and the secret', () => {
    const hash = visitorHash(SECRET, '2026-11-29', '203.0.113.7', UA);
    expect(visitorHash(SECRET, '2026-11-30', '203.0.113.7', UA)).not.toBe(hash);
    expect(visitorHash(SECRET, '2026-11-29', '203.0.113.8', UA)).not.toBe(hash);
    expect(visitorHash(SECRET, '2026-11-29', '203.0.113.7', `${UA} Edge`)).not.toBe(hash);
    expect(visitorHash(SECRET, '2026-11-29', '203.0.113.7', undefined)).not.toBe(hash);
    expect(visitorHash('another-secret', '2026-11-29', '203.0.113.7', UA)).not.toBe(hash);
  });

  it('counts an IPv6 client by its /64 (a new temporary address is the same visitor)', () => {
    expect(visitorHash(SECRET, '2026-11-29', '2001:db8:1:2::a', UA)).toBe(
      visitorHash(SECRET, '2026-11-29', '2001:db8:1:2:ffff::1', UA),
    );
    expect(visitorHash(SECRET, '2026-11-29', '2001:db8:1:3::a', UA)).not.toBe(
      visitorHash(SECRET, '2026-11-29', '2001:db8:1:2::a', UA),
    );
  });
});
