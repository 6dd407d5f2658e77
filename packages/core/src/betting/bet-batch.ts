import { type Executor, preparedRows } from '@pb/db'
import { type CapGroup, oddsValueOf, type Selection } from '@pb/game'
import { sql } from 'drizzle-orm'
import { DomainError } from '../errors'
import type { GameEvent } from '../events/types'
import { currentOdds } from '../game/current-odds'
import { ensureRoundRow, type RoundStatus } from '../game/rounds'
import {
  balanceUpdated,
  claimKeys,
  debitBetStakes,
  finishKeys,
  insufficientBalance,
  type KeyedCall,
  lockWallets,
} from '../ledger'
import { selfExclusionRefusal } from '../responsible-play/self-exclusion'
import { readStakeHeadroom, selfLimitRefusal, spendHeadroom } from '../responsible-play/stake-headroom'
import { readSetting } from '../stored-settings'
import { capRefusal, mayBetRefusal, oddsChangedRefusal } from './bet-checks'
import { purchaseNoFor, purchaseNumberKey, purchaseSerials } from './purchase-number'

export interface PlacedBet {
  purchaseNo: string
  roundNo: number
  totalStake: number
  items: { selectionCode: string; stake: number; oddsTaken: number }[]
  moneyAfter: number
}

/** One member's order, checked for its form before it joins a batch. */
export interface BetOrder {
  userId: number
  roundNo: number
  at: Date
  items: { selectionCode: string; stake: number; odds?: number; selection: Selection; capGroup: CapGroup }[]
  totalStake: number
  /** The Idempotency-Key and the request it covers. */
  key?: KeyedCall
}

export type BetOutcome = { placed: PlacedBet } | { refused: DomainError }

/** An accepted order with the odds (in hundredths) each of its items took. */
interface Placement {
  order: BetOrder
  bet: PlacedBet
  oddsTaken: number[]
  /** The member's branch as the order is placed. */
  orgId: number
}

/** What the members already staked per (round, cap group), non-void items only. */
async function stakedPerCapGroup(tx: Executor, userIds: number[], roundNos: number[]) {
  const rows = await preparedRows<{ user_id: number; round_no: number; cap_group: string; sum: string }>(
    tx,
    sql`select user_id, round_no, cap_group, staked::text as sum from member_round_stakes
      where user_id = any(${`{${userIds.join(',')}}`}::int[]) and round_no = any(${`{${roundNos.join(',')}}`}::int[])`,
  )
  const staked = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const key = `${row.user_id}:${row.round_no}`
    const groups = staked.get(key) ?? new Map<string, number>()
    groups.set(row.cap_group, Number(row.sum))
    staked.set(key, groups)
  }
  return staked
}

/**
 * The orders' bets and items in one statement; each item finds its bet by order number, and
 * each member's stakes per round and cap group grow by the new items.
 */
async function insertBets(tx: Executor, orders: Placement[]) {
  const rows = orders.map(({ order, bet, oddsTaken, orgId }, ord) => ({
    ord,
    purchaseNo: bet.purchaseNo,
    userId: order.userId,
    orgId,
    roundNo: order.roundNo,
    totalStake: order.totalStake,
    moneyBefore: bet.moneyAfter + order.totalStake,
    moneyAfter: bet.moneyAfter,
    at: order.at,
    items: order.items.map((item, n) => ({
      n,
      selectionCode: item.selectionCode,
      marketCode: item.selection.marketCode,
      capGroup: item.capGroup,
      stake: item.stake,
      oddsTaken: oddsTaken[n],
    })),
  }))
  await preparedRows(
    tx,
    sql`with sent as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(ord int, "purchaseNo" text,
        "userId" int, "orgId" int, "roundNo" int, "totalStake" bigint, "moneyBefore" bigint, "moneyAfter" bigint,
        at timestamptz, items jsonb)),
    placed as (
      insert into bets (purchase_no, user_id, org_id, round_no, total_stake, money_before, money_after, placed_at)
      select "purchaseNo", "userId", "orgId", "roundNo", "totalStake", "moneyBefore", "moneyAfter", at
      from sent order by ord
      returning id, purchase_no),
    item as (
      select p.ord, p."purchaseNo", p."userId", p."roundNo", i.*
      from sent p, jsonb_to_recordset(p.items) as i(n int, "selectionCode" text, "marketCode" text,
        "capGroup" text, stake bigint, "oddsTaken" int)),
    staked as (
      insert into member_round_stakes (user_id, round_no, cap_group, staked)
      select "userId", "roundNo", "capGroup", sum(stake) from item
      group by "userId", "roundNo", "capGroup" order by "userId", "roundNo", "capGroup"
      on conflict (user_id, round_no, cap_group)
        do update set staked = member_round_stakes.staked + excluded.staked)
    insert into bet_items (bet_id, user_id, round_no, selection_code, market_code, cap_group, stake, odds_taken)
    select b.id, i."userId", i."roundNo", i."selectionCode", i."marketCode", i."capGroup", i.stake, i."oddsTaken"
    from item i join placed b on b.purchase_no = i."purchaseNo"
    order by i.ord, i.n`,
  )
}

/**
 * Places many members' orders in one transaction (group commit): every wallet is locked, and each
 * order is checked in arrival order against its member's balance, standing, caps and the open
 * round as the earlier orders of the batch left them, so the batch decides exactly as the
 * orders would have one by one. A refused order changes nothing; the rest are written with a
 * few set-based statements.
 */
