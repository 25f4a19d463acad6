import { stringify } from 'csv-stringify/sync';

/** One column of a CSV export: the header, and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** A cell a spreadsheet would read as a formula: =, +, -, @, or a leading tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The rows as CSV with a header row, for staff to open in a spreadsheet: booleans read yes/no, dates
 * ISO 8601, empty values stay empty, and text that would start a formula (a name like
 * "=HYPERLINK(...)", also a "+1 555…" number) is kept as text with a leading apostrophe.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      cast: {
        boolean: (value) => (value ? 'yes' : 'no'),
        date: (value) => value.toISOString(),
        string: (value) => (FORMULA_START.test(value) ? `'${value}` : value),
      },
    },
  );
}
