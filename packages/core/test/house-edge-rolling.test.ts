import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { commissionInput } from '@pb/contract/inputs/branches'
import { createMemberInput, updateMemberInput } from '@pb/contract/inputs/members'
import { updateSettingsInput } from '@pb/contract/inputs/settings'
import type { Actor } from '@pb/core/auth/actor'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { DomainError } from '@pb/core/errors'
import { updateOdds } from '@pb/core/game/odds'
import { getSettings, updateSettings } from '@pb/core/operator-settings'
import { setCommission } from '@pb/core/orgs/commission-rates'
import { seedDatabase } from '@pb/core/seed'
import { createMember } from '@pb/core/users/create-member'
import { updateMember } from '@pb/core/users/update-member'
import type { Database } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { ADMIN_PASSWORD, actorOf, granting, silentBus } from './support'

/*
 * docs/game-rules.md §4: rolling commission is paid on every settled stake like points, so it counts
 * towards the minimum house edge. The reported break: default odds, a member at 2.5 % in points and
 * HQ on 2 % rolling; betting both sides the member loses 2,000 a round and HQ earns 4,000.
 */

const DAY_MS = 86_400_000
const clock = createManualClock(new Date())
let database: Database
let admin: Actor
let hqOrgId = 0
let memberId = 0
/** An administrator created at the default 2.5 %, before any rolling. */
let agencyHeadId = 0

const as = (actor: Actor) => useCaseContext({ db: database.db, bus: silentBus(database), clock }, actor)
const account = (loginId: string, extra: Record<string, unknown>) =>
  createMemberInput.parse({
    loginId,
    password: 'pass1234',
    bankName: '은행',
    accountNumber: '1',
    accountHolder: loginId,
    ...extra,
  })
const setRolling = (rollingRate: number) =>
  setCommission(
    granting(as(admin), 'orgs.manage'),
    commissionInput.parse({ id: hqOrgId, rollingRate, losingRate: 30 }),
  )
const setPointRate = (id: number, pointRate: number) =>
  updateMember(granting(as(admin), 'members.manage'), updateMemberInput.parse({ id, pointRate }))

/** The refusal's code, message and details; fails the test when the call went through. */
async function refusalOf(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, ...error.details }
    throw error
  }
  throw new Error('expected a refusal, the call went through')
}

beforeAll(async () => {
  database = await createTestDb()
  await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD, now: clock.now() })
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD, 'admin')
  const hq = await createMember(granting(as(admin), 'members.manage'), account('edgehq', { roleCode: 'HQ' }))
  hqOrgId = hq.orgId
  const hqHead = await actorOf(database, 'edgehq', 'pass1234', 'admin')
  memberId = (await createMember(granting(as(hqHead), 'members.manage'), account('edgemember', {}))).id
  agencyHeadId = (
    await createMember(granting(as(hqHead), 'members.manage'), account('edgeagency', { roleCode: 'AGENCY' }))
  ).id
}, 60_000)
afterAll(() => database.close())

describe(`rolling commission counts towards the house edge, on ${testDriver}`, () => {
  test('members at 2.5 % in points leave no room: HQ asked for 2 % rolling is refused, naming the highest allowed', async () => {
    const refused = await refusalOf(setRolling(2))
    expect(refused).toMatchObject({
      code: 'HOUSE_EDGE',
      reason: 'rollingRateCapped',
      highestRollingRate: 0,
      minHouseEdge: 1,
      memberPointRate: 2.5,
    })
    expect(refused.message).toBe(
      '롤링 요율은 0%까지 설정할 수 있습니다. (최소 하우스 엣지 1%, 회원 최고 포인트 적립률 2.5%)',
    )
    // A plan without rolling adds nothing to the stake's cost.
    expect(await setRolling(0)).toMatchObject({ rollingRate: 0, losingRate: 30 })
  })

  test('with the members at 0.5 %, HQ may have 2 %; then no point rate, odds or minimum edge may pass the edge', async () => {
    await setPointRate(memberId, 0.5)
    expect((await refusalOf(setRolling(2.1))).highestRollingRate).toBe(2)
    const tomorrow = new Date(clock.now().getTime() + 9 * 3_600_000 + DAY_MS).toISOString().slice(0, 10)
    expect(await setRolling(2)).toMatchObject({ rollingRate: 2, effectiveFrom: tomorrow })

    // The 2 % waits for tomorrow, and already counts.
    expect(await refusalOf(setPointRate(memberId, 0.6))).toMatchObject({
      code: 'HOUSE_EDGE',
      reason: 'pointRateCapped',
      highestPointRate: 0.5,
      rollingRateInForce: 2,
    })
    const newcomer = await createMember(
      granting(as(admin), 'members.manage'),
      account('edgenew', { orgId: hqOrgId }),
    )
    expect(newcomer.pointRate).toBe(0.5)
    expect((await getSettings(granting(as(admin), 'settings.view'))).highestPointRate).toBe(0.5)
    // 1.94 on an even chance returns 97 %; with 0.5 % in points and 2 % rolling, 99.5 %.
    expect(
      await refusalOf(
        updateOdds(granting(as(admin), 'odds.propose'), {
          marketCode: 'PB_ODD_EVEN',
          selectionCode: 'PB_ODD',
          odds: 1.94,
        }),
      ),
    ).toMatchObject({
      code: 'HOUSE_EDGE',
      reason: 'oddsAboveEdge',
      selectionCode: 'PB_ODD',
      limitPercent: 99,
    })
    expect(
      await refusalOf(
        updateSettings(
          granting(as(admin), 'settings.propose'),
          updateSettingsInput.parse({ minHouseEdge: 1.1 }),
        ),
      ),
    ).toMatchObject({ code: 'HOUSE_EDGE', reason: 'oddsAboveEdge', highestPointRate: 0.4 })
    // An administrator made a member brings their 2.5 % with them: refused as that rate would be.
    expect(
      await refusalOf(
        updateMember(
          granting(as(admin), 'members.manage'),
          updateMemberInput.parse({ id: agencyHeadId, roleCode: 'MEMBER' }),
        ),
      ),
    ).toMatchObject({ code: 'HOUSE_EDGE', reason: 'pointRateCapped', highestPointRate: 0.5 })
  })

  test('the rate in force today and the one scheduled both count; a cut counts from its day', async () => {
    clock.set(new Date(clock.now().getTime() + DAY_MS))
    await setRolling(1)
    // Today HQ still earns 2 %; from tomorrow 1 %.
    expect((await refusalOf(setPointRate(memberId, 1))).highestPointRate).toBe(0.5)
    clock.set(new Date(clock.now().getTime() + DAY_MS))
    expect((await setPointRate(memberId, 1.5)).pointRate).toBe(1.5)
    expect(await refusalOf(setRolling(1.1))).toMatchObject({
      reason: 'rollingRateCapped',
      highestRollingRate: 1,
    })
  })
})
