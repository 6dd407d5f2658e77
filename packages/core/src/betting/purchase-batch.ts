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
import { capRefusal, mayBetRefusal, oddsChangedRefusal } from './purchase-checks'
import { purchaseNoFor, purchaseNumberKey, purchaseSerials } from './purchase-number'

export interface PlacedBet {
  purchaseNo: string
  roundNo: number
  totalStake: number
  items: { selectionCode: string; stake: number; oddsTaken: number }[]
  moneyAfter: number
}

/** One member's purchase, checked for its form before it joins a batch. */
export interface Purchase {
  userId: number
  roundNo: number
  at: Date
  items: { selectionCode: string; stake: number; odds?: number; selection: Selection; capGroup: CapGroup }[]
  totalStake: number
  /** The Idempotency-Key and the request it covers. */
  key?: KeyedCall
}

export type PurchaseOutcome = { placed: PlacedBet } | { refused: DomainError }

/** An accepted purchase with the odds (in hundredths) each of its items took. */
interface Placement {
  purchase: Purchase
  bet: PlacedBet
  oddsTaken: number[]
  /** The member's branch as the purchase is placed. */
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
 * The purchases' bets and items in one statement; each item finds its bet by purchase number, and
 * each member's stakes per round and cap group grow by the new items.
 */
async function insertPurchases(tx: Executor, purchases: Placement[]) {
  const rows = purchases.map(({ purchase, bet, oddsTaken, orgId }, ord) => ({
    ord,
    purchaseNo: bet.purchaseNo,
    userId: purchase.userId,
    orgId,
    roundNo: purchase.roundNo,
    totalStake: purchase.totalStake,
    moneyBefore: bet.moneyAfter + purchase.totalStake,
    moneyAfter: bet.moneyAfter,
    at: purchase.at,
    items: purchase.items.map((item, n) => ({
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
    sql`with purchase as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(ord int, "purchaseNo" text,
        "userId" int, "orgId" int, "roundNo" int, "totalStake" bigint, "moneyBefore" bigint, "moneyAfter" bigint,
        at timestamptz, items jsonb)),
    placed as (
      insert into bets (purchase_no, user_id, org_id, round_no, total_stake, money_before, money_after, placed_at)
      select "purchaseNo", "userId", "orgId", "roundNo", "totalStake", "moneyBefore", "moneyAfter", at
      from purchase order by ord
      returning id, purchase_no),
    item as (
      select p.ord, p."purchaseNo", p."userId", p."roundNo", i.*
      from purchase p, jsonb_to_recordset(p.items) as i(n int, "selectionCode" text, "marketCode" text,
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
 * Places many members' purchases in one transaction (group commit): every wallet is locked, and each
 * purchase is checked in arrival order against its member's balance, standing, caps and the open
 * round as the earlier purchases of the batch left them, so the batch decides exactly as the
 * purchases would have one by one. A refused purchase changes nothing; the rest are written with a
 * few set-based statements.
 */
export async function placePurchases(
  tx: Executor,
  purchases: Purchase[],
): Promise<{ outcomes: PurchaseOutcome[]; events: GameEvent[] }> {
  const userIds = [...new Set(purchases.map((p) => p.userId))].sort((a, b) => a - b)
  const roundNos = [...new Set(purchases.map((p) => p.roundNo))].sort((a, b) => a - b)
  const keyed = purchases.flatMap((p) => (p.key ? [p.key] : []))
  // Sent together and run in this order: keys, then wallets, then rounds (the order a void takes the
  // wallets and the round in), and the cap sums and the members' own limits are read under the
  // wallet locks.
  const at = purchases[0]?.at ?? new Date()
  const [standings, wallets, statuses, odds, caps, staked, headroom, serials, numberKey] = await Promise.all([
    claimKeys(tx, keyed),
    lockWallets(tx, userIds),
    Promise.all(roundNos.map((roundNo) => ensureRoundRow(tx, roundNo, { lock: true }))),
    currentOdds(tx),
    readSetting(tx, 'caps'),
    stakedPerCapGroup(tx, userIds, roundNos),
    readStakeHeadroom(tx, userIds, at),
    purchaseSerials(tx, purchases.length),
    purchaseNumberKey(tx),
  ])
  const permutationKey = Buffer.from(numberKey, 'hex')
  const roundStatus = new Map<number, RoundStatus>(
    roundNos.map((roundNo, i) => [roundNo, statuses[i] ?? 'OPEN']),
  )
  const standingOf = new Map(keyed.map((call, i) => [call, standings[i]]))
  const oddsOf = (item: Purchase['items'][number]) =>
    odds.get(item.selectionCode) ?? item.selection.defaultOdds

  const outcomes: PurchaseOutcome[] = []
  const placed: Placement[] = []
  const refusedKeys: KeyedCall[] = []
  for (const [n, purchase] of purchases.entries()) {
    const standing = purchase.key && standingOf.get(purchase.key)
    if (standing && !standing.run) {
      outcomes.push(
        'replay' in standing
          ? { placed: standing.replay as PlacedBet }
          : { refused: new DomainError('IDEMPOTENCY_CONFLICT') },
      )
      continue
    }
    const refusal = decide(purchase)
    if (refusal) {
      outcomes.push({ refused: refusal })
      if (purchase.key) refusedKeys.push(purchase.key)
      continue
    }
    const wallet = wallets.get(purchase.userId) as { money: number; orgId: number }
    wallet.money -= purchase.totalStake
    const groups = stakedOf(purchase)
    for (const item of purchase.items)
      groups.set(item.capGroup, (groups.get(item.capGroup) ?? 0) + item.stake)
    headroom.set(purchase.userId, spendHeadroom(headroom.get(purchase.userId), purchase.totalStake))
    const oddsTaken = purchase.items.map(oddsOf)
    const bet: PlacedBet = {
      purchaseNo: purchaseNoFor(purchase.roundNo, serials[n] as bigint, permutationKey),
      roundNo: purchase.roundNo,
      totalStake: purchase.totalStake,
      items: purchase.items.map((item, n) => ({
        selectionCode: item.selectionCode,
        stake: item.stake,
        oddsTaken: oddsValueOf(oddsTaken[n] as number),
      })),
      moneyAfter: wallet.money,
    }
    placed.push({ purchase, bet, oddsTaken, orgId: wallet.orgId })
    outcomes.push({ placed: bet })
  }

  function stakedOf(purchase: Purchase): Map<string, number> {
    const key = `${purchase.userId}:${purchase.roundNo}`
    const groups = staked.get(key) ?? new Map<string, number>()
    staked.set(key, groups)
    return groups
  }

  function decide(purchase: Purchase): DomainError | null {
    const member = wallets.get(purchase.userId)
    if (!member) return new DomainError('NOT_FOUND')
    if (member.statusCode !== 'ACTIVE') return new DomainError('ACCOUNT_DISABLED')
    if (member.branchSuspended) return new DomainError('BRANCH_SUSPENDED')
    const standing = mayBetRefusal(member) ?? selfExclusionRefusal(member, purchase.at)
    if (standing) return standing
    if (purchase.totalStake > member.money) return insufficientBalance(member.money)
    // The engine closes the round under its row's lock, so no bet can land after its close.
    if (roundStatus.get(purchase.roundNo) !== 'OPEN') return new DomainError('BETTING_CLOSED')
    return (
      oddsChangedRefusal(purchase.items, oddsOf) ??
      capRefusal(caps, stakedOf(purchase), purchase.items) ??
      selfLimitRefusal(headroom.get(purchase.userId), purchase.totalStake)
    )
  }

  const answered = placed.flatMap(({ purchase, bet }) =>
    purchase.key ? [{ userId: purchase.key.userId, key: purchase.key.key, response: bet }] : [],
  )
  const [, debited] = await Promise.all([
    placed.length > 0 && insertPurchases(tx, placed),
    placed.length > 0
      ? debitBetStakes(
          tx,
          placed.map(({ purchase, bet }) => ({
            userId: purchase.userId,
            purchaseNo: bet.purchaseNo,
            stake: purchase.totalStake,
            moneyAfter: bet.moneyAfter,
            at: purchase.at,
          })),
        )
      : [],
    finishKeys(tx, { answered, refused: refusedKeys }),
  ])
  const debitedUsers = new Set(placed.map(({ purchase }) => purchase.userId))
  for (const wallet of debited) {
    if (wallet.money !== wallets.get(wallet.userId)?.money)
      throw new Error(`wallet ${wallet.userId} moved under its lock`)
  }
  if (debited.length !== debitedUsers.size) throw new Error('a debited wallet moved under its lock')
  return { outcomes, events: debited.map((wallet) => balanceUpdated(wallet.userId, wallet, 'BET')) }
}
