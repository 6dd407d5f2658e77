import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { adjustPointsInput, pointConvertInput } from '@pb/contract/inputs/cashier'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { login } from '@pb/core/auth/login'
import { accountDelayMs, attemptLimits } from '@pb/core/auth/password-attempts'
import { adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { updateSettings } from '@pb/core/operator-settings'
import { changeAdminPassword } from '@pb/core/users/change-password'
import { createMember } from '@pb/core/users/create-member'
import { type Database, passwordAttempts, queryRows, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq, sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  contextOf,
  createSeededDb,
  DEMO_PASSWORD,
  expectDomainError,
  fundedMember,
  granting,
  nextIp,
  silentBus,
} from './support'

let database: Database
let superAdmin: Actor
beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
}, 60_000)
afterAll(() => database.close())

/** A context for `actor` calling from `ip`, on `clock` (standing at the real time by default). */
function from(ip: string, actor: Actor | null = null, clock = createManualClock(new Date())) {
  return useCaseContext({ db: database.db, bus: silentBus(database), clock }, actor, {
    ip,
    userAgent: 'test',
  })
}

const signInFrom = (ip: string, loginId: string, password: string, area: 'member' | 'admin' = 'member') =>
  login(from(ip), { loginId, password, area })

/** Settles every promise and counts the domain error codes (and successes as `OK`). */
async function outcomes(promises: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(promises)
  const counts: Record<string, number> = {}
  for (const result of settled) {
    const code = result.status === 'fulfilled' ? 'OK' : String((result.reason as { code?: string }).code)
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

async function newMember(loginId: string) {
  const shop = await actorOf(database, 'shop1')
  return createMember(
    granting(contextOf(database, shop), 'members.manage'),
    createMemberInput.parse({
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    }),
  )
}

describe(`password attempt limits on ${testDriver}`, () => {
  test('a login id outside the creation rule names no account: no sign-in, no password check, no count', async () => {
    await newMember('spellin1')
    const before = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from password_attempts`,
    )
    // The dotted capital İ folds to i in Postgres's lower() but not in JavaScript's toLowerCase().
    for (const spelling of ['SPELLİN1', 'spell\u0130n1', 'spellin1 x', 'ｓｐｅｌｌｉｎ１'])
      await expectDomainError(signInFrom(nextIp(), spelling, 'pass1234'), 'INVALID_CREDENTIALS')
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from password_attempts`,
    )
    expect(after).toEqual(before)
    expect((await signInFrom(nextIp(), 'SPELLIN1', 'pass1234')).accessToken).toBeTruthy()
  })

  test('the account delay starts after five attempts, doubles and stops growing at 8 s', () => {
    expect([0, 4, 5, 6, 7, 8, 20].map(accountDelayMs)).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000])
  })

  test('forty simultaneous wrong sign-ins from one address: only the limit is evaluated', async () => {
    await newMember('racer1')
    const ip = nextIp()
    const counts = await outcomes(
      Array.from({ length: 40 }, (_, i) => signInFrom(ip, 'racer1', `wrong-${i}`)),
    )
    expect(counts).toEqual({ INVALID_CREDENTIALS: attemptLimits.perAccountAndAddress, RATE_LIMITED: 35 })
    await expectDomainError(signInFrom(ip, 'racer1', 'pass1234'), 'RATE_LIMITED')
  }, 60_000)

  test('guesses from one address never lock the owner out of another', async () => {
    const attacker = nextIp()
    for (let i = 0; i < attemptLimits.perAccountAndAddress; i++)
      await expectDomainError(signInFrom(attacker, 'ADMIN', `guess-${i}`, 'admin'), 'INVALID_CREDENTIALS')
    await expectDomainError(signInFrom(attacker, 'admin', ADMIN_PASSWORD, 'admin'), 'RATE_LIMITED')

    // The account is under attack, so the owner waits a growing delay, then gets in.
    const ownerClock = createManualClock(new Date())
    const owner = await login(from(nextIp(), null, ownerClock), {
      loginId: 'admin',
      password: ADMIN_PASSWORD,
      area: 'admin',
    })
    expect(owner.user.loginId).toBe('admin')
    expect(ownerClock.waits).toEqual([accountDelayMs(5)])
    // The attacker's address stays refused.
    await expectDomainError(signInFrom(attacker, 'admin', ADMIN_PASSWORD, 'admin'), 'RATE_LIMITED')
  }, 60_000)

  test('one address is limited across accounts, and the window passes', async () => {
    const ip = nextIp()
    const start = new Date()
    const at = (minutes: number) =>
      from(ip, null, createManualClock(new Date(start.getTime() + minutes * 60_000)))
    for (let i = 0; i < attemptLimits.perAddress; i++)
      await expectDomainError(
        login(at(0), { loginId: `ghost${i}`, password: 'x', area: 'member' }),
        'INVALID_CREDENTIALS',
      )
    await expectDomainError(
      login(at(1), { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' }),
      'RATE_LIMITED',
    )
    const later = await login(at(16), { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' })
    expect(later.user.loginId).toBe('member1')
  }, 60_000)

  test("the right password settles only its own address's attempts", async () => {
    await newMember('settler1')
    const [mine, theirs] = [nextIp(), nextIp()]
    await expectDomainError(signInFrom(mine, 'settler1', 'typo'), 'INVALID_CREDENTIALS')
    await expectDomainError(signInFrom(theirs, 'settler1', 'guess'), 'INVALID_CREDENTIALS')
    await signInFrom(mine, 'settler1', 'pass1234')
    const left = await database.db
      .select({ ip: passwordAttempts.ip })
      .from(passwordAttempts)
      .where(eq(passwordAttempts.subject, 'settler1'))
    expect(left).toEqual([{ ip: theirs }])
  })

  test('the point-conversion password is limited the same way, in flight included', async () => {
    const member = await fundedMember(database, 0)
    await adjustPoints(
      granting(contextOf(database, superAdmin), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 100 }),
    )
    const hash = await Bun.password.hash('4321', { algorithm: 'argon2id' })
    await database.db.update(users).set({ pointPasswordHash: hash }).where(eq(users.id, member.userId))
    await updateSettings(granting(contextOf(database, superAdmin), 'settings.propose'), {
      pointConvertPasswordRequired: true,
    })
    try {
      const convert = (ip: string, password: string) =>
        convertPoints(from(ip, member), pointConvertInput.parse({ pointAmount: 10, password }))
      const ip = nextIp()
      const counts = await outcomes(Array.from({ length: 12 }, (_, i) => convert(ip, `99${i}`)))
      expect(counts).toEqual({ POINT_PASSWORD_MISMATCH: attemptLimits.perAccountAndAddress, RATE_LIMITED: 7 })
      await expectDomainError(convert(ip, '4321'), 'RATE_LIMITED')
      expect((await convert(nextIp(), '4321')).newPointBal).toBe(90)
    } finally {
      await updateSettings(granting(contextOf(database, superAdmin), 'settings.propose'), {
        pointConvertPasswordRequired: false,
      })
    }
  }, 60_000)

  test("an administrator's current password is limited when changing it", async () => {
    await createMember(
      granting(contextOf(database, superAdmin), 'members.manage'),
      createMemberInput.parse({
        loginId: 'changer1',
        password: 'pass1234',
        roleCode: 'HQ',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '예금주',
      }),
    )
    const changer = await actorOf(database, 'changer1', 'pass1234', 'admin')
    const ip = nextIp()
    const change = (currentPassword: string) =>
      changeAdminPassword(granting(from(ip, changer), 'account.manage'), {
        currentPassword,
        newPassword: 'next-pass',
      })
    const counts = await outcomes(Array.from({ length: 8 }, (_, i) => change(`wrong-${i}`)))
    expect(counts).toEqual({ VALIDATION: attemptLimits.perAccountAndAddress, RATE_LIMITED: 3 })
    await expectDomainError(change('pass1234'), 'RATE_LIMITED')
  }, 60_000)
})

describe(`case-free login ids on ${testDriver}`, () => {
  test('an id differing only in case is taken, for members and administrators alike', async () => {
    const shop = await actorOf(database, 'shop1')
    const input = (loginId: string, roleCode?: string) =>
      createMemberInput.parse({
        loginId,
        password: 'pass1234',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '예금주',
        ...(roleCode ? { roleCode } : {}),
      })
    await expectDomainError(
      createMember(granting(contextOf(database, shop), 'members.manage'), input('MEMBER1')),
      'LOGIN_ID_TAKEN',
    )
    await expectDomainError(
      createMember(granting(contextOf(database, superAdmin), 'members.manage'), input('Admin', 'HQ')),
      'LOGIN_ID_TAKEN',
    )
  })

  test('signing in ignores the case of the id', async () => {
    const session = await signInFrom(nextIp(), 'Member2', DEMO_PASSWORD)
    expect(session.user.loginId).toBe('member2')
  })
})
