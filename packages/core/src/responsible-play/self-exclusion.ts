import type { SelfExclusionInput } from '@pb/contract/inputs/responsible-play'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateTimeOf } from '../date-range'
import { DomainError } from '../errors'
import { lockWallet } from '../ledger'
import { commitWithEvents } from '../unit-of-work'
import { profileUpdated } from '../users/member-events'
import { profileOf } from '../users/profile'

const DAY_MS = 24 * 3600 * 1000

/** A permanent self-exclusion is stored as this instant (9999-12-31 23:59:59 KST), so "until" compares alike. */
export const PERMANENT_EXCLUSION = new Date('9999-12-31T14:59:59.000Z')

const isPermanentExclusion = (until: Date) => until.getTime() >= PERMANENT_EXCLUSION.getTime()

export interface SelfExclusion {
  selfExcludedUntil: string
  permanent: boolean
}

/**
 * The refusal of betting, topping up or converting points while the member's own time-out or
 * exclusion runs, else null; read from the wallet lock's standing, so a step already waiting on the
 * lock sees it too.
 */
export function selfExclusionRefusal(
  member: { selfExcludedUntil: Date | null },
  now: Date,
): DomainError | null {
  const until = member.selfExcludedUntil
  if (!until || until <= now) return null
  const { date, time } = kstDateTimeOf(until)
  const message = isPermanentExclusion(until)
    ? '스스로 영구 이용 제한을 신청한 계정입니다. 베팅, 충전, 포인트 전환을 할 수 없습니다.'
    : `스스로 신청한 이용 제한 중입니다 (${date} ${time.slice(0, 5)}까지). 베팅, 충전, 포인트 전환을 할 수 없습니다.`
  return new DomainError('SELF_EXCLUDED', message, {
    until: until.toISOString(),
    permanent: isPermanentExclusion(until),
  })
}

export function assertNotSelfExcluded(member: { selfExcludedUntil: Date | null }, now: Date) {
  const refusal = selfExclusionRefusal(member, now)
  if (refusal) throw refusal
}

/**
 * The member takes a time-out or excludes themself (`POST /users/self-exclusion`). It only ever
 * lengthens: a shorter request keeps the later end. Nobody lifts it; it ends by itself. Audited as
 * the member's own action.
 */
export async function excludeSelf(ctx: UseCaseContext, input: SelfExclusionInput): Promise<SelfExclusion> {
  const actor = requireMember(ctx)
  const now = ctx.clock.now()
  const wanted = input.permanent ? PERMANENT_EXCLUSION : new Date(now.getTime() + (input.days ?? 0) * DAY_MS)
  // The member's other open pages turn buying, top-ups and conversion off.
  const until = await commitWithEvents(ctx, async (tx) => {
    // Under the wallet lock: a bet or top-up of the member waiting on it sees the exclusion.
    const member = await lockWallet(tx, actor.userId)
    const before = member.selfExcludedUntil
    const until = before && before > wanted ? before : wanted
    await tx.update(users).set({ selfExcludedUntil: until, updatedAt: now }).where(eq(users.id, actor.userId))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'SELF_EXCLUSION',
      targetType: 'user',
      targetId: actor.userId,
      before: { selfExcludedUntil: before?.toISOString() ?? null },
      after: { selfExcludedUntil: until.toISOString(), requested: input },
      ip: ctx.ip,
    })
    return { answer: until, events: [profileUpdated(await profileOf(tx, actor.userId))] }
  })
  return { selfExcludedUntil: until.toISOString(), permanent: isPermanentExclusion(until) }
}
