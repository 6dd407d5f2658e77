import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { refreshSession } from '@pb/core/auth/refresh'
import { authenticate, sessionLifetimes } from '@pb/core/auth/sessions'
import type { Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { sessionSweepJob } from '../src/game/engine/session-sweep'
import { createSeededDb, DEMO_PASSWORD, expectDomainError, gameDeps, signIn } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

describe(`the session sweep on ${testDriver}`, () => {
  test('ends the sessions past their lifetime, and only those, and tells their streams', async () => {
    const now = new Date()
    const game = await gameDeps(database, now)
    const signedIn = async (ago: number) => {
      const at = new Date(now.getTime() - ago)
      const session = await signIn(database, 'member1', DEMO_PASSWORD, 'member', at)
      const actor = await authenticate(database.db, session.accessToken, at)
      return { ...session, sessionId: actor?.sessionId, userId: actor?.userId }
    }
    const expired = await signedIn(sessionLifetimes.sessionMs)
    const live = await signedIn(sessionLifetimes.sessionMs - 60_000)

    await sessionSweepJob(game.deps).run(now)
    const ended = game.events.flatMap((event) => (event.type === 'SESSION_REVOKED' ? event.sessionIds : []))
    expect(ended).toContain(expired.sessionId ?? '')
    expect(ended).not.toContain(live.sessionId ?? '')
    await expectDomainError(refreshSession(game.deps, expired.refreshToken, now), 'UNAUTHORIZED')
    expect((await refreshSession(game.deps, live.refreshToken, now)).userId).toBe(live.userId ?? 0)
  })
})
