import { loginHref, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/portal', '/portal'],
    ['/portal/profile?tab=2', '/portal/profile?tab=2'],
    ['/testimonial-form?token=abc', '/testimonial-form?token=abc'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['https://evil.example.com/portal'],
    ['javascript:alert(1)'],
    ['portal'],
    ['/\t/evil.example.com'],
    [''],
    [undefined],
    [42],
  ])('refuses %p', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('loginHref', () => {
  it('carries the path and search back as ?redirect=', () => {
    expect(loginHref('/auth', '/portal/profile?tab=2')).toBe('/auth?redirect=%2Fportal%2Fprofile%3Ftab%3D2');
  });
});
