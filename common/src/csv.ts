// CSV for every export, on the server and in the browser: RFC 4180 quoting, and a cell a spreadsheet would run as
// a formula (starting with = + - @, tab or carriage return) is neutralised with a leading apostrophe and quoted,
// so an applicant's name can never become a formula on a staff member's computer (OWASP CSV injection).

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n\t]/;

export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(row: readonly CsvValue[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvRow).join('');
}
