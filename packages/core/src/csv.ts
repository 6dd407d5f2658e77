/**
 * The one CSV writer of every file the product produces: the member's ledger (on the server) and
 * every console export (in the browser). It is kept free of imports so the web app can bundle it.
 */

export type CsvCell = string | number | null | undefined

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/
/** A figure as a spreadsheet reads it: `-5000` is a number there, never a formula. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/

/**
 * One field: a cell a spreadsheet would run as a formula (a nickname typed as `=HYPERLINK(…)`) is
 * led by an apostrophe, which shows as nothing and keeps it text; a plain number, negative ones too,
 * is left as it is so that it stays a figure. A field with a comma, quote or line break is quoted
 * with its quotes doubled (RFC 4180).
 */
export function csvField(value: CsvCell): string {
  const raw = value === null || value === undefined ? '' : String(value)
  const text = formulaStart.test(raw) && !plainNumber.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A whole CSV file: a byte order mark so that Excel reads the Korean as UTF-8, then the header and the
 * rows, each line ended by CRLF.
 */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('')}`
}
