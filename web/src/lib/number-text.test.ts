import { formatWholeNumber } from './number-text';

describe('formatWholeNumber', () => {
  it('groups thousands as US English does, whatever the size or sign', () => {
    for (const value of [0, 7, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234, -1_234_567]) {
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('drops a fraction rather than rounding it', () => {
    expect(formatWholeNumber(1234.99)).toBe('1,234');
    expect(formatWholeNumber(-0.5)).toBe('0');
  });
});
