/**
 * Saves CSV text as a file. It starts with a byte-order mark (added unless the text has one), which
 * makes spreadsheet programs read Korean correctly.
 */
export function downloadCsv(fileName: string, csv: string) {
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
