import { orgs, users } from '@pb/db'
import { asc, eq, type SQL } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { approvedSums, betSums, ledgerMovements, only, requestCounts, walletSums } from './figures'
import { byPeriod, type KstRange, kstRangeOf, kstToday, periodLabels, periodStart } from './periods'
import type { Granularity, StatsAggregateInput } from './schemas'
import { statsScope } from './scope'
import { readSnapshot } from './snapshot'

/** The figures of a stats row (docs/product.md §3.5) for one period or one member; money in won. */
interface StatsFigures {
  REQ_CNT: number
  DONE_CNT: number
  MONEY_BAL: number
  POINT_BAL: number
  HOLDING_BET_AMT: number
  TOPUP_AMT: number
  WITHDRAW_AMT: number
  INOUT_PL: number
  BET_STAKE: number
  BET_WIN: number
  BET_LOSE: number
  BET_PL: number
}
interface StatsRow extends StatsFigures {
  /** The period ('YYYY-MM-DD', 'YYYY-MM', 'YYYY'), or the range ('from~to') of a member's row and the totals. */
  D: string
}
interface MemberStatsRow extends StatsRow {
  userId: number
  loginId: string
  nickname: string
}

export interface StatsAggregate {
  granularity: StatsAggregateInput['granularity']
  groupBy: StatsAggregateInput['groupBy']
  start: string
  end: string
  items: StatsRow[] | MemberStatsRow[]
  totals: StatsRow
}

interface Sources {
  bets: Awaited<ReturnType<typeof betSums>>
  requests: Awaited<ReturnType<typeof requestCounts>>
  approved: Awaited<ReturnType<typeof approvedSums>>
}

/** The flows, each summed in its own snapshot at the same time (on Postgres, on its own connection). */
async function flowsBy(ctx: UseCaseContext, scope: SQL, range: KstRange, grouping: 'day' | 'user') {
  const [bets, requests, approved] = await Promise.all([
    readSnapshot(ctx, (tx) => betSums(tx, scope, range, grouping)),
    readSnapshot(ctx, (tx) => requestCounts(tx, scope, range, grouping)),
    readSnapshot(ctx, (tx) => approvedSums(tx, scope, range, grouping)),
  ])
  return { bets, requests, approved }
}

function figuresOf(sources: Sources, key: string, balance: { money: number; points: number }): StatsFigures {
  const bets = sources.bets.get(key)
  const requests = sources.requests.get(key)
  const approved = sources.approved.get(key)
  const topup = approved?.topup ?? 0
  const withdrawal = approved?.withdrawal ?? 0
  const stake = bets?.stake ?? 0
  const win = bets?.win ?? 0
  return {
    REQ_CNT: requests?.requested ?? 0,
    DONE_CNT: requests?.decided ?? 0,
    MONEY_BAL: balance.money,
    POINT_BAL: balance.points,
    HOLDING_BET_AMT: bets?.holding ?? 0,
    TOPUP_AMT: topup,
    WITHDRAW_AMT: withdrawal,
    INOUT_PL: topup - withdrawal,
    BET_STAKE: stake,
    BET_WIN: win,
    BET_LOSE: bets?.lose ?? 0,
    BET_PL: stake - win,
  }
}

const flows = [
  'REQ_CNT',
  'DONE_CNT',
  'HOLDING_BET_AMT',
  'TOPUP_AMT',
  'WITHDRAW_AMT',
  'INOUT_PL',
  'BET_STAKE',
  'BET_WIN',
  'BET_LOSE',
  'BET_PL',
] as const

/** The range's totals: flows added up, balances as given (at the range's end). */
function totalOf(D: string, rows: StatsFigures[], balance: { money: number; points: number }): StatsRow {
  const totals = { D, MONEY_BAL: balance.money, POINT_BAL: balance.points } as StatsRow
  for (const flow of flows) totals[flow] = rows.reduce((sum, row) => sum + row[flow], 0)
  return totals
}

