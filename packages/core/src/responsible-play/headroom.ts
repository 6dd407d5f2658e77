import { type Executor, preparedRows, type SelfLimitPeriod, type SelfLimitType } from '@pb/db'
import { sql } from 'drizzle-orm'
import { DomainError } from '../errors'
import { won } from '../format'
import { periodStart } from './periods'

/** One limit in force for a member at an instant, with what the period has already used of it. */
export interface Headroom {
  type: SelfLimitType
  period: SelfLimitPeriod
  limit: number
  used: number
}

/**
 * The limits of `types` in force at `at` for each of `userIds`, set-based (one statement for any
 * number of members), with their use in the KST period holding `at`:
 * - DEPOSIT: top-ups asked in the period that are pending or approved;
 * - STAKE: stakes of the period's purchases that were not voided;
 * - LOSS: the same stakes less their payouts, so a pending purchase counts as lost until it wins.
 * A pending change whose time has come is the limit in force.
 */
export async function readHeadroom(
  tx: Executor,
  userIds: number[],
  at: Date,
  types: readonly SelfLimitType[],
): Promise<Map<number, Headroom[]>> {
  const byUser = new Map<number, Headroom[]>()
  if (userIds.length === 0) return byUser
  const rows = await preparedRows<{
    user_id: number
    type: SelfLimitType
    period: SelfLimitPeriod
    limit: string
    used: string
  }>(
    tx,
    sql`select l.user_id, l.type, l.period, l.limit, case l.type
          when 'DEPOSIT' then coalesce((select sum(c.amount) from cash_transactions c
            where c.user_id = l.user_id and c.type = 'TOPUP' and c.status in ('PENDING', 'APPROVED')
              and c.requested_at >= l.start), 0)
          else coalesce((select sum(b.total_stake - case when l.type = 'LOSS' then b.total_payout else 0 end)
            from bets b where b.user_id = l.user_id and b.status <> 'VOID' and b.placed_at >= l.start), 0)
        end as used
      from (
        select user_id, type, period,
          case when pending_from <= ${at.toISOString()}::timestamptz then pending_amount else amount end as limit,
          case period when 'DAY' then ${periodStart('DAY', at).toISOString()}::timestamptz
            when 'WEEK' then ${periodStart('WEEK', at).toISOString()}::timestamptz
            else ${periodStart('MONTH', at).toISOString()}::timestamptz end as start
        from self_limits where user_id = any(${`{${userIds.join(',')}}`}::int[])
          and type = any(${`{${types.join(',')}}`}::text[])
      ) l
      where l.limit is not null`,
  )
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? []
    list.push({ type: row.type, period: row.period, limit: Number(row.limit), used: Number(row.used) })
    byUser.set(row.user_id, list)
  }
  return byUser
}

/**
 * The headroom after `amount` more was accepted: for a batch that checks several purchases of one
 * member in turn against what it read once.
 */
export function spendHeadroom(headroom: Headroom[] | undefined, amount: number): Headroom[] {
  return (headroom ?? []).map((limit) => ({ ...limit, used: limit.used + amount }))
}

const selfLimitTypeLabels: Record<SelfLimitType, string> = {
  DEPOSIT: '충전',
  STAKE: '베팅',
  LOSS: '손실',
}
const selfLimitPeriodLabels: Record<SelfLimitPeriod, string> = {
  DAY: '일일',
  WEEK: '주간',
  MONTH: '월간',
}

/**
 * The refusal of `amount` more against the member's limits in force, or null when every one has
 * room: the limit with the least room left is named (`일일 베팅 한도 100,000원 초과 (남은 한도 40,000원)`).
 */
export function selfLimitRefusal(headroom: Headroom[] | undefined, amount: number): DomainError | null {
  let tightest: (Headroom & { remaining: number }) | undefined
  for (const limit of headroom ?? []) {
    const remaining = Math.max(0, limit.limit - limit.used)
    if (amount > remaining && (!tightest || remaining < tightest.remaining))
      tightest = { ...limit, remaining }
  }
  if (!tightest) return null
  const { type, period, limit, remaining } = tightest
  return new DomainError(
    'LIMIT_SELF',
    `${selfLimitPeriodLabels[period]} ${selfLimitTypeLabels[type]} 한도 ${won(limit)} 초과 (남은 한도 ${won(remaining)})`,
    { type, period, limit, remaining },
  )
}