export async function placeBets(
  tx: Executor,
  orders: BetOrder[],
): Promise<{ outcomes: BetOutcome[]; events: GameEvent[] }> {
  const userIds = [...new Set(orders.map((p) => p.userId))].sort((a, b) => a - b)
  const roundNos = [...new Set(orders.map((p) => p.roundNo))].sort((a, b) => a - b)
  const keyed = orders.flatMap((p) => (p.key ? [p.key] : []))
  // Sent together and run in this order: keys, then wallets, then rounds (the order a void takes the
  // wallets and the round in), and the cap sums and the members' own limits are read under the
  // wallet locks.
  const at = orders[0]?.at ?? new Date()
  const [standings, wallets, statuses, odds, caps, staked, headroom, serials, numberKey] = await Promise.all([
    claimKeys(tx, keyed),
    lockWallets(tx, userIds),
    Promise.all(roundNos.map((roundNo) => ensureRoundRow(tx, roundNo, { lock: true }))),
    currentOdds(tx),
    readSetting(tx, 'caps'),
    stakedPerCapGroup(tx, userIds, roundNos),
    readStakeHeadroom(tx, userIds, at),
    purchaseSerials(tx, orders.length),
    purchaseNumberKey(tx),
  ])
  const permutationKey = Buffer.from(numberKey, 'hex')
  const roundStatus = new Map<number, RoundStatus>(
    roundNos.map((roundNo, i) => [roundNo, statuses[i] ?? 'OPEN']),
  )
  const standingOf = new Map(keyed.map((call, i) => [call, standings[i]]))
  const oddsOf = (item: BetOrder['items'][number]) =>
    odds.get(item.selectionCode) ?? item.selection.defaultOdds

  const outcomes: BetOutcome[] = []
  const placed: Placement[] = []
  const refusedKeys: KeyedCall[] = []
  for (const [n, order] of orders.entries()) {
    const standing = order.key && standingOf.get(order.key)
    if (standing && !standing.run) {
      outcomes.push(
        'replay' in standing
          ? { placed: standing.replay as PlacedBet }
          : { refused: new DomainError('IDEMPOTENCY_CONFLICT') },
      )
      continue
    }
    const refusal = decide(order)
    if (refusal) {
      outcomes.push({ refused: refusal })
      if (order.key) refusedKeys.push(order.key)
      continue
    }
    const wallet = wallets.get(order.userId) as { money: number; orgId: number }
    wallet.money -= order.totalStake
    const groups = stakedOf(order)
    for (const item of order.items) groups.set(item.capGroup, (groups.get(item.capGroup) ?? 0) + item.stake)
    headroom.set(order.userId, spendHeadroom(headroom.get(order.userId), order.totalStake))
    const oddsTaken = order.items.map(oddsOf)
    const bet: PlacedBet = {
      purchaseNo: purchaseNoFor(order.roundNo, serials[n] as bigint, permutationKey),
      roundNo: order.roundNo,
      totalStake: order.totalStake,
      items: order.items.map((item, n) => ({
        selectionCode: item.selectionCode,
        stake: item.stake,
        oddsTaken: oddsValueOf(oddsTaken[n] as number),
      })),
      moneyAfter: wallet.money,
    }
    placed.push({ order, bet, oddsTaken, orgId: wallet.orgId })
    outcomes.push({ placed: bet })
  }

  function stakedOf(order: BetOrder): Map<string, number> {
    const key = `${order.userId}:${order.roundNo}`
    const groups = staked.get(key) ?? new Map<string, number>()
    staked.set(key, groups)
    return groups
  }

  function decide(order: BetOrder): DomainError | null {
    const member = wallets.get(order.userId)
    if (!member) return new DomainError('NOT_FOUND')
    if (member.statusCode !== 'ACTIVE') return new DomainError('ACCOUNT_DISABLED')
    if (member.branchSuspended) return new DomainError('BRANCH_SUSPENDED')
    const standing = mayBetRefusal(member) ?? selfExclusionRefusal(member, order.at)
    if (standing) return standing
    if (order.totalStake > member.money) return insufficientBalance(member.money)
    // The engine closes the round under its row's lock, so no bet can land after its close.
    if (roundStatus.get(order.roundNo) !== 'OPEN') return new DomainError('BETTING_CLOSED')
    return (
      oddsChangedRefusal(order.items, oddsOf) ??
      capRefusal(caps, stakedOf(order), order.items) ??
      selfLimitRefusal(headroom.get(order.userId), order.totalStake)
    )
  }

  const answered = placed.flatMap(({ order, bet }) =>
    order.key ? [{ userId: order.key.userId, key: order.key.key, response: bet }] : [],
  )
  const [, debited] = await Promise.all([
    placed.length > 0 && insertBets(tx, placed),
    placed.length > 0
      ? debitBetStakes(
          tx,
          placed.map(({ order, bet }) => ({
            userId: order.userId,
            purchaseNo: bet.purchaseNo,
            stake: order.totalStake,
            moneyAfter: bet.moneyAfter,
            at: order.at,
          })),
        )
      : [],
    finishKeys(tx, { answered, refused: refusedKeys }),
  ])
  const debitedUsers = new Set(placed.map(({ order }) => order.userId))
  for (const wallet of debited) {
    if (wallet.money !== wallets.get(wallet.userId)?.money)
      throw new Error(`wallet ${wallet.userId} moved under its lock`)
  }
  if (debited.length !== debitedUsers.size) throw new Error('a debited wallet moved under its lock')
  return { outcomes, events: debited.map((wallet) => balanceUpdated(wallet.userId, wallet, 'BET')) }
}
