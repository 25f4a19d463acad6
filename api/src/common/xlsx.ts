import type * as ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { ExportColumn, ExportValue, instantOf, wallClock, zonedHeader } from './export-columns';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
const MONEY_FORMAT = '#,##0.00';

/** Column widths in characters: room for the header or a typical value, within reason. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 50;

let exceljsModule: Promise<{ default: typeof import('exceljs') }> | undefined;
/** exceljs is loaded by the first .xlsx export rather than at start: it costs ~6 MB of heap, and only exports use it. */
const loadExceljs = () => (exceljsModule ??= import('exceljs'));

function xlsxCell<Row>(column: ExportColumn<Row>, value: ExportValue, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'instant') {
    const instant = instantOf(value);
    return instant && wallClock(instant, timeZone);
  }
  // Strings are written as text cells, never as formulas, so no guard is needed (or wanted) here.
  return value;
}

/**
 * The rows as an Excel workbook, streamed as it is written (exceljs's WorkbookWriter): one sheet with a
 * bold, frozen header row and typed cells. Text (names, phone numbers) stays text, numbers and
 * booleans are typed, money has two decimals, and instants are dates showing the wall-clock time of
 * `timeZone`, whose name and offset their header carries ("Created (America/New_York, UTC−05:00)").
 */
export async function toXlsx<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  { sheetName, timeZone }: { sheetName: string; timeZone: string },
): Promise<Readable> {
  // exceljs is CommonJS: Node's import() gives its module.exports as the default export.
  const { default: exceljs } = await loadExceljs();
  const output = new PassThrough();
  const workbook = new exceljs.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const values = rows.map((row) => columns.map((column) => column.value(row)));
  sheet.columns = columns.map((column, index) => {
    const header =
      column.type === 'instant'
        ? zonedHeader(
            column.header,
            timeZone,
            values.map((cells) => instantOf(cells[index])),
          )
        : column.header;
    const numFmt = column.type === 'instant' ? DATE_TIME_FORMAT : column.type === 'money' ? MONEY_FORMAT : undefined;
    const longest = values.slice(0, 100).reduce((most, cells) => Math.max(most, String(cells[index] ?? '').length), 0);
    return {
      header,
      width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length + 2, longest + 2)),
      style: numFmt ? { numFmt } : {},
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const cells of values) {
    sheet.addRow(cells.map((value, index) => xlsxCell(columns[index], value, timeZone))).commit();
  }
  sheet.commit();
  workbook.commit().catch((error: Error) => output.destroy(error));
  return output;
}
