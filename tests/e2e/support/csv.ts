import { readFile } from 'node:fs/promises'
import { type Download, expect } from '@playwright/test'

/**
 * The cells of a downloaded CSV, read as a spreadsheet reads them (RFC 4180: quoted fields, doubled
 * quotes, line breaks inside quotes), after checking the byte order mark and that every line ends
 * with CRLF.
 */
export async function csvRowsOf(download: Download): Promise<string[][]> {
  const text = await readFile(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.endsWith('\r\n')).toBe(true)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let at = 1; at < text.length; at++) {
    const char = text[at]
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"'
        at++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      at++
    } else cell += char
  }
  return rows
}

/** The cells a spreadsheet would run as a formula: text led by = + - @, a tab or CR (figures aside). */
export const formulaCellsOf = (rows: string[][]) =>
  rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell))
