/**
 * The cells of an exported CSV, row by row, read as a spreadsheet reads it (the byte-order mark it
 * starts with taken as the encoding; RFC 4180: quoted cells, "" for a quote inside one, line breaks
 * inside quotes kept).
 */
export function csvRows(csv: string): string[][] {
  if (!csv.startsWith('\uFEFF')) throw new Error('The CSV does not start with a UTF-8 byte-order mark');
  const text = csv.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}
