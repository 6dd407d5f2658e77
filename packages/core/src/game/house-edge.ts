import { DEFAULT_POINT_RATE } from '@pb/contract/limits'
import { type Executor, queryRows } from '@pb/db'
import { crossesHouseEdge, findSelection, highestPointRateTenths, highestRollingRateTenths } from '@pb/game'
import { sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { refusal } from '../errors'
import { highestRollingRateInForce } from '../orgs/rolling-in-force'
import { kstToday } from '../stats/periods'
import { readSetting } from '../stored-settings'
import { currentOdds } from './current-odds'

/** Odds, point rates, rolling rates and the minimum edge change one at a time, so no two changes pass it together. */
const HOUSE_EDGE_LOCK = 72_640

/**
 * The state a change is judged in (docs/game-rules.md §4): the odds, the highest point rate of any
 * member, the highest rolling rate of any branch in force or scheduled, the minimum edge.
 */
export interface EdgeState {
  odds: Map<string, number>
  highestPointRateTenths: number
  highestRollingRateTenths: number
  minEdgeTenths: number
}

/** Takes the house-edge lock for the rest of the transaction and reads the state as of `now`. */
export async function lockEdgeState(tx: Executor, now: Date): Promise<EdgeState> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOUSE_EDGE_LOCK})`)
  return readEdgeState(tx, now)
}

/** The state as of `now`; without one, the wall clock's (a proposal's early check, judged again when applied). */
export async function readEdgeState(executor: Executor, now = new Date()): Promise<EdgeState> {
  const [odds, minEdge, [highest], highestRolling] = await Promise.all([
    currentOdds(executor),
    readSetting(executor, 'minHouseEdge'),
    queryRows<{ tenths: number | null }>(
      executor,
      sql`select max(point_rate_tenths) as tenths from users where role_code = 'MEMBER'`,
    ),
    highestRollingRateInForce(executor, kstToday(now)),
  ])
  return {
    odds,
    highestPointRateTenths: Number(highest?.tenths ?? 0),
    highestRollingRateTenths: highestRolling,
    minEdgeTenths: Math.round(minEdge * 10),
  }
}

const oddsOf = (state: EdgeState) => (code: string) =>
  state.odds.get(code) ?? findSelection(code)?.defaultOdds ?? 0

/** The highest point rate (tenths of a percent) a member may have now, beside the rolling in force; below 0, none. */
export function allowedPointRateTenths(state: EdgeState): number {
  return highestPointRateTenths(oddsOf(state), state.minEdgeTenths, state.highestRollingRateTenths)
}

/** The highest rolling rate (tenths of a percent) a branch may have now, beside the members' points; below 0, none. */
function allowedRollingRateTenths(state: EdgeState): number {
  return highestRollingRateTenths(oddsOf(state), state.minEdgeTenths, state.highestPointRateTenths)
}

/**
 * Refuses a state in which some selection returns more than 1 − the minimum edge in payouts, points
 * at the highest point rate any member has and rolling at the highest rolling rate (HOUSE_EDGE),
 * naming the limit.
 */
export function assertHouseEdge(state: EdgeState): void {
  const crossing = crossesHouseEdge(
    oddsOf(state),
    { pointRateTenths: state.highestPointRateTenths, rollingRateTenths: state.highestRollingRateTenths },
    state.minEdgeTenths,
  )
  if (!crossing) return
  const limit = (1000 - state.minEdgeTenths) / 10
  const allowed = allowedPointRateTenths(state)
  throw refusal(
    'HOUSE_EDGE',
    allowed >= 0 ? 'oddsAboveEdge' : 'oddsAboveEdgeWithoutPoints',
    {
      selectionCode: crossing.code,
      limitPercent: limit,
      highestPointRate: allowed >= 0 ? allowed / 10 : null,
    },
    { selection: crossing.label.ko, limit, pointRate: allowed / 10 },
  )
}

/**
 * Refuses a member point rate above what every selection allows at the current odds beside the
 * rolling in force (HOUSE_EDGE). A rate of 0 adds nothing, so it is never refused.
 */
export function assertPointRate(state: EdgeState, pointRateTenths: number): void {
  const allowed = allowedPointRateTenths(state)
  if (pointRateTenths <= Math.max(0, allowed)) return
  const rates = {
    highestPointRate: Math.max(0, allowed) / 10,
    minHouseEdge: state.minEdgeTenths / 10,
    rollingRateInForce: state.highestRollingRateTenths / 10,
  }
  throw refusal('HOUSE_EDGE', allowed >= 0 ? 'pointRateCapped' : 'noPointRate', rates, {
    pointRate: rates.highestPointRate,
    minHouseEdge: rates.minHouseEdge,
    rollingRate: rates.rollingRateInForce,
  })
}

/**
 * Refuses a branch rolling rate above what every selection allows at the current odds beside the
 * highest member point rate (HOUSE_EDGE). A rate of 0 adds nothing, so it is never refused.
 */
export function assertRollingRate(state: EdgeState, rollingRateTenths: number): void {
  const allowed = Math.max(0, allowedRollingRateTenths(state))
  if (rollingRateTenths <= allowed) return
  const rates = {
    highestRollingRate: allowed / 10,
    minHouseEdge: state.minEdgeTenths / 10,
    memberPointRate: state.highestPointRateTenths / 10,
  }
  throw refusal('HOUSE_EDGE', 'rollingRateCapped', rates, {
    rollingRate: rates.highestRollingRate,
    minHouseEdge: rates.minHouseEdge,
    pointRate: rates.memberPointRate,
  })
}

/** The point rate a new member gets when none is asked for (DEFAULT_POINT_RATE), or less where the edge needs it. */
export function defaultPointRateTenths(state: EdgeState): number {
  return Math.max(0, Math.min(DEFAULT_POINT_RATE * 10, allowedPointRateTenths(state)))
}

/**
 * Members whose point rate is above what the edge allows beside the rolling in force (an installation
 * from before the limit) are brought down to it, in one audited step; run at every start, it changes
 * nothing once done.
 */
export async function capPointRates(tx: Executor, now: Date): Promise<number> {
  const state = await lockEdgeState(tx, now)
  const allowed = Math.max(0, allowedPointRateTenths(state))
  const capped = await queryRows<{ id: number }>(
    tx,
    sql`update users set point_rate_tenths = ${allowed}
      where role_code = 'MEMBER' and point_rate_tenths > ${allowed} returning id`,
  )
  if (capped.length > 0) {
    await writeAudit(tx, {
      actorId: null,
      action: 'POINT_RATE_CAP',
      targetType: 'users',
      after: { pointRate: allowed / 10, members: capped.length },
    })
  }
  return capped.length
}
