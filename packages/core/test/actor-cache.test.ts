import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createActorCache } from '@pb/core/auth/actor-cache'
import { logout } from '@pb/core/auth/logout'
import { revokeSession } from '@pb/core/auth/sessions'
import { systemClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { type Database, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { commitEvents, createSeededDb, listeningBus, signIn } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

const now = () => new Date()

describe(`access tokens answered from memory on ${testDriver}`, () => {
  test('a token is looked up once, then believed until its session ends on any instance', async () => {
    const bus = await listeningBus(database)
    const cache = createActorCache(bus)
    const session = await signIn(database, 'member1')
    const actor = await cache.authenticate(database.db, session.accessToken, now())
    if (!actor) throw new Error('member1 did not sign in')
    expect(actor.loginId).toBe('member1')

    // Ended behind the cache's back, the token still answers from memory: the lookup is not repeated.
    await revokeSession(database.db, actor.sessionId, now())
    expect(await cache.authenticate(database.db, session.accessToken, now())).toEqual(actor)
    // Another instance's SESSION_REVOKED, heard on the bus, ends it here too.
    await commitEvents(database, bus, [
      { type: 'SESSION_REVOKED', userId: actor.userId, sessionIds: [actor.sessionId] },
    ])
    expect(await cache.authenticate(database.db, session.accessToken, now())).toBeNull()
  })

  test("a logout is refused from this instance's memory as soon as the call has answered", async () => {
    const bus = await listeningBus(database)
    const cache = createActorCache(bus)
    const session = await signIn(database, 'member2')
    const actor = await cache.authenticate(database.db, session.accessToken, now())
    await logout(useCaseContext({ db: database.db, bus, clock: systemClock }, actor))
    expect(await cache.authenticate(database.db, session.accessToken, now())).toBeNull()
  })

  test('a changed role is heard and looked up again; an expired token is refused from memory', async () => {
    const bus = await listeningBus(database)
    const cache = createActorCache(bus)
    const session = await signIn(database, 'hq1')
    const actor = await cache.authenticate(database.db, session.accessToken, now())
    expect(actor?.roleCode).toBe('HQ')
    await database.db.update(users).set({ roleCode: 'MEMBER' }).where(eq(users.loginId, 'hq1'))
    try {
      await commitEvents(database, bus, [
        { type: 'PROFILE_UPDATED', userId: actor?.userId ?? 0, betBlocked: false, statusCode: 'ACTIVE' },
      ])
      expect((await cache.authenticate(database.db, session.accessToken, now()))?.roleCode).toBe('MEMBER')
      const later = new Date(Date.now() + 16 * 60_000)
      expect(await cache.authenticate(database.db, session.accessToken, later)).toBeNull()
    } finally {
      await database.db.update(users).set({ roleCode: 'HQ' }).where(eq(users.loginId, 'hq1'))
    }
  })
})
