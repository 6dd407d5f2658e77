/** What a spreadsheet reads as the start of a formula when a text cell begins with it. */
const formulaStart = /^[=+\-@\t\r]/

/**
 * One CSV field: quoted when it holds a comma, quote or line break, with quotes doubled. Text that
 * a spreadsheet would run as a formula (a nickname typed as `=HYPERLINK(…)`) gets a leading
 * apostrophe; numbers stay numbers, so a negative amount is still a figure.
 */
function field(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value)
  const text = typeof value === 'string' && formulaStart.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')
}

/** The most rows an export fetches, so a mistaken export of everything cannot exhaust the browser. */
export const maxExportRows = 100_000

/**
 * Every row of a filtered list, page by page at the list's largest page size: the export covers the
 * whole filter, not the page on screen.
 */
export async function collectAllPages<Row>(
  fetchPage: (page: number) => Promise<{ items: Row[]; pagination: { totalPages: number } }>,
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; rows.length < maxExportRows; page++) {
    const { items, pagination } = await fetchPage(page)
    rows.push(...items)
    if (page >= pagination.totalPages || items.length === 0) break
  }
  return rows
}
