import { betItems, orgs, queryRows, users } from '@pb/db'
import { clockAt, markets, oddsValueOf, returnToPlayer, returnWithPoints } from '@pb/game'
import { sql } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { manageableUsers } from '../users/scope'
import { readEdgeState } from './house-edge'
import { itemPayoutSql } from './payout-sql'

/**
 * The odds screen (docs/product.md §5.7, docs/game-rules.md §4): every selection's odds, its return to player
 * at those odds, and the open round's risk within the administrator's subtree: the stakes on it and
 * what it pays if it wins.
 */
export async function adminOdds(ctx: UseCaseContext) {
  const actor = requireAdmin(ctx)
  const round = clockAt(ctx.clock.now()).round
  const [edge, exposure] = await Promise.all([
    readEdgeState(ctx.db, ctx.clock.now()),
    queryRows<{ selection_code: string; stake: string; payout: string }>(
      ctx.db,
      sql`select i.selection_code, sum(i.stake) as stake, sum(${itemPayoutSql}) as payout
          from ${betItems} i
          join ${users} on ${users.id} = i.user_id
          join ${orgs} on ${orgs.id} = ${users.orgId}
          where i.round_no = ${round} and i.status <> 'VOID' and ${manageableUsers(actor) ?? sql`true`}
          group by i.selection_code`,
    ),
  ])
  const bySelection = new Map(exposure.map((row) => [row.selection_code, row]))
  const { odds } = edge
  return {
    gameCode: 'powerball' as const,
    roundNo: round,
    /**
     * The operator's minimum house edge (percent), the highest point rate any member has and the
     * highest rolling rate in force or scheduled: what the edge judges odds by (docs/game-rules.md §4).
     */
    minHouseEdge: edge.minEdgeTenths / 10,
    highestMemberPointRate: edge.highestPointRateTenths / 10,
    highestRollingRate: edge.highestRollingRateTenths / 10,
    markets: markets.map((market) => ({
      marketCode: market.code,
      name: market.label.ko,
      nameEn: market.label.en,
      selections: market.selections.map((selection) => {
        const current = odds.get(selection.code) ?? selection.defaultOdds
        const open = bySelection.get(selection.code)
        return {
          selectionCode: selection.code,
          name: selection.label.ko,
          nameEn: selection.label.en,
          oddsValue: oddsValueOf(current),
          defaultOdds: oddsValueOf(selection.defaultOdds),
          rtp: returnToPlayer(selection, current),
          /** With what every stake pays won or lost: points at the highest member rate, rolling at the highest rate. */
          returnWithPoints: returnWithPoints(
            selection,
            current,
            edge.highestPointRateTenths + edge.highestRollingRateTenths,
          ),
          openStake: Number(open?.stake ?? 0),
          openPayoutIfWins: Number(open?.payout ?? 0),
        }
      }),
    })),
  }
}
