import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { adminOdds } from '@pb/core/game/admin-odds'
import { updateOdds } from '@pb/core/game/odds'
import { updateOddsInput } from '@pb/core/game/schemas'
import { moveWallet } from '@pb/core/ledger'
import { createMember } from '@pb/core/users/create-member'
import { auditLog, type Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, payoutOf, roundOfDay, selections, winProbability } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  granting,
  quietDeps,
} from './support'

let database: Database
let superAdmin: Actor
let shop: Actor
let member: Actor
let outsider: Actor
const round = roundOfDay('2026-11-25', 50)
const game = () => ({ deps: quietDeps(database, new Date(drawAt(round).getTime() - 150_000)) })
const bet = (actor: Actor, selectionCode: string, stake: number) =>
  placeBet(
    useCaseContext(game().deps, actor),
    placeBetInput.parse({ roundNo: round, items: [{ selectionCode, stake }] }),
  )

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  shop = await actorOf(database, 'shop1')
  member = await fundedMember(database, 1_000_000)
  // A member of the root org: outside the shop's subtree.
  const created = await createMember(
    granting(useCaseContext(game().deps, superAdmin), 'members.manage'),
    createMemberInput.parse({
      loginId: 'rootbettor',
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
      orgId: superAdmin.orgId,
    }),
  )
  await database.db.transaction((tx) =>
    moveWallet(tx, {
      userId: created.id,
      money: { amount: 500_000, type: 'ADJUST_CREDIT' },
      at: new Date(),
    }),
  )
  outsider = await actorOf(database, 'rootbettor', 'pass1234', 'member')
}, 60_000)
afterAll(() => database.close())

const selectionOf = (board: Awaited<ReturnType<typeof adminOdds>>, code: string) =>
  board.markets.flatMap((m) => m.selections).find((s) => s.selectionCode === code)

describe(`the odds screen on ${testDriver}`, () => {
  test('every selection with its RTP at the current odds', async () => {
    const board = await adminOdds(granting(useCaseContext(game().deps, shop), 'odds.view'))
    expect(board.roundNo).toBe(round)
    expect(board.markets.flatMap((m) => m.selections)).toHaveLength(45)
    for (const selection of selections) {
      const row = selectionOf(board, selection.code)
      expect(row?.oddsValue).toBe(selection.defaultOdds / 100)
      expect(row?.rtp).toBeCloseTo(winProbability(selection) * (selection.defaultOdds / 100), 12)
    }
    expect(selectionOf(board, 'PB_ODD')?.rtp).toBeCloseTo(0.965, 12)
  })

  test("the open round's stakes and payout-if-wins, within the administrator's subtree", async () => {
    await bet(member, 'PB_ODD', 10_000)
    await bet(member, 'PB_ODD', 3_333)
    await bet(member, 'BIG', 20_000)
    await bet(outsider, 'PB_ODD', 50_000)
    const shopView = await adminOdds(granting(useCaseContext(game().deps, shop), 'odds.view'))
    expect(selectionOf(shopView, 'PB_ODD')).toMatchObject({
      openStake: 13_333,
      openPayoutIfWins: payoutOf(10_000, 193) + payoutOf(3_333, 193),
    })
    expect(selectionOf(shopView, 'BIG')).toMatchObject({ openStake: 20_000, openPayoutIfWins: 56_400 })
    expect(selectionOf(shopView, 'PB_EVEN')).toMatchObject({ openStake: 0, openPayoutIfWins: 0 })
    const everyone = await adminOdds(granting(useCaseContext(game().deps, superAdmin), 'odds.view'))
    expect(selectionOf(everyone, 'PB_ODD')?.openStake).toBe(63_333)
  })

  test('a change of odds shows at once, with its RTP; below 1.01 is refused and only SUPER may change', async () => {
    await updateOdds(granting(useCaseContext(game().deps, superAdmin), 'odds.propose'), {
      marketCode: 'PB_ODD_EVEN',
      selectionCode: 'PB_EVEN',
      odds: 1.9,
    })
    const board = await adminOdds(granting(useCaseContext(game().deps, shop), 'odds.view'))
    expect(selectionOf(board, 'PB_EVEN')).toMatchObject({ oddsValue: 1.9 })
    expect(selectionOf(board, 'PB_EVEN')?.rtp).toBeCloseTo(0.95, 12)
    await expectDomainError(
      updateOdds(granting(useCaseContext(game().deps, shop), 'odds.propose'), {
        marketCode: 'PB_ODD_EVEN',
        selectionCode: 'PB_EVEN',
        odds: 2,
      }),
      'FORBIDDEN',
    )
    const below = { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_EVEN', odds: 1.0 }
    expect(updateOddsInput.safeParse(below).success).toBe(false)
    expect(updateOddsInput.safeParse({ ...below, odds: 1.005 }).success).toBe(false)
    expect(updateOddsInput.safeParse({ ...below, odds: 1.01 }).success).toBe(true)
  })

  test('a change is audited with the odds before and after, and every open page hears ODDS_UPDATED', async () => {
    const deps = await gameDeps(database, new Date(drawAt(round).getTime() - 150_000))
    await updateOdds(
      granting(useCaseContext(deps.deps, superAdmin, { ip: '10.1.2.3', userAgent: 'test' }), 'odds.propose'),
      {
        marketCode: 'NB_SIZE',
        selectionCode: 'MID',
        odds: 2.5,
      },
    )
    expect(deps.events).toEqual([{ type: 'ODDS_UPDATED', selectionCode: 'MID', oddsValue: 2.5 }])
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ODDS_UPDATE'), eq(auditLog.targetId, 'MID')))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actorId: superAdmin.userId,
      targetType: 'odds',
      before: { odds: 2.47 },
      after: { odds: 2.5 },
      ip: '10.1.2.3',
    })

    const refused = await gameDeps(database, new Date())
    await expectDomainError(
      updateOdds(granting(useCaseContext(refused.deps, shop), 'odds.propose'), {
        marketCode: 'NB_SIZE',
        selectionCode: 'MID',
        odds: 3,
      }),
      'FORBIDDEN',
    )
    await expectDomainError(
      updateOdds(granting(useCaseContext(refused.deps, superAdmin), 'odds.propose'), {
        marketCode: 'PB_ODD_EVEN',
        selectionCode: 'MID',
        odds: 3,
      }),
      'NOT_FOUND',
    )
    expect(refused.events).toEqual([])
    const board = await adminOdds(granting(useCaseContext(game().deps, shop), 'odds.view'))
    expect(selectionOf(board, 'MID')?.oddsValue).toBe(2.5)
  })
})
