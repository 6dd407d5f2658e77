import type { SetLimitInput } from '@pb/contract/inputs/responsible-play'
import {
  type Executor,
  type SelfLimitPeriod,
  type SelfLimitType,
  selfLimitPeriods,
  selfLimits,
  selfLimitTypes,
} from '@pb/db'
import { and, eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { lockWallet } from '../ledger'
import { commit } from '../unit-of-work'
import { readHeadroom } from './headroom'

/** An increase or a removal waits this long, so a limit cannot be lifted in the heat of play. */
const LIMIT_RAISE_DELAY_MS = 24 * 3600 * 1000

type LimitRow = typeof selfLimits.$inferSelect

/** One limit as the member sees it: in force now, the change waiting, and the period's use. */
export interface SelfLimitView {
  type: SelfLimitType
  period: SelfLimitPeriod
  /** In force now; null is no limit. */
  amount: number | null
  /** A higher limit or a removal (amount null) waiting until `from`. */
  pending: { amount: number | null; from: string } | null
  /** Used in the current KST period (see `readHeadroom`); 0 without a limit. */
  used: number
  /** What is left of the limit in force; null without one. */
  remaining: number | null
}

/** The limit in force at `at`: a pending change whose time has come has replaced the old value. */
function inForce(row: LimitRow | undefined, at: Date) {
  if (!row) return { amount: null, pending: null }
  if (row.pendingFrom && row.pendingFrom <= at) return { amount: row.pendingAmount, pending: null }
  const pending = row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null
  return { amount: row.amount, pending }
}

/** Every type and period (nine), set or not, in a fixed order. */
async function limitsOf(executor: Executor, userId: number, at: Date): Promise<SelfLimitView[]> {
  const rows = await executor.select().from(selfLimits).where(eq(selfLimits.userId, userId))
  const headroom = (await readHeadroom(executor, [userId], at, selfLimitTypes)).get(userId) ?? []
  return selfLimitTypes.flatMap((type) =>
    selfLimitPeriods.map((period) => {
      const { amount, pending } = inForce(
        rows.find((row) => row.type === type && row.period === period),
        at,
      )
      const used = headroom.find((h) => h.type === type && h.period === period)?.used ?? 0
      return {
        type,
        period,
        amount,
        pending: pending && { amount: pending.amount, from: pending.from.toISOString() },
        used,
        remaining: amount === null ? null : Math.max(0, amount - used),
      }
    }),
  )
}

/** The member's own limits (`GET /users/limits`). */
export async function myLimits(ctx: UseCaseContext): Promise<SelfLimitView[]> {
  return limitsOf(ctx.db, requireMember(ctx).userId, ctx.clock.now())
}

/**
 * The member sets or removes one of their limits (`PUT /users/limits`). A lower limit (or a first
 * one) applies at once and drops any change waiting; a higher one or a removal waits 24 hours (asking
 * for the same change again keeps its time). Audited as the member's own action.
 */
export async function setLimit(ctx: UseCaseContext, input: SetLimitInput): Promise<SelfLimitView[]> {
  const actor = requireMember(ctx)
  const now = ctx.clock.now()
  const { type, period, amount } = input
  return commit(ctx, async (tx) => {
    // Under the wallet lock, in line with the member's bets and top-ups that read the limit.
    await lockWallet(tx, actor.userId)
    const [row] = await tx
      .select()
      .from(selfLimits)
      .where(
        and(eq(selfLimits.userId, actor.userId), eq(selfLimits.type, type), eq(selfLimits.period, period)),
      )
    const current = inForce(row, now)
    const tighter = amount !== null && (current.amount === null || amount <= current.amount)
    const sameWait = current.pending && current.pending.amount === amount ? current.pending.from : null
    const next =
      tighter || (amount === null && current.amount === null)
        ? { amount, pendingAmount: null, pendingFrom: null }
        : {
            amount: current.amount,
            pendingAmount: amount,
            pendingFrom: sameWait ?? new Date(now.getTime() + LIMIT_RAISE_DELAY_MS),
          }
    await tx
      .insert(selfLimits)
      .values({ userId: actor.userId, type, period, ...next, updatedAt: now })
      .onConflictDoUpdate({
        target: [selfLimits.userId, selfLimits.type, selfLimits.period],
        set: { ...next, updatedAt: now },
      })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'SELF_LIMIT_SET',
      targetType: 'user',
      targetId: actor.userId,
      before: { type, period, amount: current.amount, pending: current.pending },
      after: { type, period, ...next },
      ip: ctx.ip,
    })
    return limitsOf(tx, actor.userId, now)
  })
}
