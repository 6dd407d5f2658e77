import { updateSettingsInput } from '@pb/contract/inputs/settings'
import { type ApprovalKind, rounds } from '@pb/db'
import { findSelection, oddsHundredthsOf } from '@pb/game'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { refusal } from '../errors'
import { assertHouseEdge, readEdgeState } from '../game/house-edge'
import { lockManualTarget, setManualResult } from '../game/manual-result'
import { updateOdds } from '../game/odds'
import { resettleRound, resultToSettle } from '../game/resettle-round'
import { lockUndrawnRound } from '../game/round-target'
import { manualResultInput, resettleInput, updateOddsInput, voidRoundInput } from '../game/schemas'
import { voidRound } from '../game/void-round'
import { updateSettings } from '../operator-settings'
import { commit } from '../unit-of-work'
import { accountKinds } from './account-kinds'
import type { KindRules } from './kind-rules'
import { moneyKinds } from './money-kinds'

const resettlePayload = resettleInput.omit({ idempotencyKey: true })

const rules = {
  MANUAL_RESULT: {
    input: manualResultInput,
    roundOf: (input) => input.roundNo,
    defaultReason: '운영자 수동 결과',
    check: (ctx, input) =>
      commit(ctx, async (tx) => void (await lockManualTarget(tx, input.roundNo, ctx.clock.now()))),
    apply: setManualResult,
  } satisfies KindRules<z.output<typeof manualResultInput>>,
  RESETTLE: {
    input: resettlePayload,
    roundOf: (input) => input.roundNo,
    defaultReason: '재정산',
    async check(ctx, input) {
      const [round] = await ctx.db.select().from(rounds).where(eq(rounds.roundNo, input.roundNo))
      if (!round) throw refusal('NOT_FOUND', 'roundNotFound')
      await resultToSettle(round, input.newResult)
    },
    apply: (ctx, input, approval) => resettleRound(ctx, input, approval),
  } satisfies KindRules<z.output<typeof resettlePayload>>,
  ROUND_VOID: {
    input: voidRoundInput,
    roundOf: (input) => input.roundNo,
    defaultReason: '회차 취소',
    check: (ctx, input) =>
      commit(ctx, async (tx) => void (await lockUndrawnRound(tx, input.roundNo, ctx.clock.now()))),
    apply: (ctx, input) => voidRound(ctx, input),
  } satisfies KindRules<z.output<typeof voidRoundInput>>,
  ODDS_UPDATE: {
    input: updateOddsInput,
    defaultReason: '배당률 변경',
    async check(ctx, input) {
      const selection = findSelection(input.selectionCode)
      if (!selection || selection.marketCode !== input.marketCode) {
        throw refusal('NOT_FOUND', 'selectionNotFound')
      }
      const state = await readEdgeState(ctx.db)
      assertHouseEdge({
        ...state,
        odds: new Map([...state.odds, [selection.code, oddsHundredthsOf(input.odds)]]),
      })
    },
    apply: (ctx, input) => updateOdds(ctx, input),
  } satisfies KindRules<z.output<typeof updateOddsInput>>,
  SETTINGS_UPDATE: {
    input: updateSettingsInput,
    defaultReason: '운영 설정 변경',
    async check(ctx, input) {
      if (input.minHouseEdge === undefined) return
      const state = await readEdgeState(ctx.db)
      assertHouseEdge({ ...state, minEdgeTenths: Math.round(input.minHouseEdge * 10) })
    },
    apply: (ctx, input) => updateSettings(ctx, input),
  } satisfies KindRules<z.output<typeof updateSettingsInput>>,
  ...accountKinds,
  ...moneyKinds,
} satisfies Record<ApprovalKind, unknown>

/** The rules of a kind, for inputs the kind's schema has read. */
export const rulesOf = (kind: ApprovalKind) => rules[kind] as unknown as KindRules<unknown>
