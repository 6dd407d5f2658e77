import type { ClosePeriodInput } from '@pb/contract/inputs/branches'
import { type CommissionPeriod, commissionCloses, commissionStatements, orgs, queryRows } from '@pb/db'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import type { GameEvent } from '../events/types'
import { balanceUpdated, moveWallet } from '../ledger'
import { kstToday } from '../stats/periods'
import { commitWithEvents } from '../unit-of-work'
import { addDays, weekdayOf } from './kst-days'
import { draftStatements } from './statement'
import { instantsOf } from './statement-data'

/** Closes one after another: each reads what the earlier ones paid. */
const CLOSE_LOCK = 72_630

/** Which period `start` … `end` is: one day, Monday to Sunday, or a whole calendar month. */
function periodOf(start: string, end: string): CommissionPeriod {
  if (start === end) return 'DAY'
  if (weekdayOf(start) === 1 && end === addDays(start, 6)) return 'WEEK'
  const nextMonth = new Date(`${start.slice(0, 7)}-01T00:00:00Z`)
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1)
  if (start.endsWith('-01') && end === addDays(nextMonth.toISOString().slice(0, 10), -1)) return 'MONTH'
  throw new DomainError('PERIOD_INVALID')
}

export interface CommissionClose {
  id: number
  period: CommissionPeriod
  start: string
  end: string
  closedAt: string
  closedBy: { id: number; loginId: string }
  /** What this close credited, in the actor's subtree. */
  paid: number
  /** The close had been made before: nothing was paid again. */
  alreadyClosed?: boolean
}

async function closeView(ctx: UseCaseContext, id: number, actorPath: string): Promise<CommissionClose> {
  const [row] = await queryRows<{
    id: number
    period: CommissionPeriod
    start_date: string
    end_date: string
    closed_at: string
    closed_by: number
    login_id: string
    paid: string
  }>(
    ctx.db,
    sql`select c.id::int, c.period, c.start_date::text, c.end_date::text, c.closed_at::text, c.closed_by,
        u.login_id, coalesce((select sum(s.paid) from ${commissionStatements} s join ${orgs} o on o.id = s.org_id
          where s.close_id = c.id and o.path like ${`${actorPath}%`}), 0)::text as paid
      from ${commissionCloses} c join users u on u.id = c.closed_by where c.id = ${id}`,
  )
  if (!row) throw new DomainError('NOT_FOUND')
  return {
    id: row.id,
    period: row.period,
    start: row.start_date,
    end: row.end_date,
    closedAt: new Date(row.closed_at).toISOString(),
    closedBy: { id: row.closed_by, loginId: row.login_id },
    paid: Number(row.paid),
  }
}

/**
 * SUPER closes a period that has ended and whose purchases are all settled: every branch's
 * commission (plus what earlier closes still owe it) is credited once to its head's wallet as
 * COMMISSION, the house paying, and each branch's statement is kept as it reads now. All in one
 * transaction; the same period again answers the first close and pays nothing; a period overlapping a
 * closed one is refused. A branch without a head is paid nothing now: what it earned stays owed.
 */
export async function closePeriod(ctx: UseCaseContext, input: ClosePeriodInput): Promise<CommissionClose> {
  const actor = requireAdmin(ctx)
  const period = periodOf(input.start, input.end)
  const now = ctx.clock.now()
  if (input.end >= kstToday(now)) throw new DomainError('PERIOD_NOT_ENDED')
  const { id, alreadyClosed } = await commitWithEvents(ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`)
    const [same] = await tx
      .select({ id: commissionCloses.id })
      .from(commissionCloses)
      .where(and(eq(commissionCloses.startDate, input.start), eq(commissionCloses.endDate, input.end)))
    if (same) return { answer: { id: same.id, alreadyClosed: true }, events: [] }
    const [overlap] = await tx
      .select({ id: commissionCloses.id })
      .from(commissionCloses)
      .where(
        sql`${commissionCloses.startDate} <= ${input.end} and ${commissionCloses.endDate} >= ${input.start}`,
      )
    if (overlap) throw new DomainError('PERIOD_OVERLAP')
    const { from, until } = instantsOf(input.start, input.end)
    const [waiting] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from bets
        where status = 'PLACED' and placed_at >= ${from}::timestamptz and placed_at < ${until}::timestamptz`,
    )
    if ((waiting?.n ?? 0) > 0) throw new DomainError('PERIOD_UNSETTLED')

    const [root] = await tx.select().from(orgs).where(isNull(orgs.parentId))
    if (!root) throw new Error('no root branch')
    // Drafted before this close exists, so what it pays is not counted as paid already.
    const drafts = await draftStatements(tx, root.path, input.start, input.end)
    const heads = new Map(
      (await tx.select({ id: orgs.id, head: orgs.headUserId }).from(orgs)).map((row) => [row.id, row.head]),
    )
    const [close] = await tx
      .insert(commissionCloses)
      .values({ period, startDate: input.start, endDate: input.end, closedBy: actor.userId, closedAt: now })
      .returning({ id: commissionCloses.id })
    if (!close) throw new Error('close insert returned nothing')
    const lines = [...drafts.values()].map((statement) => {
      const owed = statement.rollingCommission + statement.losingCommission + statement.adjustments
      const head = heads.get(statement.orgId) ?? null
      const paid = head === null ? 0 : Math.max(0, owed)
      return { statement, head, paid }
    })
    const published: GameEvent[] = []
    for (const line of [...lines].sort((a, b) => (a.head ?? 0) - (b.head ?? 0))) {
      if (line.head === null || line.paid === 0) continue
      const wallet = await moveWallet(tx, {
        userId: line.head,
        money: { amount: line.paid, type: 'COMMISSION' },
        refType: 'commission_close',
        refId: String(close.id),
        actorId: actor.userId,
        note: `${input.start}~${input.end} ${line.statement.name}`,
        at: now,
      })
      if (wallet) published.push(balanceUpdated(line.head, wallet, 'COMMISSION'))
    }
    await tx.insert(commissionStatements).values(
      lines.map(({ statement, head, paid }) => ({
        closeId: close.id,
        orgId: statement.orgId,
        rollingCommission: statement.rollingCommission,
        losingCommission: statement.losingCommission,
        adjustments: statement.adjustments,
        paid,
        paidTo: head,
        statement,
      })),
    )
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'COMMISSION_CLOSE',
      targetType: 'commission_close',
      targetId: close.id,
      after: {
        period,
        start: input.start,
        end: input.end,
        paid: lines.reduce((sum, line) => sum + line.paid, 0),
        branches: lines.filter((line) => line.paid > 0).length,
      },
      ip: ctx.ip,
    })
    return { answer: { id: close.id, alreadyClosed: false }, events: published }
  })
  const view = await closeView(ctx, id, actor.orgPath)
  return alreadyClosed ? { ...view, alreadyClosed } : view
}

/** The closed periods, newest first, each with what it paid in the actor's subtree. */
export async function listCloses(ctx: UseCaseContext): Promise<{ items: CommissionClose[] }> {
  const actor = requireAdmin(ctx)
  const rows = await ctx.db
    .select({ id: commissionCloses.id })
    .from(commissionCloses)
    .orderBy(desc(commissionCloses.startDate))
    .limit(200)
  return { items: await Promise.all(rows.map((row) => closeView(ctx, row.id, actor.orgPath))) }
}
