import { type Executor, orgs, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'
import type { Branch, BranchCash, DayBets } from './statement-figures'

const DAY_MS = 86_400_000
/** The instants bounding KST days `start` … `end`, the end exclusive. */
export const instantsOf = (start: string, end: string) => ({
  from: new Date(`${start}T00:00:00+09:00`).toISOString(),
  until: new Date(Date.parse(`${end}T00:00:00+09:00`) + DAY_MS).toISOString(),
})
const kstDay = (instant: string) => sql.raw(`((${instant} at time zone 'UTC') + interval '9 hours')::date`)

/** The branch at `path` and every branch below it. */
export async function branchesUnder(executor: Executor, path: string): Promise<Branch[]> {
  return executor
    .select({
      id: orgs.id,
      parentId: orgs.parentId,
      name: orgs.name,
      level: orgs.level,
      path: orgs.path,
      headUserId: orgs.headUserId,
    })
    .from(orgs)
    .where(sql`${orgs.path} like ${`${path}%`}`)
    .orderBy(orgs.path)
}

/**
 * Settled purchases (won or lost; a void one counts nothing) placed on KST days `start` … `end` in
 * the subtree at `path`, summed by the branch they were placed in and by day.
 */
export async function dayBetsUnder(
  executor: Executor,
  path: string,
  start: string,
  end: string,
): Promise<DayBets[]> {
  const { from, until } = instantsOf(start, end)
  const rows = await queryRows<{ org_id: number; day: string; stakes: string; payouts: string }>(
    executor,
    sql`select b.org_id, ${kstDay('b.placed_at')}::text as day,
        sum(b.total_stake)::text as stakes, sum(b.total_payout)::text as payouts
      from bets b join ${orgs} o on o.id = b.org_id
      where o.path like ${`${path}%`} and b.status in ('WON', 'LOST')
        and b.placed_at >= ${from}::timestamptz and b.placed_at < ${until}::timestamptz
      group by 1, 2`,
  )
  return rows.map((row) => ({
    orgId: row.org_id,
    day: row.day,
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
  }))
}

/** Top-ups and withdrawals approved on KST days `start` … `end` in the subtree, by the branch they were asked in. */
export async function cashUnder(
  executor: Executor,
  path: string,
  start: string,
  end: string,
): Promise<BranchCash[]> {
  const { from, until } = instantsOf(start, end)
  const rows = await queryRows<{ org_id: number; deposits: string; withdrawals: string }>(
    executor,
    sql`select t.org_id,
        coalesce(sum(t.amount) filter (where t.type = 'TOPUP'), 0)::text as deposits,
        coalesce(sum(t.amount) filter (where t.type = 'WITHDRAWAL'), 0)::text as withdrawals
      from cash_transactions t join ${orgs} o on o.id = t.org_id
      where o.path like ${`${path}%`} and t.status = 'APPROVED' and t.type in ('TOPUP', 'WITHDRAWAL')
        and t.processed_at >= ${from}::timestamptz and t.processed_at < ${until}::timestamptz
      group by 1`,
  )
  return rows.map((row) => ({
    orgId: row.org_id,
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  }))
}

export interface MemberFigures {
  orgId: number
  userId: number
  loginId: string
  nickname: string
  deposits: number
  withdrawals: number
  stakes: number
  payouts: number
  net: number
}

/** The same figures per member and the branch they were made in, for the members' own lines. */
export async function memberFiguresUnder(
  executor: Executor,
  path: string,
  start: string,
  end: string,
): Promise<MemberFigures[]> {
  const { from, until } = instantsOf(start, end)
  const rows = await queryRows<{
    org_id: number
    user_id: number
    login_id: string
    nickname: string
    deposits: string
    withdrawals: string
    stakes: string
    payouts: string
  }>(
    executor,
    sql`with scoped as (select id from ${orgs} where path like ${`${path}%`}),
      bet as (
        select b.org_id, b.user_id, sum(b.total_stake) as stakes, sum(b.total_payout) as payouts
        from bets b where b.org_id in (select id from scoped) and b.status in ('WON', 'LOST')
          and b.placed_at >= ${from}::timestamptz and b.placed_at < ${until}::timestamptz
        group by 1, 2),
      cash as (
        select t.org_id, t.user_id,
          sum(t.amount) filter (where t.type = 'TOPUP') as deposits,
          sum(t.amount) filter (where t.type = 'WITHDRAWAL') as withdrawals
        from cash_transactions t where t.org_id in (select id from scoped) and t.status = 'APPROVED'
          and t.type in ('TOPUP', 'WITHDRAWAL')
          and t.processed_at >= ${from}::timestamptz and t.processed_at < ${until}::timestamptz
        group by 1, 2)
      select coalesce(bet.org_id, cash.org_id) as org_id, u.id as user_id, u.login_id, u.nickname,
        coalesce(cash.deposits, 0)::text as deposits, coalesce(cash.withdrawals, 0)::text as withdrawals,
        coalesce(bet.stakes, 0)::text as stakes, coalesce(bet.payouts, 0)::text as payouts
      from bet full join cash on cash.org_id = bet.org_id and cash.user_id = bet.user_id
        join users u on u.id = coalesce(bet.user_id, cash.user_id)
      order by u.login_id`,
  )
  return rows.map((row) => {
    const stakes = Number(row.stakes)
    const payouts = Number(row.payouts)
    return {
      orgId: row.org_id,
      userId: row.user_id,
      loginId: row.login_id,
      nickname: row.nickname,
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      stakes,
      payouts,
      net: stakes - payouts,
    }
  })
}
