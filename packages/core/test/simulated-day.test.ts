import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { fairnessOf } from '@pb/core/game/fairness'
import { type Database, queryRows } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import {
  bettingWindow,
  drawAt,
  drawFromSeed,
  outcomeOf,
  payoutOf,
  roundOfDay,
  selections,
  verifySeed,
  winningSelections,
} from '@pb/game'
import { sql } from 'drizzle-orm'
import { createSeededDb, fundedMember, gameDeps, ledgerMismatches } from './support'

const DAY = '2026-12-31'
const MEMBERS = 6

let database: Database
let members: Actor[]
beforeAll(async () => {
  database = await createSeededDb()
  members = []
  for (let i = 0; i < MEMBERS; i++) members.push(await fundedMember(database, 5_000_000))
}, 60_000)
afterAll(() => database.close())

/** A small seeded PRNG so a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

test(`a simulated day of 288 rounds on ${testDriver}: balances equal ledgers and the house result is recomputed from the seeds`, async () => {
  const random = mulberry32(20261231)
  const first = roundOfDay(DAY, 1)
  const game = await gameDeps(database, new Date(bettingWindow(first).opensAt.getTime() + 1_000))
  const engine = createRoundEngine({
    database,
    bus: game.bus,
    clock: game.clock,
    beacon: await createLocalSource(database.db, game.clock),
    onError: (e) => {
      throw e
    },
  })
  let placed = 0
  for (let k = 1; k <= 288; k++) {
    const round = first + k - 1
    game.clock.set(new Date(bettingWindow(round).opensAt.getTime() + 5_000))
    for (const member of members) {
      if (random() < 0.3) continue
      const selection = selections[Math.floor(random() * selections.length)]
      const stake = 1_000 * (1 + Math.floor(random() * 20))
      await placeBet(
        useCaseContext(game.deps, member),
        placeBetInput.parse({
          roundNo: round,
          items: [{ selectionCode: selection?.code, stake: stake }],
        }),
      )
      placed++
    }
    game.clock.set(new Date(drawAt(round).getTime() + 1_000))
    await engine.tick()
  }
  await engine.stop()
  expect(placed).toBeGreaterThan(288 * MEMBERS * 0.6)

  expect(await ledgerMismatches(database)).toEqual([])
  const [unsettled] = await queryRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from bets where status = 'PLACED'`,
  )
  expect(Number(unsettled?.n)).toBe(0)

  // Independently: every revealed seed verifies against the anchor, and re-drawing from it gives the stored result.
  const fairness = await fairnessOf(useCaseContext(game.deps, null), { date: DAY })
  expect(fairness.rounds).toHaveLength(288)
  const winnersByRound = new Map<number, Set<string>>()
  for (const row of fairness.rounds) {
    expect(await verifySeed(row.seed ?? '', row.todayRound, fairness.anchor ?? '')).toBe(true)
    expect(row.drawVersion).toBe(2)
    const drawn = await drawFromSeed(row.seed ?? '', row.round, row.beacon?.randomness ?? 'missing')
    expect(drawn.drawOrder).toEqual(row.drawOrder)
    winnersByRound.set(row.round, new Set(winningSelections(outcomeOf(drawn.drawOrder, drawn.powerball))))
  }
  const items = await queryRows<{
    round_no: number
    selection_code: string
    stake: string
    odds_taken: number
    payout: string
  }>(database.db, sql`select round_no, selection_code, stake, odds_taken, payout from bet_items`)
  let stakes = 0
  let payouts = 0
  for (const item of items) {
    const expected = winnersByRound.get(item.round_no)?.has(item.selection_code)
      ? payoutOf(Number(item.stake), item.odds_taken)
      : 0
    expect(Number(item.payout)).toBe(expected)
    stakes += Number(item.stake)
    payouts += expected
  }
  const [ledger] = await queryRows<{ staked: string; paid: string }>(
    database.db,
    sql`select -sum(amount) filter (where type = 'BET_STAKE') as staked, sum(amount) filter (where type = 'BET_PAYOUT') as paid from money_ledger`,
  )
  expect(Number(ledger?.staked)).toBe(stakes)
  expect(Number(ledger?.paid ?? 0)).toBe(payouts)
  const [wallets] = await queryRows<{ total: string }>(
    database.db,
    sql`select sum(money) as total from wallets`,
  )
  const [credited] = await queryRows<{ total: string }>(
    database.db,
    sql`select sum(amount) as total from money_ledger where type = 'ADJUST_CREDIT'`,
  )
  expect(Number(credited?.total) - Number(wallets?.total)).toBe(stakes - payouts)
}, 180_000)
