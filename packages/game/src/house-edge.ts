import { type Selection, selections } from './catalog'
import { winCount } from './probability'

/*
 * A house edge no setting can cross (the operator's minimum): for every selection, what a stake
 * returns on average in payouts plus the points it earns (won or lost) stays at or below
 * 1 − the minimum edge, at the highest point rate any member has. Sums are in whole per-mille
 * numerators over all outcomes, so no rounding decides a limit.
 */

/** The highest point rate a member may have, in tenths of a percent (10 % = 100). */
export const MAX_POINT_RATE_TENTHS = 100

/** What a selection returns per 1,000 staked at these odds and point rate, in outcomes × per mille. */
function returnNumerator(selection: Selection, oddsHundredths: number, pointRateTenths: number) {
  const { wins, total } = winCount(selection)
  return { value: wins * oddsHundredths * 10 + pointRateTenths * total, total }
}

/** A selection's return with points, as a fraction (0.965 + 0.025 = 0.99). */
export function returnWithPoints(
  selection: Selection,
  oddsHundredths: number,
  pointRateTenths: number,
): number {
  const { value, total } = returnNumerator(selection, oddsHundredths, pointRateTenths)
  return value / total / 1000
}

/**
 * The highest point rate (tenths of a percent) every selection allows at these odds and minimum edge
 * (tenths of a percent); below 0 when the odds alone pass the limit.
 */
export function highestPointRateTenths(oddsOf: (code: string) => number, minEdgeTenths: number): number {
  let highest = MAX_POINT_RATE_TENTHS
  for (const selection of selections) {
    const { value, total } = returnNumerator(selection, oddsOf(selection.code), 0)
    highest = Math.min(highest, Math.floor(((1000 - minEdgeTenths) * total - value) / total))
  }
  return highest
}

/** The selection whose return with points passes the limit, if any: the first such in the catalog. */
export function crossesHouseEdge(
  oddsOf: (code: string) => number,
  pointRateTenths: number,
  minEdgeTenths: number,
): Selection | undefined {
  return selections.find((selection) => {
    const { value, total } = returnNumerator(selection, oddsOf(selection.code), pointRateTenths)
    return value > (1000 - minEdgeTenths) * total
  })
}
