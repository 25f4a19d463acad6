import {
  centsToInput,
  formatBasisPoints,
  formatCents,
  formatMoney,
  formatQuantity,
  parseDollars,
  parsePercent,
  parseQuantity,
} from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [100_000_000, '$1,000,000.00'],
    [-2500, '-$25.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [15000, 'JPY', '¥15,000'],
    [1250, 'EUR', '€12.50'],
    [1250, 'USD', '$12.50'],
  ])('%i in %s → %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});

describe('centsToInput and formatQuantity', () => {
  it('writes cents as an amount field reads them back', () => {
    expect(centsToInput(123405)).toBe('1234.05');
    expect(parseDollars(centsToInput(123405))).toEqual({ ok: true, value: 123405 });
  });

  it.each([
    [100, '1'],
    [150, '1.5'],
    [33, '0.33'],
    [250000, '2,500'],
  ])('%i hundredths → %s', (hundredths, text) => {
    expect(formatQuantity(hundredths)).toBe(text);
  });
});

describe('parseDollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$1,234.56', 123456],
    [' 0.1 ', 10],
    ['.75', 75],
    ['19.99', 1999],
    ['1000000', 100_000_000],
  ])('reads %p as %i cents, exactly', (input, cents) => {
    expect(parseDollars(input)).toEqual({ ok: true, value: cents });
  });

  it('adds amounts that floats get wrong without drift (0.1 + 0.2)', () => {
    const sum = [parseDollars('0.1'), parseDollars('0.2')].reduce(
      (total, parsed) => total + (parsed.ok ? parsed.value : NaN),
      0,
    );
    expect(sum).toBe(30);
  });

  it.each([
    ['12.345', 'at most 2 decimals'],
    ['-3', 'cannot be negative'],
    ['abc', 'must be a number'],
    ['1,23', 'must be a number'],
    ['1.2.3', 'must be a number'],
    ['', 'Enter a price'],
    ['1000000.01', 'at most $1,000,000.00'],
  ])('refuses %p (%s)', (input, message) => {
    const parsed = parseDollars(input, { what: 'a price' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(message);
  });

  it('applies a minimum', () => {
    expect(parseDollars('0', { min: 1 })).toEqual({ ok: false, error: 'An amount must be at least $0.01.' });
  });
});

describe('parseQuantity', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['0.25', 25],
    ['2,500', 250000],
  ])('reads %p as %i hundredths', (input, hundredths) => {
    expect(parseQuantity(input)).toEqual({ ok: true, value: hundredths });
  });

  it.each(['0', '1.255', '-1', 'two', '100000.01'])('refuses %p', (input) => {
    expect(parseQuantity(input).ok).toBe(false);
  });
});

describe('formatBasisPoints and parsePercent', () => {
  it('writes basis points as the server does, and reads a typed percent back exactly', () => {
    expect([825, 1000, 850, 5].map(formatBasisPoints)).toEqual(['8.25%', '10%', '8.5%', '0.05%']);
    expect(parsePercent('8.25')).toEqual({ ok: true, value: 825 });
    expect(parsePercent('10 %')).toEqual({ ok: true, value: 1000 });
    expect(parsePercent('100.01')).toEqual({ ok: false, error: 'A rate is at most 100%.' });
    expect(parsePercent('8.255')).toEqual({ ok: false, error: 'A rate has at most 2 decimals.' });
  });
});
