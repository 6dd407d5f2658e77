import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { revokeExpiredSessions } from '@pb/core/auth/end-sessions'
import { refreshSession } from '@pb/core/auth/refresh'
import { authenticate, revokeSession, sessionLifetimes } from '@pb/core/auth/sessions'
import type { CoreDeps } from '@pb/core/context'
import { type Database, sessions, sessionTokens, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  createSeededDb,
  DEMO_PASSWORD,
  expectDomainError,
  gameDeps,
  quietDeps,
  signIn,
} from './support'

let database: Database
let deps: CoreDeps
beforeAll(async () => {
  database = await createSeededDb()
  deps = quietDeps(database, new Date())
}, 60_000)
afterAll(() => database.close())

const minutes = (n: number) => n * 60_000
const days = (n: number) => n * 24 * 60 * minutes(1)

describe(`sessions on ${testDriver}`, () => {
  test('a member signs in and the access token identifies them', async () => {
    const session = await signIn(database, 'member1')
    expect(session.user.loginId).toBe('member1')
    expect(session.user.moneyBal).toBe(1_000_000)
    const actor = await authenticate(database.db, session.accessToken)
    expect(actor).toMatchObject({ loginId: 'member1', roleCode: 'MEMBER', area: 'member' })
  })

  test('only the SHA-256 of a secret is stored', async () => {
    const session = await signIn(database, 'member1')
    const [id, secret] = session.accessToken.split('.')
    const [row] = await database.db
      .select()
      .from(sessionTokens)
      .where(eq(sessionTokens.id, id ?? ''))
    expect(row?.secretHash).toHaveLength(64)
    expect(row?.secretHash).not.toContain(secret ?? '-')
  })

  test('an access token expires after 15 minutes', async () => {
    const now = new Date()
    const session = await signIn(database, 'member1', DEMO_PASSWORD, 'member', now)
    expect(
      await authenticate(database.db, session.accessToken, new Date(now.getTime() + minutes(14))),
    ).not.toBeNull()
    expect(
      await authenticate(
        database.db,
        session.accessToken,
        new Date(now.getTime() + sessionLifetimes.accessMs),
      ),
    ).toBeNull()
  })

  test('a forged secret or a refresh token is not an access token', async () => {
    const session = await signIn(database, 'member1')
    const [id] = session.accessToken.split('.')
    expect(await authenticate(database.db, `${id}.${'A'.repeat(43)}`)).toBeNull()
    expect(await authenticate(database.db, session.refreshToken)).toBeNull()
    expect(await authenticate(database.db, 'not-a-token')).toBeNull()
  })

  test('refresh rotates: new pair works, the old refresh token is spent', async () => {
    const session = await signIn(database, 'member2')
    const rotated = await refreshSession(deps, session.refreshToken)
    expect(rotated.tokens.refreshToken).not.toBe(session.refreshToken)
    expect(await authenticate(database.db, rotated.tokens.accessToken)).toMatchObject({ loginId: 'member2' })
    const again = await refreshSession(deps, rotated.tokens.refreshToken)
    expect(await authenticate(database.db, again.tokens.accessToken)).not.toBeNull()
  })

  test('reusing a spent refresh token revokes the whole family and closes its streams', async () => {
    const session = await signIn(database, 'member2')
    const actor = await authenticate(database.db, session.accessToken)
    const rotated = await refreshSession(deps, session.refreshToken)
    const game = await gameDeps(database, new Date())
    await expectDomainError(refreshSession(game.deps, session.refreshToken), 'TOKEN_REUSED')
    expect(game.events).toEqual([
      { type: 'SESSION_REVOKED', userId: actor?.userId ?? 0, sessionIds: [actor?.sessionId ?? ''] },
    ])
    expect(await authenticate(database.db, rotated.tokens.accessToken)).toBeNull()
    expect(await authenticate(database.db, session.accessToken)).toBeNull()
    await expectDomainError(refreshSession(deps, rotated.tokens.refreshToken), 'UNAUTHORIZED')
  })

  test('concurrent refreshes of one token: one rotates, the family is then revoked', async () => {
    const session = await signIn(database, 'member3')
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => refreshSession(deps, session.refreshToken)),
    )
    const winners = outcomes.filter((o) => o.status === 'fulfilled')
    expect(winners.length).toBeLessThanOrEqual(1)
    expect(outcomes.filter((o) => o.status === 'rejected').length).toBeGreaterThanOrEqual(4)
    for (const winner of winners) {
      if (winner.status === 'fulfilled')
        expect(await authenticate(database.db, winner.value.tokens.accessToken)).toBeNull()
    }
  })

  test('a session ends 30 days after its sign-in, however often it was refreshed', async () => {
    const signedInAt = new Date()
    const end = signedInAt.getTime() + sessionLifetimes.sessionMs
    const at = (ms: number) => new Date(ms)
    const session = await signIn(database, 'member1', DEMO_PASSWORD, 'member', signedInAt)
    const actor = await authenticate(database.db, session.accessToken, signedInAt)
    const halfway = await refreshSession(deps, session.refreshToken, at(end - days(15)))
    const late = await refreshSession(deps, halfway.tokens.refreshToken, at(end - minutes(5)))
    // The last access token stops at the session's end, not 15 minutes after it was issued.
    expect(await authenticate(database.db, late.tokens.accessToken, at(end - 1_000))).not.toBeNull()
    expect(await authenticate(database.db, late.tokens.accessToken, at(end))).toBeNull()

    const game = await gameDeps(database, at(end))
    await expectDomainError(refreshSession(game.deps, late.tokens.refreshToken, at(end)), 'TOKEN_EXPIRED')
    expect(game.events).toEqual([
      { type: 'SESSION_REVOKED', userId: actor?.userId ?? 0, sessionIds: [actor?.sessionId ?? ''] },
    ])
    const [row] = await database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, actor?.sessionId ?? ''))
    expect(row?.revokedAt).toEqual(at(end))
  })

  test('the sweep ends the sessions past their lifetime and only those', async () => {
    const now = new Date()
    const old = await signIn(database, 'member2', DEMO_PASSWORD, 'member', new Date(now.getTime() - days(30)))
    const young = await signIn(
      database,
      'member2',
      DEMO_PASSWORD,
      'member',
      new Date(now.getTime() - days(29)),
    )
    const oldActor = await authenticate(database.db, old.accessToken, new Date(now.getTime() - days(30)))
    const events = await revokeExpiredSessions(database.db, now)
    expect(events).toContainEqual({
      type: 'SESSION_REVOKED',
      userId: oldActor?.userId ?? 0,
      sessionIds: [oldActor?.sessionId ?? ''],
    })
    expect(events.flatMap((event) => ('sessionIds' in event ? event.sessionIds : []))).not.toContain(
      (await authenticate(database.db, young.accessToken, new Date(now.getTime() - days(29))))?.sessionId,
    )
    await expectDomainError(refreshSession(deps, old.refreshToken, now), 'UNAUTHORIZED')
    expect((await refreshSession(deps, young.refreshToken, now)).userId).toBe(oldActor?.userId ?? 0)
  })

  test('logout ends access and refresh at once', async () => {
    const session = await signIn(database, 'member1')
    const actor = await authenticate(database.db, session.accessToken)
    await revokeSession(database.db, actor?.sessionId ?? '')
    expect(await authenticate(database.db, session.accessToken)).toBeNull()
    await expectDomainError(refreshSession(deps, session.refreshToken), 'UNAUTHORIZED')
  })

  test('a wrong password and an unknown id get the same answer', async () => {
    await expectDomainError(signIn(database, 'member1', 'wrong-password'), 'INVALID_CREDENTIALS')
    await expectDomainError(signIn(database, 'nobody', 'wrong-password', 'member'), 'INVALID_CREDENTIALS')
  })

  test('a member is refused in the admin area and an administrator in the member area', async () => {
    await expectDomainError(signIn(database, 'member1', DEMO_PASSWORD, 'admin'), 'AREA_FORBIDDEN')
    await expectDomainError(signIn(database, 'admin', ADMIN_PASSWORD, 'member'), 'AREA_FORBIDDEN')
    const admin = await signIn(database, 'admin', ADMIN_PASSWORD, 'admin')
    expect(admin.user.roleCode).toBe('SUPER')
  })

  test('a suspended account cannot sign in and its live tokens stop working', async () => {
    const session = await signIn(database, 'member3')
    await database.db.update(users).set({ statusCode: 'SUSPENDED' }).where(eq(users.loginId, 'member3'))
    await expectDomainError(signIn(database, 'member3'), 'ACCOUNT_DISABLED')
    expect(await authenticate(database.db, session.accessToken)).toBeNull()
    await database.db.update(users).set({ statusCode: 'ACTIVE' }).where(eq(users.loginId, 'member3'))
  })
})
