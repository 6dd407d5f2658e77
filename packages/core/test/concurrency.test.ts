import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { drawRound } from '@pb/core/game/draw-round'
import { settleRound } from '@pb/core/game/settle-round'
import { localSalt } from '@pb/core/testing'
import { type Database, queryRows } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { sql } from 'drizzle-orm'
import { createSeededDb, fundedMember, gameDeps, ledgerMismatches, walletOf } from './support'

let database: Database
const round = roundOfDay('2026-11-23', 50)
const openAt = new Date(drawAt(round).getTime() - 150_000)

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

const stakeOn = (selectionCode: string, stake: number) =>
  placeBetInput.parse({ roundNo: round, items: [{ selectionCode, stake }] })

describe(`concurrent money on ${testDriver}`, () => {
  test('50 parallel bets against a balance that covers 25: exactly 25 succeed, none overdraws', async () => {
    const member = await fundedMember(database, 250_000)
    const { deps } = await gameDeps(database, openAt)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => placeBet(useCaseContext(deps, member), stakeOn('PB_ODD', 10_000))),
    )
    const refused = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o.reason as { code?: string }).code)
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(25)
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_BALANCE']))
    const wallet = await walletOf(database, member.loginId)
    expect(wallet.money).toBe(0)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)

  test('parallel bets in one cap group never together pass the cap', async () => {
    const member = await fundedMember(database, 2_000_000)
    const { deps } = await gameDeps(database, openAt)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeBet(useCaseContext(deps, member), stakeOn('BIG', 10_000))),
    )
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(15)
    const [staked] = await queryRows<{ sum: string }>(
      database.db,
      sql`select sum(stake) as sum from bet_items where user_id = ${member.userId} and cap_group = 'SIZE'`,
    )
    expect(Number(staked?.sum)).toBe(150_000)
    expect((await walletOf(database, member.loginId)).money).toBe(2_000_000 - 150_000)
  }, 60_000)

  test('two engines settling the same round at once pay it once', async () => {
    const member = await fundedMember(database, 100_000)
    const { deps } = await gameDeps(database, openAt)
    for (const code of ['PB_ODD', 'PB_EVEN', 'NB_ODD', 'NB_EVEN'])
      await placeBet(useCaseContext(deps, member), stakeOn(code, 10_000))
    const after = new Date(drawAt(round).getTime() + 1_000)
    const salt = await localSalt(database.db, round)
    const draws = await Promise.all([
      drawRound(deps, round, after, salt),
      drawRound(deps, round, after, salt),
    ])
    expect(draws.filter(Boolean)).toHaveLength(1)
    const settled = await Promise.all([
      settleRound(database, round, after),
      settleRound(database, round, after),
    ])
    expect(settled.filter((s) => s !== null)).toHaveLength(1)
    const [payouts] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from money_ledger where type = 'BET_PAYOUT' and user_id = ${member.userId}`,
    )
    // Of odd/even on the powerball and on the sum, exactly one each wins.
    expect(Number(payouts?.n)).toBe(2)
    expect((await walletOf(database, member.loginId)).money).toBe(100_000 - 40_000 + 2 * 19_300)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)
})
