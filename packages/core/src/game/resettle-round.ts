import { type Executor, queryRows, rounds } from '@pb/db'
import { drawFromSeed, outcomeOf } from '@pb/game'
import { eq, type SQL, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import type { GameEvent } from '../events/types'
import { applyBulkMoves, balanceUpdated, commitOnce } from '../ledger'
import { itemPointsSql, itemSettlementSql } from './payout-sql'
import type { ResettleInput } from './schemas'

export interface Resettlement {
  /** The settled bets of the range on the round: each is taken back and settled again. */
  voided: number
  resettled: number
  /** Those of them the result settles otherwise: only their payouts and points move. */
  changed: number
  totalNewPayout: number
  /** Members of those bets whose money is below 0 after the reversal: they cannot bet or withdraw. */
  negativeBalances: { userId: number; loginId: string; moneyBal: number }[]
}

type RoundRow = typeof rounds.$inferSelect

/**
 * The result a re-settlement settles on. A drawn round's result is verifiable (its seed, and its
 * beacon from version 2): the correction can only settle again on it, and a different one is
 * RESULT_VERIFIABLE. Only a result an operator entered can be corrected (a typing error).
 */
export async function resultToSettle(
  round: RoundRow,
  wanted: ResettleInput['newResult'],
): Promise<{ normalBalls: number[]; powerBall: number }> {
  if (round.status !== 'DRAWN' && round.status !== 'SETTLED') throw new DomainError('ROUND_NOT_DRAWN')
  if (round.source === 'MANUAL') {
    if (wanted) return wanted
    return { normalBalls: round.drawOrder ?? [], powerBall: round.powerball ?? 0 }
  }
  const drawn = await drawFromSeed(
    round.seed ?? '',
    round.roundNo,
    round.drawVersion === 2 ? (round.beaconRandomness ?? '') : undefined,
  )
  if (
    wanted &&
    (wanted.powerBall !== drawn.powerball || wanted.normalBalls.join() !== drawn.drawOrder.join())
  ) {
    throw new DomainError('RESULT_VERIFIABLE', undefined, {
      normalBalls: drawn.drawOrder,
      powerBall: drawn.powerball,
    })
  }
  return { normalBalls: drawn.drawOrder, powerBall: drawn.powerball }
}

/**
 * Settles again the bets placed within a time range on a drawn round (docs/game-rules.md §6.3), on its
 * verifiable result, or on a corrected one where an operator entered the result. History is never
 * edited: each purchase the result settles otherwise has its earlier payout and points taken back
 * by ledger rows of their own (BET_PAYOUT_REVERSAL, POINT_EARN_REVERSAL, which alone may take a
 * balance below 0), then it settles again (BET_PAYOUT, POINT_EARN); the others keep theirs, so running
 * the same correction twice changes nothing the second time. The round row stays locked throughout,
 * so neither the engine's settlement nor another correction interleaves; every step is one set-based
 * statement over the round.
 */
export async function resettleRound(
  ctx: UseCaseContext,
  input: ResettleInput,
  approval: { proposedBy: number; reason: string },
): Promise<Resettlement> {
  const actor = requireAdmin(ctx)
  const { roundNo, timeRange } = input
  return commitOnce(
    ctx,
    {
      userId: actor.userId,
      key: input.idempotencyKey,
      request: { op: 'resettle', roundNo, timeRange, newResult: input.newResult ?? null },
    },
    async (tx) => {
      const now = ctx.clock.now()
      const [round] = await tx.select().from(rounds).where(eq(rounds.roundNo, roundNo)).for('update')
      if (!round) throw refusal('NOT_FOUND', 'roundNotFound')
      const { normalBalls, powerBall } = await resultToSettle(round, input.newResult)
      const outcome = outcomeOf(normalBalls, powerBall)
      const settle = itemSettlementSql(normalBalls, powerBall)
      if (round.source === 'MANUAL') {
        await tx
          .update(rounds)
          .set({
            drawOrder: normalBalls,
            powerball: outcome.powerball,
            numberSum: outcome.numberSum,
            powerballOddEven: outcome.powerballOddEven,
            powerballUnderOver: outcome.powerballUnderOver,
            numberOddEven: outcome.numberOddEven,
            numberUnderOver: outcome.numberUnderOver,
            numberSize: outcome.numberSize,
            manualResult: { balls: normalBalls, powerball: powerBall },
            manualBy: approval.proposedBy,
            manualApprovedBy: actor.userId,
            manualReason: approval.reason,
          })
          .where(eq(rounds.roundNo, roundNo))
      }
      const inRange = sql`b.round_no = ${roundNo} and b.status in ('WON', 'LOST')
          and b.placed_at >= ${timeRange.start.toISOString()}::timestamptz
          and b.placed_at <= ${timeRange.end.toISOString()}::timestamptz`
      const [range] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from bets b where ${inRange}`,
      )

      // The bets this correction changes: those with an item the new result settles otherwise.
      // Items change only in the last step, so every step before it finds the same bets.
      const changed = sql`select i.bet_id from bet_items i join bets b on b.id = i.bet_id
        where i.round_no = ${roundNo} and i.status in ('WON', 'LOST')
          and (i.status <> ${settle.status} or i.payout <> ${settle.payout}) and ${inRange}`
      const ledger = { refType: 'bet', actorId: actor.userId, note: `재정산 ${roundNo}회차`, at: now }

      await applyBulkMoves(tx, {
        rows: sql`select i.user_id, i.bet_id::text as ref_id, i.bet_id as seq,
            -sum(i.payout) as money, -sum(i.points) as points
          from bet_items i where i.bet_id in (${changed}) group by i.bet_id, i.user_id`,
        kind: 'PAYOUT_REVERSAL',
        ...ledger,
      })
      await applyBulkMoves(tx, {
        rows: sql`update bets b set total_payout = n.payout,
            status = case when n.payout > 0 then 'WON' else 'LOST' end, settled_at = ${now.toISOString()}
          from (select i.bet_id, sum(${settle.payout}) as payout, sum(${itemPointsSql}) as points
                from bet_items i join users u on u.id = i.user_id
                where i.bet_id in (${changed}) group by i.bet_id) n
          where b.id = n.bet_id
          returning b.user_id, b.id::text as ref_id, b.id as seq, n.payout as money, n.points as points`,
        kind: 'PAYOUT',
        ...ledger,
      })
      const { bets, members } = await affectedBy(tx, changed)
      await tx.execute(sql`
        update bet_items i set status = ${settle.status}, payout = ${settle.payout}, points = ${itemPointsSql}
        from users u
        where u.id = i.user_id and i.bet_id in (${changed})`)

      const answer: Resettlement = {
        voided: range?.n ?? 0,
        resettled: range?.n ?? 0,
        changed: bets.length,
        totalNewPayout: bets.reduce((sum, bet) => sum + bet.payout, 0),
        negativeBalances: members
          .filter((member) => member.money < 0)
          .map((member) => ({ userId: member.userId, loginId: member.loginId, moneyBal: member.money })),
      }
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'ROUND_RESETTLE',
        targetType: 'round',
        targetId: roundNo,
        before: { normalBalls: round.drawOrder, powerBall: round.powerball, source: round.source },
        after: {
          normalBalls,
          powerBall,
          source: round.source,
          proposedBy: approval.proposedBy,
          reason: approval.reason,
          timeRange: { start: timeRange.start.toISOString(), end: timeRange.end.toISOString() },
          voided: answer.voided,
          resettled: answer.resettled,
          changed: answer.changed,
          totalNewPayout: answer.totalNewPayout,
          negativeBalances: answer.negativeBalances.length,
        },
        ip: ctx.ip,
      })
      const events: GameEvent[] = [
        ...bets.map((bet) => ({
          type: 'BET_SETTLED' as const,
          userId: bet.userId,
          status: bet.status,
          payout: bet.payout,
          purchaseNo: bet.purchaseNo,
          roundNo,
        })),
        ...members.map((member) => balanceUpdated(member.userId, member, 'RESETTLEMENT')),
      ]
      return { answer, events }
    },
  )
}

/** The re-settled bets with their new outcome, and their members' wallets now. */
async function affectedBy(tx: Executor, changed: SQL) {
  const bets = await queryRows<{
    user_id: number
    status: 'WON' | 'LOST'
    total_payout: string
    purchase_no: string
  }>(
    tx,
    sql`select b.user_id, b.status, b.total_payout, b.purchase_no from bets b
        where b.id in (${changed}) order by b.id`,
  )
  const members = await queryRows<{
    user_id: number
    login_id: string
    money: string
    points: string
    version: string
  }>(
    tx,
    sql`select w.user_id, u.login_id, w.money, w.points, w.version from wallets w join users u on u.id = w.user_id
        where w.user_id in (select b.user_id from bets b where b.id in (${changed})) order by w.user_id`,
  )
  return {
    bets: bets.map((bet) => ({
      userId: Number(bet.user_id),
      status: bet.status,
      payout: Number(bet.total_payout),
      purchaseNo: bet.purchase_no,
    })),
    members: members.map((member) => ({
      userId: Number(member.user_id),
      loginId: member.login_id,
      money: Number(member.money),
      points: Number(member.points),
      version: Number(member.version),
    })),
  }
}
