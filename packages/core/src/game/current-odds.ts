import { type Executor, odds } from '@pb/db'
import { markets } from '@pb/game'

/** Current odds in hundredths for every selection: the administrator's value, else the default. */
export async function currentOdds(executor: Executor): Promise<Map<string, number>> {
  const rows = await executor.select({ code: odds.selectionCode, value: odds.oddsHundredths }).from(odds)
  const overrides = new Map(rows.map((row) => [row.code, row.value]))
  return new Map(
    markets.flatMap((m) => m.selections.map((s) => [s.code, overrides.get(s.code) ?? s.defaultOdds])),
  )
}
