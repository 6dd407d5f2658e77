import { randomBytes } from 'node:crypto'
import { betItems, bets, type Executor } from '@pb/db'
import {
  type CapGroup,
  capGroupLabels,
  clockAt,
  findSelection,
  gameDate,
  isBettingOpen,
  oddsHundredthsOf,
  oddsValueOf,
  todayRound,
} from '@pb/game'
import { and, eq, ne, sql } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { won } from '../format'
import { currentOdds } from '../game/odds'
import { ensureRoundRow } from '../game/rounds'
import { balanceUpdated, commitOnce, insufficientBalance, lockWallet, moveWallet } from '../ledger'
import { type Caps, readSetting } from '../stored-settings'
import type { PlaceBetInput } from './schemas'

export interface PlacedBet {
  purchaseNo: string
  roundNo: number
  totalStake: number
  items: { selectionCode: string; stakeAmount: number; oddsTaken: number }[]
  moneyAfter: number
}

function purchaseNoFor(roundNo: number): string {
  return `${gameDate(roundNo).replaceAll('-', '')}-${String(todayRound(roundNo)).padStart(3, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`
}

/** What the member has already staked on the round, per cap group. */
function stakedPerCapGroup(tx: Executor, userId: number, roundNo: number) {
  return tx
    .select({ capGroup: betItems.capGroup, sum: sql<string>`sum(${betItems.stake})` })
    .from(betItems)
    .where(and(eq(betItems.userId, userId), eq(betItems.roundNo, roundNo), ne(betItems.status, 'VOID')))
    .groupBy(betItems.capGroup)
    .prepare('staked_per_cap_group')
    .execute()
}

function assertWithinCaps(
  caps: Caps,
  existing: { capGroup: string; sum: string }[],
  items: { capGroup: CapGroup; stake: number }[],
) {
  const current = new Map(existing.map((row) => [row.capGroup, Number(row.sum)]))
  const adding = new Map<CapGroup, number>()
  for (const item of items) adding.set(item.capGroup, (adding.get(item.capGroup) ?? 0) + item.stake)
  for (const [group, stake] of adding) {
    const sum = current.get(group) ?? 0
    if (sum + stake > caps[group]) {
      throw new DomainError(
        'LIMIT_EXCEEDED',
        `${capGroupLabels[group].ko} 한도 ${won(caps[group])} 초과 (현재 ${won(sum)})`,
        {
          group,
          cap: caps[group],
          current: sum,
        },
      )
    }
  }
  const totalNow = [...current.values()].reduce((a, b) => a + b, 0)
  const totalNew = items.reduce((a, i) => a + i.stake, 0)
  if (totalNow + totalNew > caps.TOTAL) {
    throw new DomainError('LIMIT_EXCEEDED', `총 한도 ${won(caps.TOTAL)} 초과 (현재 ${won(totalNow)})`, {
      group: 'TOTAL',
      cap: caps.TOTAL,
      current: totalNow,
    })
  }
}

/** The member may bet: not blocked, and not in debt after a re-settlement (game-rules §5, §6). */
function assertMayBet(member: { betBlocked: boolean; money: number }) {
  if (member.betBlocked) throw new DomainError('BET_BLOCKED')
  if (member.money < 0) throw new DomainError('NEGATIVE_BALANCE')
}

/**
 * Places a purchase on the open round. Every check runs in the one transaction that debits the
 * stake, so a refusal changes nothing and concurrent bets of a member cannot overdraw or overrun a cap.
 * Its statements go out in two pipelined batches, reads then writes, rather than one round trip each.
 */
export async function placeBet(ctx: UseCaseContext, input: PlaceBetInput): Promise<PlacedBet> {
  const actor = requireMember(ctx)
  const now = ctx.clock.now()
  const roundNo = input.roundNo ?? clockAt(now).round
  if (!isBettingOpen(roundNo, now)) throw new DomainError('BETTING_CLOSED')
  const items = input.items.map((item) => {
    const selection = findSelection(item.selectionCode)
    if (!selection) throw new DomainError('VALIDATION', '베팅 항목을 선택해주세요.')
    return { ...item, selection, capGroup: selection.capGroup }
  })
  const totalStake = items.reduce((sum, item) => sum + item.stake, 0)

  return commitOnce(
    ctx,
    { userId: actor.userId, key: input.idempotencyKey, request: { roundNo, items: input.items } },
    async (tx) => {
      // Sent together: the database runs them in this order, so the wallet is locked before the
      // round row (the order a void takes them in) and the cap sums are read under the wallet lock.
      const [member, status, odds, caps, staked] = await Promise.all([
        lockWallet(tx, actor.userId),
        ensureRoundRow(tx, roundNo, { lock: true }),
        currentOdds(tx),
        readSetting(tx, 'caps'),
        stakedPerCapGroup(tx, actor.userId, roundNo),
      ])
      assertMayBet(member)
      if (totalStake > member.money) throw insufficientBalance(member.money)
      // The engine closes the round under this row's lock, so no bet can land after its close.
      if (status !== 'OPEN') throw new DomainError('BETTING_CLOSED')
      for (const item of items) {
        const current = odds.get(item.selectionCode) ?? item.selection.defaultOdds
        if (item.odds !== undefined && oddsHundredthsOf(item.odds) !== current) {
          throw new DomainError(
            'ODDS_CHANGED',
            `배당률이 변경되었습니다. (현재 ${oddsValueOf(current).toFixed(2)}배)`,
            { selectionCode: item.selectionCode, oddsValue: oddsValueOf(current) },
          )
        }
      }
      assertWithinCaps(caps, staked, items)

      // The writes go together too; the purchase number finds the new bet for its items and ledger
      // row. The wallet is locked, so the balance after is known; the guarded debit confirms it.
      const purchaseNo = purchaseNoFor(roundNo)
      const moneyAfter = member.money - totalStake
      const betId = sql`(select ${bets.id} from ${bets} where ${bets.purchaseNo} = ${purchaseNo})`
      const taken = items.map((item) => ({
        userId: actor.userId,
        roundNo,
        selectionCode: item.selectionCode,
        marketCode: item.selection.marketCode,
        capGroup: item.capGroup,
        stake: item.stake,
        oddsTaken: odds.get(item.selectionCode) ?? item.selection.defaultOdds,
      }))
      const [, , wallet] = await Promise.all([
        tx
          .insert(bets)
          .values({
            purchaseNo,
            userId: actor.userId,
            roundNo,
            totalStake,
            moneyBefore: member.money,
            moneyAfter,
            placedAt: now,
          })
          .prepare('insert_bet')
          .execute(),
        tx
          .insert(betItems)
          .values(taken.map((item) => ({ ...item, betId })))
          .prepare('insert_bet_items')
          .execute(),
        moveWallet(tx, {
          userId: actor.userId,
          money: { amount: -totalStake, type: 'BET_STAKE' },
          refType: 'bet',
          refId: betId,
          actorId: actor.userId,
          at: now,
        }),
      ])
      if (wallet?.money !== moneyAfter) throw insufficientBalance(member.money)
      return {
        answer: {
          purchaseNo,
          roundNo,
          totalStake,
          items: taken.map((t) => ({
            selectionCode: t.selectionCode,
            stakeAmount: t.stake,
            oddsTaken: oddsValueOf(t.oddsTaken),
          })),
          moneyAfter,
        },
        events: [balanceUpdated(actor.userId, wallet)],
      }
    },
  )
}
