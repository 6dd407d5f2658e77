import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import {
  adjustPointsInput,
  pointConvertInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import type { Actor } from '@pb/core/auth/actor'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { useCaseContext } from '@pb/core/context'
import { cashRequests, type Database, moneyLedger, queryRows } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { and, eq, sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  createSeededDb,
  fundedMember,
  granting,
  ledgerMismatches,
  quietDeps,
  walletOf,
} from './support'

let database: Database
let admins: Actor[]
const round = roundOfDay('2026-11-27', 40)
const openAt = new Date(drawAt(round).getTime() - 150_000)
const deps = () => quietDeps(database, openAt)

beforeAll(async () => {
  database = await createSeededDb()
  admins = [
    await actorOf(database, 'admin', ADMIN_PASSWORD),
    await actorOf(database, 'hq1'),
    await actorOf(database, 'agency1'),
    await actorOf(database, 'shop1'),
  ]
}, 60_000)
afterAll(() => database.close())
afterEach(async () => {
  expect(await ledgerMismatches(database)).toEqual([])
})

const codesOf = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as { code?: string }).code)
const fulfilled = <T>(outcomes: PromiseSettledResult<T>[]) =>
  outcomes.filter((o): o is PromiseFulfilledResult<T> => o.status === 'fulfilled').map((o) => o.value)

async function heldOf(userId: number) {
  const [row] = await queryRows<{ held: string }>(
    database.db,
    sql`select held from wallets where user_id = ${userId}`,
  )
  return Number(row?.held)
}

describe(`concurrent cashier on ${testDriver}`, () => {
  test('a withdrawal and a bet racing for the same money: exactly one of them gets it', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => fundedMember(database, 10_000)))
    const races = await Promise.all(
      members.map((member) =>
        Promise.allSettled([
          requestWithdrawal(useCaseContext(deps(), member), withdrawalInput.parse({ amount: 10_000 })),
          placeBet(
            useCaseContext(deps(), member),
            placeBetInput.parse({
              roundNo: round,
              items: [{ selectionCode: 'PB_ODD', stake: 10_000 }],
            }),
          ),
        ]),
      ),
    )
    for (const [i, outcomes] of races.entries()) {
      const member = members[i] as Actor
      expect(codesOf(outcomes)).toEqual(['INSUFFICIENT_BALANCE'])
      expect((await walletOf(database, member.loginId)).money).toBe(0)
      expect(await heldOf(member.userId)).toBe(outcomes[0]?.status === 'fulfilled' ? 10_000 : 0)
    }
  }, 60_000)

  test('20 parallel approvals of one top-up credit it once', async () => {
    const member = await fundedMember(database, 0)
    const request = await requestTopup(useCaseContext(deps(), member), topupInput.parse({ amount: 30_000 }))
    const body = requestStatusInput.parse({ type: 'topup', id: request.id, action: 'approve' })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        setRequestStatus(
          granting(useCaseContext(deps(), admins[i % admins.length] as Actor), 'cashier.decide'),
          body,
        ),
      ),
    )
    expect(fulfilled(outcomes)).toHaveLength(1)
    expect(new Set(codesOf(outcomes))).toEqual(new Set(['REQUEST_ALREADY_PROCESSED']))
    expect((await walletOf(database, member.loginId)).money).toBe(30_000)
    const credits = await database.db
      .select()
      .from(moneyLedger)
      .where(and(eq(moneyLedger.userId, member.userId), eq(moneyLedger.type, 'TOPUP')))
    expect(credits).toHaveLength(1)
  }, 60_000)

  test('approvals and rejections of one withdrawal at once: exactly one decision stands', async () => {
    const member = await fundedMember(database, 50_000)
    const request = await requestWithdrawal(
      useCaseContext(deps(), member),
      withdrawalInput.parse({ amount: 50_000 }),
    )
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        setRequestStatus(
          granting(useCaseContext(deps(), admins[i % admins.length] as Actor), 'cashier.decide'),
          requestStatusInput.parse(
            i % 2 === 0
              ? { type: 'withdrawal', id: request.id, action: 'approve' }
              : { type: 'withdrawal', id: request.id, action: 'reject', reason: '중복' },
          ),
        ),
      ),
    )
    const [winner, ...others] = fulfilled(outcomes)
    expect(others).toHaveLength(0)
    expect(new Set(codesOf(outcomes))).toEqual(new Set(['REQUEST_ALREADY_PROCESSED']))
    const [stored] = await database.db.select().from(cashRequests).where(eq(cashRequests.id, request.id))
    expect(winner).toBeDefined()
    expect(stored?.status).toBe(winner?.statusCode)
    expect((await walletOf(database, member.loginId)).money).toBe(
      winner?.statusCode === 'REJECTED' ? 50_000 : 0,
    )
    expect(await heldOf(member.userId)).toBe(0)
  }, 60_000)

  test('20 parallel conversions of the same points convert them once', async () => {
    const member = await fundedMember(database, 0)
    await adjustPoints(
      granting(useCaseContext(deps(), admins[0] as Actor), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 5_000 }),
    )
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        convertPoints(useCaseContext(deps(), member), pointConvertInput.parse({ pointAmount: 5_000 })),
      ),
    )
    expect(fulfilled(outcomes)).toHaveLength(1)
    expect(new Set(codesOf(outcomes))).toEqual(new Set(['INSUFFICIENT_POINTS']))
    expect(await walletOf(database, member.loginId)).toMatchObject({ money: 5_000, points: 0 })

    await adjustPoints(
      granting(useCaseContext(deps(), admins[0] as Actor), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 5_000 }),
    )
    const parts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        convertPoints(useCaseContext(deps(), member), pointConvertInput.parse({ pointAmount: 1_000 })),
      ),
    )
    expect(fulfilled(parts)).toHaveLength(5)
    expect(await walletOf(database, member.loginId)).toMatchObject({ money: 10_000, points: 0 })
  }, 60_000)

  test('20 parallel withdrawals with one Idempotency-Key hold once and answer alike', async () => {
    const member = await fundedMember(database, 100_000)
    const body = withdrawalInput.parse({ amount: 40_000, idempotencyKey: 'same-key' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(useCaseContext(deps(), member), body)),
    )
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
    expect((await walletOf(database, member.loginId)).money).toBe(60_000)
    expect(await heldOf(member.userId)).toBe(40_000)
  }, 60_000)
})
