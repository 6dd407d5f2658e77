import { odds } from '@pb/db'
import { findSelection, markets, oddsHundredthsOf, oddsValueOf } from '@pb/game'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { currentOdds } from './current-odds'
import { assertHouseEdge, lockEdgeState } from './house-edge'

/** The odds board: markets with their selections, labels and odds (as 1.93, not 193). */
export async function listOdds(ctx: UseCaseContext) {
  const current = await currentOdds(ctx.db)
  return {
    gameCode: 'powerball' as const,
    markets: markets.map((m) => ({
      marketCode: m.code,
      name: m.label.ko,
      nameEn: m.label.en,
      selections: m.selections.map((s) => ({
        selectionCode: s.code,
        name: s.label.ko,
        nameEn: s.label.en,
        oddsValue: oddsValueOf(current.get(s.code) ?? s.defaultOdds),
        defaultOdds: oddsValueOf(s.defaultOdds),
        capGroup: s.capGroup,
      })),
    })),
  }
}

/** Sets one selection's odds (at least 1.01, in steps of 0.01), audited. */
export async function updateOdds(
  ctx: UseCaseContext,
  input: { marketCode: string; selectionCode: string; odds: number },
) {
  const actor = requireAdmin(ctx)
  const selection = findSelection(input.selectionCode)
  if (!selection || selection.marketCode !== input.marketCode) {
    throw refusal('NOT_FOUND', 'selectionNotFound')
  }
  const hundredths = oddsHundredthsOf(input.odds)
  return commitWithEvents(ctx, async (tx) => {
    const state = await lockEdgeState(tx, ctx.clock.now())
    assertHouseEdge({ ...state, odds: new Map([...state.odds, [selection.code, hundredths]]) })
    const before = state.odds.get(selection.code)
    await tx
      .insert(odds)
      .values({
        selectionCode: selection.code,
        marketCode: selection.marketCode,
        oddsHundredths: hundredths,
        updatedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: odds.selectionCode,
        set: { oddsHundredths: hundredths, updatedBy: actor.userId, updatedAt: new Date() },
      })
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ODDS_UPDATE',
      targetType: 'odds',
      targetId: selection.code,
      before: { odds: oddsValueOf(before ?? selection.defaultOdds) },
      after: { odds: oddsValueOf(hundredths) },
      ip: ctx.ip,
    })
    const oddsValue = oddsValueOf(hundredths)
    return {
      answer: { marketCode: selection.marketCode, selectionCode: selection.code, oddsValue },
      events: [{ type: 'ODDS_UPDATED', selectionCode: selection.code, oddsValue }],
    }
  })
}
