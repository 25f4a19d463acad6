import { ValueType, Workbook } from 'exceljs';
import { buffer } from 'node:stream/consumers';
import { ExportColumn } from './export-columns';
import { toXlsx } from './xlsx';

interface Invoice {
  client: string;
  phone: string;
  total: number;
  paid: boolean;
  sentAt: string | null;
}

const COLUMNS: ExportColumn<Invoice>[] = [
  { header: 'Client', value: (invoice) => invoice.client },
  { header: 'Phone', value: (invoice) => invoice.phone, type: 'phone' },
  { header: 'Total (USD)', value: (invoice) => invoice.total, type: 'money' },
  { header: 'Paid', value: (invoice) => invoice.paid },
  { header: 'Sent', value: (invoice) => invoice.sentAt, type: 'instant' },
];

async function read(invoices: Invoice[], timeZone = 'America/New_York') {
  const workbook = new Workbook();
  const file = await buffer(await toXlsx(invoices, COLUMNS, { sheetName: 'invoices', timeZone }));
  // exceljs types its input as its own Buffer (an ArrayBuffer); it reads Node's Buffer.
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('invoices')!;
  return { sheet, headers: (sheet.getRow(1).values as unknown[]).slice(1) };
}

const invoice = (sentAt: string | null): Invoice => ({
  client: '=HYPERLINK("x") José',
  phone: '+14045550134',
  total: 1234.5,
  paid: true,
  sentAt,
});

describe('toXlsx', () => {
  it('types each cell: text as text (formulas never run), numbers, booleans, instants as wall-clock dates', async () => {
    const { sheet, headers } = await read([invoice('2030-01-15T15:30:00.000Z'), invoice(null)]);
    expect(headers).toEqual(['Client', 'Phone', 'Total (USD)', 'Paid', 'Sent (America/New_York, UTC\u221205:00)']);
    const [client, phone, total, paid, sent] = [1, 2, 3, 4, 5].map((column) => sheet.getRow(2).getCell(column));
    expect([client.type, client.value]).toEqual([ValueType.String, '=HYPERLINK("x") José']);
    expect([phone.type, phone.value]).toEqual([ValueType.String, '+14045550134']);
    expect([total.type, total.value, total.numFmt]).toEqual([ValueType.Number, 1234.5, '#,##0.00']);
    expect([paid.type, paid.value]).toEqual([ValueType.Boolean, true]);
    expect([sent.type, sent.value]).toEqual([ValueType.Date, new Date('2030-01-15T10:30:00Z')]);
    expect(sheet.getRow(3).getCell(5).type).toBe(ValueType.Null);
  });

  it('names both offsets when a column straddles a daylight-saving change', async () => {
    const { headers } = await read([invoice('2030-01-15T15:30:00Z'), invoice('2030-07-15T15:30:00Z')]);
    expect(headers[4]).toBe('Sent (America/New_York, UTC\u221204:00 / UTC\u221205:00)');
    expect((await read([invoice(null)], 'UTC')).headers[4]).toBe('Sent (UTC, UTC+00:00)');
  });
});
