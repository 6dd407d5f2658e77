import { MAX_INT } from '@pb/contract/limits'
/** The results list's day, round search and page, kept in the address so a link or a reload keeps them. */
export interface ResultsSearch {
  date?: string
  round?: number
  page?: number
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

const positive = (value: unknown, max: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined
}

/** The address's search as the page may use it: anything else, or out of range, is left out. */
export function parseResultsSearch(given: object): ResultsSearch {
  const search = given as Record<string, unknown>
  const page = positive(search.page, 100_000)
  return {
    date: isDate(search.date) ? search.date : undefined,
    round: positive(search.round, MAX_INT),
    page: page !== undefined && page > 1 ? page : undefined,
  }
}

/** A round of the day (1–288) or a global round number, as typed into the search; null if it is none. */
export function roundOfInput(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  return positive(trimmed, MAX_INT) ?? null
}
