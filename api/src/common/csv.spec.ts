import { neutraliseFormulas, toCsv } from './csv';

interface Person {
  name: string;
  phone: string | null;
  staff: boolean;
  joined: Date;
  visits: number;
}

const COLUMNS = [
  { header: 'Name', value: (person: Person) => person.name },
  { header: 'Phone', value: (person: Person) => person.phone },
  { header: 'Staff', value: (person: Person) => person.staff },
  { header: 'Joined', value: (person: Person) => person.joined },
  { header: 'Visits', value: (person: Person) => person.visits },
];

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
    .trim()
    .split('\n')
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^"|"$/g, '').trimStart());

describe('toCsv', () => {
  it('quotes every cell, the header row included', () => {
    expect(
      toCsv([person('Ann Lee')], COLUMNS)
        .trim()
        .split('\n'),
    ).toEqual(['"Name","Phone","Staff","Joined","Visits"', '"Ann Lee","","no","2026-01-02T03:04:05.000Z","-2"']);
  });

  it('leaves no cell that starts a formula, wherever a locale splits the line', () => {
    const names = ['Ann;=1+2', 'Bo,@SUM(A1)', 'Cy\t-3+3', 'Di; =HYPERLINK("https://evil.example")', '=cmd|x', 'Ed\n+1'];
    const csv = toCsv(
      names.map((name) => person(name, '+1 555 0100')),
      COLUMNS,
    );
    for (const separator of [',', ';', '\t']) {
      const cells = cellsSplitOn(csv, separator);
      // -2 is the number of visits: a number, not a formula.
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && cell !== '-2')).toEqual([]);
    }
  });

  it('keeps the text, readable and whole, with an apostrophe before each trigger', () => {
    const csv = toCsv([person('Ann;=1+2', '+1 555 0100')], COLUMNS);
    expect(csv.split('\n')[1]).toMatch(/^"Ann;'=1\+2","'\+1 555 0100",/);
    expect(neutraliseFormulas('Smith-Jones, a co-founder')).toBe('Smith-Jones, a co-founder');
    expect(neutraliseFormulas('A; -1')).toBe("A; '-1");
  });
});
