import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import type { PlacedBet } from '@pb/core/betting/bet-batch'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { bets, type Database, type Db } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { inArray } from 'drizzle-orm'
import { createSeededDb, fundedMember, gameDeps, ledgerMismatches, walletOf } from './support'

/**
 * The connection fails while COMMIT is on its way (a dropped network, a failover). The database
 * under test is real; only the answer to the commit is lost, as a driver reports it.
 */
const connectionClosed = () =>
  Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' })

/**
 * The database whose second transaction fails as a lost connection would: after its COMMIT (the
 * database committed, the client never heard) or instead of it (the database rolled back).
 */
function losingAnswers(db: Db, when: 'after commit' | 'before commit', thenUnreachable = false): Db {
  let transactions = 0
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute' && thenUnreachable && transactions >= 2) {
        return async () => {
          throw connectionClosed()
        }
      }
      if (property !== 'transaction') return Reflect.get(target, property, receiver)
      return async (run: (tx: unknown) => Promise<unknown>) => {
        if (++transactions !== 2) return target.transaction(run as never)
        if (when === 'before commit') {
          return target.transaction(async (tx) => {
            await run(tx)
            throw connectionClosed()
          })
        }
        await target.transaction(run as never)
        throw connectionClosed()
      }
    },
  })
}

const round = roundOfDay('2026-11-23', 120)
const openAt = new Date(drawAt(round).getTime() - 200_000)
let database: Database
const members: Actor[] = []

beforeAll(async () => {
  database = await createSeededDb()
  for (let n = 0; n < 9; n++) members.push(await fundedMember(database, 100_000))
}, 60_000)
afterAll(() => database.close())

/**
 * Sent at once: the first purchase goes alone, and the others gather meanwhile into the second
 * batch, whose transaction is the one that fails.
 */
async function placeTogether(db: Db, actors: Actor[]) {
  const { deps } = await gameDeps(database, openAt)
  const body = { roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }
  // Without an Idempotency-Key: the server alone must keep a purchase from being placed twice.
  return Promise.allSettled(
    actors.map((actor) => placeBet(useCaseContext({ ...deps, db }, actor), placeBetInput.parse(body))),
  )
}

async function betsOf(actors: Actor[]) {
  return database.db
    .select({ purchaseNo: bets.purchaseNo, userId: bets.userId })
    .from(bets)
    .where(
      inArray(
        bets.userId,
        actors.map((actor) => actor.userId),
      ),
    )
}

async function expectPlacedOnce(actors: Actor[], answers: PromiseSettledResult<PlacedBet>[]) {
  expect(answers.map((answer) => answer.status)).toEqual(actors.map(() => 'fulfilled'))
  const placed = await betsOf(actors)
  const told = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.purchaseNo : ''))
  expect(placed.map((bet) => bet.purchaseNo).sort()).toEqual(told.sort())
  for (const actor of actors) expect((await walletOf(database, actor.loginId)).money).toBe(99_000)
  expect(await ledgerMismatches(database)).toEqual([])
}

describe(`a bet without an Idempotency-Key when the connection fails at COMMIT, on ${testDriver}`, () => {
  test('committed: the batch is not run again; each purchase stands once and its caller hears so', async () => {
    const actors = members.slice(0, 3)
    await expectPlacedOnce(actors, await placeTogether(losingAnswers(database.db, 'after commit'), actors))
  })

  test('rolled back: each purchase of the batch runs again alone and is placed once', async () => {
    const actors = members.slice(3, 6)
    await expectPlacedOnce(actors, await placeTogether(losingAnswers(database.db, 'before commit'), actors))
  })

  test('a purchase alone whose commit was answered by a failure is placed, not refused', async () => {
    const actor = members[6] as Actor
    const failingFirst = losingAnswers(database.db, 'after commit')
    // The failing transaction is the second one: a purchase of another member goes first, alone.
    await expectPlacedOnce(
      [actor],
      (await placeTogether(failingFirst, [members[0] as Actor, actor])).slice(1),
    )
  })

  test('a commit nobody can confirm is answered as unknown, never run again', async () => {
    const actors = members.slice(7, 9)
    const answers = await placeTogether(losingAnswers(database.db, 'after commit', true), actors)
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { code: 'BET_OUTCOME_UNKNOWN' } })
    expect(await betsOf(actors)).toHaveLength(2)
  })
})
