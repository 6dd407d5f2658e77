import { oddsRange } from '@pb/contract/limits'
import { findSelection, oddsHundredthsOf, winProbability } from '@pb/game'
import type { AdminOddsSelection } from '../admin-types'

/** What an odds input holds: nothing to send (empty or not a number), a refused value, or odds. */
export type OddsDraft =
  | { kind: 'skip' }
  | { kind: 'invalid'; problem: 'min' | 'max' | 'step' }
  | { kind: 'odds'; odds: number }

export function readDraft(text: string | undefined): OddsDraft {
  const trimmed = text?.trim() ?? ''
  const odds = Number(trimmed)
  // docs/product.md §5.7: empty or NaN values are skipped on apply.
  if (trimmed === '' || Number.isNaN(odds)) return { kind: 'skip' }
  if (odds < oddsRange.min) return { kind: 'invalid', problem: 'min' }
  if (odds > oddsRange.max) return { kind: 'invalid', problem: 'max' }
  if (Math.abs(odds * 100 - Math.round(odds * 100)) > 1e-9) return { kind: 'invalid', problem: 'step' }
  return { kind: 'odds', odds }
}

/** The input's odds when they differ from the server's, else undefined. */
export function changedOdds(selection: AdminOddsSelection, text: string | undefined): number | undefined {
  const draft = readDraft(text)
  if (draft.kind !== 'odds') return undefined
  return oddsHundredthsOf(draft.odds) === oddsHundredthsOf(selection.oddsValue) ? undefined : draft.odds
}

/**
 * P(win) of a selection, exact from the game rules; the server's RTP over its odds if the catalog
 * should not know the code.
 */
function winChance(selection: AdminOddsSelection): number {
  const known = findSelection(selection.selectionCode)
  return known ? winProbability(known) : selection.rtp / selection.oddsValue
}

/** The RTP at the odds in the input, or at the server's odds while the input holds none. */
export function rtpOf(selection: AdminOddsSelection, text: string | undefined): number {
  const draft = readDraft(text)
  return winChance(selection) * (draft.kind === 'odds' ? draft.odds : selection.oddsValue)
}

/**
 * The house-edge limit the board is judged by (docs/game-rules.md §4): the minimum edge, the highest
 * member point rate and the highest rolling rate (%).
 */
export interface EdgeLimit {
  minHouseEdge: number
  pointRate: number
  rollingRate: number
}

/** The return with points and rolling at the odds in the input: RTP plus both rates, paid on every stake. */
export const returnWithPointsOf = (
  selection: AdminOddsSelection,
  text: string | undefined,
  edge: EdgeLimit,
) => rtpOf(selection, text) + (edge.pointRate + edge.rollingRate) / 100

/** Whether a selection at these odds returns more than 100 − the minimum edge, points and rolling included. */
export const crossesEdge = (selection: AdminOddsSelection, text: string | undefined, edge: EdgeLimit) =>
  returnWithPointsOf(selection, text, edge) > 1 - edge.minHouseEdge / 100 + 1e-9
