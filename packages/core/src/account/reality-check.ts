import type { RealityCheckInterval } from '@pb/contract/inputs/account'
import { bets, moneyLedger, sessions, users } from '@pb/db'
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'

/**
 * What the reality check shows (GET /users/reality-check): the play session is the current sign-in,
 * so it starts when the member signed in on this device, and its net result is what the purchases
 * placed since then moved: payouts and refunds minus stakes (a stake counts when placed, its payout
 * when settled; a payout of a purchase from before the session is not this session's play). The
 * member's chosen interval comes along, so every device schedules the check alike.
 */
export async function realityCheck(ctx: UseCaseContext) {
  const actor = requireMember(ctx)
  const [session] = await ctx.db
    .select({ startedAt: sessions.createdAt, minutes: users.realityCheckMinutes })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, actor.sessionId))
  if (!session) throw new DomainError('UNAUTHORIZED')
  const [play] = await ctx.db
    .select({ net: sql<string>`coalesce(sum(${moneyLedger.amount}), 0)` })
    .from(moneyLedger)
    .where(
      and(
        eq(moneyLedger.userId, actor.userId),
        // Every row of a purchase is written at or after its placement: the index range holds them.
        gte(moneyLedger.createdAt, session.startedAt),
        eq(moneyLedger.refType, 'bet'),
        inArray(
          moneyLedger.refId,
          ctx.db
            .select({ id: sql<string>`${bets.id}::text` })
            .from(bets)
            .where(and(eq(bets.userId, actor.userId), gte(bets.placedAt, session.startedAt))),
        ),
      ),
    )
  return {
    sessionStartedAt: session.startedAt.toISOString(),
    serverTime: ctx.clock.now().toISOString(),
    netResult: Number(play?.net ?? 0),
    intervalMinutes: session.minutes as RealityCheckInterval,
  }
}

/** The member chooses how often the reality check shows (PUT /users/reality-check); 0 turns it off. */
export async function setRealityCheckInterval(ctx: UseCaseContext, input: { minutes: RealityCheckInterval }) {
  const actor = requireMember(ctx)
  await ctx.db
    .update(users)
    .set({ realityCheckMinutes: input.minutes, updatedAt: ctx.clock.now() })
    .where(eq(users.id, actor.userId))
  return realityCheck(ctx)
}
