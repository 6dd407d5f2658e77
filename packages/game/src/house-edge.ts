import { type Selection, selections } from './catalog'
import { winCount } from './probability'

/*
 * A house edge no setting can cross (the operator's minimum): for every selection, what a stake
 * costs the house on average stays at or below 1 − the minimum edge. That is its payouts, plus what
 * every settled stake pays whether won or lost: the points at the highest point rate any member has
 * and the rolling commission at the highest rolling rate of any branch (the top branch of a path pays
 * the whole waterfall, docs/money.md §9). Sums are in whole per-mille numerators over all outcomes,
 * so no rounding decides a limit.
 */

/** The highest point rate a member may have, in tenths of a percent (10 % = 100). */
export const MAX_POINT_RATE_TENTHS = 100

/** The shares of every settled stake paid besides payouts, in tenths of a percent (1.2 % = 12). */
export interface StakeRates {
  pointRateTenths: number
  rollingRateTenths: number
}

/** What a selection returns per 1,000 staked at these odds and share of the stake, in outcomes × per mille. */
function returnNumerator(selection: Selection, oddsHundredths: number, stakeShareTenths: number) {
  const { wins, total } = winCount(selection)
  return { value: wins * oddsHundredths * 10 + stakeShareTenths * total, total }
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
 * The highest share of every stake (tenths of a percent) that points and rolling together may take at
 * these odds and minimum edge (tenths of a percent), for every selection; below 0 when the odds alone
 * pass the limit.
 */
export function stakeShareLeftTenths(oddsOf: (code: string) => number, minEdgeTenths: number): number {
  let left = Number.POSITIVE_INFINITY
  for (const selection of selections) {
    const { value, total } = returnNumerator(selection, oddsOf(selection.code), 0)
    left = Math.min(left, Math.floor(((1000 - minEdgeTenths) * total - value) / total))
  }
  return left
}

/** The highest point rate a member may have beside this rolling rate (at most 10 %); below 0, none. */
export function highestPointRateTenths(
  oddsOf: (code: string) => number,
  minEdgeTenths: number,
  rollingRateTenths: number,
): number {
  return Math.min(MAX_POINT_RATE_TENTHS, stakeShareLeftTenths(oddsOf, minEdgeTenths) - rollingRateTenths)
}

/** The highest rolling rate a branch may have beside this member point rate; below 0, none. */
export function highestRollingRateTenths(
  oddsOf: (code: string) => number,
  minEdgeTenths: number,
  pointRateTenths: number,
): number {
  return stakeShareLeftTenths(oddsOf, minEdgeTenths) - pointRateTenths
}

/** The selection whose return with points and rolling passes the limit, if any: the first such in the catalog. */
export function crossesHouseEdge(
  oddsOf: (code: string) => number,
  rates: StakeRates,
  minEdgeTenths: number,
): Selection | undefined {
  const share = rates.pointRateTenths + rates.rollingRateTenths
  return selections.find((selection) => {
    const { value, total } = returnNumerator(selection, oddsOf(selection.code), share)
    return value > (1000 - minEdgeTenths) * total
  })
}
