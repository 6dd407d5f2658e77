import { type Executor, rounds } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { CoreDeps, UseCaseContext } from '../context'
import type { GameEvent } from '../events/types'
import { applyBulkMoves, balanceUpdated } from '../ledger'
import { commit, commitWithEvents } from '../unit-of-work'
import { lockUndrawnRound } from './round-target'
import type { voidRoundInput } from './schemas'

/**
 * Cancels a round before its draw (docs/game-rules.md §6.2) and returns every stake. The round turns VOID in
 * its own short transaction, so no bet can land on it afterwards; the refund follows. Neither step
 * holds the round row and wallets together, so bets racing the void cannot deadlock it; if the
 * refund is cut off, the engine finishes it.
 */
export async function voidRound(ctx: UseCaseContext, input: z.infer<typeof voidRoundInput>) {
  const actor = requireAdmin(ctx)
  const roundNo = input.roundNo
  const now = ctx.clock.now()
  await commit(ctx, async (tx) => {
    const round = await lockUndrawnRound(tx, roundNo, now)
    await tx
      .update(rounds)
      .set({ status: 'VOID', voidReason: 'OPERATOR', settledAt: now })
      .where(eq(rounds.roundNo, roundNo))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ROUND_VOID',
      targetType: 'round',
      targetId: roundNo,
      before: { status: round.status },
      after: { status: 'VOID', reason: input.reason },
      ip: ctx.ip,
    })
  })
  const refunded = await refundVoidRound(ctx, roundNo, now)
  return {
    roundNo,
    refundedBets: refunded.refundedBets,
    refundedAmount: refunded.refundedAmount,
  }
}

/**
 * Refunds the purchases of a VOID round still PLACED: items and purchases turn VOID and each stake
 * returns with a BET_REFUND ledger row, its events written with it. Only rows this call flips are
 * credited, so running it twice, or concurrently, refunds once.
 */
export function refundVoidRound(deps: Pick<CoreDeps, 'db' | 'bus'>, roundNo: number, now: Date) {
  return commitWithEvents(deps, async (tx) => {
    const refunds = await refundPlaced(tx, roundNo, now)
    return {
      answer: {
        refundedBets: refunds.length,
        refundedAmount: refunds.reduce((sum, bet) => sum + Number(bet.money), 0),
      },
      events: refundEvents(roundNo, refunds),
    }
  })
}

async function refundPlaced(tx: Executor, roundNo: number, now: Date) {
  const at = now.toISOString()
  const roundIsVoid = sql`exists (select 1 from rounds where round_no = ${roundNo} and status = 'VOID')`
  await tx.execute(sql`
    update bet_items set status = 'VOID', payout = 0, points = 0
    where round_no = ${roundNo} and status = 'PLACED' and ${roundIsVoid}`)
  await tx.execute(sql`delete from member_round_stakes where round_no = ${roundNo} and ${roundIsVoid}`)
  // The purchases this call flips are the ones it refunds, newest first in each member's ledger.
  return applyBulkMoves<{ user_id: number; purchase_no: string; money: string }>(
    tx,
    {
      rows: sql`
        update bets set status = 'VOID', total_payout = 0, settled_at = ${at}
        where round_no = ${roundNo} and status = 'PLACED' and ${roundIsVoid}
        returning user_id, id::text as ref_id, id as seq, total_stake as money, 0::bigint as points,
          purchase_no`,
      kind: 'REFUND',
      refType: 'bet',
      at: now,
    },
    'moves',
  )
}

/** Per purchase BET_SETTLED (VOID), per member BALANCE_UPDATED, then ROUND_VOIDED. */
function refundEvents(roundNo: number, refunds: Awaited<ReturnType<typeof refundPlaced>>): GameEvent[] {
  const balances = new Map(
    refunds.map((r) => [
      Number(r.user_id),
      { money: Number(r.money_after), points: Number(r.points_after), version: Number(r.version_after) },
    ]),
  )
  return [
    ...refunds.map((bet) => ({
      type: 'BET_SETTLED' as const,
      userId: Number(bet.user_id),
      status: 'VOID' as const,
      payout: 0,
      purchaseNo: bet.purchase_no,
      roundNo,
    })),
    ...[...balances].map(([userId, wallet]) => balanceUpdated(userId, wallet, 'VOID')),
    { type: 'ROUND_VOIDED', roundNo },
  ]
}
