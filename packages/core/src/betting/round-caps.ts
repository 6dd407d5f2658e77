import { memberRoundStakes } from '@pb/db'
import { type CapGroup, capGroups, clockAt } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { readSetting } from '../stored-settings'
import type { RoundCapsInput } from './schemas'

export interface RoundCaps {
  roundNo: number
  groups: { group: CapGroup; cap: number; staked: number }[]
  total: { cap: number; staked: number }
}

/**
 * The operator's current caps per cap group and in total, beside what the calling member has
 * already staked on the round (non-void items), so the game page can warn before a purchase that
 * the server would refuse with LIMIT_EXCEEDED. The round defaults to the one open now.
 */
export async function roundCaps(ctx: UseCaseContext, input: RoundCapsInput): Promise<RoundCaps> {
  const actor = requireMember(ctx)
  const roundNo = input.roundNo ?? clockAt(ctx.clock.now()).round
  const [caps, staked] = await Promise.all([
    readSetting(ctx.db, 'caps'),
    ctx.db
      .select({ capGroup: memberRoundStakes.capGroup, staked: memberRoundStakes.staked })
      .from(memberRoundStakes)
      .where(and(eq(memberRoundStakes.userId, actor.userId), eq(memberRoundStakes.roundNo, roundNo))),
  ])
  const stakedOf = new Map(staked.map((row) => [row.capGroup, Number(row.staked)]))
  const groups = capGroups.map((group) => ({ group, cap: caps[group], staked: stakedOf.get(group) ?? 0 }))
  return {
    roundNo,
    groups,
    total: { cap: caps.TOTAL, staked: groups.reduce((sum, group) => sum + group.staked, 0) },
  }
}
