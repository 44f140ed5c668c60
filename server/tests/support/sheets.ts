import ExcelJS from 'exceljs';

/** The first sheet of an XLSX file: its name and its rows as a spreadsheet program shows them. */
export async function firstSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: workbook.worksheets[0].name, rows };
}
