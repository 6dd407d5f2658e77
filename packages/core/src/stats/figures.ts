import { type Executor, queryRows } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'
import { inHistoryThrough } from '../archive'
import type { KstRange } from './periods'

/**
 * The sums behind the statistics, each grouped by the KST day of a row's date ('YYYY-MM-DD'; periods
 * are made of days afterwards), by its user, or not at all. Every query reads only the users of the
 * scope (a condition over `users` and `orgs`, resolved once per query into `scoped`); every flow
 * counts live history only, balances count everything.
 */
export type Grouping = 'day' | 'user' | 'all'

const kstDay = (instant: SQL) => sql`((${instant} at time zone 'UTC') + interval '9 hours')::date`

/** The select and group-by expressions of a grouping over a row dated `instant`. */
function grouped(grouping: Grouping, instant: SQL): { key: SQL; by: SQL } {
  if (grouping === 'day') return { key: sql`${kstDay(instant)}::text`, by: kstDay(instant) }
  if (grouping === 'user') return { key: sql`u.id`, by: sql`u.id` }
  return { key: sql`0`, by: sql`()` }
}

const within = (column: SQL, range: KstRange) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`
/** The scope's users with their archive cut-off, so each row joins one small table. */
const scoped = (scope: SQL) => sql`with scoped as materialized (
  select users.id, users.archived_through from users join orgs on orgs.id = users.org_id where ${scope})`
const ownersOf = (userId: SQL) => sql`join scoped u on u.id = ${userId}`
const live = (finishedAt: SQL) => inHistoryThrough(finishedAt, sql`u.archived_through`)

type Sums<Field extends string> = { k: string | number } & Record<Field, string | number | null>

/** Each row's sums under its key, as numbers. */
function keyed<Field extends string>(rows: Sums<Field>[]): Map<string, Record<Field, number>> {
  return new Map(
    rows.map(({ k, ...sums }) => [
      String(k),
      Object.fromEntries(Object.entries(sums).map(([field, value]) => [field, Number(value ?? 0)])) as Record<
        Field,
        number
      >,
    ]),
  )
}

/** The one group of sums of grouping `all`, if any row counted. */
export const only = <Sums>(sums: Map<string, Sums>): Sums | undefined => sums.values().next().value

/**
 * Bets dated by the day they were placed: stakes of non-void items, their payouts, the stakes of lost
 * items and of items still waiting for their draw. The purchase carries its items' totals, and its
 * items are all WON or LOST once it is settled (all VOID once voided, all PLACED before), so only the
 * won items need reading: a settled purchase's lost stake is its stake less theirs.
 */
export async function betSums(executor: Executor, scope: SQL, range: KstRange, grouping: Grouping) {
  const { key, by } = grouped(grouping, sql`b.placed_at`)
  const placed = sql`${within(sql`b.placed_at`, range)} and ${live(sql`b.settled_at`)}`
  const betSums = await queryRows<Sums<'stake' | 'win' | 'settled' | 'holding'>>(
    executor,
    sql`${scoped(scope)}
      select ${key} as k,
        sum(b.total_stake) filter (where b.status <> 'VOID') as stake,
        sum(b.total_payout) filter (where b.status <> 'VOID') as win,
        sum(b.total_stake) filter (where b.status in ('WON', 'LOST')) as settled,
        sum(b.total_stake) filter (where b.status = 'PLACED') as holding
      from bets b ${ownersOf(sql`b.user_id`)}
      where ${placed}
      group by ${by}`,
  )
  const won = keyed(
    await queryRows<Sums<'stake'>>(
      executor,
      sql`${scoped(scope)}
        select ${key} as k, sum(i.stake) as stake
        from bet_items i join bets b on b.id = i.bet_id ${ownersOf(sql`b.user_id`)}
        where i.status = 'WON' and b.status = 'WON' and ${placed}
        group by ${by}`,
    ),
  )
  return new Map(
    [...keyed(betSums)].map(([k, { settled, ...sums }]) => [
      k,
      { ...sums, lose: settled - (won.get(k)?.stake ?? 0) },
    ]),
  )
}

const requestTypes = sql`c.type in ('TOPUP', 'WITHDRAWAL')`

/** Top-up and withdrawal requests made in the range, and how many of them have been decided. */
export async function requestCounts(executor: Executor, scope: SQL, range: KstRange, grouping: Grouping) {
  const { key, by } = grouped(grouping, sql`c.requested_at`)
  const rows = await queryRows<Sums<'requested' | 'decided'>>(
    executor,
    sql`${scoped(scope)}
      select ${key} as k, count(*) as requested, count(*) filter (where c.status <> 'PENDING') as decided
      from cash_transactions c ${ownersOf(sql`c.user_id`)}
      where ${requestTypes} and ${within(sql`c.requested_at`, range)} and ${live(sql`c.processed_at`)}
      group by ${by}`,
  )
  return keyed(rows)
}

/** Approved top-ups and withdrawals, dated by the day they were approved. */
export async function approvedSums(executor: Executor, scope: SQL, range: KstRange, grouping: Grouping) {
  const { key, by } = grouped(grouping, sql`c.processed_at`)
  const rows = await queryRows<Sums<'topup' | 'withdrawal'>>(
    executor,
    sql`${scoped(scope)}
      select ${key} as k,
        sum(c.amount) filter (where c.type = 'TOPUP') as topup,
        sum(c.amount) filter (where c.type = 'WITHDRAWAL') as withdrawal
      from cash_transactions c ${ownersOf(sql`c.user_id`)}
      where ${requestTypes} and c.status = 'APPROVED' and ${within(sql`c.processed_at`, range)}
        and ${live(sql`c.processed_at`)}
      group by ${by}`,
  )
  return keyed(rows)
}

/** Administrators' money adjustments (ADJUST_CREDIT and ADJUST_DEBIT, signed), net. */
export async function adjustmentSums(executor: Executor, scope: SQL, range: KstRange, grouping: Grouping) {
  const { key, by } = grouped(grouping, sql`l.created_at`)
  const rows = await queryRows<Sums<'adjustment'>>(
    executor,
    sql`${scoped(scope)}
      select ${key} as k, sum(l.amount) as adjustment
      from money_ledger l ${ownersOf(sql`l.user_id`)}
      where l.type in ('ADJUST_CREDIT', 'ADJUST_DEBIT') and ${within(sql`l.created_at`, range)}
        and ${live(sql`l.created_at`)}
      group by ${by}`,
  )
  return keyed(rows)
}

/** The wallets' money and points now, per user or all together. */
export async function walletSums(executor: Executor, scope: SQL, grouping: Exclude<Grouping, 'day'>) {
  const { key, by } = grouped(grouping, sql`null`)
  const rows = await queryRows<Sums<'money' | 'points'>>(
    executor,
    sql`${scoped(scope)}
      select ${key} as k, sum(w.money) as money, sum(w.points) as points
      from wallets w ${ownersOf(sql`w.user_id`)}
      group by ${by}`,
  )
  return keyed(rows)
}

/**
 * Money and point ledger amounts written since `since`: those before the range's end under their key,
 * those after it apart. A balance at an instant is its ledger's sum up to then, which is the wallet
 * now (always its ledger's sum) less what was written after.
 */
export async function ledgerMovements(
  executor: Executor,
  scope: SQL,
  since: Date,
  range: KstRange,
  grouping: Exclude<Grouping, 'all'>,
) {
  const { key, by } = grouped(grouping, sql`l.created_at`)
  const amounts = (table: 'money_ledger' | 'point_ledger') => sql`
    select ${key} as k, l.created_at >= ${range.end.toISOString()}::timestamptz as after,
      ${table === 'money_ledger' ? sql`sum(l.amount)` : sql`0`} as money,
      ${table === 'point_ledger' ? sql`sum(l.amount)` : sql`0`} as points
    from ${sql.raw(table)} l ${ownersOf(sql`l.user_id`)}
    where l.created_at >= ${since.toISOString()}::timestamptz
    group by ${by}, 2`
  const rows = await queryRows<Sums<'money' | 'points'> & { after: boolean }>(
    executor,
    sql`${scoped(scope)}
      select k, after, sum(money) as money, sum(points) as points
      from (${amounts('money_ledger')} union all ${amounts('point_ledger')}) as amounts
      group by 1, 2`,
  )
  const part = (after: boolean) =>
    keyed(rows.filter((row) => row.after === after).map(({ after: _, ...sums }) => sums))
  return { during: part(false), after: part(true) }
}
