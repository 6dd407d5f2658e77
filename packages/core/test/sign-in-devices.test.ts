import { afterAll, afterEach, beforeAll, describe, expect, mock, spyOn, test } from 'bun:test'
import { createMemberInput, memberPasswordInput } from '@pb/contract/inputs/members'
import { login } from '@pb/core/auth/login'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { createMember } from '@pb/core/users/create-member'
import { setMemberPassword } from '@pb/core/users/member-passwords'
import { type Database, passwordAttempts, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { attemptAddress } from '../src/auth/attempt-address'
import { DEVICE_TOKEN_MS, issueDeviceToken, knownDevice } from '../src/auth/device-tokens'
import { actorOf, contextOf, createSeededDb, expectDomainError, granting, nextIp, silentBus } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

// Tests count the argon2 checks: a refused sign-in must come before its own.
afterEach(() => mock.restore())

const signIn = (
  ip: string,
  loginId: string,
  password: string,
  deviceToken?: string,
  clock = createManualClock(new Date()),
) =>
  login(
    useCaseContext({ db: database.db, bus: silentBus(database), clock }, null, { ip, userAgent: 'test' }),
    {
      loginId,
      password,
      area: 'member',
      deviceToken,
    },
  )

/** Settles every promise and counts the domain error codes (and successes as `OK`). */
async function outcomes(promises: Promise<unknown>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const result of await Promise.allSettled(promises)) {
    const code = result.status === 'fulfilled' ? 'OK' : String((result.reason as { code?: string }).code)
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

async function newMember(loginId: string) {
  await createMember(
    granting(contextOf(database, await actorOf(database, 'shop1')), 'members.manage'),
    createMemberInput.parse({
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    }),
  )
}

const attemptsOn = (subject: string) =>
  database.db
    .select({ ip: passwordAttempts.ip, device: passwordAttempts.device })
    .from(passwordAttempts)
    .where(eq(passwordAttempts.subject, subject))

describe('the address an attempt counts by', () => {
  test('an IPv6 address counts as its /64, an IPv4 one (also mapped into IPv6) as itself', () => {
    const network = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2:3:4:5:6', '2001:DB8:1:2::9', '2001:db8:1:2:ffff::1%eth0'])
      expect(attemptAddress(address)).toBe(network)
    expect(attemptAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(attemptAddress('2001:db8::198.51.100.7')).toBe('2001:db8:0:0::/64')
    expect(attemptAddress('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(attemptAddress('198.51.100.7')).toBe('198.51.100.7')
    expect(attemptAddress('')).toBe('')
    expect(attemptAddress('unknown')).toBe('unknown')
  })
})

describe(`sign-in limits by device on ${testDriver}`, () => {
  test('thirty addresses of one IPv6 /64 share one budget', async () => {
    await newMember('subnet1')
    const counts = await outcomes(
      Array.from({ length: 30 }, (_, i) => signIn(`2001:db8:aa:1::${i + 1}`, 'subnet1', `wrong-${i}`)),
    )
    expect(counts).toEqual({ INVALID_CREDENTIALS: attemptLimits.perAccountAndAddress, RATE_LIMITED: 25 })
    await expectDomainError(signIn('2001:db8:aa:1:ffff::1', 'subnet1', 'pass1234'), 'RATE_LIMITED')
    expect(new Set((await attemptsOn('subnet1')).map((row) => row.ip))).toEqual(
      new Set(['2001:db8:aa:1::/64']),
    )
    // The next /64 is someone else.
    expect((await signIn('2001:db8:aa:2::1', 'subnet1', 'pass1234')).user.loginId).toBe('subnet1')
  }, 60_000)

  test('guesses from many addresses: unknown devices are refused unhashed, the owner’s device gets in', async () => {
    await newMember('besieged1')
    const { deviceToken: ownerDevice } = await signIn(nextIp(), 'besieged1', 'pass1234')
    const { deviceToken: otherAccountsDevice } = await signIn(nextIp(), 'member1', 'demo1234')

    const verifies = spyOn(Bun.password, 'verify')
    const guesses = 25
    const counts = await outcomes(
      Array.from({ length: guesses }, (_, i) => signIn(nextIp(), 'besieged1', `guess-${i}`)),
    )
    const { perAccountUnknownDevices } = attemptLimits
    expect(counts).toEqual({
      INVALID_CREDENTIALS: perAccountUnknownDevices,
      RATE_LIMITED: guesses - perAccountUnknownDevices,
    })
    expect(verifies).toHaveBeenCalledTimes(perAccountUnknownDevices)
    expect(await attemptsOn('besieged1')).toHaveLength(perAccountUnknownDevices)

    // Any device the account does not know is refused, the right password too, before any hashing.
    const forged = `${'A'.repeat(22)}.${'B'.repeat(43)}`
    for (const token of [undefined, forged, otherAccountsDevice, `${ownerDevice}x`])
      await expectDomainError(signIn(nextIp(), 'besieged1', 'pass1234', token), 'RATE_LIMITED')
    expect(verifies).toHaveBeenCalledTimes(perAccountUnknownDevices)

    // The owner's device counts on its own and is not made to wait, from whatever address.
    const ownerClock = createManualClock(new Date())
    const owner = await signIn(nextIp(), 'BESIEGED1', 'pass1234', ownerDevice, ownerClock)
    expect(owner.user.loginId).toBe('besieged1')
    expect(ownerClock.waits).toEqual([])
    expect(verifies).toHaveBeenCalledTimes(perAccountUnknownDevices + 1)
  }, 60_000)

  test('a known device has a budget of its own, which its right password settles', async () => {
    await newMember('roamer1')
    const { deviceToken } = await signIn(nextIp(), 'roamer1', 'pass1234')
    await expectDomainError(signIn(nextIp(), 'roamer1', 'stranger'), 'INVALID_CREDENTIALS')
    // Each from a new address: the budget follows the device.
    for (let i = 0; i < 2; i++)
      await expectDomainError(signIn(nextIp(), 'roamer1', `typo-${i}`, deviceToken), 'INVALID_CREDENTIALS')
    const again = await signIn(nextIp(), 'roamer1', 'pass1234', deviceToken)
    expect(await attemptsOn('roamer1')).toEqual([{ ip: expect.any(String), device: null }])

    for (let i = 0; i < attemptLimits.perKnownDevice; i++)
      await expectDomainError(
        signIn(nextIp(), 'roamer1', `typo-${i}`, again.deviceToken),
        'INVALID_CREDENTIALS',
      )
    await expectDomainError(signIn(nextIp(), 'roamer1', 'pass1234', again.deviceToken), 'RATE_LIMITED')
    // Only that device: another address without it still gets in.
    expect((await signIn(nextIp(), 'roamer1', 'pass1234')).user.loginId).toBe('roamer1')
  }, 60_000)

  test("all the account's known devices share one cap, and a new password makes every old device unknown", async () => {
    await newMember('keyring1')
    const tokens: string[] = []
    for (let i = 0; i < 6; i++) tokens.push((await signIn(nextIp(), 'keyring1', 'pass1234')).deviceToken)
    // Five devices, five wrong guesses each: one cap over all of them.
    const guesses = tokens
      .slice(0, 5)
      .flatMap((token, d) =>
        Array.from(
          { length: attemptLimits.perKnownDevice },
          (_, i) => () => signIn(nextIp(), 'keyring1', `guess-${d}-${i}`, token),
        ),
      )
    const counts: Record<string, number> = {}
    for (const guess of guesses) {
      const [code] = Object.keys(await outcomes([guess()]))
      counts[code ?? ''] = (counts[code ?? ''] ?? 0) + 1
    }
    expect(counts).toEqual({
      INVALID_CREDENTIALS: attemptLimits.perAccountKnownDevices,
      RATE_LIMITED: guesses.length - attemptLimits.perAccountKnownDevices,
    })

    // Reset by the shop: the sixth device, unused so far, is unknown now.
    const [account] = await database.db.select().from(users).where(eq(users.loginId, 'keyring1'))
    await setMemberPassword(
      granting(contextOf(database, await actorOf(database, 'shop1')), 'members.manage'),
      memberPasswordInput.parse({ id: account?.id, password: 'pass5678' }),
    )
    await expectDomainError(signIn(nextIp(), 'keyring1', 'wrong', tokens[5]), 'INVALID_CREDENTIALS')
    expect((await attemptsOn('keyring1')).at(-1)).toEqual({ ip: expect.any(String), device: null })
  }, 60_000)

  test('a device token names one account under one password for 90 days; a tampered one names none', async () => {
    const now = new Date()
    const owner = { subject: 'member2', credential: 'hash-1' }
    const token = await issueDeviceToken(database.db, owner, now)
    const [nonce, issuedAt, signature = ''] = token.split('.')
    expect(await knownDevice(database.db, owner, token, now)).toBe(nonce ?? '')
    expect(await knownDevice(database.db, { ...owner, subject: 'member3' }, token, now)).toBeNull()
    // A new password (or a reset) ends every token issued under the old one.
    expect(await knownDevice(database.db, { ...owner, credential: 'hash-2' }, token, now)).toBeNull()
    const later = (ms: number) => new Date(now.getTime() + ms)
    expect(await knownDevice(database.db, owner, token, later(DEVICE_TOKEN_MS - 1))).toBe(nonce ?? '')
    expect(await knownDevice(database.db, owner, token, later(DEVICE_TOKEN_MS))).toBeNull()
    const flipped = `${nonce}.${issuedAt}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    const redated = `${nonce}.${(now.getTime() + 1).toString(36)}.${signature}`
    for (const tampered of [flipped, redated, `${token}=`, `${nonce}.${signature}`, 'x.y.z', '', undefined])
      expect(await knownDevice(database.db, owner, tampered, now)).toBeNull()
  })
})
