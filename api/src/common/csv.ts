import { stringify } from 'csv-stringify/sync';
import { ExportColumn, ExportValue, instantOf, instantText, isPhoneNumber, zonedHeader } from './export-columns';

/**
 * Where a spreadsheet may read a formula: at the start of a cell, and after anything some locale
 * splits cells on (comma, semicolon, tab) or a line break, so `Ann;=1+2` opened where `;` separates
 * cells is covered too; spaces before it do not help. The triggers: = + - @ (and their full-width
 * forms, which some spreadsheets read the same), a tab or a carriage return.
 */
const FORMULA_TRIGGER = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Text kept as text: an apostrophe before every formula trigger. */
export const neutraliseFormulas = (text: string) => text.replace(FORMULA_TRIGGER, "$1$2'");

/** The byte-order mark: without it Excel reads UTF-8 as the locale's code page ("JosÃ©" for "José"). */
export const UTF8_BOM = '\uFEFF';

function csvCell<Row>(column: ExportColumn<Row>, value: ExportValue, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (column.type === 'instant' || value instanceof Date) {
    const instant = instantOf(value);
    return instant ? instantText(instant, timeZone) : '';
  }
  if (typeof value === 'number') return column.type === 'money' ? value.toFixed(2) : String(value);
  // A phone column keeps its numbers exactly as stored (+14045550134 must import as it is).
  if (column.type === 'phone' && isPhoneNumber(value)) return value;
  return neutraliseFormulas(value);
}

/**
 * The rows as CSV with a header row, for staff to open in a spreadsheet: UTF-8 with a byte-order mark,
 * every cell quoted, so no separator inside a value splits it in any locale; booleans read yes/no,
 * instants ISO 8601 in `timeZone` (the business's) with their offset, under a header naming the zone
 * (the .xlsx's rule, zonedHeader), money with two decimals, empty values stay empty, phone numbers as stored,
 * and any other text that could start a formula (a name like "=HYPERLINK(...)") is kept as text
 * (neutraliseFormulas).
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  { timeZone }: { timeZone: string },
): string {
  const headers = columns.map((column) =>
    column.type === 'instant' ? zonedHeader(column.header, timeZone) : column.header,
  );
  return (
    UTF8_BOM +
    stringify(
      rows.map((row) => columns.map((column) => csvCell(column, column.value(row), timeZone))),
      { header: true, columns: headers, quoted: true, quoted_empty: true },
    )
  );
}
