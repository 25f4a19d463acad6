import { stringify } from 'csv-stringify/sync';

/** One column of a CSV export: the header, and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * Where a spreadsheet may read a formula: at the start of a cell, and after anything some locale
 * splits cells on (comma, semicolon, tab) or a line break, so `Ann;=1+2` opened where `;` separates
 * cells is covered too; spaces before it do not help. The triggers: = + - @ (and their full-width
 * forms, which some spreadsheets read the same), a tab or a carriage return.
 */
const FORMULA_TRIGGER = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Text kept as text: an apostrophe before every formula trigger. */
export const neutraliseFormulas = (text: string) => text.replace(FORMULA_TRIGGER, "$1$2'");

/**
 * The rows as CSV with a header row, for staff to open in a spreadsheet: every cell quoted, so no
 * separator inside a value splits it in any locale; booleans read yes/no, dates ISO 8601, empty
 * values stay empty, and text that could start a formula (a name like "=HYPERLINK(...)", also a
 * "+1 555…" number) is kept as text (neutraliseFormulas).
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      quoted: true,
      quoted_empty: true,
      cast: {
        boolean: (value) => (value ? 'yes' : 'no'),
        date: (value) => value.toISOString(),
        string: neutraliseFormulas,
      },
    },
  );
}
