import { adminRoleCodes } from '@pb/access'
import type { UpdateSettingsInput } from '@pb/contract/inputs/settings'
import type { Db } from '@pb/db'
import type { CapGroup } from '@pb/game'
import { revokeSessionsWithoutSecondFactor } from './auth/end-sessions'
import { requireAdmin } from './auth/permissions'
import type { UseCaseContext } from './context'
import type { GameEvent } from './events/types'
import { allowedPointRateTenths, assertHouseEdge, lockEdgeState, readEdgeState } from './game/house-edge'
import { readSetting, writeSetting } from './stored-settings'
import { commitWithEvents } from './unit-of-work'

async function readSettings(db: Db) {
  return {
    caps: await readSetting(db, 'caps'),
    pointConvertPasswordRequired: await readSetting(db, 'pointConvertPasswordRequired'),
    totpRequiredRoles: await readSetting(db, 'totpRequiredRoles'),
    minHouseEdge: await readSetting(db, 'minHouseEdge'),
    selfApproval: await readSetting(db, 'selfApproval'),
    grantApprovalAbove: await readSetting(db, 'grantApprovalAbove'),
    withdrawalApprovalAbove: await readSetting(db, 'withdrawalApprovalAbove'),
  }
}

/**
 * The operator settings an administrator sees (only SUPER proposes changes), with the highest point
 * rate a member may have now under the minimum house edge.
 */
export async function getSettings(ctx: UseCaseContext) {
  requireAdmin(ctx)
  const [settings, edge] = await Promise.all([readSettings(ctx.db), readEdgeState(ctx.db, ctx.clock.now())])
  return { ...settings, highestPointRate: Math.max(0, allowedPointRateTenths(edge)) / 10 }
}

/**
 * Changes the given settings in one transaction, each audited with its old and new value. Roles that
 * now require the second factor lose their sessions that signed in without one (the caller's too).
 */
export async function updateSettings(ctx: UseCaseContext, input: UpdateSettingsInput) {
  const actor = requireAdmin(ctx)
  const ip = ctx.ip
  await commitWithEvents(ctx, async (tx) => {
    let unverifiedSessions: GameEvent[] = []
    if (input.caps) {
      const caps = { ...(await readSetting(tx, 'caps')) }
      for (const [group, amount] of Object.entries(input.caps)) {
        if (amount !== undefined) caps[group as CapGroup | 'TOTAL'] = amount
      }
      await writeSetting(tx, actor.userId, 'caps', caps, ip)
    }
    if (input.pointConvertPasswordRequired !== undefined) {
      await writeSetting(
        tx,
        actor.userId,
        'pointConvertPasswordRequired',
        input.pointConvertPasswordRequired,
        ip,
      )
    }
    if (input.totpRequiredRoles) {
      // Stored in rank order without repeats, so the audit shows a real change only.
      const roles = adminRoleCodes.filter((role) => input.totpRequiredRoles?.includes(role))
      await writeSetting(tx, actor.userId, 'totpRequiredRoles', roles, ip)
      unverifiedSessions = await revokeSessionsWithoutSecondFactor(tx, roles, ctx.clock.now())
    }
    if (input.minHouseEdge !== undefined) {
      const state = await lockEdgeState(tx, ctx.clock.now())
      assertHouseEdge({ ...state, minEdgeTenths: Math.round(input.minHouseEdge * 10) })
      await writeSetting(tx, actor.userId, 'minHouseEdge', input.minHouseEdge, ip)
    }
    if (input.selfApproval !== undefined) {
      await writeSetting(tx, actor.userId, 'selfApproval', input.selfApproval, ip)
    }
    for (const key of ['grantApprovalAbove', 'withdrawalApprovalAbove'] as const) {
      const limit = input[key]
      if (limit !== undefined) await writeSetting(tx, actor.userId, key, limit, ip)
    }
    return { answer: undefined, events: unverifiedSessions }
  })
  return readSettings(ctx.db)
}
