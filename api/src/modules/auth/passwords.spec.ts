import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwordProblem', () => {
  it('accepts a password people can live with', async () => {
    expect(await passwordProblem('blue-harbor-lantern')).toBeNull();
  });

  it('refuses short and overlong passwords', async () => {
    expect(await passwordProblem('k7#mQ2x')).toBe('Password must be at least 8 characters');
    expect(await passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(await passwordProblem('x9'.repeat(64))).toBeNull();
  });

  it('refuses commonly used passwords, whatever their case', async () => {
    expect(await passwordProblem('password')).toMatch(/too common/);
    expect(await passwordProblem('Qwerty123')).toMatch(/too common/);
    expect(await passwordProblem('iloveyou')).toMatch(/too common/);
  });
});

describe('argon2id hashing', () => {
  it('stores an argon2id hash that verifies only the right password', async () => {
    const hash = await hashPassword('blue-harbor-lantern');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'blue-harbor-lantern')).toBe(true);
    expect(await verifyPassword(hash, 'blue-harbor-lanterns')).toBe(false);
  });

  it('answers false for an account without a password', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
  });
});
