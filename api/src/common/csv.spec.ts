import { neutraliseFormulas, toCsv } from './csv';
import { ExportColumn } from './export-columns';

interface Person {
  name: string;
  phone: string | null;
  staff: boolean;
  joined: Date;
  visits: number;
}

const COLUMNS: ExportColumn<Person>[] = [
  { header: 'Name', value: (person) => person.name },
  { header: 'Phone', value: (person) => person.phone, type: 'phone' },
  { header: 'Staff', value: (person) => person.staff },
  { header: 'Joined', value: (person) => person.joined, type: 'instant' },
  { header: 'Visits', value: (person) => person.visits },
];

const NEW_YORK = { timeZone: 'America/New_York' };

const person = (name: string, phone: string | null = null): Person => ({
  name,
  phone,
  staff: false,
  joined: new Date('2026-01-02T03:04:05Z'),
  visits: -2,
});

/** The cells a spreadsheet sees when it splits each line on `separator` and ignores quotes. */
const cellsSplitOn = (csv: string, separator: string) =>
  csv
    .slice(1)
    .trim()
    .split('\n')
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^"|"$/g, '').trimStart());

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark and quotes every cell, the header row included', () => {
    const csv = toCsv([person('José Ñúñez 🚀')], COLUMNS, NEW_YORK);
    expect([...Buffer.from(csv).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1).trim().split('\n')).toEqual([
      '"Name","Phone","Staff","Joined (America/New_York)","Visits"',
      '"José Ñúñez 🚀","","no","2026-01-01T22:04:05-05:00","-2"',
    ]);
  });

  it("writes instants on the business's clock with their offset, as the .xlsx shows them, and names the zone", () => {
    const summer = { ...person('Ann'), joined: new Date('2026-07-04T13:00:00Z') };
    const lines = toCsv([person('Bo'), summer], COLUMNS, NEW_YORK)
      .slice(1)
      .trim()
      .split('\n');
    expect(lines.map((line) => line.split(',')[3])).toEqual([
      '"Joined (America/New_York)"',
      '"2026-01-01T22:04:05-05:00"',
      '"2026-07-04T09:00:00-04:00"',
    ]);
    expect(toCsv([summer], COLUMNS, { timeZone: 'UTC' }).split('\n')[1]).toContain('"2026-07-04T13:00:00+00:00"');
  });

  it('writes phone numbers as stored, and guards anything else in a phone column', () => {
    const phones = ['+14045550134', '+1 404 555 0134', '(404) 555-0134', '+44 20 7946 0958', '=1+2', '+1 404;=cmd'];
    const csv = toCsv(
      phones.map((phone) => person('Ann', phone)),
      COLUMNS,
      NEW_YORK,
    );
    expect(
      csv
        .slice(1)
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split('","')[1]),
    ).toEqual(['+14045550134', '+1 404 555 0134', '(404) 555-0134', '+44 20 7946 0958', "'=1+2", "'+1 404;'=cmd"]);
  });

  it('leaves no cell that starts a formula, wherever a locale splits the line', () => {
    const names = ['Ann;=1+2', 'Bo,@SUM(A1)', 'Cy\t-3+3', 'Di; =HYPERLINK("https://evil.example")', '=cmd|x', 'Ed\n+1'];
    const csv = toCsv(
      names.map((name) => person(name, '+1 555 0100;=1+2')),
      COLUMNS,
      NEW_YORK,
    );
    for (const separator of [',', ';', '\t']) {
      const cells = cellsSplitOn(csv, separator);
      // -2 is the number of visits: a number, not a formula.
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && cell !== '-2')).toEqual([]);
    }
  });

  it('keeps the text, readable and whole, with an apostrophe before each trigger', () => {
    const csv = toCsv([person('+1 555 0100;=1+2', '+1 555 0100')], COLUMNS, NEW_YORK);
    expect(csv.split('\n')[1]).toMatch(/^"'\+1 555 0100;'=1\+2","\+1 555 0100",/);
    expect(neutraliseFormulas('Smith-Jones, a co-founder')).toBe('Smith-Jones, a co-founder');
    expect(neutraliseFormulas('A; -1')).toBe("A; '-1");
  });
});
