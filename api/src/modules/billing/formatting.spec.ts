import { formatCents, formatMoney, formatQuantity, longDate } from './formatting';

describe('amounts, quantities and dates as people read them', () => {
  it('writes cents as dollars with thousands separators and two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    expect(formatCents(-2500)).toBe('-$25.00');
  });

  it("writes another currency's smallest unit in that currency: yen have none below the yen", () => {
    expect(formatMoney(15000, 'JPY')).toBe('¥15,000');
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
  });

  it('writes hundredths of a unit as a decimal without trailing zeros', () => {
    expect(formatQuantity(100)).toBe('1');
    expect(formatQuantity(150)).toBe('1.5');
    expect(formatQuantity(33)).toBe('0.33');
    expect(formatQuantity(1)).toBe('0.01');
    expect(formatQuantity(250_000)).toBe('2,500');
  });
});

describe('longDate', () => {
  it("names the day in the business's time zone", () => {
    expect(longDate(new Date('2026-03-03T03:00:00Z'), 'America/New_York')).toBe('March 2, 2026');
    expect(longDate(new Date('2026-03-03T03:00:00Z'), 'UTC')).toBe('March 3, 2026');
  });
});
