import { adminRoleCodes } from '@pb/access'
import { decimalInput } from '@pb/contract/inputs/fields'
import type { Db } from '@pb/db'
import { type CapGroup, capGroups } from '@pb/game'
import { z } from 'zod'
import { revokeSessionsWithoutSecondFactor } from './auth/end-sessions'
import { requireAdmin } from './auth/permissions'
import type { UseCaseContext } from './context'
import type { GameEvent } from './events/types'
import { allowedPointRateTenths, assertHouseEdge, lockEdgeState, readEdgeState } from './game/house-edge'
import { readSetting, writeSetting } from './stored-settings'
import { commitWithEvents } from './unit-of-work'

const capAmount = z
  .number({ error: '한도는 숫자여야 합니다.' })
  .int('한도는 원 단위 정수입니다.')
  .min(1, '한도는 1원 이상이어야 합니다.')
  .max(10_000_000_000, '한도가 너무 큽니다.')

/** A four-eyes limit for money decisions (won), or null for none (docs/money.md §11). */
const approvalLimit = z
  .number({ error: '금액은 숫자여야 합니다.' })
  .int('금액은 원 단위 정수입니다.')
  .min(0, '금액은 0원 이상이어야 합니다.')
  .max(1_000_000_000, '금액이 너무 큽니다.')
  .nullable()

const capsShape = Object.fromEntries(
  [...capGroups, 'TOTAL' as const].map((group) => [group, capAmount.optional()]),
) as Record<CapGroup | 'TOTAL', z.ZodOptional<typeof capAmount>>

export const updateSettingsInput = z
  .object({
    caps: z.strictObject(capsShape, { error: '알 수 없는 한도 그룹입니다.' }).optional(),
    pointConvertPasswordRequired: z.boolean({ error: '참 또는 거짓이어야 합니다.' }).optional(),
    totpRequiredRoles: z
      .array(z.enum(adminRoleCodes, { error: '관리자 등급이 아닙니다.' }))
      .max(adminRoleCodes.length)
      .optional(),
    /** Percent, in steps of 0.1. */
    minHouseEdge: decimalInput('최소 하우스 엣지는 숫자여야 합니다.')
      .pipe(
        z
          .number()
          .min(0, '최소 하우스 엣지는 0에서 50 사이여야 합니다.')
          .max(50, '최소 하우스 엣지는 0에서 50 사이여야 합니다.')
          .refine(
            (edge) => Math.abs(edge * 10 - Math.round(edge * 10)) < 1e-9,
            '최소 하우스 엣지는 0.1 단위입니다.',
          ),
      )
      .optional(),
    selfApproval: z.boolean({ error: '참 또는 거짓이어야 합니다.' }).optional(),
    grantApprovalAbove: approvalLimit.optional(),
    withdrawalApprovalAbove: approvalLimit.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: '변경할 설정을 입력해주세요.',
  })

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
export async function updateSettings(ctx: UseCaseContext, input: z.infer<typeof updateSettingsInput>) {
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
