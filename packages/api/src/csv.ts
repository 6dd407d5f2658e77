/** The product's one CSV writer, for the web app's console exports (the server's files use it in core). */
export { type CsvCell, toCsv } from '@pb/core/csv'
