/** The day and (from a results link) the round to bring into view, as the address gives them. */
export interface FairnessSearch {
  date?: string
  /** A global round number. */
  round?: number
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

export function parseFairnessSearch(search: Record<string, unknown>): FairnessSearch {
  const round = Number(search.round)
  return {
    date: isDate(search.date) ? search.date : undefined,
    round: Number.isInteger(round) && round >= 1 ? round : undefined,
  }
}
