import { formatMoney, formatNumber, formatPoints, formatSignedMoney } from '../../../lib/format'
import type { StatsRow } from '../admin-types'

export type StatsFigure = Exclude<keyof StatsRow, 'D'>

/**
 * The Stats row's figures (docs/product.md §3.5) in the order the table reads them: money in and out, the bets,
 * what is still open and held, then the request counts.
 */
export const statsFigures = [
  'TOPUP_AMT',
  'WITHDRAW_AMT',
  'INOUT_PL',
  'BET_STAKE',
  'BET_WIN',
  'BET_LOSE',
  'BET_PL',
  'HOLDING_BET_AMT',
  'MONEY_BAL',
  'POINT_BAL',
  'REQ_CNT',
  'DONE_CNT',
] as const satisfies readonly StatsFigure[]

const profits = new Set<StatsFigure>(['INOUT_PL', 'BET_PL'])
const counts = new Set<StatsFigure>(['REQ_CNT', 'DONE_CNT'])

/** A figure as the table shows it: won, points, a count, or a signed profit. */
export function formatFigure(figure: StatsFigure, value: number): string {
  if (counts.has(figure)) return formatNumber(value)
  if (figure === 'POINT_BAL') return formatPoints(value)
  if (profits.has(figure) && value !== 0) return formatSignedMoney(value)
  return formatMoney(value)
}

/** A profit reads green above zero and red below; other figures keep the text colour. */
export function figureTone(figure: StatsFigure, value: number): string | undefined {
  if (!profits.has(figure) || value === 0) return undefined
  return value > 0 ? 'text-success' : 'text-destructive'
}
