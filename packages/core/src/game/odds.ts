import { type Executor, odds } from '@pb/db'
import { findSelection, markets } from '@pb/game'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import { DomainError } from '../errors'

/** Current odds in hundredths for every selection: the administrator's value, else the default. */
export async function currentOdds(executor: Executor): Promise<Map<string, number>> {
  const rows = await executor.select({ code: odds.selectionCode, value: odds.oddsHundredths }).from(odds)
  const overrides = new Map(rows.map((row) => [row.code, row.value]))
  return new Map(
    markets.flatMap((m) => m.selections.map((s) => [s.code, overrides.get(s.code) ?? s.defaultOdds])),
  )
}

/** The odds board: markets with their selections, labels and odds (as 1.93, not 193). */
export async function listOdds(executor: Executor) {
  const current = await currentOdds(executor)
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
        oddsValue: (current.get(s.code) ?? s.defaultOdds) / 100,
        defaultOdds: s.defaultOdds / 100,
        capGroup: s.capGroup,
      })),
    })),
  }
}

/** Sets one selection's odds (at least 1.01, in steps of 0.01), audited. */
export async function updateOdds(
  { db, bus }: Pick<CoreDeps, 'db' | 'bus'>,
  actor: Actor,
  input: { marketCode: string; selectionCode: string; odds: number },
  ip = '',
) {
  const selection = findSelection(input.selectionCode)
  if (!selection || selection.marketCode !== input.marketCode) {
    throw new DomainError('NOT_FOUND', '해당 마켓의 선택 항목을 찾을 수 없습니다.')
  }
  const hundredths = Math.round(input.odds * 100)
  const updated = await db.transaction(async (tx) => {
    const before = (await currentOdds(tx)).get(selection.code)
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
      before: { odds: (before ?? selection.defaultOdds) / 100 },
      after: { odds: hundredths / 100 },
      ip,
    })
    return { marketCode: selection.marketCode, selectionCode: selection.code, oddsValue: hundredths / 100 }
  })
  await bus.publish([
    { type: 'ODDS_UPDATED', selectionCode: updated.selectionCode, oddsValue: updated.oddsValue },
  ])
  return updated
}
