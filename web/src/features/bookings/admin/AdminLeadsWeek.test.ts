import { mondayOf, parseWeekSearch, weekGrid, weekRange } from './AdminLeadsWeek';

const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('week view arithmetic (staff’s time zone)', () => {
  it('keeps a week in the URL as its Monday; anything else is this week', () => {
    expect(parseWeekSearch({ week: '2030-03-13' })).toEqual({ week: '2030-03-11' });
    expect(parseWeekSearch({ week: '2030-03-17' })).toEqual({ week: '2030-03-11' });
    expect(parseWeekSearch({ week: '2030-02-30' })).toEqual({});
    expect(parseWeekSearch({ week: 'soon' })).toEqual({});
    expect(mondayOf(new Date(2030, 2, 11, 23, 59)).getDate()).toBe(11);
  });

  it('asks for the seven local days of the week', () => {
    expect(weekRange(new Date(2030, 2, 11))).toEqual({ from: at(2030, 3, 11), to: at(2030, 3, 18) });
  });

  it('places calls on a days x times grid, rows only where a call starts', () => {
    const calls = [
      { id: 'b', scheduledAt: at(2030, 3, 13, 14, 30) },
      { id: 'a', scheduledAt: at(2030, 3, 11, 9) },
      { id: 'c', scheduledAt: at(2030, 3, 11, 14, 30) },
      { id: 'd', scheduledAt: at(2030, 3, 11, 14, 30) },
    ];
    const grid = weekGrid(new Date(2030, 2, 11), calls);
    expect(grid.days).toEqual([
      '2030-03-11',
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
      '2030-03-15',
      '2030-03-16',
      '2030-03-17',
    ]);
    expect(grid.times).toEqual(['09:00', '14:30']);
    expect(grid.callsAt('2030-03-11', '14:30').map((call) => call.id)).toEqual(['c', 'd']);
    expect(grid.callsAt('2030-03-13', '14:30').map((call) => call.id)).toEqual(['b']);
    expect(grid.callsAt('2030-03-12', '09:00')).toEqual([]);
  });
});
