import { instantBounds, presetOf, resolveRange, DASHBOARD_PRESETS } from './dashboard-range';
import { parseDashboardSearch } from './dashboard-search';

const rangeOf = (key: string, today: string) => DASHBOARD_PRESETS.find((preset) => preset.key === key)!.range(today);

describe('the dashboard range', () => {
  it.each([
    [
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-10-01', to: '2026-10-31' },
    ],
    [{ from: '2026-10-31', to: '2026-10-01' }, {}],
    [{ from: '2026-02-30', to: '2026-03-01' }, {}],
    [{ from: '2026-10-01' }, {}],
    [
      { from: '2024-01-01', to: '2025-12-31' },
      { from: '2024-01-01', to: '2025-12-31' },
    ],
    [{ from: '2024-01-01', to: '2026-01-01' }, {}],
    [{ from: '2026-10-01T00:00', to: '2026-10-31' }, {}],
  ])('keeps from the URL %j only what the API takes: %j', (raw, expected) => {
    expect(parseDashboardSearch(raw)).toEqual(expected);
  });

  it('ends the presets today, quarters and years on their first day', () => {
    expect(rangeOf('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeOf('quarter', '2026-08-15')).toEqual({ from: '2026-07-01', to: '2026-08-15' });
    expect(rangeOf('quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(rangeOf('year', '2026-08-15')).toEqual({ from: '2026-01-01', to: '2026-08-15' });
    expect(resolveRange({}, '2026-08-15')).toEqual(rangeOf('last30', '2026-08-15'));
    expect(presetOf({ from: '2026-07-01', to: '2026-08-15' }, '2026-08-15')).toBe('quarter');
    expect(presetOf({ from: '2026-07-02', to: '2026-08-15' }, '2026-08-15')).toBeUndefined();
  });

  it('turns New York days into instants, 23 and 25 hour days included', () => {
    // March 8, 2026 starts on standard time and ends on daylight time.
    expect(instantBounds({ from: '2026-03-08', to: '2026-03-08' })).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
    // November 1, 2026 the other way round.
    expect(instantBounds({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T04:59:59.999Z',
    });
  });
});
