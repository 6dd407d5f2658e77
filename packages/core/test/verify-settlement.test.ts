import { afterAll, beforeAll, expect, test } from 'bun:test'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { drawRound } from '@pb/core/game/draw-round'
import { settleRound } from '@pb/core/game/settle-round'
import { localSalt } from '@pb/core/testing'
import { type Database, queryRows, rounds } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import { verifySettlement } from '../src/game/verify-settlement'
import { afterDraw, createSeededDb, fundedMember, gameDeps } from './support'

/**
 * The check behind VERIFICATION_COMPLETED (docs/game-rules.md §6.1): a settled round's payouts and
 * points against the ledger rows of its own purchases and of the round itself, whatever else the ledger
 * holds at that instant.
 */

let database: Database
const round = roundOfDay('2026-12-04', 120)
const otherRound = round + 1

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

async function settledRound(roundNo: number) {
  const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, roundNo))
  if (!row) throw new Error(`no round ${roundNo}`)
  return row
}

/** A ledger row at the round's settlement instant: points name a round, a payout a purchase. */
async function strayRow(userId: number, row: { ledger: 'point' | 'money'; refId: number }, at: Date) {
  const [table, type, refType] =
    row.ledger === 'point' ? ['point_ledger', 'POINT_EARN', 'round'] : ['money_ledger', 'BET_PAYOUT', 'bet']
  await database.db.execute(
    sql`insert into ${sql.raw(table)} (user_id, type, amount, balance_after, ref_type, ref_id, note, created_at)
      values (${userId}, ${type}, 7, 0, ${refType}, ${String(row.refId)}, 'test', ${at.toISOString()})`,
  )
}

test('a round verifies against its own purchases only, and a row it did not write fails it', async () => {
  const game = await gameDeps(database, new Date(drawAt(round).getTime() - 120_000))
  const member = await fundedMember(database, 100_000)
  const context = useCaseContext(game.deps, member)
  const buy = (roundNo: number, selectionCode: string) =>
    placeBet(context, placeBetInput.parse({ roundNo, items: [{ selectionCode, stake: 10_000 }] }))
  await buy(round, 'PB_ODD')
  await buy(round, 'PB_EVEN')

  const at = afterDraw(round)
  expect(await drawRound(game.deps, round, at, await localSalt(database.db, round))).toBe(true)
  expect(await settleRound(database, round, at)).toMatchObject({ settledBets: 2, verified: true })
  const settled = await settledRound(round)
  const verify = () => database.db.transaction((tx) => verifySettlement(tx, settled))
  expect(await verify()).toBe(true)

  // Rows at the same instant for another round, or a purchase of it, are not this round's.
  game.clock.set(new Date(drawAt(otherRound).getTime() - 120_000))
  await buy(otherRound, 'PB_ODD')
  const [other] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from bets where round_no = ${otherRound}`,
  )
  await strayRow(member.userId, { ledger: 'money', refId: Number(other?.id) }, at)
  await strayRow(member.userId, { ledger: 'point', refId: otherRound }, at)
  expect(await verify()).toBe(true)

  // Points for the round that the settlement did not write break the match.
  await strayRow(member.userId, { ledger: 'point', refId: round }, at)
  expect(await verify()).toBe(false)

  // So does a payout for one of a round's purchases.
  const at2 = afterDraw(otherRound)
  expect(await drawRound(game.deps, otherRound, at2, await localSalt(database.db, otherRound))).toBe(true)
  expect(await settleRound(database, otherRound, at2)).toMatchObject({ settledBets: 1, verified: true })
  const second = await settledRound(otherRound)
  await strayRow(member.userId, { ledger: 'money', refId: Number(other?.id) }, at2)
  expect(await database.db.transaction((tx) => verifySettlement(tx, second))).toBe(false)
})