/**
 * Statistics of the administrator's subtree (or an org inside it, or one member) over a range of KST
 * days (default: the first of this month to today): one row per day, month or year, or with
 * `groupBy: 'member'` one row per user over the whole range, and the range's totals. Flows count live
 * history only; balances are the scope's at the end of each period, from the ledgers.
 */
export async function statsAggregate(
  ctx: UseCaseContext,
  input: StatsAggregateInput,
): Promise<StatsAggregate> {
  const actor = requireAdmin(ctx)
  const end = input.end ?? kstToday(ctx.clock.now())
  const range = kstRangeOf(input.start ?? `${end.slice(0, 7)}-01`, end)
  const labels = input.groupBy === 'period' ? periodLabels(input.granularity, range) : []
  const scope = await statsScope(ctx, actor, input)
  const D = `${range.from}~${range.to}`
  const answer = { granularity: input.granularity, groupBy: input.groupBy, start: range.from, end: range.to }
  return input.groupBy === 'member'
    ? { ...answer, ...(await perMember(ctx, scope, range, D)) }
    : { ...answer, ...(await perPeriod(ctx, scope, range, input.granularity, labels, D)) }
}

async function perMember(ctx: UseCaseContext, scope: SQL, range: KstRange, D: string) {
  const [members, sources, wallets] = await Promise.all([
    ctx.db
      .select({ userId: users.id, loginId: users.loginId, nickname: users.nickname })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(scope)
      .orderBy(asc(users.loginId)),
    flowsBy(ctx, scope, range, 'user'),
    readSnapshot(ctx, async (tx) => ({
      now: await walletSums(tx, scope, 'user'),
      later: (await ledgerMovements(tx, scope, range.end, range, 'user')).after,
    })),
  ])
  const items = members.map((member) => {
    const key = String(member.userId)
    const balance = {
      money: (wallets.now.get(key)?.money ?? 0) - (wallets.later.get(key)?.money ?? 0),
      points: (wallets.now.get(key)?.points ?? 0) - (wallets.later.get(key)?.points ?? 0),
    }
    return { ...member, D, ...figuresOf(sources, key, balance) }
  })
  const balance = {
    money: items.reduce((sum, row) => sum + row.MONEY_BAL, 0),
    points: items.reduce((sum, row) => sum + row.POINT_BAL, 0),
  }
  return { items, totals: totalOf(D, items, balance) }
}

async function perPeriod(
  ctx: UseCaseContext,
  scope: SQL,
  range: KstRange,
  granularity: Granularity,
  labels: string[],
  D: string,
) {
  // Balances walk back from now, so the first period's own movements are never needed.
  const firstEnd = labels[1] ? periodStart(labels[1]) : range.end
  const [days, balances] = await Promise.all([
    flowsBy(ctx, scope, range, 'day'),
    readSnapshot(ctx, async (tx) => ({
      ledger: await ledgerMovements(tx, scope, firstEnd, range, 'day'),
      wallets: only(await walletSums(tx, scope, 'all')),
    })),
  ])
  const sources = {
    bets: byPeriod(granularity, days.bets),
    requests: byPeriod(granularity, days.requests),
    approved: byPeriod(granularity, days.approved),
  }
  const moved = byPeriod(granularity, balances.ledger.during)
  const sumOf = (field: 'money' | 'points') =>
    [...balances.ledger.after.values()].reduce((sum, row) => sum + row[field], 0)
  const atEnd = {
    money: (balances.wallets?.money ?? 0) - sumOf('money'),
    points: (balances.wallets?.points ?? 0) - sumOf('points'),
  }
  // Each period ends with the balance the next one started from.
  const ends = new Map<string, { money: number; points: number }>()
  let balance = atEnd
  for (const label of [...labels].reverse()) {
    ends.set(label, balance)
    const movement = moved.get(label)
    balance = {
      money: balance.money - (movement?.money ?? 0),
      points: balance.points - (movement?.points ?? 0),
    }
  }
  const items = labels.map((label) => ({ D: label, ...figuresOf(sources, label, ends.get(label) ?? atEnd) }))
  return { items, totals: totalOf(D, items, atEnd) }
}
