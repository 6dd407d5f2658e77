import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { setLimitInput } from '@pb/contract/inputs/responsible-play'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { setLimit } from '@pb/core/responsible-play/limits'
import { type Database, queryRows } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { sql } from 'drizzle-orm'
import { createSeededDb, fundedMember, gameDeps, ledgerMismatches, walletOf } from './support'

let database: Database
const round = roundOfDay('2026-11-23', 60)
const openAt = new Date(drawAt(round).getTime() - 150_000)

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

const bet = (selectionCode: string, stake: number, idempotencyKey?: string) =>
  placeBetInput.parse({ roundNo: round, items: [{ selectionCode, stake }], idempotencyKey })

describe(`group commit of bets on ${testDriver}`, () => {
  test('many members betting at once: each purchase is decided as if alone, in arrival order', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => fundedMember(database, 30_000)))
    const { deps, events } = await gameDeps(database, openAt)
    // Four bets of 10,000 each against 30,000: the fourth of every member is refused, whatever the batch.
    const outcomes = await Promise.allSettled(
      [0, 1, 2, 3].flatMap(() =>
        members.map((member) => placeBet(useCaseContext(deps, member), bet('PB_ODD', 10_000))),
      ),
    )
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(24)
    const refused = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as { code: string }).code] : [],
    )
    expect(refused).toEqual(Array(8).fill('INSUFFICIENT_BALANCE'))
    for (const member of members) {
      expect((await walletOf(database, member.loginId)).money).toBe(0)
      // The ledger walks down in purchase order, and each bet records the balance before and after it.
      const rows = await queryRows<{ balance_after: string; money_before: string; money_after: string }>(
        database.db,
        sql`select l.balance_after, b.money_before, b.money_after from money_ledger l
          join bets b on b.id::text = l.ref_id
          where l.user_id = ${member.userId} and l.type = 'BET_STAKE' order by l.id`,
      )
      expect(rows.map((row) => Number(row.balance_after))).toEqual([20_000, 10_000, 0])
      expect(rows.map((row) => [Number(row.money_before), Number(row.money_after)])).toEqual([
        [30_000, 20_000],
        [20_000, 10_000],
        [10_000, 0],
      ])
    }
    // Every member hears their final balance.
    const heard = events.flatMap((e) => (e.type === 'BALANCE_UPDATED' ? [e.userId] : []))
    expect(new Set(heard)).toEqual(new Set(members.map((m) => m.userId)))
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)

  test('one key sent twice at once places one bet and answers both with it', async () => {
    const member = await fundedMember(database, 50_000)
    const { deps } = await gameDeps(database, openAt)
    const ctx = useCaseContext(deps, member)
    const [first, second, other] = await Promise.all([
      placeBet(ctx, bet('PB_EVEN', 5_000, 'twin')),
      placeBet(ctx, bet('PB_EVEN', 5_000, 'twin')),
      placeBet(ctx, bet('PB_EVEN', 5_000, 'other')),
    ])
    expect(second).toEqual(first)
    expect(other.purchaseNo).not.toBe(first.purchaseNo)
    expect((await walletOf(database, member.loginId)).money).toBe(40_000)
    const [keys] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from idempotency_keys where user_id = ${member.userId}`,
    )
    expect(Number(keys?.n)).toBe(2)
  }, 60_000)

  test('a refused purchase in a batch leaves its key free and the others placed', async () => {
    const rich = await fundedMember(database, 100_000)
    const poor = await fundedMember(database, 1_000)
    const { deps } = await gameDeps(database, openAt)
    const outcomes = await Promise.allSettled([
      placeBet(useCaseContext(deps, rich), bet('NB_ODD', 10_000, 'a')),
      placeBet(useCaseContext(deps, poor), bet('NB_ODD', 10_000, 'b')),
      placeBet(useCaseContext(deps, rich), bet('NB_EVEN', 10_000, 'c')),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const [keys] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from idempotency_keys where user_id = ${poor.userId}`,
    )
    expect(Number(keys?.n)).toBe(0)
    expect((await walletOf(database, poor.loginId)).money).toBe(1_000)
    expect((await walletOf(database, rich.loginId)).money).toBe(80_000)
  }, 60_000)

  test("a member's own stake limit holds across the purchases of one batch", async () => {
    const member = await fundedMember(database, 100_000)
    const { deps } = await gameDeps(database, openAt)
    const ctx = useCaseContext(deps, member)
    await setLimit(ctx, setLimitInput.parse({ type: 'STAKE', period: 'DAY', amount: 55_000 }))
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => placeBet(ctx, bet('NB_EVEN', 10_000))),
    )
    // Five fit 55,000 whether they arrive alone or share a batch; the sixth would pass the limit.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5)
    const refused = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as { code: string }).code] : [],
    )
    expect(refused).toEqual(['LIMIT_SELF'])
    expect((await walletOf(database, member.loginId)).money).toBe(50_000)
  }, 60_000)
})
